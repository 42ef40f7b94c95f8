import type { Worker } from 'node:worker_threads'
import { distPath } from '../package-root.js'
import { THREAD_STACK_MB } from '../render/thread-stack.js'
import { bundledWorker } from '../run-bundle.js'
import type { PageBudgets } from './budgets.js'
import type { PageRun, RunnerPhase } from './run-page.js'
import type { RunnerJob, RunnerResult, RunnerSetup } from './runner-job.js'
import type { RunnerMessage, RunnerReply } from './runner-worker.js'
import { stoppedPage, type StopReason } from './stopped-page.js'
import { headAt } from '../website/theme-head.js'

/** The runner thread's module (dist/; the modules it imports are the ones the page modules import too). */
const RUNNER_WORKER = distPath('src', 'page-runner', 'runner-worker.js')
/**
 * The same as one bundled file, run with V8's code cache (scripts/build.mjs): the thread starts
 * without loading ~200 ES modules; the pages share its built-ins through shared-modules.ts.
 */
const RUNNER_BUNDLE = distPath('src', 'page-runner', 'runner-worker.bundle.cjs')

interface Queued {
  id: number
  job: RunnerJob
  resolve: (result: RunnerResult) => void
  reject: (error: Error) => void
}

/** A runner thread and the job it runs (one at a time: the budget is one page's). */
interface Runner {
  worker: Worker
  /** The job it runs; `started` once the thread began it (its own start-up is not the page's time). */
  current?: Queued & { started?: number; phase: RunnerPhase }
  /** Set once the thread is being ended (by the runner, or because it died): its events are ignored. */
  gone?: boolean
}

/**
 * Runs pages' own code (module evaluation, data functions, rendering) on threads of their own, each
 * page within its budgets (issue 37): a page that outlives the time budget, exhausts its thread's heap
 * or exits is stopped, its thread replaced, and it fails with an error at its file while the other
 * pages go on. The main thread only sends jobs and takes HTML: its signal handlers always run.
 *
 * Without a thread (running from the TypeScript sources, in tests, or a config a thread cannot
 * receive) the jobs run on this thread, without budgets.
 */
export class PageRunner {
  private readonly runners: Runner[] = []
  private readonly queue: Queued[] = []
  private nextId = 0
  private watchdog?: NodeJS.Timeout
  /** The jobs' runner on this thread (without threads), imported on first use: a build's main thread never loads it. */
  private local?: Promise<PageRun>
  /** Set once `close` ran. */
  closed = false

  /** Whether jobs run on threads under the budgets (otherwise on the caller's thread). */
  readonly threaded: boolean

  private readonly unref: boolean

  /**
   * `cloneable`: the setup can travel to a thread (a config from a module may hold functions).
   * `unref`: the threads do not keep the process alive (a server's runner: its sockets do).
   */
  constructor(
    private readonly setup: RunnerSetup,
    private readonly budgets: PageBudgets,
    private size: number,
    { cloneable = true, unref = false } = {}
  ) {
    this.threaded = cloneable && !import.meta.url.endsWith('.ts')
    this.unref = unref
  }

  /** Runs one page file's job; never rejects for what the page's code does (that is in the result's diagnostics). */
  run(job: RunnerJob): Promise<RunnerResult> {
    if (!this.threaded) {
      this.local ??= import('./run-page.js').then(({ PageRun }) => new PageRun(this.setup))
      return this.local.then(local => local.run(job))
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject })
      this.dispatch()
    })
  }

  /** Sets how many threads it may run (threads already running are kept). */
  resize(size: number): void {
    this.size = Math.max(1, size)
    this.dispatch()
  }

  /**
   * Starts a thread now, before any job (when it runs jobs on threads and has none): it loads React,
   * the templates and the runner while the caller does other work, and takes the first job loaded.
   */
  warm(): void {
    if (this.threaded && !this.closed && this.runners.length === 0) this.spawn()
  }

  /** Gives queued jobs to idle threads, starting threads up to the pool's size. */
  private dispatch(): void {
    if (this.closed) return
    for (const runner of this.runners) if (!runner.current && this.queue.length > 0) this.send(runner)
    while (this.queue.length > 0 && this.runners.length < this.size) this.send(this.spawn())
  }

  private send(runner: Runner): void {
    const next = this.queue.shift()!
    runner.current = { ...next, phase: 'load' }
    runner.worker.postMessage({ id: next.id, job: next.job } satisfies RunnerMessage)
    this.watch()
  }

  private spawn(): Runner {
    const worker = bundledWorker(RUNNER_BUNDLE, RUNNER_WORKER, {
      workerData: { setup: this.setup },
      // The main thread's stack depth (see THREAD_STACK_MB), and the heap budget.
      resourceLimits: { stackSizeMb: THREAD_STACK_MB, maxOldGenerationSizeMb: this.budgets.heapMb }
    })
    const runner: Runner = { worker }
    this.runners.push(runner)
    worker.on('message', (reply: RunnerReply) => {
      const current = runner.current
      if (runner.gone || !current || current.id !== reply.id) return
      if ('phase' in reply) {
        current.started ??= performance.now()
        current.phase = reply.phase
        return
      }
      runner.current = undefined
      if ('error' in reply) current.reject(new Error(reply.error))
      else current.resolve(reply.result)
      this.dispatch()
    })
    worker.on('error', (error: Error & { code?: string }) =>
      this.stop(runner, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'crash', error })
    )
    worker.on('exit', code => this.stop(runner, { kind: 'exit', code }))
    // (After the listeners: adding a 'message' listener refs the thread's port again.)
    if (this.unref) worker.unref()
    return runner
  }

  /** Checks the running jobs against the time budget while any runs. */
  private watch(): void {
    if (this.watchdog) return
    this.watchdog = setInterval(
      () => {
        const now = performance.now()
        for (const runner of this.runners) {
          const started = runner.current?.started
          if (started !== undefined && now - started > this.budgets.timeMs) this.stop(runner, { kind: 'timeout' })
        }
      },
      Math.min(1_000, Math.max(50, this.budgets.timeMs / 8))
    )
    this.watchdog.unref()
  }

  /** Ends a thread whose page broke a budget (or that died); its page fails, a new thread takes the queue. */
  private stop(runner: Runner, reason: StopReason): void {
    if (runner.gone) return
    runner.gone = true
    this.runners.splice(this.runners.indexOf(runner), 1)
    const { worker, current } = runner
    worker.removeAllListeners('message')
    worker.on('error', () => undefined)
    void worker.terminate()
    if (current)
      current.resolve(
        stoppedPage(
          current.job,
          reason,
          current.phase,
          this.budgets,
          headAt({ config: this.setup.config }, current.phase === 'main' ? 'main' : 'head')
        )
      )
    this.dispatch()
  }

  /** Ends the threads (they stop keeping the process alive at once); jobs not done are rejected. */
  close(): void {
    this.closed = true
    clearInterval(this.watchdog)
    for (const runner of [...this.runners]) {
      runner.gone = true
      runner.current?.reject(new Error('The page runner was closed'))
      runner.worker.removeAllListeners()
      runner.worker.on('error', () => undefined)
      runner.worker.unref()
      void runner.worker.terminate()
    }
    this.runners.length = 0
    for (const queued of this.queue.splice(0)) queued.reject(new Error('The page runner was closed'))
  }
}
