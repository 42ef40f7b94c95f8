import { existsSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { LoadConfigOptions, SiteConfig } from './config/load-config.js'
import { loadSite } from './content/load-site.js'
import { loadNextEnv, nextProjectDir } from './next-env/index.js'
import { BuildCache } from './output/build-cache.js'
import { mayDrawDiagrams, withDiagramCode } from './output/client-assets.js'
import { buildStatePath, linkUnchanged, readBuildState, writeBuildState } from './output/build-state.js'
import { codeVersion } from './output/code-version.js'
import { EarlyWrites } from './output/early-writes.js'
import { onInterrupt } from './output/interrupt.js'
import { prepareOutput } from './output/prepare-output.js'
import { builtinNames } from './pipeline/builtin-names.js'
import { addBundleFacts, bundleStage } from './pipeline/bundle-stage.js'
import { compileAndRenderPages } from './pipeline/compile-render.js'
import { MIN_PAGES_FOR_WORKERS } from './pipeline/page-jobs.js'
import { nextState } from './pipeline/next-state.js'
import { claimOutputPaths } from './pipeline/output-claims.js'
import { outputFiles, renderStage } from './pipeline/render-stage.js'
import { BuildRunner } from './page-runner/index.js'
import { SearchStage, writeRecords } from './pipeline/search-stage.js'
import { siteFiles } from './pipeline/site-files.js'
import { siteInputs, startSiteInputs, type SiteInputsStart } from './pipeline/site-inputs.js'
import { stageTimer } from './pipeline/stage-timer.js'
import { startWrite, type Writing } from './pipeline/write-stage.js'
import { PagePool, pageWorkerCount, workerCount } from './render/page-pool.js'
import { hostedDiagnostics } from './search/hosted-settings.js'
import type { BuildReporter } from './shared/build-reporter.js'
import { diagnostic, hasErrors, type Diagnostic } from './shared/diagnostics.js'
import { atStage } from './shared/stage-hooks.js'

export type { BuildReporter }

export interface BuildResult {
  diagnostics: Diagnostic[]
  timings: Record<string, number>
  pages: number
  outRoot?: string
  written: boolean
}

type BuildOptions = LoadConfigOptions & { cache?: boolean; force?: boolean }

/**
 * Builds a site: DESIGN's pipeline, one timed stage after another (`--debug` prints the timings),
 * each a function of its inputs in `src/pipeline/` —
 *
 *   config → scan → page map (`loadSite`) → compile + render (`compileAndRenderPages`, on workers)
 *   → bundle → render (what the workers left) → search → check links → write (staged, swapped).
 *
 * The cache is one memo layer around the pure stages (`BuildCache`: one pack store per bucket, keys
 * `sha256(code version, stage, inputs)`): compile results and highlighted blocks are memoised; the
 * previous build's state (`build-state.ts`) says which output files are still right, and those are
 * linked, not made. Nothing is written unless every stage succeeded.
 */
export async function buildSite(options: BuildOptions, reporter?: BuildReporter): Promise<BuildResult> {
  // The Next project's `.env` files, before anything of the site is evaluated or a thread started
  // (threads copy `process.env` when they start); taken back out when the build ends.
  const env = loadNextEnv(nextProjectDir(options.siteDir))
  // Nearly every build compiles something (a page edited since the previous build, or every page):
  // one worker starts now and loads the compile stack while the site is read (~0.3 s of its own
  // start, most of a one-page build's wait otherwise). A cold build (no cache, or no previous build
  // into this output) of a large site compiles everything: the other workers start once the pages
  // are found, and all of them start Shiki.
  const early = workerCount() > 1 ? new PagePool(1, undefined, { thread: true }) : undefined
  let started: SiteInputsStart | undefined
  const onScan = (config: SiteConfig, pageFiles: number) => {
    const cold = options.cache === false || !existsSync(buildStatePath(config.cacheDir, config.outRoot))
    if (cold && pageFiles >= MIN_PAGES_FOR_WORKERS) early?.grow(pageWorkerCount() - 1, { warm: true })
    started = startSiteInputs(config, options.cache !== false)
  }
  try {
    return await buildWith(options, reporter, onScan, early, () => started)
  } finally {
    void early?.close()
    env.restore()
  }
}

async function buildWith(
  options: BuildOptions,
  reporter: BuildReporter | undefined,
  onScan: (config: SiteConfig, pageFiles: number) => void,
  earlyPool: PagePool | undefined,
  startedInputs: () => SiteInputsStart | undefined
): Promise<BuildResult> {
  // The components' names are needed once the pages are read: their module loads meanwhile.
  builtinNames().catch(() => undefined)
  // config → scan → front matter and metas → page map
  // (With the cache on, files unchanged since the previous build are stat'ed, not read: source records.)
  const { site, diagnostics, timings } = await loadSite(options, {
    onScan,
    ...(options.cache !== false && { records: codeVersion() })
  })
  const time = stageTimer(timings)
  if (!site) return { diagnostics, timings, pages: 0, written: false }
  const { config } = site
  const useCache = options.cache !== false
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
  let search: SearchStage | undefined
  let cache: BuildCache | undefined
  let runner: BuildRunner | undefined
  try {
    const version = await codeVersion()
    cache = new BuildCache(config.cacheDir, version, useCache)
    const inputs = await siteInputs(site, useCache, diagnostics, time, startedInputs())
    const failedFiles = new Set(diagnostics.filter(d => d.severity === 'error' && d.file).map(d => d.file!))
    const state = useCache ? await readBuildState(config.cacheDir, config.outRoot, version) : undefined
    // Nothing to reuse: the output is all new, and each page is written as soon as it is rendered.
    if (!state && !hasErrors(diagnostics)) early = new EarlyWrites(config.outRoot)
    search = new SearchStage(site, state, version, useCache)
    // The page runner's thread starts at the first page that needs the bundler (src/page-runner/).
    runner = new BuildRunner(site, inputs.assets, inputs.dates)

    // compile (+ render of the pages that need no bundler)
    const pages = await time('compile', () =>
      compileAndRenderPages({
        site,
        cache: cache!,
        version,
        assets: inputs.assets,
        dates: inputs.dates,
        state,
        failedFiles,
        reporter,
        earlyPool,
        early,
        onCompiled: search!.onCompiled,
        whileCompiling: search!.whileCompiling,
        onBundleNeeded: () => runner!.warm()
      })
    )
    for (const result of pages.compiled.values()) diagnostics.push(...result.diagnostics)
    diagnostics.push(...pages.diagnostics)
    // bundle → render
    const bundle = await time('bundle', () => bundleStage(site, pages, workDir)).finally(
      () => void pages.workers?.close()
    )
    diagnostics.push(...bundle.diagnostics)
    addBundleFacts(pages.compiled, bundle)
    if (mayDrawDiagrams(site.pages, pages.compiled.values())) await withDiagramCode(inputs.assets)
    const rendered = await time('render', () => renderStage(site, pages, bundle, inputs, diagnostics, reporter, runner))
    for (const path of rendered.replaced) early?.forget(path)
    const output = await outputFiles(site, pages, bundle, rendered, state, useCache, time)
    // Every output path is claimed before anything is written: a clash skips the later file.
    const claims = claimOutputPaths(config, output, inputs.publicFiles)
    diagnostics.push(...claims.diagnostics)

    // write (the pages, while the search index is computed) → search → site files and link check
    const writing: Writing | undefined = hasErrors(diagnostics)
      ? undefined
      : await startWrite(site, output, state, early, diagnostics, claims.skippedPublic)
    let searchFiles, later
    try {
      searchFiles = await time('search', () => search!.finish(pages, cache!, rendered.appPages))
      diagnostics.push(...rendered.diagnostics)
      later = await siteFiles(
        site,
        rendered,
        output,
        claims.publicFiles,
        searchFiles,
        time,
        claims.paths,
        state && { state, routes: pages.reused }
      )
      diagnostics.push(...later.diagnostics)
    } catch (error) {
      await writing?.cancel()
      throw error
    }
    // A page's text read late (an unchanged page's) that was not the recorded one fails the build.
    diagnostics.push(...(site.records?.problems ?? []))
    const pageCount = rendered.routes.length
    if (hasErrors(diagnostics) || !writing) {
      await writing?.cancel()
      return { diagnostics, timings, pages: pageCount, written: false }
    }
    const { contentKeys } = output
    for (const [path, key] of searchFiles.linked) contentKeys.set(path, key)
    const laterLinks = new Map([...searchFiles.linked.keys()].map(path => [path, join(config.outRoot, path)]))
    for (const [path, key] of later.kept) {
      contentKeys.set(path, key)
      laterLinks.set(path, join(config.outRoot, path))
    }
    if (useCache)
      for (const [path, key] of await linkUnchanged(state, config.outRoot, later.files, laterLinks))
        contentKeys.set(path, key)
    const written = await writing.finish({ files: later.files, links: laterLinks })
    timings.write = performance.now() - writing.start
    if (!written) return { diagnostics, timings, pages: pageCount, written: false }

    if (config.search.enabled && config.search.provider === 'algolia') {
      // The pages are out: records that cannot be written are a warning (sync keeps the previous ones).
      await time('hosted records', () => writeRecords(site, pages, cache!)).catch((error: unknown) =>
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
    if (useCache && !hasErrors(diagnostics)) {
      await time('state', async () => {
        const searchState = { key: searchFiles.key, paths: searchFiles.paths }
        const next = nextState(config.outRoot, pages, state, output, searchState, inputs.publicFiles, early?.stats)
        await writeBuildState(config.cacheDir, config.outRoot, version, next)
        site.records?.save()
        // The output is in place: what no page compiles to any more leaves the compile cache.
        cache!.compact('compile', pages.compileKeys.values())
        cache!.dropOtherVersions()
      })
    }
    timings.cacheHits = cache.hits
    timings.cacheMisses = cache.misses
    return { diagnostics, timings, pages: pageCount, outRoot: config.outRoot, written: !hasErrors(diagnostics) }
  } finally {
    runner?.close()
    stopWatching()
    cache?.close()
    // The search counts are kept while the output is written (what they hold is keyed by each page's
    // input, so they are right for the next build even if this one fails after all).
    await search?.keeping
    await early?.discard()
    await rm(workDir, { recursive: true, force: true })
    await lock.release()
  }
}
