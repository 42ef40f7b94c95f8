import { openBrowser } from '../dev/open-browser.js'
import { PortInUseError } from '../dev/server.js'
import { startPreviewServer } from '../dev/start-preview.js'
import { siteOptions } from './options.js'
import { createReporter } from './reporter.js'
import { listenOptions, untilStopped, type ServeOptions } from './serve-options.js'

/** `guildsite preview`: serve the built output (as a static host would) until Ctrl+C. */
export async function runPreview(site: string | undefined, options: ServeOptions): Promise<number> {
  const reporter = createReporter(options)
  const listen = listenOptions(options, 'preview')
  let started
  try {
    started = await startPreviewServer({ ...listen, load: siteOptions(site, options), onError: error => reporter.error('The preview server hit an unexpected error; it keeps serving.', error) })
  } catch (error) {
    if (error instanceof PortInUseError) {
      reporter.error(`Port ${error.port} is in use${listen.strictPort ? ' and --strict-port forbids another' : ', and so are the next 50'}.`)
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
  if (server.port !== listen.port && listen.port !== 0) reporter.info(`Port ${listen.port} is in use; using ${server.port} instead.`)
  reporter.info(`guildsite preview: ${server.url} (serving ${started.outRoot})`)
  if (options.open) openBrowser(server.url)
  await untilStopped()
  await server.close()
  return 0
}
