import { appNode } from '../app-router/app-node.js'
import { appRouteMatches } from '../app-router/app-routes.js'
import { appPageOverContent } from '../app-router/content-precedence.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { dynamicRouteNode, exportsStaticPaths, isDynamicRoute } from '../render/dynamic-routes.js'
import type { PageMap } from '../page-map/types.js'
import type { RouteEntry } from './route-render.js'

/**
 * The routes the dev server serves and the page file behind each, for one state of the site: the
 * page maps' pages, the app router's static pages (a Nextra 4 site's home page among them) as the
 * build has them, and the paths of a dynamic app page or dynamic route file (`[name].mdx`) as they
 * are asked for. A content page's route that a dynamic app page takes in the build
 * (`content-precedence.ts`: nestia's `app/blog/[slug]/page.jsx` over `content/blog/<slug>.mdx`) is
 * the app page's, until its render says its paths do not list the route (`yieldToContent`).
 */
export class SiteRoutes {
  readonly entries = new Map<string, RouteEntry>()
  private readonly byRel: Map<string, PageSource>
  private readonly byPath: Map<string, PageSource>
  /** The routes `addDynamicRoute` added (asked for so far). */
  private readonly dynamic = new Set<string>()
  /** Content routes a dynamic app page takes when its paths list them: both pages' entries. */
  private readonly contested = new Map<string, { app: RouteEntry; content: RouteEntry }>()

  /**
   * `previous`: the routes of the site before this change, whose dynamic routes asked for so far are
   * kept while a dynamic page still has their shape (so that a save of the page finds them: `routesOf`).
   */
  constructor(
    private readonly site: Site,
    previous?: SiteRoutes
  ) {
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
    if (defaultMap) this.contest(defaultMap)
    for (const route of previous?.dynamic ?? []) if (!this.entries.has(route)) this.addDynamicRoute(route)
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

  /**
   * The routes whose page is the file at `path`. A content route that an app page may take is of
   * both files, and is the app page's again after a change of either (its paths may list it now).
   */
  routesOf(path: string): string[] {
    const routes = new Set(
      [...this.entries].filter(([, entry]) => this.sourceOf(entry)?.file.path === path).map(([route]) => route)
    )
    for (const [route, { app, content }] of this.contested)
      if (this.sourceOf(app)?.file.path === path || this.sourceOf(content)?.file.path === path) {
        this.entries.set(route, app)
        routes.add(route)
      }
    return [...routes]
  }

  /**
   * A content route whose app page rendered nothing there (its paths do not list it): the content
   * page's from now on, as the build writes it. False for any other route.
   */
  yieldToContent(route: string): boolean {
    const contested = this.contested.get(route)
    if (!contested || this.entries.get(route) !== contested.app) return false
    this.entries.set(route, contested.content)
    return true
  }

  /** Gives the dynamic app page each content route of the default locale it takes in the build. */
  private contest(pageMap: PageMap): void {
    const base = this.site.config.contentDirBasePath
    for (const node of pageMap.pages) {
      const content = this.entries.get(node.route)
      if (!content || content.node !== node || this.byRel.get(node.rel)?.app) continue
      const page = appPageOverContent(this.site.pages, node.route, base)
      if (!page) continue
      const app = { locale: content.locale, node: appNode(page, node.route, {}), pageMap }
      this.entries.set(node.route, app)
      this.contested.set(node.route, { app, content })
    }
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
   * A route that may be one of a dynamic page's: a dynamic app page's (its `generateStaticParams`
   * paths) or a dynamic route file's (`pages/plugins/[name].mdx`, its `getStaticPaths` paths), which
   * only its render lists: given an entry, so that it renders as a static one does. False when no
   * dynamic page has a route of its shape.
   */
  addDynamicRoute(route: string): boolean {
    const found = dynamicPageAt(this.site, route)
    const pageMap = found && this.site.pageMaps.get(found.locale)
    if (!found || !pageMap) return false
    const { page, locale } = found
    const node = page.app ? appNode(page, route, {}) : dynamicRouteNode(page, route)
    this.entries.set(route, { locale, node, pageMap })
    this.dynamic.add(route)
    return true
  }
}

/**
 * The dynamic page whose shape `route` has, if any: an app page without a route of its own
 * (`app/blog/[slug]/page.tsx`), else a dynamic route file that exports `getStaticPaths`, in the
 * locale whose prefix the route is under. Whether its paths list the route, only its render says.
 */
export function dynamicPageAt(site: Site, route: string): { page: PageSource; locale: string } | undefined {
  const { defaultLocale } = site.config.i18n
  const app = site.pages.find(
    page => page.app && page.app.route === undefined && appRouteMatches(page.app.segments, route)
  )
  if (app) return site.pageMaps.has(defaultLocale) ? { page: app, locale: defaultLocale } : undefined
  for (const [locale, pageMap] of site.pageMaps) {
    const page = site.pages.find(
      page =>
        (page.file.locale ?? defaultLocale) === locale &&
        isDynamicRoute(page) &&
        exportsStaticPaths(page.source) &&
        appRouteMatches(routeSegments(page), withoutPrefix(route, pageMap.prefix))
    )
    if (page) return { page, locale }
  }
  return undefined
}

/** The route segments of a page file (`plugins/[name].mdx` → `plugins`, `[name]`), `index` left out. */
function routeSegments(page: PageSource): string[] {
  const segments = [...page.file.dir.split('/').filter(Boolean), page.file.name]
  return segments.at(-1) === 'index' ? segments.slice(0, -1) : segments
}

/** The route inside a locale's prefix (`/fr/x` → `/x`), or a route no page of it can have. */
function withoutPrefix(route: string, prefix: string): string {
  if (!prefix) return route
  if (route === prefix) return '/'
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : '\0'
}
