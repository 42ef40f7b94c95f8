/**
 * The hosted (Algolia-compatible) search provider: what a page tells the browser about it (the
 * search root's `data-algolia` attribute), the record shape of SPEC §3 and the SPEC §5/§7/§9
 * constants. Pure data, shared by the build, `guildsite search sync` and the browser.
 */

/** SPEC §8: logged by the page when the provider is `algolia` but its settings are missing. */
export const HOSTED_MISSING_MESSAGE = 'Algolia environments variables missing'

/** SPEC §7 default index names. */
export const DEFAULT_INDEXES = { modal: 'theguild', autocomplete: 'searchv2_main' } as const

/** SPEC §5/§9 limits of the hosted provider. */
export const HOSTED_LIMITS = {
  /** Search widget: pending longer than this is stalled. */
  stalledMs: 200,
  /** Insights: `Items Viewed` is sent this long after the last change of the shown hits… */
  viewDebounceMs: 400,
  /** …with at most this many object IDs per event. */
  viewBatch: 20,
  autocompleteHitsPerPage: 5,
  previewHitsPerPage: 20,
  facetHitsDefault: 10,
  facetHitsMin: 1,
  facetHitsMax: 100
} as const

/** Highlight tags of every query (SPEC §7: the autocomplete's, and the same for the modal). */
export const HIGHLIGHT_TAGS = { highlightPreTag: '__gs_mark__', highlightPostTag: '__/gs_mark__' } as const

/** What a page of a site with `provider: 'algolia'` carries (everything here is public). */
export interface HostedPageSettings {
  appId: string
  /** Search-only key. */
  apiKey: string
  /** The docs modal's index (SPEC §7: `theguild`). */
  modalIndex: string
  /** The header autocomplete's index (SPEC §7: `searchv2_main`). */
  autocompleteIndex: string
  /** Full URLs used instead of Algolia's hosts. */
  hosts?: string[]
  /** The docs modal's proxy host (full URL). */
  proxyHost?: string
  insights: boolean
  insightsHost?: string
}

/** SPEC §3 hierarchy levels. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'

/** SPEC §3 search hit type. */
export type HostedHitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'

/** One record of the hosted index: a page section, in the SPEC §3 search-hit shape. */
export interface HostedRecord {
  /** Stable across builds: the site, locale and URL of the section. */
  objectID: string
  title: string
  url: string
  type: HostedHitType
  hierarchy: Record<HierarchyLevel, string | null>
  content: string | null
  anchor: string | null
  toc: { title: string; anchor: string }[]
  /** The site (its display name): one index holds many sites. */
  source: string
  /** The site's host name ('' without `siteUrl`). */
  domain: string
  /** Locale of the page. */
  lang: string
}

/** Facet-value search size (SPEC §5): clamped to 1–100, 10 when absent or not a number. */
export function clampFacetHits(size: number | undefined): number {
  if (typeof size !== 'number' || Number.isNaN(size)) return HOSTED_LIMITS.facetHitsDefault
  return Math.min(HOSTED_LIMITS.facetHitsMax, Math.max(HOSTED_LIMITS.facetHitsMin, Math.floor(size)))
}

/** `{url: 'host[:port][/path]', protocol}` of a full URL, as the algoliasearch clients take hosts. */
export function clientHost(url: string): { url: string; protocol: 'http' | 'https'; accept: 'readWrite' } {
  const parsed = new URL(url)
  return {
    url: `${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`,
    protocol: parsed.protocol === 'http:' ? 'http' : 'https',
    accept: 'readWrite'
  }
}
