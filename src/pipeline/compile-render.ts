import { siteComponentsWarning } from '../website/mdx-components.js'
import { compileOptions, optionsOf, siteComponentsOf } from './page-compile-options.js'
import type { CompiledMdx, CompileMdxOptions } from '../compile/compile-mdx.js'
import { dynamicRouteWarning, exportsStaticPaths, isDynamicRoute } from '../render/dynamic-routes.js'
import { exportsStaticProps } from '../compile/page-data.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { sha256, type BuildCache } from '../output/build-cache.js'
import { isReusable, type BuildState } from '../output/build-state.js'
import type { ClientAssets } from '../output/client-assets.js'
import type { EarlyWrites } from '../output/early-writes.js'
import { redirectsOverPagesOf } from '../website/redirect-pages.js'
import { errorPageKeys, fileHash, renderKeys } from '../output/render-cache.js'
import { builtinNames } from './builtin-names.js'
import { PageJobs } from './page-jobs.js'
import { outputPathOf } from '../render/output-path.js'
import type { PagePool } from '../render/page-pool.js'
import type { PageJob, PageJobResult } from '../render/render-jobs.js'
import { isSelfContained } from '../render/self-contained-check.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { codeFromKey } from '../compile/code-hike-from.js'
import type { BuildReporter } from '../shared/build-reporter.js'

// The compile + render stage of the build (src/build.ts runs the stages): what must be compiled and
// rendered, what the cache and the previous build already hold, and the worker pool that does the rest.

export interface PagesOutcome {
  compiled: Map<string, CompiledMdx>
  /**
   * Paths of the pages whose entry in `compiled` is the previous build's facts, without search
   * sections (`searchSections` is missing): the search stage counts them as the previous build did,
   * or gets their sections (`searchSectionsOf`).
   */
  withoutSearch: Set<string>
  /** Compile keys by page path. */
  compileKeys: Map<string, string>
  /** Route → HTML of the routes rendered with their page (self-contained modules). */
  rendered: Map<string, string | Uint8Array>
  /** Routes whose HTML the previous output holds unchanged: linked, not rendered nor read. */
  reused: Set<string>
  /** Pages whose module needs the bundler before their routes can render. */
  toBundle: Set<string>
  renderKeys: Map<string, [string, string]>
  /**
   * The default locale's error pages: output path → key, and HTML of those rendered on the workers
   * (undefined when they are left to the main thread) or the previous output's path of those reused.
   */
  errorPages: { keys: Map<string, string>; rendered?: Map<string, Uint8Array>; reused: Set<string> }
  diagnostics: Diagnostic[]
  /**
   * The compile workers, still running when some page needs the bundler: the bundle stage compiles
   * the site's partials on them. The caller closes them.
   */
  workers?: PagePool
}

export interface PagesInput {
  site: Site
  cache: BuildCache
  version: string
  assets: ClientAssets
  dates: Map<string, string>
  /** The previous build into the same output folder, when the cache is on. */
  state?: BuildState
  failedFiles: ReadonlySet<string>
  reporter?: BuildReporter
  /** Workers started while the site was read (a cold build); closed by the caller. */
  earlyPool?: PagePool
  /** Where each rendered page is written at once (a build without a previous output to reuse). */
  early?: EarlyWrites
  /** Told of each page file compiled here, as it arrives (`rel`: relative to the content folder). */
  onCompiled?: (rel: string, result: CompiledMdx, compileKey: string) => void
  /**
   * Told, once known and before the workers return anything, of the pages taken from the previous
   * build (facts without search sections) when some pages are to compile or render: what needs only
   * those can be done while the workers work.
   */
  whileCompiling?: (taken: { rel: string; facts: CompiledMdx; compileKey: string }[]) => void
  /**
   * Told once, of the first page found to need the bundler (its routes render in the page runner):
   * the build starts the runner's thread then, so that it loads while the rest compiles.
   */
  onBundleNeeded?: () => void
}

/**
 * Compiles every page file once (locales that fall back share it) and renders its routes in the same
 * job when its module needs no bundler — on worker threads for a large site, so both of the costly
 * stages use every core. What did not change comes from the previous build (facts, and its HTML
 * linked) or from the cache (compile results).
 */
export async function compileAndRenderPages({
  site,
  cache,
  version,
  assets,
  dates,
  state,
  failedFiles,
  reporter,
  earlyPool,
  early: earlyWrites,
  onCompiled,
  whileCompiling,
  onBundleNeeded
}: PagesInput): Promise<PagesOutcome> {
  const builtins = await builtinNames()
  const builtinList = [...builtins].sort().join(',')
  const siteComponents = await siteComponentsOf(site)
  const siteComponentsNote = siteComponentsWarning(site.config)
  const compiled = new Map<string, CompiledMdx>()
  const withoutSearch = new Set<string>()
  const rendered = new Map<string, string | Uint8Array>()
  const toBundle = new Set<string>()
  const bundleLater = (path: string) => {
    if (toBundle.size === 0) onBundleNeeded?.()
    toBundle.add(path)
  }
  const diagnostics: Diagnostic[] = siteComponentsNote ? [siteComponentsNote] : []
  const overPages = redirectsOverPagesOf(site.config)
  // Only files that are routes somewhere (`_app.mdx` and other private files are never compiled).
  const routesOf = new Map<string, [string, string][]>()
  for (const [locale, map] of site.pageMaps)
    for (const page of map.pages) routesOf.set(page.rel, [...(routesOf.get(page.rel) ?? []), [locale, page.route]])
  // Dynamic route files are built for each path of their getStaticPaths (render/dynamic-routes.ts),
  // from a module the bundler loads; one with no data function at all is Next's template page (a blog's
  // `tags/[tag].mdx`); one with getStaticProps and no getStaticPaths, or with getServerSideProps (million's
  // `wrapped/[id].mdx`), is not built, and the build says so.
  const dynamic = site.pages.filter(
    page => !routesOf.has(page.file.rel) && isDynamicRoute(page) && !failedFiles.has(page.display)
  )
  const built = (page: PageSource) =>
    exportsStaticPaths(page.source) ||
    (!exportsStaticProps(page.source) && !/\bexport\b[^\n]*\bgetServerSideProps\b/.test(page.source))
  for (const page of dynamic) if (!built(page)) diagnostics.push(dynamicRouteWarning(page))
  // The app router's pages too: bundled, their routes found when they render (src/app-router/).
  const dynamicPaths = new Set([
    ...dynamic.filter(built).map(page => page.file.path),
    ...site.pages.filter(page => page.app && !failedFiles.has(page.display)).map(page => page.file.path)
  ])
  const pages = site.pages.filter(page => routesOf.has(page.file.rel) || dynamicPaths.has(page.file.path))
  const keys = new Map<string, string>()
  // Highlighted blocks persist in the cache (under this version): an edited page whose code did not
  // change compiles without starting Shiki (one page of the shared workload edited, its code not:
  // 2.5 CPU-s median with the store, 3.9 without; 4 alternating runs each, load 26–42).
  const highlightStoreDir = cache.enabled ? cache.storeDir('highlight') : undefined
  const compileStoreDir = cache.storeDir('compile')
  // A page's text enters its key as its hash (`marks.hash`, kept in the source records): a page
  // unchanged since the previous build is not read to find its key.
  const options = new Map<string, Omit<CompileMdxOptions, 'source'>>()
  for (const page of pages) {
    const pageOptions = optionsOf(site, page, builtins, siteComponents)
    const { builtins: _builtins, ...rest } = pageOptions
    options.set(page.file.path, { ...pageOptions, highlightStoreDir })
    // (Code Hike's `// from` files are part of the page: `code-hike-from.ts`.)
    const fromKey = pageOptions.codeHike ? [codeFromKey(page.source, page.file.path)] : []
    keys.set(page.file.path, sha256(version, 'compile', JSON.stringify(rest), builtinList, page.marks.hash, ...fromKey))
  }
  const compileJob = (page: PageSource, routes: [string, string][]): PageJob => {
    const key = keys.get(page.file.path)!
    return {
      compile: options.get(page.file.path)!,
      source: page,
      routes,
      ...(cache.enabled && { store: { dir: compileStoreDir, key } })
    }
  }
  // Pages edited since the previous build (a new compile key, so a new render key for each of their
  // routes) are compiled whatever the rest of the site holds: their jobs leave for the worker before
  // the reuse checks of every route below (a `stat` of each page's output), which the worker, started
  // with the build, would otherwise wait for. One page of the shared workload edited: the job leaves
  // 100–220 ms sooner (traced, load 6–11, where the worker's path is the longer one); the compile stage
  // 311 → 302 ms median on a quieter machine, where the main thread's is (10 alternating pairs, load 3–5).
  const eager: PageJob[] = []
  if (state)
    await Promise.all(
      pages.map(async page => {
        const path = page.file.path
        if (failedFiles.has(page.display) || dynamicPaths.has(path) || state?.pages[path]?.key === keys.get(path))
          return
        const routes = routesOf.get(page.file.rel) ?? []
        if (routes.length === 0 || (await cache.get('compile', keys.get(path)!)) !== undefined) return
        eager.push(compileJob(page, routes))
      })
    )
  const pool = new PageJobs({ site, assets, dates, earlyPool, reporter, total: pages.length })
  let kept: PagePool | undefined
  try {
    const lanes: Promise<void>[] = []
    const finished = (job: PageJob, result: PageJobResult) => {
      const path = job.source.file.path
      diagnostics.push(...result.diagnostics)
      // (The thread that compiled the page stored its result: `PageJob.store`.)
      // Once its routes are rendered, a page's module or hast is not needed any more, nor its
      // search text once counted, nor its HTML once written: what a page leaves behind is its
      // facts (links, TOC), so memory grows with the site, not with its bodies (a cold
      // 10,000-page build of the shared bench: 4.6 GB peak RSS when they were kept, issue 24).
      const { code, staticContent, ...facts } = result.compiled
      const counted = onCompiled !== undefined && !dynamicPaths.has(path)
      if (counted) onCompiled(job.source.file.rel, facts, keys.get(path)!)
      const { searchSections, ...rest } = facts
      compiled.set(path, result.rendered ? (counted ? { ...rest, searchSections: [] } : facts) : result.compiled)
      for (const [route, page] of result.html) {
        // (A redirect whose source is the route answers it, as Next's: website/redirect-pages.ts.)
        const html = overPages.get(route) ?? page
        // (Written early: the route's entry only says it is rendered.)
        rendered.set(route, earlyWrites ? '' : html)
        earlyWrites?.write(outputPathOf(route), html)
      }
      if ((job.routes.length > 0 && !result.rendered) || dynamicPaths.has(path)) bundleLater(path)
    }
    if (eager.length > 0) lanes.push(pool.start(eager, finished))
    const routeKeys = renderKeys(site, version, keys, assets, dates)
    // A page whose getStaticProps runs at build time renders again at every build: what it reads (files,
    // the clock) is not among the inputs the render keys know.
    const dataRoutes = new Set(
      pages
        .filter(page => page.marks.staticProps)
        .flatMap(page => (routesOf.get(page.file.rel) ?? []).map(([, route]) => route))
    )
    const sent = new Set(eager.map(job => job.source.file.path))
    const reused = new Set<string>()
    await Promise.all(
      [...routeKeys].map(async ([route, [key, path]]) => {
        // A page with islands is bundled again: the site's one islands build must hold its islands too.
        if (sent.has(path) || dataRoutes.has(route) || state?.pages[path]?.facts.islands) return
        if (await isReusable(state, site.config.outRoot, outputPathOf(route), key, fileHash)) reused.add(route)
      })
    )
    // The error pages show the default locale's navigation: unchanged, the previous output's are right.
    const errorKeys = errorPageKeys(site, version, assets, dates)
    const errorsReused = new Set<string>()
    await Promise.all(
      [...errorKeys].map(async ([path, key]) => {
        if (await isReusable(state, site.config.outRoot, path, key, fileHash)) errorsReused.add(path)
      })
    )
    const errorPages: PagesOutcome['errorPages'] = { keys: errorKeys, reused: errorsReused }
    const jobs: PageJob[] = []
    await Promise.all(
      pages.map(async page => {
        const path = page.file.path
        if (sent.has(path)) return
        const key = keys.get(path)!
        // A page with an error of its own (front matter…) is compiled, for its diagnostics, but not rendered.
        const routes = failedFiles.has(page.display)
          ? []
          : (routesOf.get(page.file.rel) ?? []).filter(([, route]) => !reused.has(route))
        const known = state?.pages[path]
        if (routes.length === 0 && known?.key === key && !dynamicPaths.has(path)) {
          // Nothing to render: the facts (TOC, links, warnings) of the previous build do.
          compiled.set(path, known.facts as CompiledMdx)
          withoutSearch.add(path)
          return
        }
        const payload = await cache.get('compile', key)
        const hit = payload ? (JSON.parse(payload) as CompiledMdx) : undefined
        if (hit) compiled.set(path, hit)
        if (!hit) jobs.push(compileJob(page, routes))
        else if (routes.length > 0 && isSelfContained(hit)) jobs.push({ compiled: hit, source: page, routes })
        else if (routes.length > 0 || dynamicPaths.has(path)) bundleLater(path)
      })
    )
    pool.expect(pages.length - eager.length - jobs.length)
    // (A root layout's navbar element is drawn on them too: the page runner renders them with it, render-stage.ts.)
    const errorsRendered =
      errorsReused.size < errorKeys.size && !site.config.website?.navbarChild
        ? pool.errorPages(site.config.i18n.defaultLocale)
        : undefined
    errorsRendered?.catch(() => undefined) // awaited (and thrown) after the pages
    if (jobs.length > 0) lanes.push(pool.start(jobs, finished))
    // (The jobs are on their way to the workers by now.)
    if (lanes.length > 0)
      whileCompiling?.(
        pages.flatMap(page =>
          withoutSearch.has(page.file.path)
            ? [{ rel: page.file.rel, facts: compiled.get(page.file.path)!, compileKey: keys.get(page.file.path)! }]
            : []
        )
      )
    await Promise.all(lanes)
    // What later stages read from the compile cache includes what the threads just stored.
    if (cache.enabled && (eager.length > 0 || jobs.some(job => job.store))) cache.reload('compile')
    // (A worker knows the page maps, not the app router's pages: a site's own `app/not-found` page is left out here.)
    if (errorsRendered) errorPages.rendered = new Map((await errorsRendered).filter(([path]) => errorKeys.has(path)))
    for (const [path, html] of errorPages.rendered ?? []) earlyWrites?.write(path, html)
    kept = toBundle.size > 0 ? pool.keep() : undefined
    return {
      compiled,
      withoutSearch,
      compileKeys: keys,
      rendered,
      reused,
      toBundle,
      renderKeys: routeKeys,
      errorPages,
      diagnostics,
      workers: kept
    }
  } finally {
    pool.close()
    if (earlyPool !== kept) void earlyPool?.close()
  }
}

/**
 * The search sections of the pages at `paths` (of `withoutSearch`), from their compile results in the
 * cache, or compiled again here when the cache lost one the state still refers to.
 */
export async function searchSectionsOf(
  site: Site,
  paths: string[],
  keys: Map<string, string>,
  cache: BuildCache
): Promise<Map<string, CompiledMdx['searchSections']>> {
  const sources = new Map(site.pages.map(page => [page.file.path, page]))
  const sections = new Map<string, CompiledMdx['searchSections']>()
  await Promise.all(
    paths.map(async path => {
      const payload = await cache.get('compile', keys.get(path)!)
      if (payload) {
        sections.set(path, (JSON.parse(payload) as CompiledMdx).searchSections)
        return
      }
      const [{ compileMdx }, builtins] = await Promise.all([import('../compile/compile-mdx.js'), builtinNames()])
      const siteComponents = await siteComponentsOf(site)
      sections.set(
        path,
        (await compileMdx(compileOptions(site, sources.get(path)!, builtins, siteComponents))).searchSections
      )
    })
  )
  return sections
}
