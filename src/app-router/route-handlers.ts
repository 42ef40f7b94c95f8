import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DATA_TIME_BUDGET_MS, exportAt, inFolder } from '../compile/page-data.js'
import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { isDynamicSegment, isHidden, isRouteGroup, sortedEntries, type AppPageFile } from './find-app-pages.js'
import { METADATA_ROUTES, type MetadataRouteKind } from './metadata-routes.js'
import type { AppPageInfo } from './types.js'

// Next's static export writes a file for each route handler whose `GET` needs no request
// (`app/feed.xml/route.ts` → `feed.xml`: the body of the Response it returns) and for each metadata
// route (`app/sitemap.ts` → `sitemap.xml`, `robots.ts` → `robots.txt`, `manifest.ts` →
// `manifest.webmanifest`). guildsite runs them where page code runs (the page runner), once per build.
// A handler that reads the request (Next refuses to prerender it), throws or returns no Response is a
// warning at its export; nothing is written for it, and the site is built.

const ROUTE = /^route\.(tsx|jsx|ts|js)$/
const METADATA = /^(sitemap|robots|manifest)\.(tsx|jsx|ts|js)$/

/** One route handler or metadata route file, with its route (the output file's path) and kind. */
export type HandlerFile = AppPageFile & { route: string; handler: NonNullable<AppPageInfo['handler']> }

/** The app folder's route handlers of static routes and its root metadata routes, sorted by path. */
export function findRouteHandlers(appDir: string): HandlerFile[] {
  const found: HandlerFile[] = []
  const walk = (dir: string, segments: string[]) => {
    const entries = sortedEntries(dir)
    for (const entry of entries) {
      const { name } = entry
      if (entry.isDirectory()) {
        // (A dynamic route handler needs generateStaticParams; none of the sites seen has one.)
        if (!isHidden(name) && !isDynamicSegment(name)) walk(join(dir, name), [...segments, name])
        continue
      }
      const metadata = segments.length === 0 ? METADATA.exec(name) : null
      if (!ROUTE.test(name) && !metadata) continue
      const path = join(dir, name)
      const kind = metadata ? (metadata[1] as MetadataRouteKind) : undefined
      const parts = segments.filter(segment => !isRouteGroup(segment))
      found.push({
        path,
        rel: [...segments, name].join('/'),
        segments,
        layouts: [],
        ext: name.slice(name.lastIndexOf('.') + 1),
        route: kind ? `/${METADATA_ROUTES[kind].file}` : `/${parts.join('/')}`,
        handler: kind ?? 'GET'
      })
    }
  }
  walk(appDir, [])
  return found.filter(file => file.route !== '/')
}

/** The output path of a handler's route (`/feed.xml` → `feed.xml`): the file itself, never a folder's index. */
export const handlerOutputPath = (route: string): string => route.replace(/^\/+/, '')

const HANDLER_HINT =
  "next build with output: 'export' calls a route handler's GET once, with no request, and writes its body at the route; guildsite does the same, so the site is built without this file."

/** Thrown when a handler reads the request: Next's export cannot prerender it. */
class RequestRead extends Error {
  constructor(readonly what: string) {
    super(`it reads the request (request.${what})`)
  }
}

/**
 * The request a handler gets, as Next's static export gives one: with `dynamic = 'force-static'` an
 * empty request at the route's URL; otherwise one whose every read throws (Next stops the build there).
 */
function requestFor(route: string, forceStatic: boolean, read: (what: string) => void): Request {
  const request = new Request(new URL(route, 'http://localhost'))
  if (forceStatic) return request
  return new Proxy(request, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return Reflect.get(target, key)
      read(key)
      throw new RequestRead(key)
    }
  })
}

/**
 * Runs one route handler or metadata route (the room's entry point: the page runner calls it for a
 * page source with `app.handler`) and returns its output file `[route, body]`, or a warning.
 */
export async function runRouteHandler(
  source: PageSource,
  module: Record<string, unknown>,
  cwd?: string
): Promise<{ files: [string, Uint8Array][]; diagnostics: Diagnostic[] }> {
  const app = source.app!
  const own = (module.__gsAppPage as Record<string, unknown> | undefined) ?? {}
  const handler = app.handler!
  const name = handler === 'GET' ? 'GET' : 'default'
  const route = app.route!
  let text: string | undefined
  try {
    text = readFileSync(source.file.path, 'utf8')
  } catch {
    text = undefined
  }
  const warn = (message: string) => ({
    files: [],
    diagnostics: [
      diagnostic(
        'PAGE_DATA',
        message,
        { file: source.display, ...(text && { source: text, ...exportAt(text, name === 'GET' ? 'GET' : 'default') }) },
        { severity: 'warning', hint: HANDLER_HINT }
      )
    ]
  })
  const run = own[name]
  // (A handler of other methods only, POST…: Next's export writes nothing for it either.)
  if (typeof run !== 'function') {
    if (handler === 'GET') return { files: [], diagnostics: [] }
    // A metadata route's default export may be its value itself.
    if (run === undefined) return warn(`${source.display} has no default export: nothing is written at ${route}`)
  }
  let value: unknown
  // (A handler may catch the read and answer an error itself: the read is what Next stops at.)
  let readWhat: string | undefined
  const notStatic = (what: string) =>
    warn(
      `Route handler ${route} is not written: it reads the request (request.${what}), which Next's static export cannot prerender (export const dynamic = 'force-static' gives it an empty request)`
    )
  try {
    value = await inFolder(cwd, () =>
      withinBudget(async () =>
        typeof run !== 'function'
          ? run
          : handler === 'GET'
            ? (run as (request: unknown, context: unknown) => unknown)(
                requestFor(route, own.dynamic === 'force-static', what => (readWhat ??= what)),
                { params: Promise.resolve({}) }
              )
            : // (A metadata route's function takes nothing: `sitemap()`.)
              (run as () => unknown)()
      )
    )
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    if (error instanceof RequestRead) return notStatic(error.what)
    return warn(
      `${name === 'GET' ? 'GET' : 'The default export'} of ${route} failed at build time (${why}); nothing is written at ${route}`
    )
  }
  if (handler !== 'GET')
    return { files: [[route, new TextEncoder().encode(METADATA_ROUTES[handler].text(value))]], diagnostics: [] }
  if (readWhat !== undefined && !(value instanceof Response && value.ok)) return notStatic(readWhat)
  if (!(value instanceof Response)) return warn(`GET of ${route} returned no Response; nothing is written at ${route}`)
  if (!value.ok) return warn(`GET of ${route} answered ${value.status}; nothing is written at ${route}`)
  const body = new Uint8Array(await value.arrayBuffer())
  // (An empty body is what a stand-in of an absent package gives, `new RSS(…).xml()`: no file rather than an empty one.)
  if (body.length === 0)
    return warn(
      `GET of ${route} returned an empty body (what an absent package's stand-in gives: install the site's dependencies); nothing is written at ${route}`
    )
  return { files: [[route, body]], diagnostics: [] }
}

/** Runs `run`, failing after the data functions' time budget (a handler waiting on the network). */
async function withinBudget<T>(run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`it did not finish within ${DATA_TIME_BUDGET_MS / 1000} s`)),
          DATA_TIME_BUDGET_MS
        )
      })
    ])
  } finally {
    clearTimeout(timer)
  }
}
