import type { SearchHit } from '../../../shared/search/engine.js'
import { SEARCH_LIMITS } from '../../../shared/search/settings.js'

export interface HitGroup {
  /** The hits' top-level heading (`hierarchy.lvl0`: the product or section title). */
  title: string
  /** The hits the results list shows: up to 5 per page, from up to 5 pages (SPEC §9). */
  shown: SearchHit[]
}

export interface GroupedHits {
  groups: HitGroup[]
  /** Route → every matching section of the page (up to 20), for the preview. */
  pageHits: Map<string, SearchHit[]>
}

/**
 * SPEC §2: results grouped by top-level heading, the groups in the order of their best hit and the
 * hits in rank order within a group. The selection stays SPEC §9's: up to 5 pages, 5 sections each.
 */
export function groupHits(hits: SearchHit[]): GroupedHits {
  const pageHits = new Map<string, SearchHit[]>()
  const groups = new Map<string, HitGroup>()
  for (const hit of hits) {
    let all = pageHits.get(hit.route)
    if (!all) {
      if (pageHits.size >= SEARCH_LIMITS.modalPages) continue
      pageHits.set(hit.route, (all = []))
    }
    if (all.length < SEARCH_LIMITS.previewHits) all.push(hit)
    if (all.length > SEARCH_LIMITS.modalSectionsPerPage) continue
    const title = hit.topLevel || hit.pageTitle
    let group = groups.get(title)
    if (!group) groups.set(title, (group = { title, shown: [] }))
    group.shown.push(hit)
  }
  return { groups: [...groups.values()], pageHits }
}
