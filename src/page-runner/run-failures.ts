import type { PageSource } from '../content/types.js'
import { firstCodeAt } from '../render/thrown-at.js'
import { diagnostic } from '../shared/diagnostics.js'
import { PROCESS_SIGNAL_REFUSED } from '../shared/guard-process.js'
import { phaseText, type RunnerPhase } from './phase-text.js'

// How the page runner tells a page's failures: a page that meant to end the process, a module that threw
// while loading, and values that cannot go back to the caller's thread (run-page.ts).

/** Whether `value` can go back to the caller's thread (params a site gave that are not plain data cannot). */
export function cloneable(value: unknown): boolean {
  try {
    structuredClone(value)
    return true
  } catch {
    return false
  }
}

/**
 * The call by which a page meant to end the whole process, or undefined: Node refuses
 * `process.abort()` on a worker thread, and the runner's threads refuse a `process.kill()` of the
 * build's own process (`shared/guard-process.ts`), each with an error of its own code.
 */
export function endingCall(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === 'ERR_WORKER_UNSUPPORTED_OPERATION' && /abort/.test(String(message))) return 'process.abort()'
  if (code === PROCESS_SIGNAL_REFUSED) return String(message).split(' refused')[0]
  return undefined
}

/** The error of a page whose code called `process.abort()` or signalled the build's process. */
export function abortDiagnostic(source: PageSource, phase: RunnerPhase, call: string) {
  return diagnostic('PAGE_EXITED', `Page code called ${call} ${phaseText(phase)}`, {
    file: source.display,
    source: source.source,
    ...firstCodeAt(source.source)
  })
}

/** The error of a page whose module threw while loading. */
export function loadFailure(source: PageSource, error: unknown) {
  const call = endingCall(error)
  if (call) return abortDiagnostic(source, 'load', call)
  const message = error instanceof Error ? error.message : String(error)
  return diagnostic(
    'MDX_EVAL',
    `Page module threw while loading: ${message}`,
    { file: source.display },
    { hint: 'Look at the top-level code (exports, imports) of the page and of the components it imports.' }
  )
}
