import type { Site } from '../content/load-site.js'
import { siteTravels } from '../content/site-travels.js'
import type { ClientAssets } from '../output/client-assets.js'
import { ANSWERS_PER_MESSAGE } from '../render/answers-per-message.js'
import { assetUrlsOf } from '../render/asset-urls.js'
import { PagePool, pageWorkerCount } from '../render/page-pool.js'
import type { PageJob, PageJobResult, RenderSetup } from '../render/render-jobs.js'
import type { BuildReporter } from '../shared/build-reporter.js'
import { inAnyOrder } from '../shared/stage-hooks.js'

// The workers of the compile + render stage (compile-render.ts decides what they do).

/**
 * Below this many pages to compile or render, worker start-up costs more than it saves: a one-page
 * build of the shared workload costs 2.8 CPU-s with one worker, 3.3 with a full pool (median of 5
 * alternating runs each, load 18–27).
 */
export const MIN_PAGES_FOR_WORKERS = 48

/** The render setup as plain data, or undefined when the config holds something a thread cannot receive. */
function renderSetup(site: Site, assets: ClientAssets, dates: Map<string, string>): RenderSetup | undefined {
  const { config } = site
  // Only the config and the metas (loaded from modules) can hold what a thread cannot receive.
  if (!siteTravels(site)) return undefined
  return {
    config,
    pageMaps: [...site.pageMaps],
    assetUrls: assetUrlsOf(site.config, assets),
    dates: [...dates],
    ...(site.nextra && { nextra: site.nextra })
  }
}

/**
 * The page workers of one build, made on first use: one thread for a few pages, as many as
 * there are cores for many (MIN_PAGES_FOR_WORKERS); the render setup is made once, with them.
 */
export class PageJobs {
  private pool?: PagePool
  private sent = 0
  private done = 0
  private withoutJob?: number

  constructor(
    private readonly input: {
      site: Site
      assets: ClientAssets
      dates: Map<string, string>
      earlyPool?: PagePool
      reporter?: BuildReporter
      total: number
    }
  ) {}

  private open(more: number): PagePool {
    const { earlyPool } = this.input
    this.sent += more
    const many = this.sent >= MIN_PAGES_FOR_WORKERS
    const workers = many ? pageWorkerCount() : 1
    if (this.pool) {
      if (this.pool.size < workers) this.pool.grow(workers - this.pool.size)
      return this.pool
    }
    const setup = this.setup()
    // Several workers (each loading unified, MDX, Shiki and React) only pay off for many pages; an
    // incremental build with a few edits uses one, which loads all that as one bundled file with V8's
    // code cache: the modules would cost this thread ~1.1 CPU-s to load (compile stack and renderer, as
    // ES modules), and a one-page build of the shared workload costs 2.8 CPU-s in all.
    if (earlyPool && earlyPool.size < workers) earlyPool.grow(workers - earlyPool.size)
    this.pool = earlyPool ?? new PagePool(workers, setup, { thread: true })
    earlyPool?.configure(setup)
    return this.pool
  }

  /** Runs `jobs`, telling `finished` of each. */
  start(jobs: PageJob[], finished: (job: PageJob, result: PageJobResult) => void): Promise<void> {
    const pool = this.open(jobs.length)
    const queue = inAnyOrder([...jobs], 'jobs')
    // A few pages in flight per worker keeps every core busy while messages travel (wall time, not
    // CPU: cold builds of the shared workload cost 22.4–26.9 CPU-s with 4 a worker, 24.3–25.3 with
    // 1; the wall times, 194–394 s at load 30–41, were noise). Twice what a worker answers at a time
    // (page-worker.ts `ANSWERS_PER_MESSAGE`): it has as many more to run meanwhile.
    const lane = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        finished(job, await pool.run(job))
        this.done++
        this.report()
      }
    }
    const lanes = Promise.all(Array.from({ length: pool.size * 2 * ANSWERS_PER_MESSAGE }, lane)).then(() => undefined)
    lanes.catch(() => undefined) // awaited by the caller
    return lanes
  }

  /** The pages that need no job (known once every route's reuse is checked): progress counts them done. */
  expect(withoutJob: number): void {
    this.withoutJob = withoutJob
    this.report()
  }

  private report(): void {
    if (this.withoutJob !== undefined)
      this.input.reporter?.progress('compile', this.withoutJob + this.done, this.input.total)
  }

  /** The default locale's error pages rendered on the workers, or undefined when the setup cannot travel there. */
  errorPages(locale: string): Promise<[string, Uint8Array][]> | undefined {
    return this.setup() ? this.open(0).errorPages(locale) : undefined
  }

  private made = false
  private madeSetup?: RenderSetup
  private setup(): RenderSetup | undefined {
    if (!this.made) {
      this.made = true
      this.madeSetup = renderSetup(this.input.site, this.input.assets, this.input.dates)
    }
    return this.madeSetup
  }

  /**
   * The workers, left running for the caller (who closes them), when there are any: the bundle stage
   * compiles a site's partials on them. `close()` then leaves them be.
   */
  keep(): PagePool | undefined {
    this.kept = this.pool ?? this.input.earlyPool
    return this.kept
  }

  private kept?: PagePool

  close(): void {
    if (this.pool && this.pool !== this.input.earlyPool && this.pool !== this.kept) void this.pool.close()
  }
}
