import type { HitType, SearchHit } from '../../../shared/search/engine.js'
import { HIGHLIGHT_TAGS, type HierarchyLevel, type HostedRecord } from '../../../shared/search/hosted.js'
import type { RawHit } from './search-widget.js'

/** A hosted hit as the search UIs show it, with what insights need. */
export interface HostedHit extends SearchHit {
  objectID: string
  index: string
  queryID?: string
  /** 1-based position in its results (insights). */
  position: number
}

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']

/** The words the service highlighted, for the UIs' own highlighting. */
function markedTerms(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    const { highlightPreTag: pre, highlightPostTag: post } = HIGHLIGHT_TAGS
    let at = value.indexOf(pre)
    while (at >= 0) {
      const end = value.indexOf(post, at + pre.length)
      if (end < 0) break
      for (const word of value
        .slice(at + pre.length, end)
        .toLowerCase()
        .split(/\s+/))
        if (word) found.add(word)
      at = value.indexOf(pre, end + post.length)
    }
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) markedTerms(inner, found)
  }
}

const typeOf = (type: unknown): HitType => (type === 'content' ? 'content' : type === 'lvl1' ? 'page' : 'heading')

/** A path of this site without its base path (routes have no trailing slash but the root's). */
function routeOf(path: string, base: string): string {
  const inside = base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) : path
  return inside.replace(/\/+$/, '') || '/'
}

let nextId = 1
const ids = new Map<string, number>()

/** A SPEC §3 hit (title, url, type, hierarchy, content, anchor…) as the modal and the autocomplete read hits. */
export function toSearchHit(
  raw: RawHit,
  meta: { index: string; queryID?: string; position: number; base: string }
): HostedHit {
  const hit = raw as RawHit & Partial<HostedRecord> & { _highlightResult?: unknown; _snippetResult?: unknown }
  const hierarchy = hit.hierarchy ?? ({} as HostedRecord['hierarchy'])
  const levels = LEVELS.map(level => hierarchy[level] ?? null)
  const deepest = levels.reduce((last, value, i) => (value ? i : last), 1)
  const type = typeOf(hit.type)
  const url = typeof hit.url === 'string' ? hit.url : '#'
  const parsed = new URL(url, location.href)
  const heading = type === 'page' ? '' : (levels[deepest] ?? '') || (hit.title ?? '')
  const terms = new Set<string>()
  markedTerms(hit._highlightResult, terms)
  markedTerms(hit._snippetResult, terms)
  let id = ids.get(raw.objectID)
  if (id === undefined) ids.set(raw.objectID, (id = nextId++))
  return {
    id,
    type,
    // Hits of several sites share the index: the page is its whole URL (this site's: its route).
    route:
      parsed.origin === location.origin ? routeOf(parsed.pathname, meta.base) : `${parsed.origin}${parsed.pathname}`,
    url: parsed.origin === location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href,
    pageTitle: levels[1] ?? hit.title ?? '',
    topLevel: levels[0] ?? levels[1] ?? '',
    heading,
    anchor: hit.anchor ?? '',
    parents: type === 'page' ? [] : (levels.slice(2, deepest).filter(Boolean) as string[]),
    text: typeof hit.content === 'string' ? hit.content : '',
    terms: [...terms],
    objectID: raw.objectID,
    index: meta.index,
    ...(meta.queryID && { queryID: meta.queryID }),
    position: meta.position
  }
}
