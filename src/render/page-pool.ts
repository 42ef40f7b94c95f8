import type { CompileMdxOptions } from '../compile/compile-mdx.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { existsSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { setFlagsFromString } from 'node:v8'
import type { Worker } from 'node:worker_threads'
import { distPath } from '../package-root.js'
import { bundledWorker } from '../run-bundle.js'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import type { PageJob, PageJobResult, PageRenderer, RenderSetup } from './render-jobs.js'
import type { PageWorkerMessage, PageWorkerReply } from './page-worker.js'
import { headAt } from '../website/theme-head.js'
import { discard, pageBudgetMs, stoppedPageResult, WorkerLoad, type InFlight } from './page-watchdog.js'

/**
 * The worker as one bundled file (`scripts/build.mjs` writes it beside `page-worker.js`): Node loads
 * one file several times faster than the ~500 modules it is made of (MDX, unified, Shiki, React, the
 * templates), and every worker pays that at the start of a build. The modules when it is missing.
 */
// (Paths from the package root: the CLI's main thread may run from its one-file bundle elsewhere in dist.)
const BUNDLED_WORKER = distPath('src', 'render', 'page-worker.bundle.cjs')

import { THREAD_STACK_MB } from './thread-stack.js'

export { THREAD_STACK_MB }

/**
 * How far V8 lets a heap grow past what its last full collection kept: 1.5× here, where V8 picks up
 * to 4× when collecting is cheap. A page worker keeps ~100 MB alive but makes garbage fast (ASTs,
 * tokens, React's output), so its heap otherwise swells to ~450 MB between collections, and two
 * workers plus the main thread set a build's peak memory: a cold build of the 10,000-page shared
 * workload peaked at 1,524-1,685 MB RSS (workers' heaps ~470 MB each at the end of the compile stage),
 * 1,342 MB with this (workers ≤ 261 MB; the peak is now the main thread's search and write stages),
 * and the 1,000-page one's CPU-s did not grow (19.7/18.4 with it, 21.2/19.8 without, load ~30). (A V8 flag is process-wide: the main thread's heap follows the same rule, which also keeps
 * its end-of-build peak lower.) Set once a pool has several workers (a large compile; V8 reads the flag at
 * every collection, so threads already running follow it too): a one-page rebuild's single worker
 * leaves it unset, since there the main thread is the critical path and collected more often under it
 * (1.66 vs 1.76 CPU-s and 1.86 vs 2.24 s wall median, one page of the shared workload edited, 6
 * alternating runs, load ~5; always setting it, from the bin before any bundle loads: 2.37 vs 2.21
 * CPU-s, 5 alternating runs against the previous commit, quiet machine). The price: V8 accepts a code
 * cache only under the flags it was made with: each bundle keeps one cache per flag state
 * (run-bundle.ts), and the main thread makes its own before the flag is set. The command line may override
 * it (it is not allowed in NODE_OPTIONS).
 */
const HEAP_GROWING_FLAG = '--heap-growing-percent=50'
let heapGrowingSet = false
function boundHeapGrowing(): void {
  if (heapGrowingSet) return
  heapGrowingSet = true
  if (!process.execArgv.concat(process.env.NODE_OPTIONS ?? '').some(arg => arg.includes('heap-growing-percent'))) {
    // This thread's code cache, if it has none yet, made now: made after the flag, it would be made
    // for the flag, and the next start (without it) could not use it (run-bundle.ts).
    saveCodeCache()
    setFlagsFromString(HEAP_GROWING_FLAG)
  }
}

interface Pending {
  resolve: (result: never) => void
  reject: (error: Error) => void
}

/** `GUILDSITE_WORKERS`, when set to a whole number. */
const configuredWorkers = () => {
  const configured = Number(process.env.GUILDSITE_WORKERS)
  return Number.isInteger(configured) && configured > 0 ? configured : undefined
}

/** Number of page workers: `GUILDSITE_WORKERS`, else one per core; 1 works in-process. */
export function workerCount(): number {
  return configuredWorkers() ?? availableParallelism()
}

/**
 * Runnable threads per core (the one-minute load average) from which the machine counts as busy: a build's
 * second core would be shared with other work anyway.
 */
export const BUSY_LOAD_PER_CORE = 2

/**
 * Page workers for a large compile (a cold build): one per core but one, leaving a core to the main thread, and
 * one worker thread while the machine's cores are busy with other work (`BUSY_LOAD_PER_CORE`). The main thread
 * is a busy thread of its own in a cold build (it plans, creates the output's files and folders and counts the
 * search index while the pages come: 2–3.5 of its ~8.5 CPU-s at 1,000 pages), so a worker per core oversubscribes
 * the cores; and each worker is an isolate that loads Shiki and optimises the same code again, and splits the
 * highlighter's line memo. On a quiet 2-core machine, one worker builds the cold 1,000-page shared workload with
 * ~13 % less CPU and no longer wall (bench/RESULTS.md, "Session 21, lead"; on a loaded one "Session 19, speed" and
 * "Session 20, speed"). What a build writes does not depend on it (`tests/integration/determinism.test.ts` builds
 * with one worker and with several); `GUILDSITE_WORKERS` decides when set.
 */
export function pageWorkerCount(load = loadavg()[0] ?? 0, cores = availableParallelism()): number {
  const configured = configuredWorkers()
  if (configured !== undefined) return configured
  return cores > 1 && load >= BUSY_LOAD_PER_CORE * cores ? 1 : Math.max(1, cores - 1)
}

/**
 * Compiles and renders pages on worker threads (all cores). Results are keyed by the caller, so the
 * output does not depend on which worker finished first. Works on the current thread when running
 * from TypeScript sources (tests) or with one worker.
 */
export class PagePool {
  private workers: Worker[] = []
  // In-process work loads the compile stack and React on first use: a build that starts workers
  // never loads them on its main thread.
  private readonly local?: () => Promise<PageRenderer>
  private pending = new Map<number, Pending>()
  private nextId = 0
  /** What an in-process renderer is made with (on first use). */
  private setup?: RenderSetup
  private next = 0
  /** Per worker: what it owes, for the page budget (page-watchdog.ts). */
  private loads = new Map<Worker, WorkerLoad>()
  /** The built-in names each worker was last sent (`withoutBuiltins`). */
  private builtinsSent = new WeakMap<Worker, ReadonlySet<string>>()
  private watchdog?: NodeJS.Timeout
  private closed = false

  /**
   * `setup` undefined: the jobs only compile (a config that cannot travel to a thread renders on the
   * main one) unless `configure` gives one before the first job.
   * `thread`: one worker is a thread too (from the bundled file, which loads faster than this thread
   * would load the modules) unless `GUILDSITE_WORKERS=1` asks for everything on this thread.
   */
  constructor(size: number, setup?: RenderSetup, { thread = false } = {}) {
    const oneThread = thread && configuredWorkers() !== 1 && existsSync(BUNDLED_WORKER)
    // (From the TypeScript sources, in tests, there is no worker file to start.)
    if ((size <= 1 && !oneThread) || import.meta.url.endsWith('.ts')) {
      let renderer: Promise<PageRenderer> | undefined
      this.local = () =>
        (renderer ??= import('./render-jobs.js').then(({ PageRenderer }) => new PageRenderer(this.setup)))
      this.setup = setup
      return
    }
    this.setup = setup
    this.grow(size)
  }

  /**
   * Adds `count` workers (threads of a pool that has some). `warm`: they, and those already running,
   * start Shiki at once (a cold build's pages will need it).
   */
  grow(count: number, { warm = false } = {}): void {
    if (this.local) return
    if (this.workers.length + count > 1) boundHeapGrowing()
    for (let i = 0; i < count; i++) this.workers.push(this.spawn())
    if (warm) for (const worker of this.workers) worker.postMessage({ warm } satisfies PageWorkerMessage)
    this.watch()
  }

  /** A worker given the current setup, its answers settling the pending jobs. */
  private spawn(): Worker {
    const worker = bundledWorker(BUNDLED_WORKER, distPath('src', 'render', 'page-worker.js'), {
      resourceLimits: { stackSizeMb: THREAD_STACK_MB }
    })
    const load = new WorkerLoad()
    this.loads.set(worker, load)
    // A worker answers several jobs in one message while it has more to run (page-worker.ts).
    worker.on('message', (message: PageWorkerReply | { batch: PageWorkerReply[] }) => {
      for (const { id, result, error } of 'batch' in message ? message.batch : [message]) {
        load.settle(id)
        const pending = this.pending.get(id)
        this.pending.delete(id)
        if (error !== undefined) pending?.reject(new Error(error))
        else pending?.resolve(result as never)
      }
    })
    // A thread that dies (out of memory, a native crash) takes only its own jobs with it: they are
    // run again one at a time, and the one that kills a thread alone fails as PAGE_CRASHED.
    worker.on('error', error => this.recover(worker, error))
    worker.postMessage({ setup: this.setup } satisfies PageWorkerMessage)
    return worker
  }

  /** Checks the workers against the page budget while any has work. */
  private watch(): void {
    if (this.watchdog) return
    const budget = pageBudgetMs(this.setup?.config)
    this.watchdog = setInterval(
      () => {
        for (const worker of this.workers) if (this.loads.get(worker)?.stalled(budget)) this.recover(worker)
      },
      Math.min(1_000, Math.max(50, budget / 4))
    )
    this.watchdog.unref()
  }

  /**
   * Replaces a stalled or dead worker and runs what it owed again, one message at a time on a thread of
   * its own, so that only the page that never ends (or kills its thread) fails, and the same way
   * however many pages shared its worker.
   */
  private recover(worker: Worker, error?: Error): void {
    const at = this.workers.indexOf(worker)
    if (at < 0) return
    const owed = [...(this.loads.get(worker)?.inFlight.values() ?? [])]
    this.loads.delete(worker)
    discard(worker)
    this.workers[at] = this.spawn()
    void this.isolate(owed, error)
  }

  private async isolate(owed: InFlight[], crash?: Error): Promise<void> {
    const budget = pageBudgetMs(this.setup?.config)
    let solo: Worker | undefined
    // (The solo thread's word: whether a theme config's head was running when its page had to be stopped.)
    let headStatus: Int32Array<ArrayBufferLike> = new Int32Array(0)
    for (const { id, message } of owed) {
      const pending = this.pending.get(id)
      this.pending.delete(id)
      if (!pending || this.closed) continue
      if (!solo) {
        headStatus = new Int32Array(new SharedArrayBuffer(4))
        solo = bundledWorker(BUNDLED_WORKER, distPath('src', 'render', 'page-worker.js'), {
          resourceLimits: { stackSizeMb: THREAD_STACK_MB },
          workerData: { headStatus: headStatus.buffer }
        })
      }
      solo.postMessage({ setup: this.setup } satisfies PageWorkerMessage)
      const thread = solo
      const outcome = await new Promise<{
        result?: never
        error?: string
        stopped?: 'timeout' | 'crash'
        detail?: string
      }>(resolve => {
        const timer = setTimeout(() => resolve({ stopped: 'timeout' }), budget)
        thread.once('message', (reply: { result?: never; error?: string }) => {
          clearTimeout(timer)
          resolve(reply)
        })
        thread.once('error', (error: Error) => {
          clearTimeout(timer)
          resolve({ stopped: 'crash', detail: error.message })
        })
        thread.postMessage(message)
      })
      if (outcome.stopped) {
        const status = Atomics.load(headStatus, 0)
        const key = status === 2 ? 'main' : status === 1 ? 'head' : undefined
        discard(thread)
        solo = undefined
        if ('job' in message)
          pending.resolve(
            stoppedPageResult(message.job, outcome.stopped, budget, outcome.detail ?? crash?.message, {
              head: key && this.setup ? headAt(this.setup, key) : undefined,
              ...(key && { key })
            }) as never
          )
        else if ('partial' in message)
          pending.reject(new Error(`${message.partial.display} could not be compiled (${outcome.stopped})`))
        else pending.reject(new Error(`The error pages could not be rendered (${outcome.stopped})`))
      } else if (outcome.error !== undefined) pending.reject(new Error(outcome.error))
      else pending.resolve(outcome.result!)
      thread.removeAllListeners('message')
      thread.removeAllListeners('error')
    }
    if (solo) discard(solo)
  }

  /** Gives the workers (started early) what rendering needs. */
  configure(setup: RenderSetup | undefined): void {
    this.setup = setup
    for (const worker of this.workers) worker.postMessage({ setup } satisfies PageWorkerMessage)
  }

  get size(): number {
    return Math.max(1, this.workers.length)
  }

  run(job: PageJob): Promise<PageJobResult> {
    if (this.local) return this.local().then(renderer => renderer.run(job))
    return this.send({ id: this.nextId++, job })
  }

  /** The error pages of `locale` (`404.html`, `500.html`) as UTF-8; needs the render setup. */
  errorPages(locale: string): Promise<[string, Uint8Array][]> {
    if (this.local) return this.local().then(renderer => renderer.errorPages(locale))
    return this.send({ id: this.nextId++, errorPages: locale })
  }

  /**
   * Compiles a partial (an MDX file a page imports) to its module code, for the bundle stage, on a
   * worker: its compile stack is loaded there already (with V8's code cache), where this thread would
   * load unified, remark and Shiki as ES modules for one file (~0.35 CPU-s). In-process without threads.
   */
  compilePartial(options: CompileMdxOptions): Promise<{ code?: string; diagnostics: Diagnostic[] }> {
    if (this.local) return import('../compile/compile-mdx.js').then(({ compileMdx }) => compileMdx(options))
    return this.send({ id: this.nextId++, partial: options })
  }

  /** Sends to the worker that owes the fewest answers (the first of them, in turn, when they are even). */
  private send<T>(message: InFlight['message']): Promise<T> {
    let worker = this.workers[this.next++ % this.workers.length]!
    for (const other of this.workers) if (this.owed(other) < this.owed(worker)) worker = other
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (result: never) => void, reject })
      this.loads.get(worker)?.add({ id: message.id, message })
      worker.postMessage(this.withoutBuiltins(worker, message))
    })
  }

  /**
   * A job's built-in component names (a `Set` of 81, ~860 bytes a job: 0.86 MB of the job messages of a cold
   * 1,000-page build, cloned on both threads) go to each worker once: a later job with the same
   * set says so instead (`sameBuiltins`). What the pool keeps to run again (`isolate`) is whole.
   */
  private withoutBuiltins(worker: Worker, message: InFlight['message']): PageWorkerMessage {
    const builtins = 'job' in message ? message.job.compile?.builtins : undefined
    if (!builtins || !('job' in message)) return message
    if (this.builtinsSent.get(worker) !== builtins) {
      this.builtinsSent.set(worker, builtins)
      return message
    }
    const { builtins: _sent, ...compile } = message.job.compile!
    return { ...message, job: { ...message.job, compile: compile as typeof message.job.compile }, sameBuiltins: true }
  }

  private owed(worker: Worker): number {
    return this.loads.get(worker)?.inFlight.size ?? 0
  }

  /**
   * Stops the workers. They stop keeping the process alive at once; the promise settles once they have
   * stopped, which a build does not wait for (tearing a worker's heap down took ~40–80 ms of a one-page
   * build's wall time).
   */
  close(): Promise<void> {
    const workers = this.workers
    this.workers = []
    this.closed = true
    clearInterval(this.watchdog)
    for (const worker of workers) worker.unref()
    return Promise.all(workers.map(worker => worker.terminate())).then(
      () => undefined,
      () => undefined
    )
  }
}
