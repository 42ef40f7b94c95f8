import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { SiteData } from '../../templates/layout/types.js'
import type { LoadConfigOptions } from '../config/load-config.js'
import { loadSite, type Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { withBasePath } from '../../templates/base-path.js'
import type { ClientAssets } from '../output/client-assets.js'
import { gitDates } from '../output/git-dates.js'
import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import { FAVICON_NAMES, faviconUrls } from '../render/asset-urls.js'
import { navigationData } from '../render/navigation-data.js'
import type { RouteNavigation } from '../render/render-site.js'
import { siteData } from '../render/site-data.js'
import { newestDate } from '../../templates/layout/format-date.js'
import { katexAssets } from '../shared/katex-assets.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { checkLinks } from '../check/check-links.js'
import type { PageLink } from '../compile/remark-analyse.js'
import { errorDocument, injectDevClient, overlayError, type OverlayError } from './overlay.js'
import { compilePage, devCompileCache } from './compile-page.js'
import { compilePool } from './compile-pool.js'
import { DevSearch } from './dev-search.js'
import type { PageBuild } from './page-build.js'
import { trace } from './start-trace.js'

/** A route of the page maps and what renders it. */
export interface RouteEntry {
  locale: string
  node: PageNode
  pageMap: PageMap
}

/** A rendered route as cached: the page, or the error document when the page failed. */
export interface RenderedRoute {
  /** Page HTML without the dev client (added when served, with the errors of that moment). */
  html: string
  failed: boolean
  /** The page's own errors (compile, bundle, render, front matter). */
  errors: Diagnostic[]
  /** Broken links and anchors (the build's LINK check): a notice in the page, not an error. */
  notices?: Diagnostic[]
  /** The navigation the page was rendered with, to tell whether a page map change touches it. */
  navSignature: string
}

let renderStack: Promise<[typeof import('../render/render-site.js'), typeof import('./page-build.js')]> | undefined

/**
 * The compile and render stack (MDX, Shiki, esbuild, React, the templates): the biggest part of the
 * code, imported in the background while the site loads rather than before it.
 */
export const loadRenderStack = () =>
  (renderStack ??= Promise.all([import('../render/render-site.js'), import('./page-build.js')]))

/** What `renderRoute` needs of a route's navigation (the same as `routeNavigation` of render-site). */
function navigationOf(config: Site['config'], pageMap: PageMap, route: string): RouteNavigation {
  const nav = resolveNavigation({ children: pageMap.children, route })
  return {
    nav,
    data: navigationData({
      nav,
      route,
      basePath: config.basePath,
      collapseLevel: config.sidebar.defaultMenuCollapseLevel
    })
  }
}

const linkKey = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.message}`
const withoutBase = (path: string, basePath: string) =>
  basePath && path.startsWith(basePath + '/') ? path.slice(basePath.length) : path

export const errorsOf = (list: readonly Diagnostic[]) => list.filter(d => d.severity === 'error')

/** What of a navigation shows on a page: the templates' data, the cascaded theme, the title fallback. */
const signatureOf = ({ nav, data }: RouteNavigation) =>
  JSON.stringify([data, nav.activeTheme, nav.activePath.at(-1)?.title])

/**
 * The site as the dev server holds it: loaded up to the page maps at start, each page compiled,
 * bundled and rendered the first time it is requested, and kept until a change invalidates it.
 * `site-changes.ts` decides what a change invalidates; this class keeps the caches consistent.
 */
export class DevSite {
  site: Site
  /** Errors of the last config load, when it failed (the last good config stays in use). */
  configErrors: Diagnostic[] = []
  /** Errors of the metas, as last evaluated. */
  metaErrors: Diagnostic[] = []
  /** Errors of the page maps (duplicate routes) and of listing and decoding files, as last built. */
  mapErrors: Diagnostic[] = []
  /** Front matter errors of each page file, by display path. */
  fileErrors = new Map<string, Diagnostic[]>()
  routes = new Map<string, RouteEntry>()
  rendered = new Map<string, RenderedRoute>()
  /** Page path → local files its last build included. */
  dependencies = new Map<string, string[]>()
  private pagesByRel = new Map<string, PageSource>()
  private siteInfos = new Map<string, SiteData>()
  private builds = new Map<string, Promise<PageBuild>>()
  /** Heading ids of each page file compiled so far (the anchors the link check knows). */
  private tocs = new Map<string, Set<string>>()
  /** Broken links already printed to the terminal (each is printed once). */
  private reportedLinks = new Set<string>()
  private rendering = new Map<string, Promise<RenderedRoute>>()
  /** The last HTML each route rendered without errors (shown under the overlay while it fails). */
  private lastGood = new Map<string, string>()
  private versions = new Map<string, number>()
  private epoch = 0
  private dates: Promise<Map<string, string>>
  /** The search index, built in the background once the server listens (`search.start()`). */
  search = new DevSearch(
    () => this.site,
    () => this.busy()
  )
  /** Told the local files of each page build, to watch them. */
  onDependencies?: (paths: string[]) => void
  /** Told each time a page has been rendered (the dev server starts watching after the first). */
  onRendered?: () => void
  /** The live-reload revision (batches of changes so far), which each served page carries. */
  revision?: () => number
  /** Output path (`_gs/assets/…`) → contents: the client assets and every imported file seen so far. */
  readonly assetFiles: Map<string, string | Uint8Array>

  private constructor(
    site: Site,
    diagnostics: Diagnostic[],
    private assets: ClientAssets,
    readonly loadOptions: LoadConfigOptions,
    private report: (diagnostics: Diagnostic[]) => void
  ) {
    this.site = site
    this.assetFiles = new Map(assets.files)
    if (site.config.latex) for (const [path, content] of katexAssets()) this.assetFiles.set(path, content)
    this.dates = gitDates(site.config.contentRoot)
    // Hashes the compiler's code for the compile cache now, not when the first page is asked for.
    void devCompileCache(site.config.cacheDir)
    this.setSite(site)
    this.setLoadErrors(diagnostics)
  }

  /** Loads config, scan, metas and page maps (nothing is compiled). Undefined when nothing can be served. */
  static async load(
    options: LoadConfigOptions,
    report: (diagnostics: Diagnostic[]) => void
  ): Promise<{ devSite?: DevSite; diagnostics: Diagnostic[] }> {
    trace('DevSite.load')
    compilePool.start()
    const assets = import('../output/client-assets.js').then(m => m.clientAssets())
    // Awaited below when the site loads; a failure to load must not leave it rejected unheard.
    assets.catch(() => {})
    const loaded = await loadSite(options)
    trace(`site loaded ${JSON.stringify(loaded.timings)}`)
    if (!loaded.site) return { diagnostics: loaded.diagnostics }
    // React, the templates and the bundler load once the files are read (the first page needs them
    // only after its compile, which runs on the worker meanwhile).
    void loadRenderStack().then(
      () => trace('render stack imported'),
      () => {}
    )
    // The site's Tailwind classes (a website folder with a Tailwind config), compiled once at start.
    const site = loaded.site
    const styled = assets.then(list =>
      import('../website/site-styles.js').then(m =>
        m.withSiteStyles(list, site.config.siteDir, site.config.contentRoot, loaded.diagnostics, site.config.cacheDir)
      )
    )
    return {
      devSite: new DevSite(loaded.site, loaded.diagnostics, await styled, options, report),
      diagnostics: loaded.diagnostics
    }
  }

  /** Sorts the diagnostics of a full load: page files' own, metas', the rest. */
  setLoadErrors(diagnostics: Diagnostic[]): void {
    const pageFiles = new Set(this.site.pages.map(page => page.display))
    const metaFiles = new Set(
      this.site.files
        .filter(file => file.kind !== 'page' && file.kind !== 'asset')
        .map(file => relative(this.site.config.siteDir, file.path))
    )
    this.fileErrors = new Map()
    this.metaErrors = []
    this.mapErrors = []
    for (const d of errorsOf(diagnostics)) {
      if (d.file && pageFiles.has(d.file)) this.fileErrors.set(d.file, [...(this.fileErrors.get(d.file) ?? []), d])
      else if (d.code.startsWith('META_') || (d.file && metaFiles.has(d.file))) this.metaErrors.push(d)
      else this.mapErrors.push(d)
    }
  }

  /** Records the errors of pages read again (an empty list clears a page's errors). */
  setPageErrors(byFile: Map<string, Diagnostic[]>): void {
    for (const [file, list] of byFile) {
      const errors = errorsOf(list)
      if (errors.length) this.fileErrors.set(file, errors)
      else this.fileErrors.delete(file)
    }
  }

  /** Replaces the site (after a change of its files or config) and re-indexes its routes. */
  setSite(site: Site): void {
    const configChanged = site.config !== this.site.config
    this.site = site
    this.search.invalidate()
    this.pagesByRel = new Map(site.pages.map(page => [page.file.rel, page]))
    this.routes = new Map()
    for (const [locale, pageMap] of site.pageMaps)
      for (const node of pageMap.pages) this.routes.set(node.route, { locale, node, pageMap })
    if (configChanged || this.siteInfos.size === 0) {
      const base = (url: string) => withBasePath(site.config.basePath, url)
      const icons = faviconUrls(
        FAVICON_NAMES.filter(name => existsSync(join(site.config.publicRoot, name))),
        false
      )
      const urls = { css: this.assets.css.map(base), scripts: this.assets.scripts.map(base), icons: icons.map(base) }
      this.siteInfos = new Map(
        site.config.i18n.locales.map(({ locale }) => [locale, siteData(site.config, locale, urls)])
      )
    }
    const pageFiles = new Set(site.pages.map(page => page.display))
    for (const file of this.fileErrors.keys()) if (!pageFiles.has(file)) this.fileErrors.delete(file)
  }

  /** Forgets everything compiled (a new config changes how every page compiles and renders). */
  reset(): void {
    this.epoch++
    this.builds.clear()
    this.rendered.clear()
    this.lastGood.clear()
    this.dependencies.clear()
    this.versions.clear()
    const started = this.search.stop()
    this.search = new DevSearch(
      () => this.site,
      () => this.busy()
    )
    if (started) this.search.start()
    this.dates = gitDates(this.site.config.contentRoot)
  }

  sourceOf(entry: RouteEntry): PageSource | undefined {
    return this.pagesByRel.get(entry.node.rel)
  }

  /** Drops the build of a page file and the rendered routes it is behind; returns those routes. */
  invalidatePage(path: string): string[] {
    this.builds.delete(path)
    this.search.invalidate(path)
    this.versions.set(path, (this.versions.get(path) ?? 0) + 1)
    const routes: string[] = []
    for (const [route, entry] of this.routes) {
      if (this.sourceOf(entry)?.file.path !== path) continue
      this.rendered.delete(route)
      routes.push(route)
    }
    return routes
  }

  /** Drops routes whose navigation differs in the current page maps; returns them. */
  invalidateNavigation(): string[] {
    this.epoch++
    const changed: string[] = []
    for (const [route, rendered] of this.rendered) {
      const entry = this.routes.get(route)
      if (entry && signatureOf(navigationOf(this.site.config, entry.pageMap, route)) === rendered.navSignature) continue
      this.rendered.delete(route)
      changed.push(route)
    }
    return changed
  }

  /** The errors every page shows: a broken config, broken metas. */
  globalErrors(): Diagnostic[] {
    return [...this.configErrors, ...this.metaErrors, ...this.mapErrors]
  }

  /** The overlay errors of a route: its own, then the site's. */
  overlayErrors(route: string, rendered?: RenderedRoute): OverlayError[] {
    return [...(rendered?.errors ?? []), ...this.globalErrors()].map(overlayError)
  }

  /** The HTML to serve for a route with the dev client in it, or undefined when no page has that route. */
  async page(route: string): Promise<{ status: number; html: string } | undefined> {
    if (!this.routes.has(route)) return undefined
    // Taken before the render: a change that arrives meanwhile makes the page stale, and its stream says so.
    const revision = this.revision?.()
    const rendered = await this.render(route)
    const errors = this.overlayErrors(route, rendered)
    if (!rendered.failed) {
      const notices = (rendered.notices ?? []).map(overlayError)
      return { status: 200, html: injectDevClient(rendered.html, route, errors, revision, notices) }
    }
    // Like an editor keeping the last good text: the page as it last rendered, under the overlay.
    const lastGood = this.lastGood.get(route)
    return {
      status: 500,
      html: lastGood ? injectDevClient(lastGood, route, errors, revision) : errorDocument(route, errors, revision)
    }
  }

  /** The locale's site data, its footer's copyright year from the site's newest date (as a build's). */
  private siteInfo(locale: string, dates: Map<string, string>): SiteData {
    const info = this.siteInfos.get(locale)!
    info.copyrightDate = newestDate(dates.values())
    return info
  }

  /** The 404 page, with the dev client: it reloads when a page appears at `route`. */
  async notFoundPage(route: string): Promise<string> {
    const { defaultLocale } = this.site.config.i18n
    const pageMap = this.site.pageMaps.get(defaultLocale)!
    const revision = this.revision?.()
    const [[{ renderErrorPage }], dates] = await Promise.all([loadRenderStack(), this.dates])
    return injectDevClient(
      renderErrorPage(this.siteInfo(defaultLocale, dates), 404, pageMap),
      route,
      this.globalErrors().map(overlayError),
      revision
    )
  }

  /** A page is being rendered. */
  busy(): boolean {
    return this.rendering.size > 0
  }

  /** Renders a route, or returns it from the cache; concurrent requests share one render. */
  render(route: string): Promise<RenderedRoute> {
    const cached = this.rendered.get(route)
    if (cached) return Promise.resolve(cached)
    let pending = this.rendering.get(route)
    if (!pending) {
      pending = this.renderFresh(route).finally(() => {
        this.rendering.delete(route)
        this.onRendered?.()
      })
      this.rendering.set(route, pending)
    }
    return pending
  }

  private async renderFresh(route: string): Promise<RenderedRoute> {
    const entry = this.routes.get(route)!
    const source = this.sourceOf(entry)!
    const path = source.file.path
    const version = this.versions.get(path) ?? 0
    const epoch = this.epoch
    const { config } = this.site
    const navigation = navigationOf(config, entry.pageMap, route)
    trace(`render ${route}: start`)
    const [build, dates, [{ renderRoute, renderFailure }]] = await Promise.all([
      this.build(source),
      this.dates,
      loadRenderStack()
    ])
    trace(`render ${route}: built`)
    const errors = [...errorsOf(build.diagnostics), ...(this.fileErrors.get(source.display) ?? [])]
    let html = ''
    if (!errors.length && build.compiled && build.module) {
      const warnings: Diagnostic[] = []
      try {
        html = renderRoute({
          site: this.site,
          pageMap: entry.pageMap,
          node: entry.node,
          source,
          compiled: build.compiled,
          module: build.module,
          siteInfo: this.siteInfo(entry.locale, dates),
          lastUpdated: dates.get(path),
          navigation,
          diagnostics: warnings
        })
      } catch (error) {
        errors.push(renderFailure(entry.node, error))
      }
      if (warnings.length) this.report(warnings)
    }
    trace(`render ${route}: rendered`)
    if (!html && !errors.length)
      errors.push(diagnostic('INTERNAL', `Page ${route} produced no module`, { file: source.display }))
    if (errors.some(d => d.code === 'MDX_RENDER' || d.code === 'MEDIA_SRC_MISSING')) this.report(errors)
    const notices = html && build.compiled ? this.brokenLinks(route, entry, source, build.compiled.links) : []
    const rendered: RenderedRoute = {
      html,
      failed: errors.length > 0,
      errors,
      notices,
      navSignature: signatureOf(navigation)
    }
    // A change that arrived while this page rendered makes the result stale: serve it once, never cache it.
    if (version === (this.versions.get(path) ?? 0) && epoch === this.epoch) {
      this.rendered.set(route, rendered)
      if (!rendered.failed) this.lastGood.set(route, html)
    }
    return rendered
  }

  /**
   * After a change, checks again the links of the rendered pages that show broken-link notices: the
   * fix may be elsewhere (the missing page added, the heading added to the target page). A page whose
   * list changed is dropped and returned, to reload with its new notice or none. Pages edited since
   * their headings were read are compiled again first when an anchor notice may depend on them.
   */
  async recheckNotices(): Promise<string[]> {
    const flagged = [...this.rendered].filter(([, rendered]) => rendered.notices?.length)
    if (!flagged.length) return []
    if (flagged.some(([, rendered]) => rendered.notices!.some(d => d.code === 'BROKEN_ANCHOR'))) {
      const edited = this.site.pages.filter(page => this.tocs.has(page.file.path) && !this.builds.has(page.file.path))
      await Promise.all(edited.map(page => this.build(page)))
    }
    const changed: string[] = []
    for (const [route, rendered] of flagged) {
      const entry = this.routes.get(route)
      const source = entry && this.sourceOf(entry)
      const build = source && this.builds.get(source.file.path)
      if (!build) continue
      const { compiled } = await build
      if (!compiled || this.rendered.get(route) !== rendered) continue
      const now = this.brokenLinks(route, entry, source, compiled.links)
      if (now.map(linkKey).join('\n') === rendered.notices!.map(linkKey).join('\n')) continue
      this.rendered.delete(route)
      changed.push(route)
    }
    return changed
  }

  /**
   * The build's link check (src/check/check-links.ts) for one page: its links against the routes the
   * page maps know, its anchors against the headings of target pages already compiled (a page not yet
   * compiled is not compiled for this: links into it are not anchor-checked). Each broken link is
   * printed once to the terminal; the list is shown in the page as a notice.
   */
  private brokenLinks(route: string, entry: RouteEntry, source: PageSource, links: PageLink[]): Diagnostic[] {
    const { config } = this.site
    const anchors = new Map<string, Set<string>>()
    const unchecked = new Set<string>()
    for (const [known, { node }] of this.routes) {
      const toc = this.tocs.get(this.pagesByRel.get(node.rel)?.file.path ?? '')
      anchors.set(known, toc ?? new Set())
      if (!toc) unchecked.add(known)
    }
    const staticFiles = new Set(
      links
        .map(link => link.url.split(/[?#]/)[0])
        .filter(path => path.startsWith('/') && !path.includes('..'))
        .filter(path => existsSync(join(config.publicRoot, decodeURI(withoutBase(path, config.basePath)))))
    )
    const found = checkLinks({
      pages: [{ route, file: source.display, source: source.source, links, localePrefix: entry.pageMap.prefix }],
      anchors,
      staticFiles,
      basePath: config.basePath,
      pagesLevel: config.links.pages,
      anchorsLevel: config.links.anchors,
      uncheckedRoutes: unchecked
    })
    const fresh = found.filter(d => !this.reportedLinks.has(linkKey(d)))
    for (const d of fresh) this.reportedLinks.add(linkKey(d))
    if (fresh.length) this.report(fresh)
    return found
  }

  private build(source: PageSource): Promise<PageBuild> {
    const path = source.file.path
    let pending = this.builds.get(path)
    if (!pending) {
      const previous = this.dependencies.get(path) ?? []
      const config = this.site.config
      // The compile starts at once; the bundler and the templates may still be loading meanwhile.
      pending = Promise.all([compilePage(config, source), loadRenderStack()])
        .then(([compiled, [, { bundlePage }]]) => bundlePage(config, source, compiled))
        .catch((error): PageBuild => ({
          dependencies: [],
          assets: new Map(),
          diagnostics: [
            diagnostic('INTERNAL', `Page could not be built: ${(error as Error).message}`, { file: source.display })
          ]
        }))
        .then(build => {
          // A failed build lists fewer files; keep watching the ones it had, a fix may be there.
          this.dependencies.set(
            path,
            build.module ? build.dependencies : [...new Set([...previous, ...build.dependencies])]
          )
          for (const [out, bytes] of build.assets) this.assetFiles.set(out, bytes)
          if (build.compiled?.code && this.builds.get(path) === pending) this.search.remember(path, build.compiled)
          if (build.compiled?.code) this.tocs.set(path, new Set(build.compiled.toc.map(h => h.id)))
          this.onDependencies?.(build.dependencies)
          if (build.diagnostics.length) this.report(build.diagnostics)
          return build
        })
      this.builds.set(path, pending)
    }
    return pending
  }
}
