import { loadSite } from '../content/load-site.js'
import { hasErrors } from '../shared/diagnostics.js'
import { siteOptions, type CommonOptions } from './options.js'
import { createReporter } from './reporter.js'

/** `guildsite build`: the whole pipeline of src/build.ts, reported. */
export async function runBuild(site: string | undefined, options: CommonOptions): Promise<number> {
  const reporter = createReporter(options)
  const { diagnostics } = await loadSite(siteOptions(site, options))
  reporter.diagnostics(diagnostics)
  return hasErrors(diagnostics) ? 1 : 0
}
