import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { BUILTIN_COMPONENTS } from '../templates/mdx-provider.js'
import { checkLinks } from './check/check-links.js'
import { bundlePages } from './compile/bundle-pages.js'
import { compileMdx, type CompiledMdx, type CompileMdxOptions } from './compile/compile-mdx.js'
import { CompilePool } from './compile/compile-pool.js'
import type { LoadConfigOptions } from './config/load-config.js'
import { loadSite, type Site } from './content/load-site.js'
import type { PageSource } from './content/types.js'
import { BuildCache, sha256 } from './output/build-cache.js'
import { clientAssets } from './output/client-assets.js'
import { codeVersion } from './output/code-version.js'
import { lookupRenders, storeRenders } from './output/render-cache.js'
import { gitDates } from './output/git-dates.js'
import { badgePackages, resolveNpmVersions } from './output/npm-versions.js'
import { listPublicFiles } from './output/public-files.js'
import { robots, sitemap } from './output/sitemap.js'
import { outputWriteError } from './output/build-lock.js'
import { onInterrupt } from './output/interrupt.js'
import { prepareOutput } from './output/prepare-output.js'
import { testPause } from './output/test-pause.js'
import { writeOutput } from './output/write-output.js'
import { renderSitePages } from './render/render-site.js'
import { unrenderedRoutes, withoutFailedPages } from './render/without-failed-pages.js'
import { productFavicon } from './render/product-favicon.js'
import { buildSearch } from './search/build-search.js'
import { hasErrors, type Diagnostic } from './shared/diagnostics.js'

/** Below this many pages to compile, worker start-up costs more than it saves. */
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

/** Compiles every page file once (locales that fall back share it); cached by content and options. */
async function compilePages(site: Site, cache: BuildCache, version: string, keys: Map<string, string>, reporter?: BuildReporter): Promise<Map<string, CompiledMdx>> {
  const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
  const builtinList = [...builtins].sort().join(',')
  const compiled = new Map<string, CompiledMdx>()
  // Only files that are routes somewhere (`_app.mdx` and other private files are never compiled).
  const routed = new Set([...site.pageMaps.values()].flatMap(map => map.pages.map(page => page.rel)))
  const pages = site.pages.filter(page => routed.has(page.file.rel))
  const misses: { page: PageSource; options: CompileMdxOptions; key: string }[] = []
  await Promise.all(
    pages.map(async page => {
      const options = compileOptions(site, page, builtins)
      const { source, builtins: _builtins, ...rest } = options
      const key = sha256(version, 'compile', JSON.stringify(rest), builtinList, source)
      keys.set(page.file.path, key)
      const hit = await cache.get('compile', key)
      if (hit) compiled.set(page.file.path, JSON.parse(hit) as CompiledMdx)
      else misses.push({ page, options, key })
    })
  )
  // Worker start-up (loading unified, MDX and Shiki once per thread) only pays off for many pages;
  // an incremental build with a few edits compiles on this thread.
  const pool = misses.length >= MIN_PAGES_FOR_WORKERS ? new CompilePool() : new CompilePool(1)
  let done = pages.length - misses.length
  try {
    const queue = [...misses]
    // A few pages in flight per worker keeps every core busy while messages travel.
    const lane = async () => {
      for (let miss = queue.shift(); miss; miss = queue.shift()) {
        const result = await pool.compile(miss.options)
        compiled.set(miss.page.file.path, result)
        await cache.set('compile', miss.key, JSON.stringify(result))
        reporter?.progress('compile', ++done, pages.length)
      }
    }
    await Promise.all(Array.from({ length: pool.size * 4 }, lane))
  } finally {
    await pool.close()
  }
  return compiled
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
    const compileKeys = new Map<string, string>()
    const compiled = await time('compile', () => compilePages(site, cache, version, compileKeys, reporter))
    for (const result of compiled.values()) diagnostics.push(...result.diagnostics)
    const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
    const [assets, dates, publicFiles] = await time('assets', () => Promise.all([clientAssets(), gitDates(config.contentRoot), listPublicFiles(config.publicRoot)]))
    if (config.npm.registry) {
      // Opt-in network: the versions join the config, so the render cache sees them change.
      const npm = await time('npm versions', () =>
        resolveNpmVersions({ names: badgePackages(site.pages.map(page => page.source)), configured: config.npm.versions, cacheFile: join(config.cacheDir, 'npm-versions.json') })
      )
      config.npm = { ...config.npm, versions: npm.versions }
      diagnostics.push(...npm.diagnostics)
    }
    const renderCache = await time('cache lookup', () => lookupRenders(site, cache, version, compileKeys, assets, dates))
    const bundle = await time('bundle', () =>
      bundlePages({
        // Only pages with a route the cache could not serve need their module.
        entries: site.pages.flatMap(page => {
          const code = compiled.get(page.file.path)?.code
          return code && renderCache.needed.has(page.file.path) ? [{ path: page.file.path, code }] : []
        }),
        siteDir: config.siteDir,
        workDir,
        compilePartial: async (path, source) =>
          compileMdx({ display: relative(config.siteDir, path), path, source, format: path.endsWith('.md') ? 'md' : 'mdx', builtins, allowRawHtml: config.allowRawHtml })
      })
    )
    diagnostics.push(...bundle.diagnostics)

    const modules = withoutFailedPages(site, bundle.modules, diagnostics)
    const rendered = await time('render', async () => renderSitePages({ site, compiled, modules, assets, dates, cached: renderCache.hits, reporter }))
    await time('cache store', () => storeRenders(rendered.files, renderCache, bundle.dependencies, cache))
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
        await writeOutput({ outRoot: config.outRoot, files: rendered.files, copies: [[config.publicRoot, '.']] })
      } catch (error) {
        diagnostics.push(outputWriteError(config.outRoot, error))
      }
    })
    timings.cacheHits = cache.hits
    timings.cacheMisses = cache.misses
    timings.cacheHits = cache.hits
    timings.cacheMisses = cache.misses
    return { diagnostics, timings, pages: rendered.routes.length, outRoot: config.outRoot, written: !hasErrors(diagnostics) }
  } finally {
    stopWatching()
    await rm(workDir, { recursive: true, force: true })
    await lock.release()
  }
}
