import { fileURLToPath } from 'node:url'
import type { Worker } from 'node:worker_threads'
import { THREAD_STACK_MB } from '../render/page-pool.js'
import { bundledWorker } from '../run-bundle.js'
import type { CompiledMdx, CompileMdxOptions } from '../compile/compile-mdx.js'
import type { CompileRequest } from './compile-worker.js'
import { trace, traceOrigin } from './start-trace.js'

/**
 * The worker as one bundled file (`scripts/build.mjs` writes it beside `compile-worker.js`): it loads
 * in a fraction of the time of its ~400 modules. The modules themselves when it is missing.
 */
export const BUNDLED_WORKER = new URL('./compile-worker.bundle.cjs', import.meta.url)

/**
 * Languages whose grammars the worker loads before the first page asks (docs use them most). Like the
 * early `start`, it buys wall time, not CPU (the shared workload's first page: 3.0–3.4 CPU-s with or
 * without either): in a traced start of the shared workload at load 25 (`GUILDSITE_DEV_TRACE=1`) the
 * worker was spawned, running and warm 24.1 s after the start, the site loaded at 31.3 s — its 21.8 s
 * of start-up at that load all off the first page's path (served at 39.7 s).
 */
const WARM_LANGUAGES = ['ts', 'bash', 'json']

/**
 * MDX compiles of the dev server, on a worker thread: the second core loads the compile stack and
 * Shiki while the main thread loads the site, and later compiles (a save, the search index) never
 * hold up requests. One worker: the dev server compiles a page or two at a time.
 */
export class CompilePool {
  private worker?: Worker
  private next = 0
  private waiting = new Map<number, { resolve: (result: CompiledMdx) => void; reject: (error: Error) => void }>()

  /** `name` labels the worker's trace lines (`GUILDSITE_DEV_TRACE`). */
  constructor(private name = 'worker') {}

  /** Starts the worker now (so that it warms up), rather than on the first compile (see `WARM_LANGUAGES`). */
  start(): this {
    this.spawn()
    return this
  }

  /** Compiles on the worker; without `builtins`, with the built-in components of `templates/mdx-provider`. */
  compile(options: Omit<CompileMdxOptions, 'builtins'> & { builtins?: ReadonlySet<string> }): Promise<CompiledMdx> {
    const worker = this.spawn()
    const id = this.next++
    const { builtins, ...rest } = options
    const request: CompileRequest = { id, options: { ...rest, ...(builtins && { builtins: [...builtins] }) } }
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage(request)
    })
  }

  private spawn(): Worker {
    if (this.worker) return this.worker
    const worker = bundledWorker(fileURLToPath(BUNDLED_WORKER), new URL('./compile-worker.js', import.meta.url), {
      workerData: { warmLanguages: WARM_LANGUAGES, traceOrigin, name: this.name },
      resourceLimits: { stackSizeMb: THREAD_STACK_MB }
    })
    trace(`compile ${this.name} spawned`)
    // Never what keeps the process alive: the server and the watcher decide that.
    worker.unref()
    worker.on('message', ({ id, result, error }: { id: number; result?: CompiledMdx; error?: string }) => {
      const waiter = this.waiting.get(id)
      this.waiting.delete(id)
      if (error !== undefined) waiter?.reject(new Error(error))
      else waiter?.resolve(result!)
    })
    // A crashed worker fails what it had and is replaced on the next compile.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined
      for (const waiter of this.waiting.values()) waiter.reject(error)
      this.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', code => fail(new Error(`The compile worker stopped (exit code ${code})`)))
    this.worker = worker
    return worker
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }
}

/** The dev server's pool: the pages it serves. */
export const compilePool = new CompilePool()

/**
 * The search index's background compiles (`dev-search.ts`), on a worker of their own, started with
 * the first of them: a page that is saved or opened never waits in the other's queue behind a page
 * compiled for the index (a compile takes 15–25 ms of CPU, several times that on a busy machine; on the
 * shared workload, save → painted 123 → 65 and 101 → 91 ms medians with `prepare` and the article
 * patch, where a save found the shared worker busy with the index: `npm run bench:dev`).
 */
export const backgroundPool = new CompilePool('background worker')
