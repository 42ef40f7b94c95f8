import { existsSync } from 'node:fs'
import { loadConfig, type LoadConfigOptions } from '../config/load-config.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { basePath } from './middlewares/base-path.js'
import { hostCheck } from './middlewares/host-check.js'
import { notFound } from './middlewares/not-found.js'
import { requestTarget } from './middlewares/request-target.js'
import { staticFiles } from './middlewares/static-files.js'
import { fileRoot, resolveFile, type FileRoot } from './safe-file.js'
import {
  allowedHostsOf,
  closeServer,
  createHardenedServer,
  listen,
  serverUrl,
  type ListenOptions,
  type RunningServer
} from './server.js'
import { readFile } from 'node:fs/promises'

export interface PreviewServerOptions extends ListenOptions {
  load: LoadConfigOptions
  onError(error: unknown): void
}

/**
 * `guildsite preview`: serves the built output folder as a static host would (clean URLs, the 404
 * page, ETags), with the same hardening as the dev server. Resolves once it listens.
 */
export async function startPreviewServer(
  options: PreviewServerOptions
): Promise<{ server?: RunningServer; outRoot?: string; diagnostics: Diagnostic[]; error?: string }> {
  const { config, diagnostics } = await loadConfig(options.load)
  if (!config) return { diagnostics }
  if (!existsSync(config.outRoot))
    return { diagnostics, error: `There is no built site in ${config.outRoot}: run guildsite build first.` }
  // (live: each build switches the output path to a new generation, and the server follows it.)
  const root = await fileRoot(config.outRoot, [config.configFile, config.contentRoot], true)
  const server = createHardenedServer(
    [
      hostCheck(allowedHostsOf(options)),
      requestTarget,
      basePath(() => config.basePath),
      staticFiles(() => [root]),
      notFound(async path => {
        const page = await nearest404(root, path)
        return page ? readFile(page.file, 'utf8') : undefined
      })
    ],
    options.onError
  )
  const port = await listen(server, options.host, options.port, options.strictPort)
  return {
    server: { url: serverUrl(options.host, port, config.basePath), port, close: () => closeServer(server) },
    outRoot: config.outRoot,
    diagnostics
  }
}

/** The 404.html nearest to a missing path (`/fr/a/b` → `/fr/a/404.html`, `/fr/404.html`, `/404.html`): a locale's own. */
async function nearest404(root: FileRoot, path: string): ReturnType<typeof resolveFile> {
  const folders = path.split('/').slice(1, -1)
  for (let depth = folders.length; depth >= 0; depth--) {
    const page = await resolveFile(root, `/${[...folders.slice(0, depth), '404.html'].join('/')}`)
    if (page) return page
  }
  return undefined
}
