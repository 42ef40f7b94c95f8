// `nextra/filter-route-locale` (Nextra 2): a page map's items of one locale, a page the locale lacks
// taken from the default locale.
import type { Nextra2Item } from './nextra-context.js'

export default function filterRouteLocale(
  pageMap: readonly Nextra2Item[],
  locale?: string,
  defaultLocale?: string
): Nextra2Item[] {
  const isDefault = !locale || locale === defaultLocale
  const kept: Nextra2Item[] = []
  // Per name: null once the locale has it, else the default locale's page to fall back to.
  const fallbacks = new Map<string, Nextra2Item | null>()
  for (const item of pageMap) {
    if (item.kind === 'Folder') {
      kept.push({ ...item, children: filterRouteLocale(item.children ?? [], locale, defaultLocale) })
      continue
    }
    const name = item.kind === 'Meta' ? '_meta' : item.name
    if ((!item.locale && isDefault) || item.locale === locale) {
      fallbacks.set(name, null)
      kept.push(item)
    } else if (fallbacks.get(name) !== null && (!item.locale || item.locale === defaultLocale))
      fallbacks.set(name, item)
  }
  return [...kept, ...[...fallbacks.values()].filter((item): item is Nextra2Item => item !== null)]
}
