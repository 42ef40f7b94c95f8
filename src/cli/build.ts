import { buildSite } from '../build.js'
import { hasErrors } from '../shared/diagnostics.js'
import { siteOptions, type CommonOptions } from './options.js'
import { createReporter } from './reporter.js'

/** `guildsite build`: the pipeline of src/build.ts, reported. */
export async function runBuild(site: string | undefined, options: CommonOptions): Promise<number> {
  const reporter = createReporter(options)
  const start = performance.now()
  const result = await buildSite({ ...siteOptions(site, options), cache: options.cache }, reporter)
  reporter.diagnostics(result.diagnostics)
  if (options.debug) for (const [stage, ms] of Object.entries(result.timings)) process.stderr.write(`${stage}: ${ms.toFixed(1)} ms\n`)
  if (hasErrors(result.diagnostics) || !result.written) {
    reporter.error('Build failed; the previous output was left untouched.')
    return 1
  }
  const seconds = (performance.now() - start) / 1000
  reporter.info(`Built ${result.pages} pages into ${result.outRoot} in ${seconds.toFixed(2)} s (${Math.round(result.pages / seconds)} pages/s)`)
  return 0
}
