import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { BUILTIN_COMPONENTS } from '../templates/mdx-provider.js'
import { checkLinks } from './check/check-links.js'
import { bundlePages } from './compile/bundle-pages.js'
import { compileMdx, type CompiledMdx, type CompileMdxOptions } from './compile/compile-mdx.js'
import type { LoadConfigOptions } from './config/load-config.js'
import { loadSite, type Site } from './content/load-site.js'
import type { PageSource } from './content/types.js'
import { BuildCache, sha256 } from './output/build-cache.js'
import { clientAssets } from './output/client-assets.js'
import { codeVersion } from './output/code-version.js'
import { lookupRenders, storeRenders, type RenderLookup } from './output/render-cache.js'
import type { ClientAssets } from './output/client-assets.js'
import { gitDates } from './output/git-dates.js'
import { badgePackages, resolveNpmVersions } from './output/npm-versions.js'
import { listPublicFiles } from './output/public-files.js'
import { robots, sitemap } from './output/sitemap.js'
import { outputWriteError } from './output/build-lock.js'
import { onInterrupt } from './output/interrupt.js'
import { prepareOutput } from './output/prepare-output.js'
import { testPause } from './output/test-pause.js'
import { writeOutput } from './output/write-output.js'
import { PagePool, workerCount } from './render/page-pool.js'
import type { PageJob, RenderSetup } from './render/render-jobs.js'
import { assetUrlsOf, renderSitePages } from './render/render-site.js'
import { isSelfContained } from './render/self-contained.js'
import { unrenderedRoutes, withoutFailedPages } from './render/without-failed-pages.js'
import { productFavicon } from './render/product-favicon.js'
import { buildSearch } from './search/build-search.js'
import { hasErrors, type Diagnostic } from './shared/diagnostics.js'

/** Below this many pages to compile or render, worker start-up costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 48

export interface BuildReporter {
  progress(stage: string, done: number, total: number): void
}

export interface BuildResult {
  diagnostics: Diagnostic[]
  timings: Record<string, number>
  pages: number
  outRoot?: string
  written: boolean
}

interface PagesOutcome {
  compiled: Map<string, CompiledMdx>
  /** Route → HTML of the routes rendered with their page (self-contained modules) or taken from the cache. */
  rendered: Map<string, string>
  /** Pages whose module needs the bundler before their routes can render. */
  toBundle: Set<string>
  renderCache: RenderLookup
  diagnostics: Diagnostic[]
}

/** The render setup as plain data, or undefined when the config holds something a thread cannot receive. */
function renderSetup(site: Site, assets: ClientAssets, dates: Map<string, string>): RenderSetup | undefined {
  const { product: _product, ...config } = site.config
  const setup: RenderSetup = { config, pageMaps: [...site.pageMaps], assetUrls: assetUrlsOf(site.config, assets), dates: [...dates] }
  try {
    structuredClone(setup)
    return setup
  } catch {
    return undefined
  }
}

/**
 * Compiles every page file once (locales that fall back share it) and renders its routes in the same
 * job when its module needs no bundler — on worker threads for a large site, so both of the costly
 * stages use every core. Compile results and rendered HTML come from the cache when it holds them.
 */
async function compileAndRenderPages(site: Site, cache: BuildCache, version: string, assets: ClientAssets, dates: Map<string, string>, failedFiles: ReadonlySet<string>, reporter?: BuildReporter): Promise<PagesOutcome> {
  const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
  const builtinList = [...builtins].sort().join(',')
  const compiled = new Map<string, CompiledMdx>()
  const rendered = new Map<string, string>()
  const toBundle = new Set<string>()
  const diagnostics: Diagnostic[] = []
  // Only files that are routes somewhere (`_app.mdx` and other private files are never compiled).
  const routesOf = new Map<string, [string, string][]>()
  for (const [locale, map] of site.pageMaps) for (const page of map.pages) routesOf.set(page.rel, [...(routesOf.get(page.rel) ?? []), [locale, page.route]])
  const pages = site.pages.filter(page => routesOf.has(page.file.rel))
  const keys = new Map<string, string>()
  const options = new Map<string, CompileMdxOptions>()
  for (const page of pages) {
    const pageOptions = compileOptions(site, page, builtins)
    const { source, builtins: _builtins, ...rest } = pageOptions
    options.set(page.file.path, pageOptions)
    keys.set(page.file.path, sha256(version, 'compile', JSON.stringify(rest), builtinList, source))
  }
  const [renderCache] = await Promise.all([
    lookupRenders(site, cache, version, keys, assets, dates),
    Promise.all(
      pages.map(async page => {
        const hit = await cache.get('compile', keys.get(page.file.path)!)
        if (hit) compiled.set(page.file.path, JSON.parse(hit) as CompiledMdx)
      })
    )
  ])
  for (const [route, html] of renderCache.hits) rendered.set(route, html)
  const jobs: PageJob[] = []
  for (const page of pages) {
    const path = page.file.path
    // A page with an error of its own (front matter…) is compiled, for its diagnostics, but not rendered.
    const routes = failedFiles.has(page.display) ? [] : routesOf.get(page.file.rel)!.filter(([, route]) => !renderCache.hits.has(route))
    const hit = compiled.get(path)
    if (!hit) jobs.push({ compile: options.get(path)!, source: page, routes })
    else if (routes.length > 0 && isSelfContained(hit.code)) jobs.push({ compiled: hit, source: page, routes })
    else if (routes.length > 0) toBundle.add(path)
  }
  // Worker start-up (loading unified, MDX, Shiki and React once per thread) only pays off for many
  // pages; an incremental build with a few edits works on this thread.
  const setup = renderSetup(site, assets, dates)
  const pool = new PagePool(jobs.length >= MIN_PAGES_FOR_WORKERS ? workerCount() : 1, setup)
  let done = pages.length - jobs.length
  try {
    const queue = [...jobs]
    // A few pages in flight per worker keeps every core busy while messages travel.
    const lane = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const path = job.source.file.path
        const result = await pool.run(job)
        compiled.set(path, result.compiled)
        diagnostics.push(...result.diagnostics)
        if (job.compile) await cache.set('compile', keys.get(path)!, JSON.stringify(result.compiled))
        for (const [route, html] of result.html) rendered.set(route, html)
        if (job.routes.length > 0 && !result.rendered) toBundle.add(path)
        reporter?.progress('compile', ++done, pages.length)
      }
    }
    await Promise.all(Array.from({ length: pool.size * 4 }, lane))
  } finally {
    await pool.close()
  }
  return { compiled, rendered, toBundle, renderCache, diagnostics }
}

function compileOptions(site: Site, page: PageSource, builtins: ReadonlySet<string>) {
  return {
    display: page.display,
    path: page.file.path,
    source: page.source,
    format: page.file.ext === 'md' ? ('md' as const) : ('mdx' as const),
    builtins,
    folderRoute: page.file.dir ? `/${page.file.dir}` : '/',
    allowRawHtml: site.config.allowRawHtml,
    searchCodeblocks: site.config.search.codeblocks
  }
}

/**
 * The build pipeline, one timed stage after another: load (config, scan, metas, page map) →
 * compile → bundle → render → search → check links → write. Nothing is written unless every stage succeeded.
 */
export async function buildSite(options: LoadConfigOptions & { cache?: boolean; force?: boolean }, reporter?: BuildReporter): Promise<BuildResult> {
  const loaded = await loadSite(options)
  const { diagnostics, timings } = loaded
  const time = async <T>(stage: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    try {
      return await work()
    } finally {
      timings[stage] = performance.now() - start
    }
  }
  const site = loaded.site
  if (!site) return { diagnostics, timings, pages: 0, written: false }
  const { config } = site
  // Content errors do not stop the run here: every page is still compiled so that one run reports
  // every problem. The output folder is checked and locked first (one writer, never the sources).
  const { lock, diagnostics: outputProblems } = await prepareOutput({ config, fromCli: options.outDir !== undefined, force: options.force })
  diagnostics.push(...outputProblems)
  if (!lock) return { diagnostics, timings, pages: 0, written: false }
  await testPause('scan')
  const workDir = await mkdtemp(join(tmpdir(), 'guildsite-build-')).catch(async (error: unknown) => {
    await lock.release()
    throw error
  })
  const stopWatching = onInterrupt(() => rmSync(workDir, { recursive: true, force: true }))
  try {
    const version = await codeVersion()
    const cache = new BuildCache(config.cacheDir, version, options.cache !== false)
    const [assets, dates, publicFiles] = await time('assets', () => Promise.all([clientAssets(), gitDates(config.contentRoot), listPublicFiles(config.publicRoot)]))
    if (config.npm.registry) {
      // Opt-in network: the versions join the config, so the render cache sees them change.
      const npm = await time('npm versions', () =>
        resolveNpmVersions({ names: badgePackages(site.pages.map(page => page.source)), configured: config.npm.versions, cacheFile: join(config.cacheDir, 'npm-versions.json') })
      )
      config.npm = { ...config.npm, versions: npm.versions }
      diagnostics.push(...npm.diagnostics)
    }
    const failedFiles = new Set(diagnostics.filter(d => d.severity === 'error' && d.file).map(d => d.file!))
    const pages = await time('compile', () => compileAndRenderPages(site, cache, version, assets, dates, failedFiles, reporter))
    const { compiled, renderCache } = pages
    for (const result of compiled.values()) diagnostics.push(...result.diagnostics)
    diagnostics.push(...pages.diagnostics)
    const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
    const bundle = await time('bundle', () =>
      bundlePages({
        // Only pages whose module imports components, partials or files need the bundler.
        entries: site.pages.flatMap(page => {
          const code = compiled.get(page.file.path)?.code
          return code && pages.toBundle.has(page.file.path) ? [{ path: page.file.path, code }] : []
        }),
        siteDir: config.siteDir,
        workDir,
        compilePartial: async (path, source) =>
          compileMdx({ display: relative(config.siteDir, path), path, source, format: path.endsWith('.md') ? 'md' : 'mdx', builtins, allowRawHtml: config.allowRawHtml })
      })
    )
    diagnostics.push(...bundle.diagnostics)

    const modules = withoutFailedPages(site, bundle.modules, diagnostics)
    const rendered = await time('render', async () => renderSitePages({ site, compiled, modules, assets, dates, cached: pages.rendered, reporter }))
    if (options.cache !== false) await time('cache store', () => storeRenders(rendered.files, renderCache, bundle.dependencies, cache))
    for (const [path, bytes] of bundle.assets) rendered.files.set(path, bytes)
    const search = await time('search', async () => buildSearch(site, compiled))
    for (const [path, text] of search.files) rendered.files.set(path, text)
    const favicon = productFavicon(config, publicFiles)
    if (favicon) rendered.files.set('favicon.svg', favicon)
    diagnostics.push(...rendered.diagnostics)

    await time('check links', async () => {
      diagnostics.push(
        ...checkLinks({
          pages: rendered.linkSources,
          anchors: rendered.anchors,
          staticFiles: new Set([...publicFiles, ...rendered.files.keys()].map(path => `/${path}`)),
          basePath: config.basePath,
          pagesLevel: config.links.pages,
          anchorsLevel: config.links.anchors,
          // Pages that were not rendered (they have errors of their own) have no known headings.
          uncheckedRoutes: unrenderedRoutes(site, rendered.routes)
        })
      )
    })
    if (config.siteUrl) {
      rendered.files.set('sitemap.xml', sitemap(config.siteUrl, config.basePath, rendered.routes, rendered.lastModified))
      rendered.files.set('robots.txt', robots(config.siteUrl, config.basePath))
    }
    if (hasErrors(diagnostics)) return { diagnostics, timings, pages: rendered.routes.length, written: false }
    await time('write', async () => {
      try {
        await writeOutput({ outRoot: config.outRoot, files: rendered.files, copies: [[config.publicRoot, '.']], trashDir: join(config.cacheDir, 'trash') })
      } catch (error) {
        diagnostics.push(outputWriteError(config.outRoot, error))
      }
    })
    timings.cacheHits = cache.hits
    timings.cacheMisses = cache.misses
    return { diagnostics, timings, pages: rendered.routes.length, outRoot: config.outRoot, written: !hasErrors(diagnostics) }
  } finally {
    stopWatching()
    await rm(workDir, { recursive: true, force: true })
    await lock.release()
  }
}
