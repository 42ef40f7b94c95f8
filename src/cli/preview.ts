import { openBrowser } from '../dev/open-browser.js'
import { PortInUseError } from '../dev/server.js'
import { startPreviewServer } from '../dev/start-preview.js'
import { siteOptions } from './options.js'
import { createReporter } from './reporter.js'
import { listenOptions, type ServeOptions } from './serve-options.js'
import { untilStopped } from './stop-signals.js'

/** `guildsite preview`: serve the built output (as a static host would) until Ctrl+C, a SIGTERM or SIGHUP, or the parent goes away; `--build` builds it first. */
export async function runPreview(
  site: string | undefined,
  options: ServeOptions & { build?: boolean }
): Promise<number> {
  if (options.build) {
    // One process for `build && preview` (npm run example): a signal reaches the server, not only a
    // shell that would leave it listening.
    const { runBuild } = await import('./build.js')
    const code = await runBuild(site, options)
    if (code !== 0) return code
  }
  // Listening from the start: a signal that comes while the server starts (or just as its URL is
  // printed) stops it as soon as it is up instead of killing the process half-way.
  const stopped = untilStopped()
  const reporter = createReporter(options)
  const listen = listenOptions(options, 'preview')
  let started
  try {
    started = await startPreviewServer({
      ...listen,
      load: siteOptions(site, options),
      onError: error => reporter.error('The preview server hit an unexpected error; it keeps serving.', error)
    })
  } catch (error) {
    if (error instanceof PortInUseError) {
      reporter.error(
        `Port ${error.port} is in use${listen.strictPort ? ' and --strict-port forbids another' : ', and so are the next 50'}.`
      )
      return 1
    }
    throw error
  }
  const { server, diagnostics, error } = started
  reporter.diagnostics(diagnostics)
  if (!server) {
    reporter.error(error ?? 'The preview server cannot start: fix the errors above.')
    return 1
  }
  if (server.port !== listen.port && listen.port !== 0)
    reporter.info(`Port ${listen.port} is in use; using ${server.port} instead.`)
  reporter.info(`guildsite preview: ${server.url} (serving ${started.outRoot})`)
  if (options.open) openBrowser(server.url)
  await stopped
  await server.close()
  return 0
}
