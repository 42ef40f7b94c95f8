import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PageJob, PageJobResult, PageRenderer, RenderSetup } from './render-jobs.js'
import type { PageWorkerMessage } from './page-worker.js'

/**
 * The worker as one bundled file (`scripts/build.mjs` writes it beside `page-worker.js`): Node loads
 * one module several times faster than the ~500 it is made of (MDX, unified, Shiki, React, the
 * templates), and every worker pays that at the start of a build. The modules when it is missing.
 */
const BUNDLED_WORKER = new URL('./page-worker.bundle.js', import.meta.url)
const workerUrl = () => (existsSync(fileURLToPath(BUNDLED_WORKER)) ? BUNDLED_WORKER : new URL('./page-worker.js', import.meta.url))

interface Pending {
  resolve: (result: PageJobResult) => void
  reject: (error: Error) => void
}

/** Number of page workers: `GUILDSITE_WORKERS`, else one per core; 1 works in-process. */
export function workerCount(): number {
  const configured = Number(process.env.GUILDSITE_WORKERS)
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism()
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
  private readonly local?: Promise<PageRenderer>
  private pending = new Map<number, Pending>()
  private nextId = 0
  private next = 0

  /**
   * `setup` undefined: the jobs only compile (a config that cannot travel to a thread renders on the
   * main one) unless `configure` gives one before the first job. `warm`: start Shiki at once.
   */
  constructor(size: number, setup?: RenderSetup, { warm = false } = {}) {
    if (size <= 1 || !import.meta.url.endsWith('.js')) {
      this.local = import('./render-jobs.js').then(({ PageRenderer }) => new PageRenderer(setup))
      return
    }
    for (let i = 0; i < size; i++) {
      const worker = new Worker(fileURLToPath(workerUrl()), { workerData: { warm } })
      worker.on('message', ({ id, result, error }: { id: number; result?: PageJobResult; error?: string }) => {
        const pending = this.pending.get(id)
        this.pending.delete(id)
        if (error !== undefined) pending?.reject(new Error(error))
        else pending?.resolve(result!)
      })
      worker.on('error', error => {
        for (const pending of this.pending.values()) pending.reject(error)
        this.pending.clear()
      })
      worker.postMessage({ setup } satisfies PageWorkerMessage)
      this.workers.push(worker)
    }
  }

  /** Gives the workers (started early) what rendering needs. */
  configure(setup: RenderSetup | undefined): void {
    for (const worker of this.workers) worker.postMessage({ setup } satisfies PageWorkerMessage)
  }

  get size(): number {
    return Math.max(1, this.workers.length)
  }

  run(job: PageJob): Promise<PageJobResult> {
    if (this.local) return this.local.then(renderer => renderer.run(job))
    const id = this.nextId++
    const worker = this.workers[this.next++ % this.workers.length]
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, job } satisfies PageWorkerMessage)
    })
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(worker => worker.terminate()))
    this.workers = []
  }
}
