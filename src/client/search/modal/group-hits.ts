import type { SearchHit } from '../../../shared/search/engine.js'
import { SEARCH_LIMITS } from '../../../shared/search/settings.js'

export interface HitGroup {
  route: string
  pageTitle: string
  /** The sections the results list shows (SPEC §9: up to 5 per page). */
  shown: SearchHit[]
  /** Every matching section of the page the preview lists (up to 20). */
  all: SearchHit[]
}

/** Hits grouped by page (SPEC §2: by top-level heading), pages in the order of their best hit. */
export function groupHits(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>()
  for (const hit of hits) {
    let group = groups.get(hit.route)
    if (!group) {
      if (groups.size >= SEARCH_LIMITS.modalPages) continue
      groups.set(hit.route, (group = { route: hit.route, pageTitle: hit.pageTitle, shown: [], all: [] }))
    }
    if (group.all.length < SEARCH_LIMITS.previewHits) group.all.push(hit)
    if (group.shown.length < SEARCH_LIMITS.modalSectionsPerPage) group.shown.push(hit)
  }
  return [...groups.values()]
}
