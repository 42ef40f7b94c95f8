import { parentPort, workerData } from 'node:worker_threads'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { guardProcessSignals } from '../shared/guard-process.js'
import { PageRun } from './run-page.js'
import type { RunnerJob, RunnerSetup } from './runner-job.js'

/** Messages a runner thread accepts: one job at a time (page-runner.ts sends the next when it answers). */
export interface RunnerMessage {
  id: number
  job: RunnerJob
}

/** What a runner thread answers: the phase a job entered, then its result or the error that escaped. */
export type RunnerReply =
  | { id: number; phase: import('./phase-text.js').RunnerPhase }
  | { id: number; result: import('./runner-job.js').RunnerResult }
  | { id: number; error: string }

// A runner thread: the page modules it loads (and their shared chunks) stay loaded for its next pages.
const { setup } = workerData as { setup: RunnerSetup }
const run = new PageRun(setup)
// Pages' data functions resolve files from `process.cwd()`, the site folder under `next build`; a thread
// cannot change the process's folder (the build changes it around its runs; the dev server does not).
process.cwd = () => setup.siteDir
guardProcessSignals()
parentPort!.on('message', async ({ id, job }: RunnerMessage) => {
  const reply = (message: RunnerReply, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer)
  try {
    const result = await run.run(job, phase => reply({ id, phase }))
    // A page loaded and rendered: the next thread starts with what that compiled from V8's code cache
    // (when this one runs from its bundle: scripts/build.mjs). Before the answer, which may be the
    // build's last: the thread is ended once it has it (once per build of the package; ~10–30 ms).
    saveCodeCache()
    // The pages' bytes move to the main thread rather than being copied.
    reply(
      { id, result },
      [...result.html, ...result.dynamic].map(([, bytes]) => bytes.buffer as ArrayBuffer)
    )
  } catch (error) {
    reply({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})
