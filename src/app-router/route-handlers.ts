import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataTimeBudgetMs, exportAt, inFolder } from '../compile/page-data.js'
import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic, type Location } from '../shared/diagnostics.js'
import { routeProps } from '../islands/route-props.js'
import { absentCause, beginStandInUses } from './absent-causes.js'
import { appRoutes } from './app-routes.js'
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

/**
 * One route handler or metadata route file, with its route (the output file's path; none below a
 * dynamic segment: its `generateStaticParams` gives them) and kind.
 */
export type HandlerFile = AppPageFile & { route?: string; handler: NonNullable<AppPageInfo['handler']> }

/** The app folder's route handlers of static routes and its root metadata routes, sorted by path. */
export function findRouteHandlers(appDir: string): HandlerFile[] {
  const found: HandlerFile[] = []
  const walk = (dir: string, segments: string[]) => {
    const entries = sortedEntries(dir)
    for (const entry of entries) {
      const { name } = entry
      if (entry.isDirectory()) {
        // (Below a dynamic segment a handler's paths are its generateStaticParams': `runRouteHandler`.)
        if (!isHidden(name)) walk(join(dir, name), [...segments, name])
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
        ...((kind || !parts.some(isDynamicSegment)) && {
          route: kind ? `/${METADATA_ROUTES[kind].file}` : `/${parts.join('/')}`
        }),
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

type Ran = { files: [string, Uint8Array][]; diagnostics: Diagnostic[] }

/**
 * Runs one route handler or metadata route (the room's entry point: the page runner calls it for a
 * page source with `app.handler`) and returns its output files `[route, body]`, or warnings. A
 * handler below a dynamic segment (`app/api/[name]/route.ts`) runs once per entry of its
 * `generateStaticParams`, with those params, as `next build` with `output: 'export'` runs it.
 */
export async function runRouteHandler(source: PageSource, module: Record<string, unknown>, cwd?: string): Promise<Ran> {
  const app = source.app!
  const own = (module.__gsAppPage as Record<string, unknown> | undefined) ?? {}
  let text: string | undefined
  try {
    text = readFileSync(source.file.path, 'utf8')
  } catch {
    text = undefined
  }
  const at = (name: string): Location => ({
    file: source.display,
    ...(text && { source: text, ...exportAt(text, name) })
  })
  if (app.route !== undefined) return runAt(source, own, app.route, {}, at, cwd)
  // (Next's export stops at a dynamic handler without its paths: "missing generateStaticParams()".)
  if (typeof own.generateStaticParams !== 'function')
    return {
      files: [],
      diagnostics: [
        diagnostic(
          'PAGE_DATA',
          `Dynamic route handler ${source.display} is not written: it exports no generateStaticParams to list its paths`,
          at(typeof own.GET === 'function' ? 'GET' : 'generateStaticParams'),
          { severity: 'warning', hint: DYNAMIC_HINT }
        )
      ]
    }
  const listed = await inFolder(cwd, () => appRoutes(source, own))
  const ran: Ran = {
    files: [],
    diagnostics: listed.diagnostics.map(d => (d.line !== undefined ? d : { ...d, ...at('generateStaticParams') }))
  }
  for (const { route, params } of listed.routes) {
    const one = await runAt(source, own, route, params, at, cwd)
    ran.files.push(...one.files)
    ran.diagnostics.push(...one.diagnostics)
  }
  return ran
}

const DYNAMIC_HINT =
  "next build with output: 'export' builds a dynamic route handler at each path its generateStaticParams lists (export async function generateStaticParams() { return [{ name: 'a' }] }); without one it builds none."

/** Runs a handler at one route with its params: its file `[route, body]`, or a warning. */
async function runAt(
  source: PageSource,
  own: Record<string, unknown>,
  route: string,
  params: Record<string, unknown>,
  at: (name: string) => Location,
  cwd: string | undefined
): Promise<Ran> {
  const handler = source.app!.handler!
  const name = handler === 'GET' ? 'GET' : 'default'
  const warn = (message: string, hint = HANDLER_HINT) => ({
    files: [],
    diagnostics: [diagnostic('PAGE_DATA', message, at(name), { severity: 'warning', hint })]
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
  // (The stand-ins of absent imports the handler uses are noted: a failure after one is for want of it.)
  beginStandInUses()
  try {
    value = await inFolder(cwd, () =>
      withinBudget(async () =>
        typeof run !== 'function'
          ? run
          : handler === 'GET'
            ? (run as (request: unknown, context: unknown) => unknown)(
                requestFor(route, own.dynamic === 'force-static', what => (readWhat ??= what)),
                { params: routeProps(params) }
              )
            : // (A metadata route's function takes nothing: `sitemap()`.)
              (run as () => unknown)()
      )
    )
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    if (error instanceof RequestRead) return notStatic(error.what)
    // (chainfile's `Response.json(schema)` of an absent workspace package: "Value is not JSON serializable".)
    const cause = absentCause(error, true)
    if (cause?.kind === 'stand-in')
      return warn(
        `${name === 'GET' ? 'GET' : 'The default export'} of ${route} failed at build time: it uses ${cause.what}, which is absent (${why}); nothing is written at ${route}`,
        "Install the site's dependencies (npm install) to write it."
      )
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
          () => reject(new Error(`it did not finish within ${dataTimeBudgetMs() / 1000} s`)),
          dataTimeBudgetMs()
        )
      })
    ])
  } finally {
    clearTimeout(timer)
  }
}
