// A route's way from its page file to the HTML the dev server caches: the page built (compiled and
// bundled: `page-builds.ts`), its code run in the page runner (`dev-runner.ts`), its errors and
// broken-link notices gathered. `DevSite` asks for a route when it is requested (`render`) or saved
// while open (`patch`); it keeps what this returns (`route-renders.ts`).
import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { siteComponentsWarning } from '../website/mdx-components.js'
import { DevRunner, pageCodeOf, type DevPageCode, type DevRunnerSite } from './dev-runner.js'
import type { DevSearch } from './dev-search.js'
import { DynamicPathLists } from './dynamic-paths.js'
import { brokenLinks, type NoticeSite } from './link-notices.js'
import type { PageBuilds } from './page-builds.js'
import { navigationOf, shellKeyOf, type ArticlePatch, type RenderedRoute, type RouteEntry } from './route-render.js'
import type { RouteRenders } from './route-renders.js'
import { errorsOf } from './site-errors.js'
import { trace } from './start-trace.js'

/** What rendering a route needs of the dev site (`DevSite` gives it; each read is of the current state). */
export interface PipelineSite {
  site(): Site
  routes(): ReadonlyMap<string, RouteEntry>
  sourceOf(entry: RouteEntry): PageSource | undefined
  readonly builds: PageBuilds
  /** The rendered routes and the renders under way: a render is kept only when still current. */
  readonly renders: RouteRenders
  search(): DevSearch
  /** Front matter errors of each page file, by display path (`site-errors.ts`). */
  fileErrors(): ReadonlyMap<string, Diagnostic[]>
  /** What the page runner needs of the site now (`DevRunner`). */
  runnerSite(): Promise<DevRunnerSite>
  siteInfos(): DevRunnerSite['siteInfos']
  /** Where broken links are checked (`link-notices.ts`). */
  readonly notices: NoticeSite
  report(diagnostics: Diagnostic[]): void
}

/** Renders the dev site's routes, one page at a time, with the page runner's threads it owns. */
export class DevPagePipeline {
  /** Runs the pages' own code, off this thread (`dev-runner.ts`). */
  private readonly runner = new DevRunner()
  /** Each dynamic route file's paths, listed once per change of it or its data (`dynamic-paths.ts`). */
  private readonly pathLists = new DynamicPathLists()
  /** The `MDX_COMPONENTS_EVAL` warning last printed: one per read of the site's `mdx-components` file. */
  private componentsNote?: Diagnostic

  constructor(private readonly at: PipelineSite) {}

  /** The page runner's first thread loads React and the templates while the first page compiles. */
  warm(): void {
    void this.at.runnerSite().then(
      site => this.runner.warm(site),
      () => {}
    )
  }

  /** Forgets the dynamic routes' path lists (everything compiled is forgotten: a new config). */
  clear(): void {
    this.pathLists.clear()
  }

  /** Ends the page runner's threads. */
  close(): void {
    this.runner.close()
  }

  /** A route's page built: its entry, source, navigation, build and errors so far. */
  private async built(route: string) {
    const entry = this.at.routes().get(route)!
    const source = this.at.sourceOf(entry)!
    const { config } = this.at.site()
    const navigation = navigationOf(config, entry.pageMap, route)
    const build = await this.at.builds.get(config, source)
    trace(`render ${route}: built`)
    this.reportSiteComponents()
    const errors = [...errorsOf(build.diagnostics), ...(this.at.fileErrors().get(source.display) ?? [])]
    return { entry, source, navigation, build, errors }
  }

  /**
   * Prints the warning of the last read of the site's `mdx-components` file (it throws when it loads),
   * as a build does: once per read, which happens at the first page's compile and again after each
   * save of the file (`site-changes.ts`).
   */
  private reportSiteComponents(): void {
    const note = siteComponentsWarning(this.at.site().config)
    if (!note || note === this.componentsNote) return
    this.componentsNote = note
    this.at.report([note])
  }

  /**
   * Renders a route in the page runner (`dev-runner.ts`): every page's own code — a bundled module's,
   * or the expressions of a page that imports nothing — runs off this thread under the page budget,
   * so a page that loops or explodes fails alone (its error in the overlay) while this thread goes on
   * serving the others.
   */
  private async runPage(
    entry: RouteEntry,
    source: PageSource,
    compiled: CompiledMdx,
    code: DevPageCode,
    options: { article?: boolean; errorPages?: string[] } = {}
  ) {
    const at = await this.at.runnerSite()
    const { path } = source.file
    // (A save of the file or of what its code read bumps its version; one of the navigation, the epoch.)
    const stamp = this.at.renders.stamp(path)
    const ran = await this.runner.run(
      () => ({ ...at, site: this.at.site(), siteInfos: this.at.siteInfos() }),
      entry,
      source,
      compiled,
      code,
      { ...options, paths: this.pathLists.get(path, entry.locale, stamp) }
    )
    // (Files its code read, `fs.readFileSync('data/team.json')`: a save of one refreshes the page.)
    if (ran.reads) this.at.builds.addReads(path, ran.reads)
    if (ran.paths) this.pathLists.set(path, entry.locale, stamp, ran.paths)
    return ran
  }

  /**
   * The default locale's error page at `path` (`404.html`) with the element the root layout gives the
   * navbar, as the build draws it (`RunnerJob.errorPages`): from the module of the site's first page,
   * which exports the layout. Undefined for a site without such an element, or when that page does not build.
   */
  async errorPage(path: string): Promise<string | undefined> {
    const { config } = this.at.site()
    if (!config.website?.navbarChild) return undefined
    const { defaultLocale } = config.i18n
    const route = [...this.at.routes()].find(([, entry]) => entry.locale === defaultLocale)?.[0]
    if (route === undefined) return undefined
    const { entry, source, build, errors } = await this.built(route)
    const code = pageCodeOf(build, errors)
    if (!code || !build.compiled) return undefined
    const ran = await this.runPage(entry, source, build.compiled, code, { errorPages: [defaultLocale] })
    return ran.errorPages?.find(([page]) => page === path)?.[1]
  }

  /** Renders a route afresh; the result is kept (`renders.keep`) unless a change arrived meanwhile. */
  async render(route: string): Promise<RenderedRoute> {
    const { renders } = this.at
    const path = this.at.sourceOf(this.at.routes().get(route)!)!.file.path
    const start = renders.start(path)
    trace(`render ${route}: start`)
    const { entry, source, navigation, build, errors } = await this.built(route)
    let html = ''
    let file: Uint8Array | undefined
    let shell: string | undefined
    let notFound = false
    const code = pageCodeOf(build, errors)
    if (code && build.compiled) {
      const ran = await this.runPage(entry, source, build.compiled, code)
      // (A theme config's `head` function rendered in the page runner: src/website/theme-head.ts.)
      html = ran.html
      file = ran.file
      notFound = ran.notFound === true
      if (ran.pageJson) shell = shellKeyOf(ran.pageJson, navigation)
      errors.push(...errorsOf(ran.diagnostics))
      if (ran.diagnostics.length) this.at.report(ran.diagnostics)
      // An app page's words, of every route its job rendered: the search index takes them, as a build's.
      if (source.app && renders.isCurrent(path, start))
        this.at.search().rememberAppRoutes(
          path,
          source,
          ran.appRoutes ?? [],
          ran.paths?.map(listed => listed.route)
        )
    }
    trace(`render ${route}: rendered`)
    if (!html && !file && !errors.length && !notFound)
      errors.push(diagnostic('INTERNAL', `Page ${route} produced no module`, { file: source.display }))
    if (errors.some(d => d.code === 'MDX_RENDER' || d.code === 'MEDIA_SRC_MISSING')) this.at.report(errors)
    const notices =
      html && build.compiled ? brokenLinks(this.at.notices, route, entry, source, build.compiled.links) : []
    const rendered: RenderedRoute = {
      html,
      ...(file && { file }),
      failed: errors.length > 0,
      errors,
      notices,
      navSignature: navigation.signature,
      ...(html && shell && { shell }),
      ...(notFound && { notFound })
    }
    // A change that arrived while this page rendered makes the result stale: serve it once, never cache it.
    // (So does a change of the navigation: the page rendered with the page map it started with.)
    if (renders.isCurrent(path, start) && this.at.routes().get(route)?.pageMap === entry.pageMap)
      renders.keep(route, rendered)
    return rendered
  }

  /**
   * The new article of an open route after a save that changed only its page's text (or a file it
   * includes), for the dev client to swap in place of the old one (`dev-client.ts`): the page is built
   * (its compile most likely under way since the watcher saw the save: `DevSite.prepare`) and only the
   * article is rendered. Undefined when the page must be loaded again instead: it fails, a render warns,
   * or it has broken links (their notice follows the page's reload).
   */
  async patch(route: string): Promise<ArticlePatch | undefined> {
    if (!this.at.routes().has(route)) return undefined
    const { entry, source, navigation, build, errors } = await this.built(route)
    const code = pageCodeOf(build, errors)
    if (!code || !build.compiled) return undefined
    const ran = await this.runPage(entry, source, build.compiled, code, { article: true })
    if (ran.diagnostics.length || ran.article === undefined || !ran.pageJson) return undefined
    if (brokenLinks(this.at.notices, route, entry, source, build.compiled.links).length) return undefined
    trace(`patch ${route}: rendered in the page runner`)
    return { article: ran.article, shell: shellKeyOf(ran.pageJson, navigation) }
  }
}
