import { rememberSite } from './site-of-config.js'
import type { LoadConfigOptions } from '../config/load-config.js'
import { loadSite, type Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { gitDates } from '../output/git-dates.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { SiteAssets } from './site-assets.js'
import { compilePage, devCompileCache } from './compile-page.js'
import { compilePool } from './compile-pool.js'
import type { DevRunnerSite } from './dev-runner.js'
import { DevSearch } from './dev-search.js'
import { PageBuilds } from './page-builds.js'
import { recheckNotices, type NoticeSite } from './link-notices.js'
import { PageLinks } from './page-links.js'
import { DevPagePipeline } from './page-pipeline.js'
import { SiteErrors } from './site-errors.js'
import { readPageSourceSync } from './read-source.js'
import {
  loadRenderStack,
  navigationOf,
  type ArticlePatch,
  type RenderedRoute,
  type RouteEntry
} from './route-render.js'
import { RouteRenders } from './route-renders.js'
import { notFoundPage, servedPage, type ServedPage, type ServedSite } from './served-pages.js'
import { SiteRoutes } from './site-routes.js'
import { trace } from './start-trace.js'
import { anchorIds } from '../check/anchor-ids.js'

/**
 * The site as the dev server holds it: loaded up to the page maps at start, each page compiled,
 * bundled and rendered the first time it is requested, and kept until a change invalidates it.
 * `site-changes.ts` decides what a change invalidates; this class keeps the caches consistent.
 */
export class DevSite extends SiteErrors implements NoticeSite {
  site: Site
  /** The routes served and the page behind each (`site-routes.ts`), for the current site. */
  private index: SiteRoutes
  /** The rendered routes, the renders under way and when one is stale (`route-renders.ts`). */
  private readonly renders = new RouteRenders()
  readonly builds: PageBuilds
  /** Page path → local files its last build included. */
  readonly dependencies: Map<string, string[]>
  readonly links: PageLinks
  /** Until then the search index's background compiles wait: a save is being handled (`holdBackground`). */
  private heldUntil = 0
  private dates: Promise<Map<string, string>>
  /** The search index, built in the background once the server listens (`search.start()`). */
  search = new DevSearch(
    () => this.site,
    () => this.busy(),
    route => this.renderForIndex(route)
  )
  /** Told the local files of each page build, to watch them. */
  onDependencies?: (paths: string[]) => void
  /** Told each time a page has been rendered (the dev server starts watching after the first). */
  onRendered?: () => void
  /** The live-reload revision (batches of changes so far), which each served page carries. */
  revision?: () => number
  /** Builds, runs and renders a requested route (`page-pipeline.ts`); owns the page runner's threads. */
  private readonly pipeline: DevPagePipeline
  /** Output path (`_gs/assets/…`) → contents: the client assets and every imported file seen so far. */
  readonly assetFiles: Map<string, string | Uint8Array>

  private constructor(
    site: Site,
    diagnostics: Diagnostic[],
    /** The client assets with the site's stylesheets, and the site data linking them (`site-assets.ts`). */
    private readonly assets: SiteAssets,
    readonly loadOptions: LoadConfigOptions,
    private report: (diagnostics: Diagnostic[]) => void
  ) {
    super()
    this.site = site
    this.index = new SiteRoutes(site)
    rememberSite(site)
    this.links = new PageLinks(report)
    this.assetFiles = assets.files
    this.builds = new PageBuilds({
      assets: this.assetFiles,
      compiled: (path, compiled, current) => {
        if (current) this.search.remember(path, compiled)
        // (Headings and the page's own element ids: the build's link check takes the same targets.)
        this.links.remember(path, anchorIds(compiled))
      },
      dependencies: paths => this.onDependencies?.(paths),
      report
    })
    this.dependencies = this.builds.dependencies
    this.dates = gitDates(site.config.contentRoot)
    // Hashes the compiler's code (3 MB: ~10 ms of CPU, 60–180 ms of wall at load 20) for the compile
    // cache now, not when the first page is asked for.
    void devCompileCache(site.config.cacheDir)
    this.setSite(site)
    this.setLoadErrors(diagnostics)
    this.pipeline = new DevPagePipeline({
      site: () => this.site,
      routes: () => this.routes,
      sourceOf: entry => this.sourceOf(entry),
      builds: this.builds,
      renders: this.renders,
      search: () => this.search,
      fileErrors: () => this.fileErrors,
      runnerSite: () => this.runnerSite(),
      siteInfos: () => this.assets.siteInfos,
      notices: this,
      report
    })
    this.pipeline.warm()
  }

  /** Loads config, scan, metas and page maps (nothing is compiled). Undefined when nothing can be served. */
  static async load(
    options: LoadConfigOptions,
    report: (diagnostics: Diagnostic[]) => void
  ): Promise<{ devSite?: DevSite; diagnostics: Diagnostic[] }> {
    trace('DevSite.load')
    compilePool.start()
    const assets = SiteAssets.clientAssets()
    // Awaited below when the site loads; a failure to load must not leave it rejected unheard.
    assets.catch(() => {})
    const loaded = await loadSite(options)
    trace(`site loaded ${JSON.stringify(loaded.timings)}`)
    if (!loaded.site) return { diagnostics: loaded.diagnostics }
    // React, the templates and the bundler load once the files are read (the first page needs them
    // only after its compile, on the worker meanwhile: a traced start of the shared workload at load
    // 25 took 3.5 s to load them, 3.6 s before that compile ended).
    void loadRenderStack().then(
      () => trace('render stack imported'),
      () => {}
    )
    const styled = await SiteAssets.load(assets, loaded.site, loaded.diagnostics)
    const devSite = new DevSite(loaded.site, loaded.diagnostics, styled, options, report)
    return { devSite, diagnostics: loaded.diagnostics }
  }

  /** The rendered routes, kept until a change drops them. */
  get rendered(): Map<string, RenderedRoute> {
    return this.renders.rendered
  }

  /** The site's stylesheets (and Tailwind config) its site CSS was compiled from: watched in dev. */
  get styleSources(): readonly string[] {
    return this.assets.styleSources
  }

  /**
   * Compiles the site's stylesheets again (one of them, or the Tailwind config, was saved): new CSS
   * under new content-hashed URLs, every rendered page forgotten (its HTML links the old ones).
   */
  async restyle(): Promise<Diagnostic[]> {
    const diagnostics = await this.assets.restyle(this.site.config)
    this.setSite(this.site)
    this.renders.forgetRendered()
    return diagnostics
  }

  /** Replaces the site (after a change of its files or config) and re-indexes its routes. */
  setSite(site: Site): void {
    const configChanged = site.config !== this.site.config
    this.site = site
    rememberSite(site)
    this.search.invalidate()
    this.index = new SiteRoutes(site, this.index)
    if (configChanged || this.assets.siteInfos.size === 0)
      this.assets.refresh(site, () => this.site.config === site.config)
    this.keepFileErrorsOf(site)
  }

  /** Forgets everything compiled (a new config changes how every page compiles and renders). */
  reset(): void {
    this.renders.clear()
    this.builds.clear()
    this.pipeline.clear()
    const started = this.search.stop()
    this.search = new DevSearch(
      () => this.site,
      () => this.busy(),
      route => this.renderForIndex(route)
    )
    if (started) this.search.start()
    this.dates = gitDates(this.site.config.contentRoot)
  }

  get routes(): ReadonlyMap<string, RouteEntry> {
    return this.index.entries
  }

  sourceOf(entry: RouteEntry): PageSource | undefined {
    return this.index.sourceOf(entry)
  }

  pageByRel(rel: string): PageSource | undefined {
    return this.index.pageByRel(rel)
  }

  /** Drops the build of a page file and the rendered routes it is behind; returns those routes. */
  invalidatePage(path: string): string[] {
    this.builds.drop(path)
    this.search.invalidate(path)
    const routes = this.index.routesOf(path)
    this.renders.changed(path, routes)
    return routes
  }

  /**
   * Drops routes whose navigation differs in the current page maps; returns them. `everyPage`: every
   * rendered route, whatever its navigation (an app page's metadata changed: a page's own code may list
   * it through `getPageMap()`, as a blog index lists its posts' titles).
   */
  invalidateNavigation(everyPage = false): string[] {
    this.renders.bumpEpoch()
    const changed: string[] = []
    for (const [route, rendered] of this.rendered) {
      const entry = this.routes.get(route)
      if (
        !everyPage &&
        entry &&
        navigationOf(this.site.config, entry.pageMap, route).signature === rendered.navSignature
      )
        continue
      this.rendered.delete(route)
      changed.push(route)
    }
    // A route still rendering with the navigation it started with (a reload's render, in the page
    // runner) is not cached when it ends: its open pages reload too, or they would keep the old one.
    for (const [route, { pageMap }] of this.renders.rendering)
      if (!this.rendered.has(route) && !changed.includes(route) && pageMap !== this.routes.get(route)?.pageMap)
        changed.push(route)
    return changed
  }

  /** The HTML to serve for a route with the dev client in it, or undefined when no page has that route. */
  page(route: string): Promise<ServedPage | undefined> {
    return servedPage(this.served, route)
  }

  /**
   * The 404 page, with the dev client: it reloads when a page appears at `route`. The site's own
   * (`pages/404.mdx`, `app/not-found.tsx`: its page at `/404`) when it renders, as Next serves it.
   */
  notFoundPage(route: string): Promise<string> {
    return notFoundPage(this.served, route)
  }

  /** What serving a page needs of this site (`served-pages.ts`). */
  private readonly served: ServedSite = {
    site: () => this.site,
    routes: () => this.routes,
    hasRoute: route => this.routes.has(route) || this.index.addDynamicRoute(route),
    render: route => this.render(route),
    lastGood: route => this.renders.lastGood.get(route),
    overlayErrors: (route, rendered) => this.overlayErrors(route, rendered),
    globalErrors: () => this.globalErrors(),
    revision: () => this.revision?.(),
    dates: () => this.dates,
    siteInfo: (locale, dates) => this.assets.siteInfo(locale, dates),
    errorPage: path => this.pipeline.errorPage(path)
  }

  /** A page is being rendered, or a save handled: background work waits. */
  busy(): boolean {
    return this.renders.busy() || Date.now() < this.heldUntil
  }

  /** Makes background work (the search index's compiles) wait for the next `ms` (from now, not more). */
  holdBackground(ms: number): void {
    this.heldUntil = Date.now() + ms
  }

  /**
   * A head start on a save the watcher has just seen, before its batch: when the file is a page that
   * `open` shows, its new text is read and its compile begins (the batch's build of the same text
   * shares it: `compilePage`). A file still being written costs one compile, never a wrong page. The
   * shared workload (`npm run bench:dev`): the compile starts 3 ms after the save, the batch at 31 ms.
   */
  prepare(path: string, open: ReadonlySet<string>): void {
    const page = this.index.pageByPath(path)
    if (!page || ![...open].some(route => this.routes.get(route)?.node.rel === page.file.rel)) return
    // Read at once, on this thread (a few KB): a read on libuv's pool waits for a thread when busy.
    const read = readPageSourceSync(page)
    // An empty file is most likely a save that has truncated it and not yet written.
    if (!read?.page || read.page.source === page.source || !read.page.source) return
    trace(`prepare ${page.display}`)
    compilePage(this.site.config, read.page).catch(() => {})
  }

  /** The files of the pages of these routes. */
  filesOf(routes: Iterable<string>): string[] {
    return this.index.filesOf(routes)
  }

  /**
   * Renders a route, or returns it from the cache; concurrent requests share one render. A content
   * route whose dynamic app page does not list it is the content page's, rendered then (`site-routes.ts`).
   */
  async render(route: string): Promise<RenderedRoute> {
    const rendered = await this.renders.render(
      route,
      this.routes.get(route)?.pageMap,
      () => this.pipeline.render(route),
      () => this.onRendered?.()
    )
    if (!rendered.notFound || !this.index.yieldToContent(route)) return rendered
    this.renders.rendered.delete(route)
    return this.render(route)
  }

  /** Renders a route for the search index: a dynamic page's gets its entry first, as a request's does. */
  private renderForIndex(route: string): Promise<RenderedRoute | undefined> {
    if (!this.routes.has(route) && !this.index.addDynamicRoute(route)) return Promise.resolve(undefined)
    return this.render(route)
  }

  /** What the page runner needs of the site now (`DevRunner`). */
  private async runnerSite(): Promise<DevRunnerSite> {
    const dates = await this.dates
    return { site: this.site, siteInfos: this.assets.siteInfos, dates }
  }

  /** Ends what the site keeps running (the page runner's threads). */
  close(): void {
    this.pipeline.close()
  }

  /** The rendered pages whose broken-link notices changed after a change (`link-notices.ts`); dropped. */
  recheckNotices(): Promise<string[]> {
    return recheckNotices(this)
  }

  /**
   * The new article of an open route after a save that changed only its page's text (or a file it
   * includes), for the dev client to swap in place of the old one (`dev-client.ts`): the page is built
   * (its compile most likely under way since the watcher saw the save: `prepare`) and only the article
   * is rendered. Undefined when the page must be loaded again instead: it fails, a render warns, or it
   * has broken links (their notice follows the page's reload).
   */
  patch(route: string): Promise<ArticlePatch | undefined> {
    return this.pipeline.patch(route)
  }
}
