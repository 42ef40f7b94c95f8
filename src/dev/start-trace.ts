import { isMainThread, workerData } from 'node:worker_threads'

/**
 * `GUILDSITE_DEV_TRACE=1`: the dev server's start, step by step, on stderr — milliseconds since the
 * process started (worker threads count from the same origin), to see where a slow start goes.
 */
const enabled = Boolean(process.env.GUILDSITE_DEV_TRACE)
const origin: number = isMainThread ? performance.timeOrigin : ((workerData as { traceOrigin?: number } | undefined)?.traceOrigin ?? performance.timeOrigin)

export const traceOrigin = origin

export function trace(step: string): void {
  if (!enabled) return
  const at = performance.timeOrigin + performance.now() - origin
  process.stderr.write(`[trace ${at.toFixed(0).padStart(5)} ms${isMainThread ? '' : ' worker'}] ${step}\n`)
}
