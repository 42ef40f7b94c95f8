import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { checkLinks } from '../check/check-links.js'
import type { PageLink } from '../compile/remark-analyse.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { dynamicPageAt } from './site-routes.js'

/** One broken link's identity: where it is and what it says. */
export const linkKey = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.message}`
const withoutBase = (path: string, basePath: string) =>
  basePath && path.startsWith(basePath + '/') ? path.slice(basePath.length) : path

/**
 * The build's link check (src/check/check-links.ts) for the dev server, one page at a time: its links
 * against the routes the page maps know, its anchors against the headings of target pages already
 * compiled (a page not yet compiled is not compiled for this: links into it are not anchor-checked).
 * Each broken link is reported once (to the terminal); the page shows its list as a notice.
 */
export class PageLinks {
  /** Heading ids of each page file compiled so far (the anchors the check knows). */
  private tocs = new Map<string, Set<string>>()
  /** Broken links already reported. */
  private reported = new Set<string>()

  constructor(private report: (diagnostics: Diagnostic[]) => void) {}

  /** A page file compiled: its headings are the anchors links into it may name. */
  remember(path: string, headingIds: Iterable<string>): void {
    this.tocs.set(path, new Set(headingIds))
  }

  /** Whether the headings of a page file are known (it was compiled). */
  knows(path: string): boolean {
    return this.tocs.has(path)
  }

  /** The broken links of `route` (whose page is `source` in `pageMap`), reporting the ones not reported yet. */
  check(
    site: Site,
    routes: ReadonlyMap<string, { node: PageNode }>,
    pathOfRel: (rel: string) => string | undefined,
    page: { route: string; source: PageSource; pageMap: PageMap; links: PageLink[] }
  ): Diagnostic[] {
    const { config } = site
    const anchors = new Map<string, Set<string>>()
    const unchecked = new Set<string>()
    for (const [known, { node }] of routes) {
      const toc = this.tocs.get(pathOfRel(node.rel) ?? '')
      anchors.set(known, toc ?? new Set())
      if (!toc) unchecked.add(known)
    }
    // A link to a dynamic page's path (`/plugins/use-logger` of `plugins/[name].mdx`): only the page's
    // render lists its paths, so the link is taken as good, as its anchors are (the build checks both).
    for (const link of page.links) {
      const path = withoutBase(link.url.split(/[?#]/)[0], config.basePath).replace(/(.)\/+$/, '$1')
      if (!path.startsWith('/') || anchors.has(path) || !dynamicPageAt(site, path)) continue
      anchors.set(path, new Set())
      unchecked.add(path)
    }
    const staticFiles = new Set(
      page.links
        .map(link => link.url.split(/[?#]/)[0])
        .filter(path => path.startsWith('/') && !path.includes('..'))
        .filter(path => existsSync(join(config.publicRoot, decodeURI(withoutBase(path, config.basePath)))))
    )
    const found = checkLinks({
      pages: [
        {
          route: page.route,
          file: page.source.display,
          source: page.source.source,
          links: page.links,
          localePrefix: page.pageMap.prefix
        }
      ],
      anchors,
      staticFiles,
      basePath: config.basePath,
      pagesLevel: config.links.pages,
      anchorsLevel: config.links.anchors,
      uncheckedRoutes: unchecked
    })
    const fresh = found.filter(d => !this.reported.has(linkKey(d)))
    for (const d of fresh) this.reported.add(linkKey(d))
    if (fresh.length) this.report(fresh)
    return found
  }
}
