import type { Worker } from 'node:worker_threads'
import type { CompileMdxOptions } from '../compile/compile-mdx.js'
import type { SiteConfig } from '../config/load-config.js'
import { pageBudgets } from '../page-runner/budgets.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { firstCodeAt } from './thrown-at.js'
import type { PageJob, PageJobResult } from './render-jobs.js'

/**
 * The longest one page may keep a worker thread busy (compile and render): past it the worker is
 * stopped and the page fails with PAGE_TIMEOUT instead of hanging the build (issue 23: an expression
 * or component that loops forever, a component that renders itself). Generous, because the clock is
 * wall time and a loaded machine is slow: the 5 MB page of tests/errors takes a few seconds. The same
 * budget as the page runner's (`src/page-runner/budgets.ts`): `GUILDSITE_PAGE_BUDGET_MS`, else the
 * config's `pageBudget.seconds` (tests use a short one).
 */
export function pageBudgetMs(config?: Pick<SiteConfig, 'pageBudget'>): number {
  return pageBudgets(config).timeMs
}

/** A message in flight to a worker: what to send again if the worker has to be stopped. */
export interface InFlight {
  id: number
  message:
    { id: number; job: PageJob } | { id: number; errorPages: string } | { id: number; partial: CompileMdxOptions }
}

/** What a worker owes: its messages in flight and when it last answered (or was given work while idle). */
export class WorkerLoad {
  readonly inFlight = new Map<number, InFlight>()
  lastProgress = performance.now()

  add(flight: InFlight): void {
    if (this.inFlight.size === 0) this.lastProgress = performance.now()
    this.inFlight.set(flight.id, flight)
  }

  settle(id: number): void {
    this.inFlight.delete(id)
    this.lastProgress = performance.now()
  }

  /** Busy and silent for longer than the budget: something on it never ends. */
  stalled(budget: number, now = performance.now()): boolean {
    return this.inFlight.size > 0 && now - this.lastProgress > budget
  }
}

/**
 * The result of a page that had to be stopped: no output, one error naming the file, or the theme
 * config's `head` (`head`: where it is written) when that was running.
 */
export function stoppedPageResult(
  job: PageJob,
  why: 'timeout' | 'crash',
  budget: number,
  detail?: string,
  { head, key }: { head?: { file: string; line?: number; column?: number }; key?: 'head' | 'main' } = {}
): PageJobResult {
  const display = job.source.display
  const failure =
    head && why === 'timeout'
      ? headTimeout(display, head, budget, key)
      : why === 'timeout'
        ? diagnostic(
            'PAGE_TIMEOUT',
            `Page did not finish compiling and rendering within ${Math.round(budget / 1000)} s; it was stopped`,
            { file: display, source: job.source.source, ...firstCodeAt(job.source.source) }
          )
        : diagnostic('PAGE_CRASHED', `Page stopped its worker thread${detail ? `: ${detail}` : ''}`, {
            file: display,
            source: job.source.source,
            ...firstCodeAt(job.source.source)
          })
  return {
    compiled: { toc: [], links: [], imports: [], hasMermaid: false, searchSections: [], diagnostics: [failure] },
    html: [],
    diagnostics: [],
    rendered: true
  }
}

/** The error of a page whose theme config's `head` function (or `main` wrapper) did not return within the budget. */
export function headTimeout(
  display: string,
  head: { file: string; line?: number; column?: number },
  budget: number,
  key: 'head' | 'main' = 'head'
): Diagnostic {
  return diagnostic(
    'PAGE_TIMEOUT',
    `The theme config's ${key} did not finish within ${seconds(budget)} for page ${display}; the page was stopped`,
    head,
    {
      hint: `Look for a loop that never ends in the theme config's ${key === 'main' ? 'main wrapper' : 'head function'}, or in what it calls.`
    }
  )
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`)

/** Ends a worker and forgets it: no more messages or errors from it reach the pool. */
export function discard(worker: Worker): void {
  worker.removeAllListeners('message')
  worker.removeAllListeners('error')
  worker.on('error', () => undefined)
  worker.unref()
  void worker.terminate()
}
