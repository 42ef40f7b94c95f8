/**
 * What the page tells the search scripts (the `data-search-root` attributes), and the SPEC §9
 * constants they work with. Pure data, shared by the templates and the browser.
 */

import type { HostedPageSettings } from './hosted.js'

/** SPEC §5: where the autocomplete panel sits relative to the search box. */
export const PANEL_PLACEMENTS = ['start', 'end', 'full-width', 'input-wrapper-width'] as const
export type PanelPlacement = (typeof PANEL_PLACEMENTS)[number]

/** A group of autocomplete results: the pages under a route prefix. */
export interface AutocompleteSource {
  /** Unique id (SPEC §5). */
  id: string
  /** Heading shown above the group's results. */
  label?: string
  /** Only pages whose route starts with this prefix (locale prefix excluded), e.g. `/hive`. */
  prefix?: string
  /**
   * Instead of pages, one item without a URL: `Search all docs for "{query}"`. Choosing it only
   * runs its select action (SPEC §4), which opens the docs search modal with the query.
   */
  searchAll?: boolean
}

export interface AutocompleteSettings {
  panelPlacement: PanelPlacement
  openOnFocus: boolean
  detachedMediaQuery: string
  hitsPerPage: number
  sources: AutocompleteSource[]
}

export interface SearchBoxSettings {
  /** URL of the locale's index manifest, base path included. */
  indexUrl: string
  autocomplete: AutocompleteSettings
  /** `search.provider: 'algolia'`: its settings, or `'missing'` (the page logs so and keeps the local index). */
  hosted?: HostedPageSettings | 'missing'
}

/**
 * SPEC §9 defaults; where SPEC names none, the autocomplete library's own, except the placement:
 * the header box is narrow (16rem), so the panel takes 28rem from its end edge.
 */
export const DEFAULT_AUTOCOMPLETE: AutocompleteSettings = {
  panelPlacement: 'end',
  openOnFocus: false,
  detachedMediaQuery: '(max-width: 680px)',
  hitsPerPage: 5,
  sources: [{ id: 'docs' }]
}

/** SPEC §9 limits and delays. */
export const SEARCH_LIMITS = {
  /** Docs modal: longest query. */
  modalMaxLength: 64,
  /** Autocomplete: longest query (longer input is truncated). */
  autocompleteMaxLength: 512,
  modalDebounceMs: 500,
  modalStalledMs: 500,
  autocompleteDebounceMs: 300,
  autocompleteStalledMs: 300,
  resizeDebounceMs: 20,
  /** Docs modal: pages, and sections per page, in the results list. */
  modalPages: 5,
  modalSectionsPerPage: 5,
  /** Docs modal: matching sections of the active page listed in the preview. */
  previewHits: 20
} as const
