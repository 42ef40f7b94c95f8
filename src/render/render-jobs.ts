import { compileMdx, type CompiledMdx, type CompileMdxOptions } from '../compile/compile-mdx.js'
import type { SiteConfig } from '../config/load-config.js'
import type { Site } from '../content/load-site.js'
import { siteOfSetup } from './setup-site.js'
import type { PageSource } from '../content/types.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { SiteData } from '../../templates/layout/types.js'
import { renderErrorPage } from './render-error-page.js'
import { renderFailure, renderRouteAnyUtf8 } from './render-site.js'
import { builtInErrorPages } from './output-path.js'
import { pageModule } from './self-contained.js'
import { siteData } from './site-data.js'
import { newestDate } from '../../templates/layout/format-date.js'
import { holdAppends, PackStore, releaseAppends } from '../shared/pack-store.js'
import { themeHeadOfPage, type ThemeCodeRunning } from '../website/theme-head.js'
import { themeMainOfPage } from '../website/theme-main.js'

const encoder = new TextEncoder()

/** One compile store per folder and thread (each thread appends to packs of its own, see `PackStore`). */
const stores = new Map<string, PackStore>()
const storeOf = (dir: string) => {
  let store = stores.get(dir)
  if (!store) stores.set(dir, (store = new PackStore(dir)))
  return store
}

/** What rendering needs besides the page: sent once to each worker. Plain data (structured-cloneable). */
export interface RenderSetup {
  config: SiteConfig
  pageMaps: [string, PageMap][]
  assetUrls: SiteData['assets']
  /** Page path → last-updated date. */
  dates: [string, string][]
  /** Whose rules the site's content follows (a Nextra 2 site's TOC lists plain text). */
  nextra?: Site['nextra']
}

/** One page file: compile it (or take its cached compile result) and render the routes it serves. */
export interface PageJob {
  /** The compile options but the page's text, which is `source.source` (a job sends it once). */
  compile?: Omit<CompileMdxOptions, 'source'>
  compiled?: CompiledMdx
  source: PageSource
  /** `[locale, route]` of each route of this file that must be rendered. */
  routes: [string, string][]
  /**
   * Where the compile result goes in the build cache (`BuildCache.storeDir('compile')` and the
   * page's compile key): the thread that compiled it stores it, so a rendered page's module (code
   * or static content) never travels back to the main thread, which copied it, serialised it and
   * wrote it (cold 1,000-page shared workload: see the commit adding it for the CPU-s it buys).
   */
  store?: { dir: string; key: string }
}

export interface PageJobResult {
  compiled: CompiledMdx
  /**
   * Route → HTML as UTF-8, for the routes rendered here: half the memory of the string (which holds
   * two bytes a character as soon as one is outside Latin-1), and a worker hands it over without a copy.
   */
  html: [string, Uint8Array][]
  /** False when the routes were not rendered here (the module needs the bundler, or there is no setup). */
  rendered: boolean
  diagnostics: Diagnostic[]
}

/**
 * Compiles and renders pages whose module runs without the bundler, on whichever thread it lives:
 * the build runs one per worker so that rendering, the slowest stage, uses every core too.
 */
export class PageRenderer {
  private readonly site?: Site
  private readonly dates: Map<string, string>
  private readonly siteInfo = new Map<string, SiteData>()
  private readonly nodes = new Map<string, Map<string, PageNode>>()

  /**
   * Without a setup, jobs are only compiled. `inHead`: told when a theme config's head starts and ends
   * (a worker stopped meanwhile fails its page at the head: page-pool.ts).
   */
  constructor(
    private readonly setup?: RenderSetup,
    private readonly inHead?: (running: ThemeCodeRunning) => void
  ) {
    if (setup) this.site = siteOfSetup(setup)
    this.dates = new Map(setup?.dates)
  }

  /** The job in progress: jobs run one after another (see `run`). */
  private current: Promise<unknown> = Promise.resolve()

  /**
   * Runs `job` once the jobs before it have finished. A worker is sent a few jobs at once (so that it
   * never waits for the next message); run side by side, they interleaved at every await of the
   * compile pipeline, so each scavenge of the young generation found several pages' trees alive and
   * copied them (cold build of the shared workload: 166–176 → 140–142 MB promoted). While jobs wait,
   * the cache entries they make are held and written together (`holdAppends`); the last job out
   * writes them before its result goes back, so the main thread finds them once every result is in.
   */
  run(job: PageJob): Promise<PageJobResult> {
    holdAppends()
    const result = this.current.then(async () => {
      try {
        return await this.runNow(job)
      } finally {
        releaseAppends()
      }
    })
    this.current = result.catch(() => undefined)
    return result
  }

  private async runNow(job: PageJob): Promise<PageJobResult> {
    if (!job.compiled && !job.compile) throw new Error(`${job.source.display}: a page job without compile options`)
    const compiled = job.compiled ?? (await compileMdx({ ...job.compile!, source: job.source.source }))
    if (job.store && !job.compiled) storeOf(job.store.dir).set(job.store.key, JSON.stringify(compiled))
    const diagnostics: Diagnostic[] = []
    const html: [string, Uint8Array][] = []
    const { site } = this
    // (A site whose root layout gives its navbar an element renders every page in the page runner, with it.)
    const module = site && job.routes.length > 0 && !site.config.website?.navbarChild ? pageModule(compiled) : undefined
    if (!site || !module) return { compiled, html, diagnostics, rendered: false }
    for (const [locale, route] of job.routes) {
      const pageMap = site.pageMaps.get(locale)!
      const node = this.node(locale, pageMap, route)
      try {
        const page = await renderRouteAnyUtf8({
          site,
          pageMap,
          node,
          source: job.source,
          compiled,
          module,
          siteInfo: this.info(locale),
          lastUpdated: this.dates.get(job.source.file.path),
          diagnostics
        })
        // (A theme config's `main` wrapper and `head` function, here under the page's budget:
        // src/website/theme-main.ts, src/website/theme-head.ts.)
        const wrapped = await themeMainOfPage(page, site, route, diagnostics, this.inHead)
        html.push([route, await themeHeadOfPage(wrapped, site, route, diagnostics, this.inHead)])
      } catch (error) {
        diagnostics.push(renderFailure(node, error, job.source.source))
      }
    }
    const { code: _code, staticContent: _content, ...facts } = compiled
    return { compiled: facts, html, diagnostics, rendered: true }
  }

  /** The error pages of `locale` (the default locale's `404.html` and `500.html`), as UTF-8. */
  errorPages(locale: string): [string, Uint8Array][] {
    const pageMap = this.site!.pageMaps.get(locale)!
    return builtInErrorPages(this.site!).map(([status, path]) => [
      path,
      encoder.encode(renderErrorPage(this.info(locale), status, pageMap))
    ])
  }

  private info(locale: string): SiteData {
    let info = this.siteInfo.get(locale)
    if (!info)
      this.siteInfo.set(
        locale,
        (info = siteData(this.site!.config, locale, this.setup!.assetUrls, newestDate(this.dates.values())))
      )
    return info
  }

  private node(locale: string, pageMap: PageMap, route: string): PageNode {
    let byRoute = this.nodes.get(locale)
    if (!byRoute) this.nodes.set(locale, (byRoute = new Map(pageMap.pages.map(page => [page.route, page]))))
    return byRoute.get(route)!
  }
}
