import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import { builtinAliases } from '../content/evaluate-modules.js'
import { siteTravels } from '../content/site-travels.js'
import type { ClientAssets } from '../output/client-assets.js'
import { workerCount } from '../render/page-pool.js'
import { assetUrlsOf } from '../render/asset-urls.js'
import { isDynamicRoute } from '../render/dynamic-routes.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { pageBudgets } from './budgets.js'
import { PageRunner } from './page-runner.js'
import type { RunnerJob, RunnerSetup } from './runner-job.js'

export { PageRunner } from './page-runner.js'
export { pageBudgets, type PageBudgets } from './budgets.js'
export type { RunnerJob, RunnerResult, RunnerSetup } from './runner-job.js'

// The page runner (issue 37): the one place where a page's own code runs — its bundled module's
// evaluation, its data functions and its rendering — on threads of their own, under a time and a heap
// budget. The pipeline calls `runPages` with the bundle's module files; the dev server runs one page
// at a time through a `PageRunner` of its own (`runnerFor`).

export interface RunPagesInput {
  site: Site
  compiled: Map<string, CompiledMdx>
  /** Page path → its bundled module file (`BundleResult.outFiles`). */
  outFiles: Map<string, string>
  /** Routes whose HTML is made already (rendered on the compile workers, or reused): not run again. */
  done: ReadonlySet<string>
  assets: ClientAssets
  dates: Map<string, string>
  /** The build's runner, when it made one before the render stage (its thread may be loaded already). */
  runner?: BuildRunner
  /** Render these locales' error pages too, with the root layout's navbar element (`RunnerJob.errorPages`). */
  errorPages?: string[]
}

export interface RunPagesResult {
  /** Route → HTML of the routes rendered. */
  html: Map<string, Uint8Array>
  /** Dynamic route file (page path) → its pages: route → HTML, in route order. */
  dynamic: Map<string, [string, Uint8Array][]>
  /** Route → ids of headings its data added (link-check anchors). */
  anchors: Map<string, string[]>
  /** Page path → the files its code read while it ran (cache dependencies, as its imports are). */
  reads: Map<string, string[]>
  /** Output path → HTML of the error pages asked for (`errorPages`), when the layout gave the navbar an element. */
  errorPages?: Map<string, Uint8Array>
  diagnostics: Diagnostic[]
}

/** What a runner needs of the site: plain data, and whether it can travel to a thread. */
export function runnerSetup(
  site: Site,
  assets: ClientAssets,
  dates: Map<string, string>
): { setup: RunnerSetup; cloneable: boolean } {
  const { config } = site
  const setup: RunnerSetup = {
    config,
    pageMaps: [...site.pageMaps],
    assetUrls: assetUrlsOf(config, assets),
    dates: [...dates],
    siteDir: config.siteDir,
    dynamicModule: builtinAliases()['next/dynamic'],
    ...(site.nextra && { nextra: site.nextra })
  }
  return { setup, cloneable: siteTravels(site) }
}

/** A runner for the site, with the site's budgets; `size` threads at most. */
export function runnerFor(
  site: Site,
  assets: ClientAssets,
  dates: Map<string, string>,
  size = workerCount()
): PageRunner {
  const { setup, cloneable } = runnerSetup(site, assets, dates)
  return new PageRunner(setup, pageBudgets(site.config), size, { cloneable })
}

/**
 * The build's page runner, made once the site's inputs are known (before the compile stage): the
 * compile stage calls `warm` at the first page that needs the bundler, and the runner's first thread
 * then loads React, the templates and the runner's code while the other pages compile and the bundle
 * is made, rather than after it (`runPages` takes it). Never warmed, it starts nothing; the build
 * closes it whatever happens.
 */
export class BuildRunner {
  private runner?: PageRunner

  constructor(
    private readonly site: Site,
    private readonly assets: ClientAssets,
    private readonly dates: Map<string, string>
  ) {}

  warm(): void {
    this.runner ??= runnerFor(this.site, this.assets, this.dates, 1)
    this.runner.warm()
  }

  /** The runner for `files` page files: as many threads as `runPages` gives them. */
  take(files: number): PageRunner {
    const size = threadsFor(files)
    if (!this.runner) return (this.runner = runnerFor(this.site, this.assets, this.dates, size))
    this.runner.resize(size)
    return this.runner
  }

  close(): void {
    this.runner?.close()
  }
}

/**
 * Threads for `files` page files: a thread costs ~0.1 CPU-s to start (React, the templates, the
 * page's modules), a bundled page a few ms to tens of ms to render: one per 32 page files (the
 * example site and feTS: one), as many as cores at most.
 */
const threadsFor = (files: number) => Math.min(workerCount(), Math.ceil(files / 32))

/**
 * Runs every bundled page of the build in the runner: one job per page file (its routes in every
 * locale, and a dynamic route file's `getStaticPaths` pages), as many threads as cores.
 */
export async function runPages(input: RunPagesInput): Promise<RunPagesResult> {
  const { site, compiled, outFiles, done } = input
  const result: RunPagesResult = {
    html: new Map(),
    dynamic: new Map(),
    anchors: new Map(),
    reads: new Map(),
    diagnostics: []
  }
  const jobs = new Map<string, RunnerJob>()
  const sources = new Map(site.pages.map(page => [page.file.rel, page]))
  const byPath = new Map(site.pages.map(page => [page.file.path, page]))
  const jobOf = (path: string): RunnerJob | undefined => {
    let job = jobs.get(path)
    const moduleFile = outFiles.get(path)
    const facts = compiled.get(path)
    const source = byPath.get(path)
    if (!job && moduleFile && facts && source) {
      const { code: _code, staticContent: _content, ...rest } = facts
      jobs.set(path, (job = { source, compiled: rest, moduleFile, routes: [] }))
    }
    return job
  }
  for (const [locale, pageMap] of site.pageMaps)
    for (const node of pageMap.pages) {
      const source = sources.get(node.rel)
      if (source && !done.has(node.route)) jobOf(source.file.path)?.routes.push([locale, node.route])
    }
  const defaultLocale = site.config.i18n.defaultLocale
  for (const source of site.pages)
    if ((isDynamicRoute(source) || source.app) && site.pageMaps.has(defaultLocale)) {
      const job = jobOf(source.file.path)
      if (job) job.dynamicLocale = defaultLocale
    }
  const work = [...jobs.values()].filter(job => job.routes.length > 0 || job.dynamicLocale !== undefined)
  if (work.length === 0) return result
  // (The error pages with the root layout's navbar element, from one page's module: each exports the layout.)
  if (input.errorPages?.length) work[0] = { ...work[0], errorPages: input.errorPages }
  const runner = input.runner?.take(work.length) ?? runnerFor(site, input.assets, input.dates, threadsFor(work.length))
  try {
    await inFolder(site.config.siteDir, () =>
      Promise.all(
        work.map(async job => {
          const done = await runner.run(job)
          for (const [route, html] of done.html) {
            result.html.set(route, html)
            if (done.anchors.length > 0) result.anchors.set(route, done.anchors)
          }
          if (job.dynamicLocale !== undefined) result.dynamic.set(job.source.file.path, done.dynamic)
          if (done.reads) result.reads.set(job.source.file.path, done.reads)
          if (done.errorPages) result.errorPages = new Map(done.errorPages)
          result.diagnostics.push(...done.diagnostics)
        })
      )
    )
  } finally {
    runner.close()
  }
  return result
}

/**
 * Runs `run` with `folder` as the process's working directory: pages' data functions read files
 * relative to it, as under `next build`, and a runner thread cannot change it itself.
 */
async function inFolder<T>(folder: string, run: () => Promise<T>): Promise<T> {
  const previous = process.cwd()
  if (folder === previous) return run()
  try {
    process.chdir(folder)
  } catch {
    return run()
  }
  try {
    return await run()
  } finally {
    process.chdir(previous)
  }
}
