import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { PageBuild } from './page-build.js'
import type { PageBuilds } from './page-builds.js'
import { linkKey, type PageLinks } from './page-links.js'
import type { RenderedRoute, RouteEntry } from './route-render.js'

/** What the notices read of the dev server's site (`DevSite`), as it is at each read. */
export interface NoticeSite {
  readonly site: Site
  readonly routes: ReadonlyMap<string, RouteEntry>
  readonly rendered: Map<string, RenderedRoute>
  readonly builds: Pick<PageBuilds, 'has' | 'get'>
  readonly links: PageLinks
  /** The page file behind a route entry. */
  sourceOf(entry: RouteEntry): PageSource | undefined
  /** The page file of a page map's `rel`. */
  pageByRel(rel: string): PageSource | undefined
}

/** The broken links of a rendered route (`page-links.ts` checks them), the notice its page shows. */
export function brokenLinks(
  at: NoticeSite,
  route: string,
  entry: RouteEntry,
  source: PageSource,
  links: NonNullable<PageBuild['compiled']>['links']
): Diagnostic[] {
  const pathOf = (rel: string) => at.pageByRel(rel)?.file.path
  return at.links.check(at.site, at.routes, pathOf, { route, source, pageMap: entry.pageMap, links })
}

/**
 * After a change, checks again the links of the rendered pages that show broken-link notices: the
 * fix may be elsewhere (the missing page added, the heading added to the target page). A page whose
 * list changed is dropped and returned, to reload with its new notice or none. Pages edited since
 * their headings were read are compiled again first when an anchor notice may depend on them.
 */
export async function recheckNotices(at: NoticeSite): Promise<string[]> {
  const flagged = [...at.rendered].filter(([, rendered]) => rendered.notices?.length)
  if (!flagged.length) return []
  if (flagged.some(([, rendered]) => rendered.notices!.some(d => d.code === 'BROKEN_ANCHOR'))) {
    const edited = at.site.pages.filter(page => at.links.knows(page.file.path) && !at.builds.has(page.file.path))
    await Promise.all(edited.map(page => at.builds.get(at.site.config, page)))
  }
  const changed: string[] = []
  for (const [route, rendered] of flagged) {
    const entry = at.routes.get(route)
    const source = entry && at.sourceOf(entry)
    if (!entry || !source || !at.builds.has(source.file.path)) continue
    const { compiled } = await at.builds.get(at.site.config, source)
    if (!compiled || at.rendered.get(route) !== rendered) continue
    const now = brokenLinks(at, route, entry, source, compiled.links)
    if (now.map(linkKey).join('\n') === rendered.notices!.map(linkKey).join('\n')) continue
    at.rendered.delete(route)
    changed.push(route)
  }
  return changed
}
