import { pathToFileURL } from 'node:url'
import {
  absentCause,
  absentPlaceholderName,
  absentLoadModule,
  beginStandInUses,
  absentPageWarnings,
  noteFetchFailures,
  noteReadAbsent
} from '../app-router/absent-page.js'
import { absentFileWarnings, absentGlobWarnings } from '../app-router/absent-file-warnings.js'
import { takeAbsentFiles } from '../../templates/modules/absent-files.js'
import { recordFileReads } from '../../templates/modules/file-reads.js'
import { takeAbsentGlobs } from '../../templates/modules/glob-notes.js'
import { setLibraryMajor } from '../../templates/components/library-version.js'
import { DYNAMIC_OPTS, setDataTimeBudget, withPageData } from '../compile/page-data.js'
import type { Site } from '../content/load-site.js'
import { guildComponentsMajor } from '../page-map/nextra-major.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import {
  blogTagParams,
  dynamicPages,
  dynamicRouteNode,
  isDynamicRoute,
  type DynamicPath
} from '../render/dynamic-routes.js'
import { siteOfSetup } from '../render/setup-site.js'
import { renderArticle, suspended } from '../render/render-page.js'
import {
  pageMapScopeOf,
  renderFailure,
  renderPageAnyUtf8,
  routeNavigation,
  routePageInput
} from '../render/render-site.js'
import { withPageMapScope } from '../../templates/components/page-map-scope.js'
import { inRootLayout, renderWithoutRootLayout } from '../app-router/root-layout-render.js'
import { layoutScopeOf, scopedConfig, scopedNode } from '../app-router/layout-scopes.js'
import { pageRedirectHtml, redirectTargetOf } from '../app-router/page-redirect.js'
import { localeSegmentOf } from '../app-router/locale-segment.js'
import { navbarChildOf } from '../app-router/navbar-child.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { themeHeadOfPage, type ThemeCodeRunning } from '../website/theme-head.js'
import { themeMainOfPage } from '../website/theme-main.js'
import { SELF_RENDERING_HINT, type RunnerPhase } from './phase-text.js'
import { sharedModule } from './shared-modules.js'
import { abortDiagnostic, cloneable, endingCall, loadFailure } from './run-failures.js'
import { RunnerSiteData } from './runner-site-data.js'
import { runnerErrorPages } from './runner-error-pages.js'
import { bundleStandIn } from './bundle-stand-ins.js'
import type { RunnerJob, RunnerResult, RunnerSetup } from './runner-job.js'

export { SELF_RENDERING_HINT, type RunnerPhase } from './phase-text.js'

/** Marks the stand-in module of a content page written with a placeholder (it is not retried again). */
const ABSENT_CONTENT = '__gsAbsentContent'
/** Marks a page module rendered again without its root layout's navbar element, which failed. */
const WITHOUT_NAVBAR_CHILD = '__gsWithoutNavbarChild'

// The part of the page runner that runs the page's own code, on a runner thread (runner-worker.ts) or,
// when no thread can be started, on the caller's: the module's evaluation, its data functions and the
// rendering of its routes. Everything here may never end, exhaust the heap or exit: the caller's
// budgets (page-runner.ts) stop it from the outside.

/** Runs jobs on this thread; one per thread, kept for the build (its site data made once). */
export class PageRun {
  private readonly site: Site
  private readonly dates: Map<string, string>
  private readonly infos: RunnerSiteData
  private readonly nodes = new Map<string, Map<string, PageNode>>()

  constructor(private readonly setup: RunnerSetup) {
    this.site = siteOfSetup(setup)
    this.dates = new Map(setup.dates)
    this.infos = new RunnerSiteData(this.site.config, setup, this.dates)
    // (The pages' `@theguild/components` as the site's version of it draws: `PRODUCTS`, the marketplace.)
    setLibraryMajor(guildComponentsMajor(setup.siteDir))
    // (The data functions' time, as the site's config gives it: page-data.ts.)
    setDataTimeBudget(this.site.config)
  }

  /** The phase callback of the job in progress (a theme config's head is a phase of its own). */
  private phase: (phase: RunnerPhase) => void = () => undefined

  async run(job: RunnerJob, phase: (phase: RunnerPhase) => void = () => undefined): Promise<RunnerResult> {
    this.phase = phase
    const reads = new Set<string>()
    const result = await recordFileReads(reads, () => this.runJob(job, phase))
    return reads.size > 0 ? { ...result, reads: [...reads].sort() } : result
  }

  private async runJob(job: RunnerJob, phase: (phase: RunnerPhase) => void): Promise<RunnerResult> {
    const result: RunnerResult = { html: [], dynamic: [], anchors: [], pageData: [], article: [], diagnostics: [] }
    takeAbsentFiles()
    noteFetchFailures()
    const { source } = job
    phase('load')
    let loaded: Record<string, unknown>
    try {
      // (Imported when a job needs them: a build's runner thread loads neither, ~30 modules less to start.)
      loaded =
        job.code !== undefined
          ? (((await import('../render/self-contained.js')).pageModule({ code: job.code }) ?? {}) as Record<
              string,
              unknown
            >)
          : ((await import(pathToFileURL(job.moduleFile!).href)) as Record<string, unknown>)
    } catch (error) {
      // Top-level code of the page or of a module it imports threw: that page cannot render; when it
      // was for something absent (a fetch without network), a page of one route is written with a placeholder.
      noteReadAbsent(error, takeAbsentFiles())
      const absent = await absentLoadModule(source, error, isDynamicRoute(source), bundleStandIn(job.moduleFile))
      if (!absent) {
        result.diagnostics.push(loadFailure(source, error))
        return result
      }
      result.diagnostics.push(absent.warning)
      if (!absent.module) return result
      loaded = absent.module
    }
    const exported = job.exportName && job.exportName !== 'default' ? { default: loaded[job.exportName] } : {}
    const own = { ...loaded, ...exported }
    phase('data')
    // Next's data functions run once, now (page-data.ts); the page renders with their props.
    const withData = await withPageData(own, {
      display: source.display,
      source: async () => source.source,
      cwd: this.setup.siteDir
    })
    result.diagnostics.push(...withData.diagnostics)
    const module = withData.module
    const remote = (module[DYNAMIC_OPTS] as { headings?: { id: string }[] } | undefined)?.headings ?? []
    result.anchors = remote.map(heading => heading.id)
    // Components pages load with `next/dynamic` are loaded before the page renders (deterministic output).
    // (The instance the pages' imports of `next/dynamic` got: shared-modules.ts.)
    const dynamicImports = (await sharedModule(this.setup.dynamicModule)) as {
      settleDynamicImports?: () => Promise<void>
    }
    await dynamicImports.settleDynamicImports?.()
    phase('render')
    for (const [locale, route] of job.routes) {
      const pageMap = this.site.pageMaps.get(locale)!
      const node = this.node(locale, pageMap, route)
      const html = await this.render(job, locale, node, module, result.diagnostics, result)
      if (html) result.html.push([route, html])
    }
    // (The error pages with the navbar element every other page has: `RunnerJob.errorPages`.)
    if (job.errorPages)
      result.errorPages = await runnerErrorPages(this.site, this.infos, job.errorPages, loaded, result.diagnostics)
    if (job.dynamicLocale !== undefined && source.app?.handler) {
      // A route handler or metadata route: a file, not a page (src/app-router/route-handlers.ts).
      phase('data')
      const { runRouteHandler } = await import('../app-router/route-handlers.js')
      // (Its code may read the page map, as a page's: `getPageMap()` for a feed's posts.)
      const locale = job.dynamicLocale
      const scope = pageMapScopeOf({ pageMap: this.site.pageMaps.get(locale)!, node: { route: '' }, site: this.site })
      const ran = await withPageMapScope(scope, () => runRouteHandler(source, module, this.setup.siteDir))
      result.diagnostics.push(...ran.diagnostics)
      result.dynamic.push(...ran.files)
    } else if (job.dynamicLocale !== undefined && source.app) {
      // A page of the app router: its routes, metadata and layouts are the app router's (src/app-router/).
      phase('render')
      const locale = job.dynamicLocale
      const { renderAppPage } = await import('../app-router/render-app-page.js')
      // (A route in the site's locale segment, `/zh/showcase`, renders with that locale's page map and chrome.)
      const inLocales = localeSegmentOf(this.site)
      const routeLocale = (route: string) => {
        const first = decodeURIComponent(route.split('/')[1] ?? '')
        return inLocales.locales?.values.includes(first) && this.site.pageMaps.has(first) ? first : locale
      }
      // (Its `generateStaticParams` and `generateMetadata` may read the page map too: `getPageMap('/blog')`.)
      const scope = pageMapScopeOf({ pageMap: this.site.pageMaps.get(locale)!, node: { route: '' }, site: this.site })
      const app = await withPageMapScope(scope, () =>
        renderAppPage({
          source,
          module,
          siteDir: this.setup.siteDir,
          render: (node, pageModule, sidebar) =>
            this.render(job, routeLocale(node.route), node, pageModule, result.diagnostics, result, sidebar),
          site: {
            pageMap: this.site.pageMaps.get(locale)!,
            inScope: (route, run) =>
              withPageMapScope(
                pageMapScopeOf({ pageMap: this.site.pageMaps.get(locale)!, node: { route }, site: this.site }),
                run
              )
          },
          ...inLocales,
          only: job.dynamicRoute,
          listed: job.dynamicPaths
        })
      )
      result.diagnostics.push(...app.diagnostics)
      result.dynamic.push(...app.pages)
      if (job.dynamicRoute !== undefined && !job.dynamicPaths && app.routes && cloneable(app.routes))
        result.paths = app.routes as DynamicPath[]
    }
    if (job.dynamicLocale !== undefined && isDynamicRoute(source)) {
      const pageMap = this.site.pageMaps.get(job.dynamicLocale)!
      phase('data')
      // (Its data functions see the page map, as Nextra's do: nextra-theme-blog/tags' paths are its tags.)
      const scope = pageMapScopeOf({ pageMap, node: { route: '' }, site: this.site })
      const dynamic = await withPageMapScope(scope, () =>
        dynamicPages(source, module, pageMap.prefix, this.setup.siteDir, {
          only: job.dynamicRoute,
          paths: job.dynamicPaths,
          linked: blogTagParams(source, pageMap.pages)
        })
      )
      result.diagnostics.push(...dynamic.diagnostics)
      if (job.dynamicRoute !== undefined && !job.dynamicPaths && dynamic.paths && cloneable(dynamic.paths))
        result.paths = dynamic.paths
      await dynamicImports.settleDynamicImports?.()
      phase('render')
      for (const page of dynamic.pages) {
        const node = dynamicRouteNode(source, page.route)
        const html = await this.render(job, job.dynamicLocale, node, page.module, result.diagnostics, result)
        if (html) result.dynamic.push([page.route, html])
      }
    }
    result.diagnostics.push(...absentFileWarnings(source, takeAbsentFiles()))
    result.diagnostics.push(...absentGlobWarnings(this.setup.siteDir, takeAbsentGlobs()))
    return result
  }

  private async render(
    job: RunnerJob,
    locale: string,
    node: PageNode,
    module: Record<string, unknown>,
    diagnostics: Diagnostic[],
    result: RunnerResult,
    /** The page map of the page's own sidebar (an app page's layout gives it: `layout-page-map.ts`). */
    sidebar?: PageMap
  ): Promise<Uint8Array | undefined> {
    // (An app page under other layouts than the content's has their chrome: src/app-router/layout-scopes.ts.)
    const layoutScope = layoutScopeOf(this.site.config, job.source)
    const site = layoutScope ? { ...this.site, config: scopedConfig(this.site.config, layoutScope) } : this.site
    if (layoutScope) node = scopedNode(node, layoutScope)
    // (The page inside the root layout's own components, its providers: src/app-router/root-layout-render.ts.)
    const bare = module
    const layoutPageMap = site.pageMaps.get(locale)!
    const inLayoutScope = <T>(run: () => T) =>
      withPageMapScope(pageMapScopeOf({ pageMap: layoutPageMap, node: { route: '' }, site }), run)
    module = await inRootLayout(module, locale, inLayoutScope)
    // (What the root layout gives its navbar, drawn in this page's bar: src/app-router/navbar-child.ts.)
    const navbarChild = bare[WITHOUT_NAVBAR_CHILD] ? undefined : await navbarChildOf(bare, inLayoutScope, locale)
    beginStandInUses()
    try {
      const pageInput = routePageInput({
        site,
        pageMap: site.pageMaps.get(locale)!,
        node,
        source: job.source,
        compiled: job.compiled,
        module,
        siteInfo: this.infos.of(locale, layoutScope),
        lastUpdated: this.dates.get(job.source.file.path),
        ...(sidebar && {
          navigation: routeNavigation(site.config, sidebar, node.route, { lazySidebar: false })
        }),
        ...(!sidebar &&
          this.setup.wholeSidebar && {
            navigation: routeNavigation(site.config, site.pageMaps.get(locale)!, node.route, {
              lazySidebar: false
            })
          }),
        diagnostics
      })
      if (navbarChild !== undefined) pageInput.navbarChild = navbarChild
      result.pageData.push([node.route, JSON.stringify(pageInput.page)])
      // (Nextra 4's server functions, `getPageMap`…, read the page's page map from this scope.)
      const scope = pageMapScopeOf({ pageMap: site.pageMaps.get(locale)!, node, site })
      if (!job.article) {
        const html = await withPageMapScope(scope, () => renderPageAnyUtf8(pageInput))
        // (A theme config's `main` wrapper and `head` function render here, under the page's budgets:
        // src/website/theme-main.ts, src/website/theme-head.ts.)
        const during = (running: ThemeCodeRunning) => this.phase(running || 'render')
        const wrapped = await themeMainOfPage(html, site, node.route, diagnostics, during)
        return await themeHeadOfPage(wrapped, site, node.route, diagnostics, during)
      }
      try {
        result.article.push([node.route, withPageMapScope(scope, () => renderArticle(pageInput))])
      } catch (error) {
        if (!suspended(error)) throw error
      }
      return undefined
    } catch (error) {
      // (`redirect()` while rendering: the page sends the visitor on, as Next's static export writes it.)
      const redirectTo = redirectTargetOf(error)
      if (redirectTo !== undefined)
        return job.article ? undefined : new TextEncoder().encode(pageRedirectHtml(redirectTo, site.config))
      const call = endingCall(error)
      if (call) {
        diagnostics.push(abortDiagnostic(job.source, 'render', call))
        return undefined
      }
      // The page again without what its root layout gives the navbar, when that may be what failed:
      // the visitor still gets the page, and the author a warning (only when the page then renders
      // cleanly: otherwise the page's own content failed, and its own messages say so).
      if (navbarChild !== undefined) {
        const before = diagnostics.length
        const html = await this.render(
          job,
          locale,
          node,
          { ...bare, [WITHOUT_NAVBAR_CHILD]: true },
          diagnostics,
          result,
          sidebar
        )
        if (html && diagnostics.length === before)
          diagnostics.push(
            diagnostic(
              'MDX_RENDER',
              `The element the root layout gives the navbar failed on page ${node.route} (${error instanceof Error ? error.message : String(error)}); the page is drawn without it`,
              { file: job.source.display },
              { severity: 'warning' }
            )
          )
        return html
      }
      // A content page that failed for something absent (a `fetch()` without network, a stand-in):
      // written with a placeholder in place of its content, and a warning, as an app page is.
      const cause = !job.source.app && !module[ABSENT_CONTENT] ? absentCause(error, true) : undefined
      if (cause) {
        diagnostics.push(...absentPageWarnings(job.source, [{ route: node.route, ...cause }]))
        const { MissingComponent } = await import('../../templates/mdx-provider.js')
        const missing = MissingComponent(absentPlaceholderName(job.source, cause) ?? 'MDXContent')
        // (A stand-in's failure: the placeholder says which, and the error, as the warning does.)
        const { createElement } = await import('react')
        const placeholder =
          cause.kind === 'stand-in'
            ? () => createElement(missing, null, `${cause.what} (absent import): ${cause.reason}`)
            : missing
        return this.render(job, locale, node, { default: placeholder, [ABSENT_CONTENT]: true }, diagnostics, result)
      }
      // A page that fails inside the root layout's own components renders again without them: a warning.
      if (module !== bare)
        return renderWithoutRootLayout(
          bare,
          alone => this.render(job, locale, node, alone, diagnostics, result, sidebar),
          diagnostics,
          { route: node.route, display: job.source.display },
          error
        )
      const failure = renderFailure(node, error, job.source.source)
      // React renders nested components recursively: a component that renders itself ends here, or
      // (when each level allocates) in the heap budget (page-runner.ts).
      diagnostics.push(
        error instanceof RangeError && /call stack/i.test(error.message)
          ? { ...failure, hint: SELF_RENDERING_HINT }
          : failure
      )
      return undefined
    }
  }

  private node(locale: string, pageMap: PageMap, route: string): PageNode {
    let byRoute = this.nodes.get(locale)
    if (!byRoute) this.nodes.set(locale, (byRoute = new Map(pageMap.pages.map(page => [page.route, page]))))
    return byRoute.get(route)!
  }
}
