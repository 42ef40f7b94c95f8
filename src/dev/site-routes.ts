import { appNode } from '../app-router/app-node.js'
import { appRouteMatches } from '../app-router/app-routes.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import type { RouteEntry } from './route-render.js'

/**
 * The routes the dev server serves and the page file behind each, for one state of the site: the
 * page maps' pages, the app router's static pages (a Nextra 4 site's home page among them) as the
 * build has them, and the paths of a dynamic app page as they are asked for.
 */
export class SiteRoutes {
  readonly entries = new Map<string, RouteEntry>()
  private readonly byRel: Map<string, PageSource>
  private readonly byPath: Map<string, PageSource>

  constructor(private readonly site: Site) {
    this.byRel = new Map(site.pages.map(page => [page.file.rel, page]))
    this.byPath = new Map(site.pages.map(page => [page.file.path, page]))
    for (const [locale, pageMap] of site.pageMaps)
      for (const node of pageMap.pages) this.entries.set(node.route, { locale, node, pageMap })
    const { defaultLocale } = site.config.i18n
    const defaultMap = site.pageMaps.get(defaultLocale)
    for (const page of site.pages)
      if (defaultMap && page.app?.route !== undefined && !this.entries.has(page.app.route))
        this.entries.set(page.app.route, {
          locale: defaultLocale,
          node: appNode(page, page.app.route, {}),
          pageMap: defaultMap
        })
  }

  sourceOf(entry: RouteEntry): PageSource | undefined {
    return this.byRel.get(entry.node.rel)
  }

  pageByRel(rel: string): PageSource | undefined {
    return this.byRel.get(rel)
  }

  pageByPath(path: string): PageSource | undefined {
    return this.byPath.get(path)
  }

  /** The routes whose page is the file at `path`. */
  routesOf(path: string): string[] {
    return [...this.entries].filter(([, entry]) => this.sourceOf(entry)?.file.path === path).map(([route]) => route)
  }

  /** The page files of these routes. */
  filesOf(routes: Iterable<string>): string[] {
    return [...routes].flatMap(route => {
      const entry = this.entries.get(route)
      const path = entry && this.sourceOf(entry)?.file.path
      return path ? [path] : []
    })
  }

  /**
   * A route that may be one of a dynamic app page's (its `generateStaticParams` paths, which only
   * its render lists): given an entry, so that it renders as a static one does. False when no
   * dynamic app page has a route of its shape.
   */
  addDynamicAppRoute(route: string): boolean {
    const { defaultLocale } = this.site.config.i18n
    const pageMap = this.site.pageMaps.get(defaultLocale)
    const page = this.site.pages.find(
      page => page.app && page.app.route === undefined && appRouteMatches(page.app.segments, route)
    )
    if (!pageMap || !page) return false
    this.entries.set(route, { locale: defaultLocale, node: appNode(page, route, {}), pageMap })
    return true
  }
}
