import { buildSite, type BuildReporter } from '../build.js'
import { runInterruptCleanups } from '../output/interrupt.js'
import { hasErrors } from '../shared/diagnostics.js'
import { onProgress } from '../shared/stage-hooks.js'
import { siteOptions, type CommonOptions } from './options.js'
import { createReporter, type Reporter } from './reporter.js'
import { onStop, STOP_SIGNALS } from './stop-signals.js'

/**
 * On Ctrl-C, a termination request or a hang-up the build stops at once: the staging folder goes,
 * the previous output stays as it was (write-output.ts), the lock is released, and the exit code says
 * why. Worker threads end with the process.
 */
function exitOnSignals(reporter: Reporter): () => void {
  return onStop(signal => {
    runInterruptCleanups()
    reporter.error(`Build interrupted (${signal}); the previous output was left untouched.`)
    process.exit(STOP_SIGNALS[signal])
  })
}

/** Progress, told to the stage hooks too (shared/stage-hooks.ts). */
function withStageHooks(reporter: Reporter): BuildReporter {
  return {
    progress(stage, done, total) {
      onProgress(stage, done, total)
      reporter.progress(stage, done, total)
    }
  }
}

/** `guildsite build`: the pipeline of src/build.ts, reported. */
export async function runBuild(site: string | undefined, options: CommonOptions): Promise<number> {
  const reporter = createReporter(options)
  const start = performance.now()
  const stopListening = exitOnSignals(reporter)
  let result
  try {
    result = await buildSite(
      { ...siteOptions(site, options), cache: options.cache, force: options.force },
      withStageHooks(reporter)
    )
  } catch (error) {
    // Bad input never gets here (it is a diagnostic); this is a bug, reported without a stack trace
    // unless --debug asks for one.
    runInterruptCleanups()
    const message = error instanceof Error ? error.message : String(error)
    reporter.error(
      `Build crashed: ${message}. The previous output was left untouched.${options.debug ? '' : ' Run with --debug for the stack trace.'}`,
      error
    )
    return 1
  } finally {
    stopListening()
  }
  reporter.diagnostics(result.diagnostics)
  if (options.debug) {
    // Node's own start and the CLI's modules, before the first stage.
    process.stderr.write(`startup: ${start.toFixed(1)} ms\n`)
    for (const [stage, ms] of Object.entries(result.timings)) process.stderr.write(`${stage}: ${ms.toFixed(1)} ms\n`)
    process.stderr.write(`total: ${performance.now().toFixed(1)} ms\n`)
  }
  if (hasErrors(result.diagnostics) || !result.written) {
    reporter.error('Build failed; the previous output was left untouched.')
    return 1
  }
  const seconds = (performance.now() - start) / 1000
  reporter.info(
    `Built ${result.pages} pages into ${result.outRoot} in ${seconds.toFixed(2)} s (${Math.round(result.pages / seconds)} pages/s)`
  )
  return 0
}
