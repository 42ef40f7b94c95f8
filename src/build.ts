import { existsSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { checkLinks } from './check/check-links.js'
import type { CompiledMdx, CompileMdxOptions } from './compile/compile-mdx.js'
import type { LoadConfigOptions, SiteConfig } from './config/load-config.js'
import { loadSite, type Site } from './content/load-site.js'
import type { PageSource } from './content/types.js'
import { BuildCache, sha256 } from './output/build-cache.js'
import { clientAssets } from './output/client-assets.js'
import { codeVersion } from './output/code-version.js'
import { fileHash, lookupRenders, renderKeys, storeRenders, type RenderLookup } from './output/render-cache.js'
import { buildStatePath, isReusable, readBuildState, recordOf, writeBuildState, type BuildState } from './output/build-state.js'
import { outputPathOf } from './render/output-path.js'
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
import { assetUrlsOf } from './render/asset-urls.js'
import { isSelfContained } from './render/self-contained-check.js'
import { unrenderedRoutes, withoutFailedPages } from './render/without-failed-pages.js'
import { buildSearch, searchInputs } from './search/build-search.js'
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
  /** Compile keys by page path. */
  compileKeys: Map<string, string>
  /** Route → HTML of the routes rendered with their page (self-contained modules) or taken from the cache. */
  rendered: Map<string, string | Uint8Array>
  /** Routes whose HTML the previous output holds unchanged: linked, not rendered nor read. */
  reused: Set<string>
  /** Pages whose module needs the bundler before their routes can render. */
  toBundle: Set<string>
  renderCache: RenderLookup
  renderKeys: Map<string, [string, string]>
  diagnostics: Diagnostic[]
}

/**
 * The main thread of a build that renders on workers needs React and the templates only for the
 * error pages at the end: they load while the workers compile (see `buildWith`), not before.
 */
const lazy = {
  provider: () => import('../templates/mdx-provider.js'),
  render: () => import('./render/render-site.js'),
  favicon: () => import('./render/product-favicon.js')
}

/** Names of the built-in components (compile options and keys). */
const builtinNames = async () => new Set(Object.keys((await lazy.provider()).BUILTIN_COMPONENTS))

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

interface PagesInput {
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
}

/**
 * Compiles every page file once (locales that fall back share it) and renders its routes in the same
 * job when its module needs no bundler — on worker threads for a large site, so both of the costly
 * stages use every core. What did not change comes from the previous build (facts, and its HTML
 * linked) or from the cache (compile results, rendered HTML).
 */
async function compileAndRenderPages({ site, cache, version, assets, dates, state, failedFiles, reporter, earlyPool }: PagesInput): Promise<PagesOutcome> {
  const builtins = await builtinNames()
  const builtinList = [...builtins].sort().join(',')
  const compiled = new Map<string, CompiledMdx>()
  const rendered = new Map<string, string | Uint8Array>()
  const toBundle = new Set<string>()
  const diagnostics: Diagnostic[] = []
  // Only files that are routes somewhere (`_app.mdx` and other private files are never compiled).
  const routesOf = new Map<string, [string, string][]>()
  for (const [locale, map] of site.pageMaps) for (const page of map.pages) routesOf.set(page.rel, [...(routesOf.get(page.rel) ?? []), [locale, page.route]])
  const pages = site.pages.filter(page => routesOf.has(page.file.rel))
  const keys = new Map<string, string>()
  const options = new Map<string, CompileMdxOptions>()
  // Highlighted blocks persist in the cache (under this version): an edited page whose code did not
  // change compiles without starting Shiki.
  const highlightStoreDir = cache.enabled ? join(site.config.cacheDir, 'highlight', version.slice(0, 16)) : undefined
  for (const page of pages) {
    const pageOptions = compileOptions(site, page, builtins)
    const { source, builtins: _builtins, ...rest } = pageOptions
    options.set(page.file.path, { ...pageOptions, highlightStoreDir })
    keys.set(page.file.path, sha256(version, 'compile', JSON.stringify(rest), builtinList, source))
  }
  const routeKeys = renderKeys(site, version, keys, assets, dates)
  const reused = new Set<string>()
  await Promise.all(
    [...routeKeys].map(async ([route, [key]]) => {
      if (await isReusable(state, site.config.outRoot, outputPathOf(route), key, fileHash)) reused.add(route)
    })
  )
  const renderCache = await lookupRenders(routeKeys, reused, cache)
  for (const [route, html] of renderCache.hits) rendered.set(route, html)
  const jobs: PageJob[] = []
  await Promise.all(
    pages.map(async page => {
      const path = page.file.path
      const key = keys.get(path)!
      // A page with an error of its own (front matter…) is compiled, for its diagnostics, but not rendered.
      const routes = failedFiles.has(page.display) ? [] : routesOf.get(page.file.rel)!.filter(([, route]) => !reused.has(route) && !renderCache.hits.has(route))
      const known = state?.pages[path]
      if (routes.length === 0 && known?.key === key) {
        // Nothing to render: the facts (TOC, links, search text, warnings) of the previous build do.
        compiled.set(path, known.facts)
        return
      }
      const payload = await cache.get('compile', key)
      const hit = payload ? (JSON.parse(payload) as CompiledMdx) : undefined
      if (hit) compiled.set(path, hit)
      if (!hit) jobs.push({ compile: options.get(path)!, source: page, routes, keepModule: cache.enabled })
      else if (routes.length > 0 && isSelfContained(hit)) jobs.push({ compiled: hit, source: page, routes })
      else if (routes.length > 0) toBundle.add(path)
    })
  )
  // Worker start-up (loading unified, MDX, Shiki and React once per thread) only pays off for many
  // pages; an incremental build with a few edits works on this thread.
  if (jobs.length > 0) {
    const setup = renderSetup(site, assets, dates)
    const many = jobs.length >= MIN_PAGES_FOR_WORKERS
    earlyPool?.configure(setup)
    const pool = many && earlyPool ? earlyPool : new PagePool(many ? workerCount() : 1, setup)
    let done = pages.length - jobs.length
    try {
      const queue = [...jobs]
      // A few pages in flight per worker keeps every core busy while messages travel.
      const lane = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const path = job.source.file.path
          const result = await pool.run(job)
          diagnostics.push(...result.diagnostics)
          if (job.compile && cache.enabled) await cache.set('compile', keys.get(path)!, JSON.stringify(result.compiled))
          // Once its routes are rendered, a page's module or hast is not needed any more: memory
          // stays flat however many pages the site has (the facts stay, for search and links).
          const { code, staticContent, ...facts } = result.compiled
          compiled.set(path, result.rendered ? facts : result.compiled)
          for (const [route, html] of result.html) rendered.set(route, html)
          if (job.routes.length > 0 && !result.rendered) toBundle.add(path)
          reporter?.progress('compile', ++done, pages.length)
        }
      }
      await Promise.all(Array.from({ length: pool.size * 4 }, lane))
    } finally {
      if (pool !== earlyPool) await pool.close()
    }
  }
  await earlyPool?.close()
  return { compiled, compileKeys: keys, rendered, reused, toBundle, renderCache, renderKeys: routeKeys, diagnostics }
}

/** The next build's state: every page's facts, and what each output file of this build was made from. */
async function nextState(outRoot: string, pages: PagesOutcome, previous: BuildState | undefined, depsOf: Map<string, [string, string][]>, search: { key: string; paths: string[] }): Promise<BuildState> {
  const state: BuildState = { pages: {}, files: {} }
  for (const [path, result] of pages.compiled) {
    const key = pages.compileKeys.get(path)
    if (!key) continue
    const { code: _code, ...facts } = result
    state.pages[path] = { key, facts }
  }
  const records = [...pages.renderKeys].map(([route, [key]]) => [outputPathOf(route), key, route] as const)
  await Promise.all([
    ...records.map(async ([path, key, route]) => {
      const record = pages.reused.has(route) ? previous?.files[path] : await recordOf(outRoot, path, key, depsOf.get(route))
      if (record) state.files[path] = record
    }),
    ...search.paths.map(async path => {
      const record = await recordOf(outRoot, path, search.key)
      if (record) state.files[path] = record
    })
  ])
  return state
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
    searchCodeblocks: site.config.search.codeblocks,
    // Pages without code of their own skip MDX's JavaScript stages (see rehype-static-content.ts).
    staticContent: true
  }
}

/**
 * The build pipeline, one timed stage after another: load (config, scan, metas, page map) →
 * compile → bundle → render → search → check links → write. Nothing is written unless every stage succeeded.
 */
export async function buildSite(options: LoadConfigOptions & { cache?: boolean; force?: boolean }, reporter?: BuildReporter): Promise<BuildResult> {
  // A cold build (no cache, or no previous build into this output) of a large site compiles
  // everything: its worker threads start once the pages are found and load while they are read.
  let early: PagePool | undefined
  try {
    return await buildWith(options, reporter, (config, pageFiles) => {
      const cold = options.cache === false || !existsSync(buildStatePath(config.cacheDir, config.outRoot))
      if (cold && pageFiles >= MIN_PAGES_FOR_WORKERS && workerCount() > 1) early = new PagePool(workerCount(), undefined, { warm: true })
    }, () => early)
  } finally {
    await early?.close()
  }
}

async function buildWith(options: LoadConfigOptions & { cache?: boolean; force?: boolean }, reporter: BuildReporter | undefined, onScan: (config: SiteConfig, pageFiles: number) => void, earlyPool: () => PagePool | undefined): Promise<BuildResult> {
  // The components' names are needed once the pages are read: their module loads meanwhile.
  lazy.provider().catch(() => undefined)
  const loaded = await loadSite(options, { onScan })
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
    const state = options.cache !== false ? await readBuildState(config.cacheDir, config.outRoot, version) : undefined
    // Loaded while the pages compile (on the workers, for a large site), needed after.
    const renderModule = lazy.render()
    renderModule.catch(() => undefined)
    const pages = await time('compile', () => compileAndRenderPages({ site, cache, version, assets, dates, state, failedFiles, reporter, earlyPool: earlyPool() }))
    const { compiled, renderCache } = pages
    for (const result of compiled.values()) diagnostics.push(...result.diagnostics)
    diagnostics.push(...pages.diagnostics)
    const bundleEntries = site.pages.flatMap(page => {
      // Only pages whose module imports components, partials or files need the bundler.
      const code = compiled.get(page.file.path)?.code
      return code && pages.toBundle.has(page.file.path) ? [{ path: page.file.path, code }] : []
    })
    const bundle = await time('bundle', async () => {
      if (bundleEntries.length === 0) return { modules: new Map(), assets: new Map(), diagnostics: [], dependencies: new Map() }
      const [{ bundlePages }, { compileMdx }] = await Promise.all([import('./compile/bundle-pages.js'), import('./compile/compile-mdx.js')])
      const builtins = await builtinNames()
      return bundlePages({
        entries: bundleEntries,
        siteDir: config.siteDir,
        workDir,
        compilePartial: async (path, source) =>
          compileMdx({ display: relative(config.siteDir, path), path, source, format: path.endsWith('.md') ? 'md' : 'mdx', builtins, allowRawHtml: config.allowRawHtml })
      })
    })
    diagnostics.push(...bundle.diagnostics)

    const modules = withoutFailedPages(site, bundle.modules, diagnostics)
    // Reused routes are rendered from nothing: their file is linked from the previous output.
    const cached = new Map(pages.rendered)
    for (const route of pages.reused) cached.set(route, '')
    const rendered = await time('render', async () => (await renderModule).renderSitePages({ site, compiled, modules, assets, dates, cached, reporter }))
    const links = new Map<string, string>()
    for (const route of pages.reused) {
      const path = outputPathOf(route)
      rendered.files.delete(path)
      links.set(path, join(config.outRoot, path))
    }
    const depsOf = options.cache !== false ? await time('cache store', () => storeRenders(rendered.files, renderCache, bundle.dependencies, cache)) : new Map<string, [string, string][]>()
    for (const [path, bytes] of bundle.assets) rendered.files.set(path, bytes)
    // The pages are written (into the staging folder) while the search index is computed; the index,
    // favicon and sitemap follow, then the swap — unless a problem found meanwhile cancels it all.
    const trashDir = join(config.cacheDir, 'trash')
    let provide: (extra: { files: Map<string, string | Uint8Array>; links: Map<string, string> } | undefined) => void = () => undefined
    const later = new Promise<{ files: Map<string, string | Uint8Array>; links: Map<string, string> } | undefined>(resolve => (provide = resolve))
    let writeStart = 0
    let writing: Promise<boolean> | undefined
    if (!hasErrors(diagnostics)) {
      let queued: () => void = () => undefined
      const ready = new Promise<void>(resolve => (queued = resolve))
      writeStart = performance.now()
      writing = writeOutput({ outRoot: config.outRoot, files: new Map(rendered.files), links: new Map(links), copies: [[config.publicRoot, '.']], trashDir, later, queued }).catch((error: unknown) => {
        diagnostics.push(outputWriteError(config.outRoot, error))
        return false
      })
      await Promise.race([ready, writing])
    }
    const extra = { files: new Map<string, string | Uint8Array>(), links: new Map<string, string>() }
    let searchPaths: { key: string; paths: string[] } = { key: '', paths: [] }
    try {
      searchPaths = await time('search', async () => {
        const inputs = searchInputs(site, compiled)
        const key = sha256(version, 'search', config.basePath, JSON.stringify([...inputs]))
        // The same inputs as the previous build: its index files are still right.
        const previous = Object.entries(state?.files ?? {}).flatMap(([path, record]) => (record.key === key ? [path] : []))
        const reusable = previous.length > 0 && (await Promise.all(previous.map(path => isReusable(state, config.outRoot, path, key, fileHash)))).every(Boolean)
        if (reusable) {
          for (const path of previous) extra.links.set(path, join(config.outRoot, path))
          return { key, paths: previous }
        }
        const search = buildSearch(site, compiled, inputs)
        for (const [path, text] of search.files) extra.files.set(path, text)
        return { key, paths: [...search.files.keys()] }
      })
      const favicon = (await lazy.favicon()).productFavicon(config, publicFiles)
      if (favicon) extra.files.set('favicon.svg', favicon)
      diagnostics.push(...rendered.diagnostics)

      await time('check links', async () => {
        diagnostics.push(
          ...checkLinks({
            pages: rendered.linkSources,
            anchors: rendered.anchors,
            staticFiles: new Set([...publicFiles, ...rendered.files.keys(), ...links.keys(), ...extra.files.keys(), ...extra.links.keys()].map(path => `/${path}`)),
            basePath: config.basePath,
            pagesLevel: config.links.pages,
            anchorsLevel: config.links.anchors,
            // Pages that were not rendered (they have errors of their own) have no known headings.
            uncheckedRoutes: unrenderedRoutes(site, rendered.routes)
          })
        )
      })
      if (config.siteUrl) {
        extra.files.set('sitemap.xml', sitemap(config.siteUrl, config.basePath, rendered.routes, rendered.lastModified))
        extra.files.set('robots.txt', robots(config.siteUrl, config.basePath))
      }
    } catch (error) {
      provide(undefined)
      await writing
      throw error
    }
    if (hasErrors(diagnostics) || !writing) {
      provide(undefined)
      await writing
      return { diagnostics, timings, pages: rendered.routes.length, written: false }
    }
    provide(extra)
    const written = await writing
    timings.write = performance.now() - writeStart
    if (!written) return { diagnostics, timings, pages: rendered.routes.length, written: false }
    if (options.cache !== false && !hasErrors(diagnostics)) {
      await time('state', async () => writeBuildState(config.cacheDir, config.outRoot, version, await nextState(config.outRoot, pages, state, depsOf, searchPaths)))
    }
    timings.cacheHits = cache.hits
    timings.cacheMisses = cache.misses
    return { diagnostics, timings, pages: rendered.routes.length, outRoot: config.outRoot, written: !hasErrors(diagnostics) }
  } finally {
    stopWatching()
    await rm(workDir, { recursive: true, force: true })
    await lock.release()
  }
}
