import { appPageText, type AppPageText } from '../app-router/app-page-text.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { searchManifestPath } from '../shared/search/format.js'

/** How long the background build waits, while a page is rendering, before looking again. */
const BUSY_WAIT_MS = 30
/**
 * While pages are still compiling, the index is rebuilt at most once per this many times its build
 * time: a client polling the manifest (every 400 ms) takes at most a fifth of the main thread. (A
 * bound, not a measured figure.)
 */
const REBUILD_FACTOR = 4

/**
 * The search index in dev, built in the background from the start (`start`, one page at a time on
 * the compile worker, giving way to page renders) and answered at any moment from the pages ready so
 * far: a query right after the start finds what is compiled, and the rest soon after. A saved page is
 * compiled again by the same loop. Each manifest says `dev: true` (the client checks it again now and
 * then: see `load-index.ts`) and how many pages it holds of how many.
 */
export class DevSearch {
  private compiled = new Map<string, CompiledMdx>()
  private versions = new Map<string, number>()
  /** Bumped whenever the compiled pages or the site change: the files are built again when asked. */
  private generation = 0
  private built?: { generation: number; files: Map<string, string | Uint8Array>; at: number; ms: number }
  /** The previous files too: a client that read the last manifest still finds its hashed files. */
  private previous = new Map<string, string | Uint8Array>()
  /** Pages whose compile threw: tried again after a save. */
  private failed = new Set<string>()
  private running = false
  private stopped = false
  private started = false

  /** The app router's pages as they rendered, by route (their words exist only then), with their file's path. */
  private appPages = new Map<string, { path: string; text: AppPageText }>()
  /** App routes rendered in the background for the index (each once; again after a change). */
  private appTried = new Set<string>()
  /** The routes of each visited dynamic app page (its file's path → its generateStaticParams' routes). */
  private appListed = new Map<string, string[]>()

  constructor(
    private site: () => Site,
    private busy: () => boolean = () => false,
    /**
     * Renders an app route for the index once every content page is compiled (the render gives its
     * words back through `rememberAppPage`), as the build indexes every app page it renders.
     */
    private renderApp?: (route: string) => Promise<unknown>
  ) {}

  /** An app page as it rendered (its file's path, for `invalidate`): the index takes its words. */
  rememberAppPage(path: string, text: AppPageText): void {
    const known = this.appPages.get(text.route)
    if (known && known.path === path && JSON.stringify(known.text) === JSON.stringify(text)) return
    this.appPages.set(text.route, { path, text })
    this.generation++
  }

  /**
   * An app page's words, of every route its job rendered (route, HTML): the index takes them, as a
   * build's. `listed`: all the routes of a dynamic page, when its job listed them (a request renders
   * one): the others are rendered in the background, as the static ones are.
   */
  rememberAppRoutes(
    path: string,
    source: PageSource,
    routes: Iterable<[route: string, html: string]>,
    listed?: string[]
  ): void {
    if (listed) this.appListed.set(path, listed)
    for (const [at, text] of routes)
      this.rememberAppPage(
        path,
        appPageText(
          text,
          { route: at, file: source.display, rel: source.file.rel },
          this.site().config.displayName,
          this.site().config.search.codeblocks
        )
      )
  }

  /** A page compiled for rendering: the index can use it as it is. */
  remember(path: string, compiled: CompiledMdx): void {
    if (this.compiled.get(path) === compiled) return
    this.compiled.set(path, compiled)
    this.generation++
  }

  /** Forgets a changed page (or, without a path, only the index: the page maps changed). */
  invalidate(path?: string): void {
    if (path) {
      this.appListed.delete(path)
      this.compiled.delete(path)
      this.failed.delete(path)
      this.versions.set(path, (this.versions.get(path) ?? 0) + 1)
      for (const [route, page] of this.appPages)
        if (page.path === path) {
          this.appPages.delete(route)
          this.appTried.delete(route)
        }
    }
    this.generation++
    if (this.started) this.start()
  }

  /** Starts (or resumes) compiling in the background the pages not compiled yet. */
  start(): void {
    this.started = true
    if (this.running || this.stopped || !this.site().config.search.enabled) return
    this.running = true
    void this.run()
      .catch(() => {
        // A page that fails to compile is reported when it is visited; the index goes without it.
      })
      .finally(() => {
        this.running = false
      })
  }

  /** Stops the background build (the server closes, or the config changed); whether it had started. */
  stop(): boolean {
    this.stopped = true
    return this.started
  }

  /** The index file at `path` (`_gs/search/…`) from the pages compiled so far, or undefined. */
  async file(path: string): Promise<string | Uint8Array | undefined> {
    const site = this.site()
    if (!site.config.search.enabled) return undefined
    if (!this.started) this.start()
    // While the background build runs, the index is built again at most every few times its cost
    // (a client polling it must not take the main thread from the pages and the build).
    const fresh = !this.built || Date.now() - this.built.at >= REBUILD_FACTOR * this.built.ms || !this.running
    if (this.built?.generation !== this.generation && fresh) {
      const { buildSearch } = await import('../search/build-search.js')
      const generation = this.generation
      const start = performance.now()
      const appPages = [...this.appPages.values()]
        .map(page => page.text)
        .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
      const files = buildSearch(site, this.compiled, appPages).files
      const total = this.routed(site).length
      const ready = this.routed(site).filter(page => this.compiled.has(page.file.path)).length
      for (const locale of site.pageMaps.keys()) {
        const manifest = searchManifestPath(locale)
        const text = files.get(manifest)
        if (typeof text === 'string')
          files.set(manifest, JSON.stringify({ ...JSON.parse(text), dev: true, ready, total }))
      }
      if (this.built) this.previous = this.built.files
      this.built = { generation, files, at: Date.now(), ms: performance.now() - start }
    }
    return this.built!.files.get(path) ?? this.previous.get(path)
  }

  /**
   * Renders one app route the index lacks (the static ones, the home page among them, then those of
   * the dynamic pages visited); false when none is left.
   */
  private async renderAppRoute(site: Site): Promise<boolean> {
    if (!this.renderApp) return false
    const route = [
      ...site.pages.flatMap(page => (page.app?.route !== undefined ? [page.app.route] : [])),
      ...[...this.appListed.values()].flat()
    ].find(route => !this.appPages.has(route) && !this.appTried.has(route))
    if (route === undefined) return false
    this.appTried.add(route)
    try {
      await this.renderApp(route)
    } catch {
      // (Its error shows when it is visited; the index goes without it.)
    }
    return true
  }

  private routed(site: Site) {
    const routed = new Set([...site.pageMaps.values()].flatMap(map => map.pages.map(page => page.rel)))
    return site.pages.filter(page => routed.has(page.file.rel))
  }

  /**
   * One compile at a time, on a worker of its own (`backgroundPool`): the pages being viewed or saved
   * never wait behind it, and the other core stays theirs (on the shared workload, with the article
   * patch and `prepare`: save → painted 123 → 65 and 101 → 91 ms medians, `npm run bench:dev`).
   */
  private async run(): Promise<void> {
    const [{ compilePage }, { backgroundPool }] = await Promise.all([
      import('./compile-page.js'),
      import('./compile-pool.js')
    ])
    await this.loop((config, page) => compilePage(config, page, backgroundPool), new Set())
  }

  private async loop(
    compilePage: (config: Site['config'], page: Site['pages'][number]) => Promise<CompiledMdx>,
    inFlight: Set<string>
  ): Promise<void> {
    for (;;) {
      if (this.stopped) return
      // Low priority: a page being rendered goes first (the compile worker does one thing at a time).
      while (this.busy() && !this.stopped) await new Promise(resolve => setTimeout(resolve, BUSY_WAIT_MS))
      const site = this.site()
      const page = this.routed(site).find(
        page => !this.compiled.has(page.file.path) && !this.failed.has(page.file.path)
      )
      if (!page) {
        if (!this.stopped && (await this.renderAppRoute(site))) continue
        return
      }
      if (this.stopped) return
      const { path } = page.file
      const version = this.versions.get(path)
      let compiled: CompiledMdx
      inFlight.add(path)
      try {
        compiled = await compilePage(site.config, page)
      } catch {
        // Left out of the index (its error shows when the page is visited); try it again after a save.
        this.failed.add(path)
        continue
      } finally {
        inFlight.delete(path)
      }
      // Changed while compiling: the loop compiles it again.
      if (this.versions.get(path) === version && this.site() === site) {
        this.compiled.set(path, compiled)
        this.generation++
      }
      await new Promise(resolve => setImmediate(resolve))
    }
  }
}
