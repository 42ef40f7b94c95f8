import { existsSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { appFolderOf } from '../app-router/metadata-files.js'
import { CONFIG_FILES, type LoadConfigOptions } from '../config/load-config.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { changesSinceLoad, snapshotConfig, snapshotFiles } from './catch-up.js'
import { routeOfPath } from './clean-urls.js'
import { backgroundPool, compilePool } from './compile-pool.js'
import { DevSite } from './dev-site.js'
import { appFiles } from './middlewares/app-files.js'
import { basePath } from './middlewares/base-path.js'
import { devAssets } from './middlewares/dev-assets.js'
import { devPages } from './middlewares/dev-pages.js'
import { devSearch } from './middlewares/dev-search.js'
import { eventStream } from './middlewares/event-stream.js'
import { hostCheck } from './middlewares/host-check.js'
import { devPageRedirects, devRedirects } from './middlewares/dev-redirects.js'
import { notFound } from './middlewares/not-found.js'
import { overlayClient } from './middlewares/overlay.js'
import { requestTarget } from './middlewares/request-target.js'
import { staticFiles } from './middlewares/static-files.js'
import { EarlyHints } from './early-hints.js'
import { ReloadChannel, type ReloadMessage } from './reload-channel.js'
import { fileRoot, isInside, type FileRoot } from './safe-file.js'
import {
  allowedHostsOf,
  closeServer,
  createHardenedServer,
  listen,
  serverUrl,
  type ListenOptions,
  type RunningServer
} from './server.js'
import { applyChanges, type ChangeOutcome } from './site-changes.js'
import type { ChangeBatch, Watcher } from './watcher.js'
import { trace } from './start-trace.js'
import { siteComponentsFile } from '../website/mdx-components.js'

export { PortInUseError } from './server.js'

/** With no page asked for by then, the watcher starts this long after the site loaded. */
const WATCH_WHEN_IDLE_MS = 300
/**
 * The search index's background compiles (one at a time, on a worker of their own) start none from a
 * change the watcher sees until 1.5 s after its batch: while an author saves again and again, the
 * page's compile has the cores to itself but for the one compile already running (on 2 cores at
 * load 6, save → painted 53 ms with this hold, against ~65–90 ms with 300 ms).
 */
const HOLD_ON_EVENT_MS = 2000
const HOLD_AFTER_BATCH_MS = 1500

export interface DevServerOptions extends ListenOptions {
  load: LoadConfigOptions
  /** Prints diagnostics as they are found (page builds, reloads). */
  report(diagnostics: Diagnostic[]): void
  /** Prints an unexpected failure of the server itself. */
  onError(error: unknown): void
  /** `--debug`: what each batch of changes did. */
  debug?: (message: string) => void
}

/**
 * The folders the watcher follows: content and public files, a website's app folder (its routes come
 * and go: `app-route-changes.ts`); the config is watched by name, page imports are added as found.
 */
function watchRoots(devSite: DevSite): string[] {
  const { config } = devSite.site
  // (A site whose pages all live in `app/` has no content folder; its app files are watched as imports.)
  return [
    ...(existsSync(config.contentRoot) ? [config.contentRoot] : []),
    ...(existsSync(config.publicRoot) ? [config.publicRoot] : []),
    ...(config.website ? [appFolderOf(config.siteDir)].filter(dir => dir !== undefined) : []),
    // (A saved stylesheet compiles the site CSS again: `DevSite.restyle`.)
    ...devSite.styleSources,
    // (A saved `mdx-components` file is read again: `site-changes.ts`.)
    ...[siteComponentsFile(config.siteDir)].filter(file => file !== undefined)
  ]
}

/**
 * Tells each open page what a batch of changes means for it, at once: a page whose file, imports or
 * navigation changed reloads (and is rendered when the browser asks; a page that now fails shows its
 * last good content under the overlay); when only the site-wide errors changed (a broken config),
 * pages show or clear the overlay without rendering anything.
 */
function messagesFor(devSite: DevSite, channel: ReloadChannel, outcome: ChangeOutcome): Map<string, ReloadMessage> {
  const messages = new Map<string, ReloadMessage>()
  for (const route of channel.openRoutes()) {
    if (outcome.all || outcome.routes.has(route)) messages.set(route, { event: 'reload' })
    else if (outcome.globalErrorsChanged) {
      const errors = devSite.overlayErrors(route, devSite.rendered.get(route))
      messages.set(route, errors.length ? { event: 'overlay', errors } : { event: 'reload' })
    }
  }
  return messages
}

/**
 * `guildsite dev`: loads the site up to its page maps, listens, and renders each page when it is first
 * requested. Resolves once the server listens; `diagnostics` are those of the initial load.
 */
export async function startDevServer(
  options: DevServerOptions
): Promise<{ server?: RunningServer; diagnostics: Diagnostic[] }> {
  const loadStarted = Date.now()
  const configBefore = snapshotConfig(options.load)
  const { devSite, diagnostics } = await DevSite.load(options.load, options.report)
  if (!devSite) return { diagnostics }
  const channel = new ReloadChannel()
  devSite.revision = () => channel.revision
  // A save's head start (`DevSite.prepare`): its page starts compiling as soon as the save is seen,
  // and the search index's compiles wait.
  const early = (path: string) => {
    devSite.holdBackground(HOLD_ON_EVENT_MS)
    devSite.prepare(path, channel.openRoutes())
  }
  const hints = new EarlyHints(early)
  channel.onClients = () => hints.follow(devSite.filesOf(channel.openRoutes()))
  let publicRoots: FileRoot[] = []
  const updatePublicRoots = async () => {
    const { config } = devSite.site
    publicRoots = existsSync(config.publicRoot)
      ? [await fileRoot(config.publicRoot, [config.configFile, config.contentRoot, config.outRoot])]
      : []
  }
  await updatePublicRoots()
  // (A website's app folder's icons and Open Graph images: the files the build copies.)
  const metadataFiles = appFiles(() => (devSite.site.config.website ? devSite.site.config.siteDir : undefined))

  // Order matters: no byte is read for a request from a foreign host or with a bad target; the dev
  // endpoints live outside the base path; a page is answered before a public file of the same URL.
  const server = createHardenedServer(
    [
      hostCheck(allowedHostsOf(options)),
      requestTarget,
      eventStream(channel),
      overlayClient,
      basePath(() => devSite.site.config.basePath),
      devAssets(devSite),
      devSearch(devSite),
      devPageRedirects(devSite),
      devPages(devSite),
      metadataFiles,
      staticFiles(() => publicRoots),
      devRedirects(devSite),
      notFound(async path => devSite.notFoundPage(routeOfPath(path)))
    ],
    options.onError
  )
  let watched = new Set(watchRoots(devSite))
  const onBatch = async (batch: ChangeBatch) => {
    const start = performance.now()
    trace(`batch: ${batch.size} change(s)`)
    try {
      // A page that shows errors (the overlay over its last good text) is loaded again when they go.
      const failed = new Set([...channel.openRoutes()].filter(route => devSite.rendered.get(route)?.failed))
      const outcome = await applyChanges(devSite, batch)
      metadataFiles.refresh()
      if (outcome.diagnostics.length) options.report(outcome.diagnostics)
      const roots = new Set(watchRoots(devSite))
      const gone = [...watched].filter(path => !roots.has(path))
      if (gone.length || [...roots].some(path => !watched.has(path))) {
        watcher?.unwatch(gone)
        watcher?.add([...roots])
        watched = roots
        await updatePublicRoots()
      }
      // (A page's file may have moved.)
      hints.follow(devSite.filesOf(channel.openRoutes()))
      // Pages served before this batch and not yet listening learn of it when their stream opens.
      channel.changed(outcome.all || outcome.globalErrorsChanged ? 'all' : outcome.routes)
      const messages = messagesFor(devSite, channel, outcome)
      // A page whose text alone changed gets its new article (once built) rather than a reload.
      const inPlace =
        outcome.all || outcome.globalErrorsChanged || outcome.navigationChanged
          ? []
          : [...messages.keys()].filter(route => !failed.has(route))
      channel.send(route => (inPlace.includes(route) ? undefined : messages.get(route)))
      trace(
        `batch: ${[...messages].map(([route, m]) => `${inPlace.includes(route) ? 'building' : m.event} ${route}`).join(', ') || 'no open page affected'}`
      )
      // The browsers are reloading: start rendering what they are about to ask for.
      const reloading = (route: string) => {
        if (devSite.routes.has(route)) devSite.render(route).catch(options.onError)
      }
      for (const [route, message] of messages)
        if (message.event === 'reload' && !inPlace.includes(route)) reloading(route)
      await Promise.all(
        inPlace.map(async route => {
          const patch = await devSite.patch(route).catch(() => undefined)
          channel.send(open =>
            open !== route ? undefined : patch ? { event: 'patch', ...patch } : { event: 'reload' }
          )
          trace(`push: ${patch ? 'patch' : 'reload'} ${route}`)
          if (patch) messages.set(route, { event: 'patch', ...patch })
          else reloading(route)
        })
      )
      options.debug?.(
        `changed ${[...batch].map(([path, kind]) => `${kind} ${path}`).join(', ')} → ${[...messages].map(([route, m]) => `${m.event} ${route}`).join(', ') || 'no open page affected'} (${(performance.now() - start).toFixed(1)} ms)`
      )
    } catch (error) {
      options.onError(error)
    }
    // The browsers take the change now; the search index may go on shortly.
    devSite.holdBackground(HOLD_AFTER_BATCH_MS)
  }
  const { configFile } = devSite.site.config
  const dependencies = new Set<string>()
  // (A website folder's config files in other folders than its config's, e.g. its MDX plugins' files
  // (read-mdx-plugins.ts): watched as files; a change reads the config again, site-changes.ts.)
  for (const file of devSite.site.config.website?.files ?? [])
    if (dirname(file) !== dirname(configFile)) dependencies.add(file)
  // (Saved before the watcher follows them: caught up with as the config files are, catch-up.ts.)
  snapshotFiles(configBefore, dependencies)
  let watcher: Watcher | undefined
  let closed = false
  // The watcher's first walk of the files (an fs watch and a stat for each: on a large site the longest
  // part of a start) waits until the first page is served, or no page has been asked for a moment,
  // rather than slowing down that page. What changed before it followed a file is caught up with once
  // it is ready (`catch-up.ts`), so nothing saved meanwhile goes unseen.
  let watching = false
  const startWatching = () => {
    if (watching || closed) return
    watching = true
    trace('watcher starting')
    // chokidar too is loaded only now.
    void import('./watcher.js')
      .then(({ Watcher }) => {
        if (closed) return
        const started = new Watcher([...watched, ...dependencies], onBatch, {
          onEvent: (path, kind) => {
            if (kind !== 'unlink') early(path)
          },
          named: {
            dir: dirname(configFile),
            names: new Set([
              ...CONFIG_FILES,
              basename(configFile),
              ...(devSite.site.config.website?.files ?? []).map(file => basename(file))
            ])
          }
        })
        watcher = started
        return started.ready().then(() => started)
      })
      .then(async started => {
        if (!started) return
        trace('watcher ready')
        if (closed) return
        const changes = await changesSinceLoad(devSite, loadStarted, configBefore)
        trace(`caught up (${changes.length} changes)`)
        if (changes.length)
          options.debug?.(
            `changed before the watcher was ready: ${changes.map(([path, kind]) => `${kind} ${path}`).join(', ')}`
          )
        if (!closed) started.inject(changes)
      })
      .catch(options.onError)
  }
  let idleTimer: NodeJS.Timeout | undefined
  const whenIdle = () => {
    idleTimer = devSite.busy() ? setTimeout(whenIdle, 100) : undefined
    if (!idleTimer) startWatching()
  }
  idleTimer = setTimeout(whenIdle, WATCH_WHEN_IDLE_MS)
  devSite.onRendered = startWatching
  devSite.onDependencies = paths => {
    const fresh = paths.filter(path => !dependencies.has(path) && !isInside(path, devSite.site.config.contentRoot))
    for (const path of fresh) dependencies.add(path)
    watcher?.add(fresh)
  }
  let port: number
  try {
    port = await listen(server, options.host, options.port, options.strictPort)
    trace('listening')
    // The search index builds in the background from now on, giving way to page renders.
    devSite.search.start()
  } catch (error) {
    closed = true
    clearTimeout(idleTimer)
    hints.close()
    // Nothing may keep the process alive after a failed start (the watcher would).
    channel.close()
    await Promise.all([watcher?.close(), compilePool.close(), backgroundPool.close()])
    throw error
  }

  return {
    server: {
      url: serverUrl(options.host, port, devSite.site.config.basePath),
      port,
      async close() {
        closed = true
        clearTimeout(idleTimer)
        hints.close()
        devSite.search.stop()
        devSite.close()
        channel.close()
        await Promise.all([watcher?.close(), compilePool.close(), backgroundPool.close()])
        await closeServer(server)
      }
    },
    diagnostics
  }
}
