import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { compileMdx, type CompiledMdx, type CompileMdxOptions } from './compile-mdx.js'
import type { CompileRequest } from './compile-worker.js'

interface Pending {
  resolve: (result: CompiledMdx) => void
  reject: (error: Error) => void
}

/** Number of compile workers: `GUILDSITE_WORKERS`, else one per core; 1 compiles in-process. */
export function workerCount(): number {
  const configured = Number(process.env.GUILDSITE_WORKERS)
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism()
}

/**
 * Compiles pages on worker threads (all cores). Results are keyed by the caller, so the output does
 * not depend on which worker finished first. Falls back to the current thread when running from
 * TypeScript sources (tests) or with one worker.
 */
export class CompilePool {
  private workers: Worker[] = []
  private pending = new Map<number, Pending>()
  private nextId = 0
  private next = 0

  constructor(size = workerCount()) {
    const script = new URL('./compile-worker.js', import.meta.url)
    if (size <= 1 || !import.meta.url.endsWith('.js')) return
    for (let i = 0; i < size; i++) {
      const worker = new Worker(fileURLToPath(script))
      worker.on('message', ({ id, result, error }: { id: number; result?: CompiledMdx; error?: string }) => {
        const pending = this.pending.get(id)
        this.pending.delete(id)
        if (error !== undefined) pending?.reject(new Error(error))
        else pending?.resolve(result!)
      })
      worker.on('error', error => {
        for (const pending of this.pending.values()) pending.reject(error)
        this.pending.clear()
      })
      this.workers.push(worker)
    }
  }

  get size(): number {
    return Math.max(1, this.workers.length)
  }

  compile(options: CompileMdxOptions): Promise<CompiledMdx> {
    if (this.workers.length === 0) return compileMdx(options)
    const id = this.nextId++
    const worker = this.workers[this.next++ % this.workers.length]
    const { builtins, elementAliases: _aliases, ...rest } = options
    const request: CompileRequest = { id, options: { ...rest, builtins: [...builtins] } }
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage(request)
    })
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(worker => worker.terminate()))
    this.workers = []
  }
}

