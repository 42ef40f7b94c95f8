import { existsSync, rmSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import {
  builtinNames,
  compileAndRenderPages,
  MIN_PAGES_FOR_WORKERS,
  nextState,
  searchSectionsOf
} from './build-pages.js'
import { redirectPages } from './website/redirect-pages.js'
import { withSiteStyles } from './website/site-styles.js'
import { checkLinks } from './check/check-links.js'
import type { CompiledMdx } from './compile/compile-mdx.js'
import type { LoadConfigOptions, SiteConfig } from './config/load-config.js'
import { loadSite, type Site } from './content/load-site.js'
import { BuildCache, sha256 } from './output/build-cache.js'
import { clientAssets } from './output/client-assets.js'
import { EarlyWrites } from './output/early-writes.js'
import { codeVersion } from './output/code-version.js'
import { dependencyHashes, fileHash, type BundleFacts } from './output/render-cache.js'
import {
  buildStatePath,
  isReusable,
  keepText,
  linkUnchanged,
  readBuildState,
  readKeptText,
  writeBuildState
} from './output/build-state.js'
import { outputPathOf } from './render/output-path.js'
import { faviconUrls } from './render/asset-urls.js'
import { gitDates } from './output/git-dates.js'
import { badgePackages, resolveNpmVersions } from './output/npm-versions.js'
import { listPublicFiles } from './output/public-files.js'
import { robots, sitemap } from './output/sitemap.js'
import { outputWriteError } from './output/build-lock.js'
import { onInterrupt } from './output/interrupt.js'
import { prepareOutput } from './output/prepare-output.js'
import { writeOutput } from './output/write-output.js'
import { PagePool, workerCount } from './render/page-pool.js'
import { sitePages } from './render/site-pages.js'
import { unrenderedRoutes, withoutFailedPages } from './render/without-failed-pages.js'
import { hostedDiagnostics } from './search/hosted-settings.js'
import { hostedRecords } from './search/hosted-records.js'
import { writeHostedRecords } from './output/hosted-records-file.js'
import { parseKeptSearch, SiteSearch, type KeptSearch } from './search/build-search.js'
import type { BuildReporter } from './shared/build-reporter.js'
import { diagnostic, hasErrors, type Diagnostic } from './shared/diagnostics.js'
import { atStage, inAnyOrder } from './shared/stage-hooks.js'
import { assetPath } from './compile/absent-modules.js'
import type { BundleResult } from './compile/bundle-pages.js'

/** Each page's dependencies for the cache: its module's files, and the files that would resolve its absent imports. */
function withAbsentFiles(bundle: BundleResult): Map<string, string[]> {
  const out = new Map(bundle.dependencies)
  for (const [path, files] of bundle.absentFiles) out.set(path, [...(out.get(path) ?? []), ...files])
  return out
}

/** A page's facts with what its bundle found: its warnings (each once) and its imported files. */
function withBundleFacts(facts: CompiledMdx, found: BundleFacts): CompiledMdx {
  const known = new Set(facts.diagnostics.map(d => JSON.stringify(d)))
  const added = found.diagnostics.filter(d => !known.has(JSON.stringify(d)))
  return {
    ...facts,
    diagnostics: [...facts.diagnostics, ...added],
    ...(found.assets.length > 0 && { bundleAssets: found.assets })
  }
}

/** Bump when what `SiteSearch.keptSearchText` writes changes shape. */
const COUNTED_SEARCH_FORMAT = 2

export type { BuildReporter }

export interface BuildResult {
  diagnostics: Diagnostic[]
  timings: Record<string, number>
  pages: number
  outRoot?: string
  written: boolean
}

/** `search.provider: 'algolia'`: the hosted records of every page, beside the site (`guildsite search sync` sends them). */
async function writeRecords(
  site: Site,
  pages: { compiled: Map<string, CompiledMdx>; withoutSearch: Set<string>; compileKeys: Map<string, string> },
  cache: BuildCache
): Promise<void> {
  const { compiled } = pages
  // A page whose search text was counted and then dropped (an empty list: memory grows with the site's
  // facts, not its bodies) gets it back from the compile cache, or compiled again.
  const lacking = site.pages
    .map(page => page.file.path)
    .filter(
      path => compiled.has(path) && (pages.withoutSearch.has(path) || !compiled.get(path)?.searchSections?.length)
    )
  for (const [path, searchSections] of await searchSectionsOf(site, lacking, pages.compileKeys, cache))
    compiled.set(path, { ...compiled.get(path)!, searchSections })
  await writeHostedRecords(site.config.siteDir, hostedRecords(site, compiled))
}

/**
 * The build pipeline, one timed stage after another: load (config, scan, metas, page map) →
 * compile → bundle → render → search → check links → write. Nothing is written unless every stage succeeded.
 */
export async function buildSite(
  options: LoadConfigOptions & { cache?: boolean; force?: boolean },
  reporter?: BuildReporter
): Promise<BuildResult> {
  // Nearly every build compiles something (a page edited since the previous build, or every page):
  // one worker starts now and loads the compile stack while the site is read (~0.3 s of its own
  // start, most of a one-page build's wait otherwise). A cold build (no cache, or no previous build
  // into this output) of a large site compiles everything: the other workers start once the pages
  // are found, and all of them start Shiki.
  const early = workerCount() > 1 ? new PagePool(1, undefined, { thread: true }) : undefined
  try {
    return await buildWith(
      options,
      reporter,
      (config, pageFiles) => {
        const cold = options.cache === false || !existsSync(buildStatePath(config.cacheDir, config.outRoot))
        if (cold && pageFiles >= MIN_PAGES_FOR_WORKERS) early?.grow(workerCount() - 1, { warm: true })
      },
      () => early
    )
  } finally {
    void early?.close()
  }
}

async function buildWith(
  options: LoadConfigOptions & { cache?: boolean; force?: boolean },
  reporter: BuildReporter | undefined,
  onScan: (config: SiteConfig, pageFiles: number) => void,
  earlyPool: () => PagePool | undefined
): Promise<BuildResult> {
  // The components' names are needed once the pages are read: their module loads meanwhile.
  builtinNames().catch(() => undefined)
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
  diagnostics.push(...hostedDiagnostics(config.search, relative(config.siteDir, config.configFile)))
  // Content errors do not stop the run here: every page is still compiled so that one run reports
  // every problem. The output folder is checked and locked first (one writer, never the sources).
  const { lock, diagnostics: outputProblems } = await prepareOutput({
    config,
    fromCli: options.outDir !== undefined,
    force: options.force
  })
  diagnostics.push(...outputProblems)
  if (!lock) return { diagnostics, timings, pages: 0, written: false }
  await atStage('scan')
  const workDir = await mkdtemp(join(tmpdir(), 'guildsite-build-')).catch(async (error: unknown) => {
    await lock.release()
    throw error
  })
  const stopWatching = onInterrupt(() => rmSync(workDir, { recursive: true, force: true }))
  let early: EarlyWrites | undefined
  // The search counts are kept while the output is written (what they hold is keyed by each page's
  // input, so they are right for the next build even if this one fails after all).
  let keepingSearch: Promise<void> | undefined
  let closeCache = () => undefined as void
  try {
    const version = await codeVersion()
    const cache = new BuildCache(config.cacheDir, version, options.cache !== false)
    closeCache = () => cache.close()
    const [assets, dates, publicFiles] = await time('assets', () =>
      Promise.all([
        clientAssets().then(assets =>
          withSiteStyles(
            assets,
            config.siteDir,
            config.contentRoot,
            diagnostics,
            options.cache !== false ? config.cacheDir : undefined
          )
        ),
        gitDates(config.contentRoot, options.cache !== false ? join(config.cacheDir, 'git-dates.json') : undefined),
        listPublicFiles(config.publicRoot)
      ])
    )
    assets.icons = faviconUrls(publicFiles, config.product !== undefined)
    if (config.latex)
      for (const [path, content] of (await import('./shared/katex-assets.js')).katexAssets())
        assets.files.set(path, content)
    if (config.npm.registry) {
      // Opt-in network: the versions join the config, so the render cache sees them change.
      const npm = await time('npm versions', () =>
        resolveNpmVersions({
          names: badgePackages(site.pages.map(page => page.source)),
          configured: config.npm.versions,
          cacheFile: join(config.cacheDir, 'npm-versions.json')
        })
      )
      config.npm = { ...config.npm, versions: npm.versions }
      diagnostics.push(...npm.diagnostics)
    }
    const failedFiles = new Set(diagnostics.filter(d => d.severity === 'error' && d.file).map(d => d.file!))
    const state = options.cache !== false ? await readBuildState(config.cacheDir, config.outRoot, version) : undefined
    // Nothing to reuse: the output is all new, and each page is written as soon as it is rendered.
    if (!state && !hasErrors(diagnostics)) early = new EarlyWrites(config.outRoot)
    // The search index counts each page's terms as it arrives (this thread waits for the workers).
    const siteSearch = new SiteSearch(site)
    const onCompiled = (rel: string, result: CompiledMdx, compileKey: string) => siteSearch.add(rel, result, compileKey)
    // How the previous build counted each page's terms (read when the index is to be made again).
    let kept: Promise<KeptSearch | undefined> | undefined
    const keptSearch = () =>
      (kept ??= state
        ? readKeptText(config.cacheDir, config.outRoot, version, 'search-terms', COUNTED_SEARCH_FORMAT).then(text =>
            text === undefined ? undefined : parseKeptSearch(text)
          )
        : Promise.resolve(undefined))
    // Some pages change: the index will be made again, and while the workers work, the pages taken
    // from the previous build go in as it counted them.
    let counting: Promise<void> | undefined
    const whileCompiling = (taken: { rel: string; facts: CompiledMdx; compileKey: string }[]) => {
      counting = keptSearch().then(previous => {
        siteSearch.use(previous)
        for (const { rel, facts, compileKey } of taken) siteSearch.addKept(rel, facts, compileKey)
      })
      counting.catch(() => undefined) // awaited (and thrown) in the search stage
    }
    const pages = await time('compile', () =>
      compileAndRenderPages({
        site,
        cache,
        version,
        assets,
        dates,
        state,
        failedFiles,
        reporter,
        earlyPool: earlyPool(),
        early,
        onCompiled,
        whileCompiling
      })
    )
    const { compiled } = pages
    for (const result of compiled.values()) diagnostics.push(...result.diagnostics)
    diagnostics.push(...pages.diagnostics)
    const bundleEntries = inAnyOrder(site.pages, 'bundle').flatMap(page => {
      // Only pages whose module imports components, partials or files need the bundler.
      const code = compiled.get(page.file.path)?.code
      return code && pages.toBundle.has(page.file.path) ? [{ path: page.file.path, code }] : []
    })
    const bundle = await time('bundle', async () => {
      if (bundleEntries.length === 0)
        return {
          modules: new Map(),
          assets: new Map(),
          diagnostics: [],
          dependencies: new Map(),
          pageDiagnostics: new Map(),
          pageAssets: new Map(),
          absentFiles: new Map()
        } satisfies BundleResult
      const [{ bundlePages }, { compileMdx }] = await Promise.all([
        import('./compile/bundle-pages.js'),
        import('./compile/compile-mdx.js')
      ])
      const builtins = await builtinNames()
      const plugins = (await import('./website/bundle-plugins.js')).websiteBundlePlugins(config)
      return bundlePages({
        plugins,
        entries: bundleEntries,
        siteDir: config.siteDir,
        workDir,
        compilePartial: async (path, source) =>
          compileMdx({
            display: relative(config.siteDir, path),
            path,
            source,
            format: path.endsWith('.md') ? 'md' : 'mdx',
            builtins,
            allowRawHtml: config.allowRawHtml
          })
      })
    })
    diagnostics.push(...bundle.diagnostics)
    // What the bundler found about a page's module (absent modules, imported files) joins its facts;
    // the next build's state keeps them, so a page linked from this output warns and writes as a
    // cold build does (the reporter merges a warning found twice).
    const bundleFacts = new Map<string, BundleFacts>(
      [...bundle.pageDiagnostics.keys()].map(path => [
        path,
        { diagnostics: bundle.pageDiagnostics.get(path)!, assets: bundle.pageAssets.get(path) ?? [] }
      ])
    )
    for (const [path, found] of bundleFacts) {
      const facts = compiled.get(path)
      if (facts) compiled.set(path, withBundleFacts(facts, found))
    }

    const modules = withoutFailedPages(site, bundle.modules, diagnostics)
    // Reused routes are rendered from nothing: their file is linked from the previous output.
    const cached = new Map(pages.rendered)
    for (const route of pages.reused) cached.set(route, '')
    const { errorPages } = pages
    const errorPagesDone = errorPages.rendered !== undefined || errorPages.reused.size === errorPages.keys.size
    if (!errorPagesDone) errorPages.reused.clear() // rendered on this thread, both
    const rendered = await time('render', () =>
      sitePages({ site, compiled, modules, assets, dates, cached, errorPagesDone, reporter })
    )
    const links = new Map<string, string>()
    for (const route of pages.reused) {
      const path = outputPathOf(route)
      rendered.files.delete(path)
      links.set(path, join(config.outRoot, path))
    }
    for (const [path, html] of errorPages.rendered ?? []) rendered.files.set(path, html)
    if (errorPages.rendered === undefined)
      for (const path of errorPages.reused) links.set(path, join(config.outRoot, path))
    const depsOf =
      options.cache !== false
        ? await time('dependencies', () => dependencyHashes(rendered.files, pages.renderKeys, withAbsentFiles(bundle)))
        : new Map<string, [string, string][]>()
    for (const [path, bytes] of bundle.assets) rendered.files.set(path, bytes)
    // Files imported by pages taken from the previous build (not bundled this time).
    for (const facts of compiled.values()) {
      for (const [path, source] of facts.bundleAssets ?? []) {
        if (rendered.files.has(path)) continue
        const bytes = await readFile(source).catch(() => undefined)
        if (bytes && assetPath(source, bytes) === path) rendered.files.set(path, bytes)
      }
    }
    // Files that are nothing but their content (assets, the navigation file): unchanged ones are linked.
    const keyed = new Set([...[...pages.renderKeys.keys()].map(outputPathOf), ...errorPages.keys.keys()])
    const contentKeys =
      options.cache !== false
        ? await linkUnchanged(state, config.outRoot, rendered.files, links, path => !keyed.has(path))
        : new Map<string, string>()
    // The pages are written (into the staging folder) while the search index is computed; the index,
    // favicon and sitemap follow, then the swap — unless a problem found meanwhile cancels it all.
    const trashDir = join(config.cacheDir, 'trash')
    let provide: (
      extra: { files: Map<string, string | Uint8Array>; links: Map<string, string> } | undefined
    ) => void = () => undefined
    const later = new Promise<{ files: Map<string, string | Uint8Array>; links: Map<string, string> } | undefined>(
      resolve => (provide = resolve)
    )
    let writeStart = 0
    let writing: Promise<boolean> | undefined
    if (!hasErrors(diagnostics)) {
      let queued: () => void = () => undefined
      const ready = new Promise<void>(resolve => (queued = resolve))
      writeStart = performance.now()
      // Mostly unchanged pages (a few edited): the output folder is updated in place.
      const inPlace = links.size > rendered.files.size
      writing = writeOutput({
        outRoot: config.outRoot,
        files: rendered.files,
        links,
        copies: [[config.publicRoot, '.']],
        trashDir,
        later,
        queued,
        inPlace,
        previous: [...Object.keys(state?.files ?? {}), ...(state?.public ?? [])],
        early
      }).catch((error: unknown) => {
        diagnostics.push(outputWriteError(config.outRoot, error))
        return false
      })
      await Promise.race([ready, writing])
    }
    const extra = { files: new Map<string, string | Uint8Array>(), links: new Map<string, string>() }
    let searchPaths: { key: string; paths: string[] } = { key: '', paths: [] }
    try {
      searchPaths = await time('search', async () => {
        const key = sha256(version, 'search', siteSearch.inputKey(compiled, pages.compileKeys))
        // The same inputs as the previous build: its index files are still right.
        const previous = state?.search?.key === key ? state.search.paths : []
        const recordKey = (path: string) => state?.files[path]?.key ?? ''
        const reusable =
          previous.length > 0 &&
          (
            await Promise.all(previous.map(path => isReusable(state, config.outRoot, path, recordKey(path), fileHash)))
          ).every(Boolean)
        if (reusable) {
          for (const path of previous) {
            extra.links.set(path, join(config.outRoot, path))
            contentKeys.set(path, recordKey(path))
          }
          return { key, paths: previous }
        }
        await counting
        siteSearch.use(await keptSearch())
        // Pages taken from the previous build that it did not count as they are now need their sections.
        const uncounted = siteSearch.uncounted(pages.withoutSearch, compiled, pages.compileKeys)
        for (const [path, searchSections] of await searchSectionsOf(site, uncounted, pages.compileKeys, cache))
          compiled.set(path, { ...compiled.get(path)!, searchSections })
        const search = siteSearch.finish(compiled, pages.compileKeys)
        if (options.cache !== false)
          keepingSearch = keepText(
            config.cacheDir,
            config.outRoot,
            version,
            'search-terms',
            COUNTED_SEARCH_FORMAT,
            siteSearch.keptSearchText()
          )
        for (const [path, text] of search.files) extra.files.set(path, text)
        return { key, paths: [...search.files.keys()] }
      })
      // (React's server renderer loads only for it.)
      const favicon =
        config.product && !publicFiles.includes('favicon.svg')
          ? (await import('./render/product-favicon.js')).productFavicon(config, publicFiles)
          : undefined
      if (favicon) extra.files.set('favicon.svg', favicon)
      diagnostics.push(...rendered.diagnostics)
      // Redirect pages (Next's `redirects`; the root of a site whose pages live under contentDirBasePath).
      const redirects = redirectPages({
        redirects: config.redirects,
        routes: new Set(site.pageMaps.get(config.i18n.defaultLocale)?.pages.map(page => page.route)),
        basePath: config.basePath,
        siteUrl: config.siteUrl,
        contentDirBasePath: config.contentDirBasePath,
        file: relative(config.siteDir, config.configFile)
      })
      diagnostics.push(...redirects.diagnostics)
      for (const [path, html] of redirects.files)
        if (!rendered.files.has(path) && !links.has(path)) extra.files.set(path, html)

      await time('check links', async () => {
        diagnostics.push(
          ...checkLinks({
            pages: rendered.linkSources,
            anchors: rendered.anchors,
            staticFiles: new Set(
              [
                ...publicFiles,
                ...rendered.files.keys(),
                ...links.keys(),
                ...extra.files.keys(),
                ...extra.links.keys()
              ].map(path => `/${path}`)
            ),
            basePath: config.basePath,
            pagesLevel: config.links.pages,
            anchorsLevel: config.links.anchors,
            // Pages that were not rendered (they have errors of their own) have no known headings.
            uncheckedRoutes: unrenderedRoutes(site, rendered.routes)
          })
        )
      })
      if (config.llms) {
        const { llmsFiles } = await import('./output/llms.js')
        for (const [path, text] of llmsFiles({
          config,
          pageMaps: site.pageMaps,
          pages: site.pages,
          routes: rendered.routes
        }))
          extra.files.set(path, text)
      }
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
    if (options.cache !== false)
      for (const [path, key] of await linkUnchanged(state, config.outRoot, extra.files, extra.links))
        contentKeys.set(path, key)
    provide(extra)
    const written = await writing
    timings.write = performance.now() - writeStart
    if (!written) return { diagnostics, timings, pages: rendered.routes.length, written: false }
    if (config.search.enabled && config.search.provider === 'algolia') {
      // The pages are out: records that cannot be written are a warning (sync keeps the previous ones).
      await time('hosted records', () => writeRecords(site, pages, cache)).catch((error: unknown) =>
        diagnostics.push(
          diagnostic(
            'OUTPUT_WRITE',
            `Cannot write the hosted search records: ${(error as Error).message}`,
            {},
            {
              severity: 'warning',
              hint: 'Check the permissions of the site folder; guildsite search sync sends the records of the last build that wrote them.'
            }
          )
        )
      )
    }
    if (options.cache !== false && !hasErrors(diagnostics)) {
      await time('state', async () => {
        await writeBuildState(
          config.cacheDir,
          config.outRoot,
          version,
          nextState(config.outRoot, pages, state, depsOf, searchPaths, contentKeys, publicFiles)
        )
        // The output is in place: what no page compiles to any more leaves the compile cache.
        cache.compact('compile', pages.compileKeys.values())
      })
    }
    timings.cacheHits = cache.hits
    timings.cacheMisses = cache.misses
    return {
      diagnostics,
      timings,
      pages: rendered.routes.length,
      outRoot: config.outRoot,
      written: !hasErrors(diagnostics)
    }
  } finally {
    stopWatching()
    closeCache()
    await keepingSearch
    await early?.discard()
    await rm(workDir, { recursive: true, force: true })
    await lock.release()
  }
}
