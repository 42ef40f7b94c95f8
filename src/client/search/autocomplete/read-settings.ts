import {
  DEFAULT_AUTOCOMPLETE,
  PANEL_PLACEMENTS,
  type AutocompleteSettings,
  type AutocompleteSource
} from '../../../shared/search/settings.js'

const isSource = (value: unknown): value is AutocompleteSource =>
  typeof value === 'object' && value !== null && typeof (value as AutocompleteSource).id === 'string'

/**
 * The options of a search box (`data-autocomplete`, validated by the config schema at build time);
 * anything missing or unreadable falls back to the SPEC defaults rather than breaking the box.
 */
export function readSettings(root: HTMLElement): AutocompleteSettings {
  let raw: Partial<AutocompleteSettings> = {}
  try {
    raw = JSON.parse(root.dataset.autocomplete ?? '{}') as Partial<AutocompleteSettings>
  } catch {
    // Keep the defaults.
  }
  const sources = Array.isArray(raw.sources) ? raw.sources.filter(isSource) : []
  return {
    panelPlacement: PANEL_PLACEMENTS.includes(raw.panelPlacement!)
      ? raw.panelPlacement!
      : DEFAULT_AUTOCOMPLETE.panelPlacement,
    openOnFocus: typeof raw.openOnFocus === 'boolean' ? raw.openOnFocus : DEFAULT_AUTOCOMPLETE.openOnFocus,
    detachedMediaQuery:
      typeof raw.detachedMediaQuery === 'string' ? raw.detachedMediaQuery : DEFAULT_AUTOCOMPLETE.detachedMediaQuery,
    hitsPerPage:
      typeof raw.hitsPerPage === 'number' && raw.hitsPerPage >= 1
        ? Math.floor(raw.hitsPerPage)
        : DEFAULT_AUTOCOMPLETE.hitsPerPage,
    sources: sources.length ? sources : DEFAULT_AUTOCOMPLETE.sources
  }
}

/** Whether a page route (with its locale prefix) is under a source's prefix (without it). */
export function inSource(source: AutocompleteSource, route: string, locale: string): boolean {
  if (!source.prefix || source.prefix === '/') return true
  const localePrefix = `/${locale}`
  const path =
    route === localePrefix || route.startsWith(`${localePrefix}/`) ? route.slice(localePrefix.length) || '/' : route
  const prefix = source.prefix.replace(/\/+$/, '')
  return path === prefix || path.startsWith(`${prefix}/`)
}
