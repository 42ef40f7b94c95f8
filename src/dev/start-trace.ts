import { isMainThread, workerData } from 'node:worker_threads'

/**
 * `GUILDSITE_DEV_TRACE=1`: the dev server's start, step by step, on stderr — milliseconds since the
 * process started (worker threads count from the same origin), to see where a slow start goes.
 */
const enabled = Boolean(process.env.GUILDSITE_DEV_TRACE)
const origin: number = isMainThread
  ? performance.timeOrigin
  : ((workerData as { traceOrigin?: number } | undefined)?.traceOrigin ?? performance.timeOrigin)

export const traceOrigin = origin

let originPrinted = false

export function trace(step: string): void {
  if (!enabled) return
  if (!originPrinted && isMainThread) {
    originPrinted = true
    // Lets a tool (bench/dev-paint.mjs) put the steps on the wall clock, beside a browser's own times.
    process.stderr.write(`[trace     0 ms] time origin ${origin.toFixed(1)}\n`)
  }
  const at = performance.timeOrigin + performance.now() - origin
  process.stderr.write(`[trace ${at.toFixed(1).padStart(7)} ms${isMainThread ? '' : ' worker'}] ${step}\n`)
}
