// The HTML the dev server serves for a route: its page with the dev client (the last good one under the overlay while it fails), or the 404 page.
import type { Site } from '../content/load-site.js'
import type { SiteData } from '../../templates/layout/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { contentTypeOf } from './content-types.js'
import { errorDocument, injectDevClient, overlayError, type OverlayError } from './overlay.js'
import { loadRenderStack, type RenderedRoute, type RouteEntry } from './route-render.js'

/** What serving a page needs of the site as the dev server holds it (`DevSite`). */
export interface ServedSite {
  /** The site now (a change replaces it). */
  site(): Site
  routes(): ReadonlyMap<string, RouteEntry>
  /** Whether a page has the route: a dynamic route's path gets its entry the first time. */
  hasRoute(route: string): boolean
  render(route: string): Promise<RenderedRoute>
  /** The last HTML the route rendered without errors. */
  lastGood(route: string): string | undefined
  overlayErrors(route: string, rendered?: RenderedRoute): OverlayError[]
  globalErrors(): Diagnostic[]
  /** The live-reload revision now, which each served page carries. */
  revision(): number | undefined
  /** The pages' last-modified dates (git). */
  dates(): Promise<Map<string, string>>
  siteInfo(locale: string, dates: Map<string, string>): SiteData
  /** The built-in error page at `path` as the page runner draws it (the root layout's navbar element), if it does. */
  errorPage?(path: string): Promise<string | undefined>
}

/** What the dev server serves at a route: a page, or the file of a route handler or metadata route. */
export type ServedPage = { status: number; html: string } | { status: number; file: Uint8Array; contentType: string }

/**
 * The HTML to serve for a route with the dev client in it, or undefined when no page has that route.
 * A route handler's or metadata route's file is served as the build writes it, with the type of its
 * name's extension, as a static host serves the output (`feed.xml`: XML; no dev client in it).
 */
export async function servedPage(at: ServedSite, route: string): Promise<ServedPage | undefined> {
  if (!at.hasRoute(route)) return undefined
  // Taken before the render: a change that arrives meanwhile makes the page stale, and its stream says so.
  const revision = at.revision()
  const rendered = await at.render(route)
  if (rendered.notFound) return undefined
  if (rendered.file) return { status: 200, file: rendered.file, contentType: contentTypeOf(route) }
  const errors = at.overlayErrors(route, rendered)
  if (!rendered.failed) {
    const notices = (rendered.notices ?? []).map(overlayError)
    return { status: 200, html: injectDevClient(rendered.html, route, errors, revision, notices, rendered.shell) }
  }
  // Like an editor keeping the last good text: the page as it last rendered, under the overlay.
  const lastGood = at.lastGood(route)
  return {
    status: 500,
    html: lastGood ? injectDevClient(lastGood, route, errors, revision) : errorDocument(route, errors, revision)
  }
}

/**
 * The 404 page, with the dev client: it reloads when a page appears at `route`. The site's own
 * (`pages/404.mdx`, `app/not-found.tsx`: its page at `/404`) when it renders, as Next serves it.
 */
export async function notFoundPage(at: ServedSite, route: string): Promise<string> {
  const hasOwn = at.routes().has('/404') || at.site().pages.some(page => page.app?.route === '/404')
  const own = hasOwn ? await servedPage(at, '/404').catch(() => undefined) : undefined
  if (own?.status === 200 && 'html' in own) return own.html
  const { defaultLocale } = at.site().config.i18n
  const pageMap = at.site().pageMaps.get(defaultLocale)!
  const revision = at.revision()
  // (With the root layout's navbar element, as the build's 404.html: src/app-router/navbar-child.ts.)
  const drawn = await at.errorPage?.('404.html').catch(() => undefined)
  const [[{ renderErrorPage }], dates] = await Promise.all([loadRenderStack(), at.dates()])
  return injectDevClient(
    drawn ?? renderErrorPage(at.siteInfo(defaultLocale, dates), 404, pageMap),
    route,
    at.globalErrors().map(overlayError),
    revision
  )
}
