import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { firstCodeAt } from '../render/thrown-at.js'
import { headTimeout } from '../render/page-watchdog.js'
import type { PageBudgets } from './budgets.js'
import { phaseText, SELF_RENDERING_HINT } from './phase-text.js'
import type { RunnerPhase } from './phase-text.js'
import type { RunnerJob, RunnerResult } from './runner-job.js'

/** Why the runner stopped a page's thread. */
export type StopReason =
  { kind: 'timeout' } | { kind: 'memory' } | { kind: 'exit'; code: number } | { kind: 'crash'; error: Error }

const LOOP_HINT: Record<RunnerPhase, string> = {
  load: 'Look for a loop that never ends in the top-level code of the page and of the modules it imports.',
  data: 'Look for a loop that never ends in getStaticProps or getStaticPaths, or what they call.',
  render: `Look for a loop that never ends in the page's components or expressions. ${SELF_RENDERING_HINT}`,
  head: "Look for a loop that never ends in the theme config's head function, or in what it calls.",
  main: "Look for a loop that never ends in the theme config's main wrapper, or in what it calls."
}

/**
 * The result of a page whose thread the runner had to stop: no output, one error at the page's file
 * and its first code (a stack would name the runner, not the page), saying what probably happened.
 */
export function stoppedPage(
  job: RunnerJob,
  reason: StopReason,
  phase: RunnerPhase,
  budgets: PageBudgets,
  /** Where the theme config's `head` (phase 'main': `main`) is written (`headAt`): a page stopped in it fails there. */
  head?: { file: string; line?: number; column?: number }
): RunnerResult {
  return {
    html: [],
    dynamic: [],
    anchors: [],
    pageData: [],
    article: [],
    diagnostics: [
      (phase === 'head' || phase === 'main') && head && reason.kind === 'timeout'
        ? headTimeout(job.source.display, head, budgets.timeMs, phase)
        : stoppedDiagnostic(job, reason, phase, budgets)
    ]
  }
}

function stoppedDiagnostic(job: RunnerJob, reason: StopReason, phase: RunnerPhase, budgets: PageBudgets): Diagnostic {
  const { source } = job
  const at = { file: source.display, source: source.source, ...firstCodeAt(source.source) }
  const doing = phaseText(phase)
  switch (reason.kind) {
    case 'timeout':
      return diagnostic(
        'PAGE_TIMEOUT',
        `Page did not finish within ${seconds(budgets.timeMs)} ${doing}; it was stopped`,
        at,
        { hint: LOOP_HINT[phase] }
      )
    case 'memory':
      return diagnostic(
        'PAGE_OUT_OF_MEMORY',
        `Page ran out of memory ${doing} (its budget is ${budgets.heapMb} MB)${
          phase === 'render'
            ? '; a component that renders itself, or data that grows without end, is the likely cause'
            : ''
        }`,
        at,
        phase === 'render' ? { hint: SELF_RENDERING_HINT } : {}
      )
    case 'exit':
      return diagnostic('PAGE_EXITED', `Page code ended its thread with process.exit(${reason.code}) ${doing}`, at)
    case 'crash':
      return diagnostic('PAGE_CRASHED', `Page stopped its thread ${doing}: ${reason.error.message}`, at)
  }
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`)
