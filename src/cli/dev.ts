import { compilePool } from '../dev/compile-pool.js'
import { DEV_ENV_FILES, loadNextEnv, nextProjectDir } from '../next-env/index.js'
import { openBrowser } from '../dev/open-browser.js'
import { trace } from '../dev/start-trace.js'
import { hasErrors } from '../shared/diagnostics.js'
import { siteOptions } from './options.js'
import { createReporter } from './reporter.js'
import { listenOptions, type ServeOptions } from './serve-options.js'
import { untilStopped } from './stop-signals.js'

/** `guildsite dev`: serve the site from memory with live reload until Ctrl+C. */
export async function runDev(site: string | undefined, options: ServeOptions): Promise<number> {
  trace('runDev')
  // First of all, before the rest of the dev server is even imported: the compile worker (MDX, Shiki)
  // takes longest to get ready and has a core of its own, so it is what the first page waits for.
  // The Next project's `.env` files, as `next dev` reads them, before any thread starts (each copies them).
  loadNextEnv(nextProjectDir(siteOptions(site, options).siteDir), process.env, DEV_ENV_FILES)
  compilePool.start()
  // Listening from the start: a signal during start-up stops the server as soon as it is up.
  const stopped = untilStopped()
  const reporter = createReporter(options)
  const start = performance.now()
  const listen = listenOptions(options, 'dev')
  // Imported only now, after the worker started: the rest of the dev server loads beside it.
  const { startDevServer, PortInUseError } = await import('../dev/start-dev.js')
  let started
  try {
    started = await startDevServer({
      ...listen,
      load: siteOptions(site, options),
      report: diagnostics => reporter.diagnostics(diagnostics),
      onError: error => reporter.error('The dev server hit an unexpected error; it keeps serving.', error),
      ...(options.debug && { debug: (message: string) => process.stderr.write(`[dev] ${message}\n`) })
    })
  } catch (error) {
    await compilePool.close()
    if (error instanceof PortInUseError) {
      reporter.error(
        `Port ${error.port} is in use${listen.strictPort ? ' and --strict-port forbids another' : ', and so are the next 50'}.`
      )
      return 1
    }
    throw error
  }
  const { server, diagnostics } = started
  reporter.diagnostics(diagnostics)
  if (!server) {
    await compilePool.close()
    reporter.error(
      hasErrors(diagnostics) ? 'The dev server cannot start: fix the errors above.' : 'The dev server cannot start.'
    )
    return 1
  }
  if (server.port !== listen.port && listen.port !== 0)
    reporter.info(`Port ${listen.port} is in use; using ${server.port} instead.`)
  reporter.info(`guildsite dev: ${server.url} (ready in ${Math.round(performance.now() - start)} ms)`)
  if (options.open) openBrowser(server.url)
  await stopped
  await server.close()
  return 0
}
