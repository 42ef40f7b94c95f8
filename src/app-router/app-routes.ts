import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { dynamicSegment, isRouteGroup } from './find-app-pages.js'

type Params = Record<string, string | string[]>

/** The route of one set of params for the page's segments, or undefined when a required one is missing. */
export function appRouteOf(segments: readonly string[], params: Params): string | undefined {
  const parts: string[] = []
  for (const segment of segments) {
    if (isRouteGroup(segment)) continue
    const dynamic = dynamicSegment(segment)
    if (!dynamic) {
      parts.push(segment)
      continue
    }
    const value = params[dynamic.name]
    if (dynamic.catchAll) {
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split('/') : undefined
      if (!list && !dynamic.optional) return undefined
      parts.push(...(list ?? []).map(String))
    } else if (typeof value === 'string' || typeof value === 'number') parts.push(String(value))
    else return undefined
  }
  return '/' + parts.filter(Boolean).map(encodeURIComponent).join('/')
}

/**
 * The params a route gives the page's segments, as Next gives them (`[lang]` one segment,
 * `[[...mdxPath]]` the rest as a list, absent when empty), or undefined when the route has another
 * shape. Nextra 4's content catch-all passes them to each content page (`params={params}`).
 */
export function appRouteParams(segments: readonly string[], route: string): Params | undefined {
  const parts = route.split('/').filter(Boolean).map(decodeURIComponent)
  const params: Params = {}
  let at = 0
  for (const segment of segments) {
    if (isRouteGroup(segment)) continue
    const dynamic = dynamicSegment(segment)
    if (!dynamic) {
      if (parts[at++] !== segment) return undefined
    } else if (!dynamic.catchAll) {
      if (at >= parts.length) return undefined
      params[dynamic.name] = parts[at++]
    } else {
      if (at >= parts.length && !dynamic.optional) return undefined
      if (at < parts.length) params[dynamic.name] = parts.slice(at)
      at = parts.length
    }
  }
  return at === parts.length ? params : undefined
}

/**
 * Whether `route` has the shape of the page's segments (a `[param]` one segment, `[...param]` one
 * or more, `[[...param]]` any number): the dev server asks the page's `generateStaticParams` only
 * for a route that may be one of its.
 */
export function appRouteMatches(segments: readonly string[], route: string): boolean {
  let pattern = ''
  for (const segment of segments) {
    if (isRouteGroup(segment)) continue
    const dynamic = dynamicSegment(segment)
    if (!dynamic) pattern += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    else if (!dynamic.catchAll) pattern += '/[^/]+'
    else pattern += dynamic.optional ? '(?:/[^/]+)*' : '(?:/[^/]+)+'
  }
  return new RegExp(`^${pattern || '/'}$`).test(route === '/' ? (pattern ? '' : '/') : route)
}

/**
 * The routes an app page is built at: its one route, or for a dynamic one each entry of its
 * `generateStaticParams` (as `next build` with `output: 'export'`). Failures are warnings; the
 * page is then not built.
 */
export async function appRoutes(
  source: PageSource,
  pageModule: Record<string, unknown>,
  {
    layouts = [],
    locales
  }: {
    /** The modules of the page's layouts, outermost first: a layout's `generateStaticParams` lists its children's params too. */
    layouts?: readonly Record<string, unknown>[]
    /** The site's locales and the segment its content catch-all takes them in (`lang` of `app/[lang]/[[...mdxPath]]`). */
    locales?: { segment: string; values: readonly string[] }
  } = {}
): Promise<{ routes: { route: string; params: Params }[]; diagnostics: Diagnostic[] }> {
  const app = source.app!
  if (app.route !== undefined) return { routes: [{ route: app.route, params: {} }], diagnostics: [] }
  // (Hints of their own: PAGE_DATA's default one is about getStaticProps, a pages-router function.)
  const listHint =
    "next build with output: 'export' builds a dynamic page at each path its generateStaticParams lists (export async function generateStaticParams() { return [{ slug: 'first' }] }); without one it builds none."
  const warn = (message: string, hint = listHint) => ({
    routes: [],
    diagnostics: [diagnostic('PAGE_DATA', message, { file: source.display }, { severity: 'warning', hint })]
  })
  // Next asks the page's own `generateStaticParams`, else a layout's above it (`app/[lang]/layout.tsx`
  // listing the locales) gives the params of the segments it holds.
  const own = typeof pageModule.generateStaticParams === 'function'
  const generate = own
    ? pageModule.generateStaticParams
    : [...layouts].reverse().find(layout => typeof layout.generateStaticParams === 'function')?.generateStaticParams
  const unlisted = () =>
    warn(
      `Dynamic app route ${source.file.rel.slice(5)} is not built: it exports no generateStaticParams to list its pages`
    )
  if (typeof generate !== 'function') {
    const routes = localeRoutes(app.segments, locales)
    return routes ? { routes, diagnostics: [] } : unlisted()
  }
  let list: unknown
  try {
    list = await (generate as (props: unknown) => unknown)({ params: {} })
  } catch (error) {
    return warn(
      `generateStaticParams failed at build time (${error instanceof Error ? error.message : String(error)})`,
      'The build runs generateStaticParams once, in Node, as next build does: make it work without what only the deployment has (a network service, environment variables).'
    )
  }
  if (!Array.isArray(list)) return warn('generateStaticParams returned no array; the page is not built')
  const routes: { route: string; params: Params }[] = []
  const diagnostics: Diagnostic[] = []
  for (const params of list as Params[]) {
    const route = params && typeof params === 'object' ? appRouteOf(app.segments, params) : undefined
    if (!route) {
      // (A layout's params that leave the page's own segments unfilled: the page lists none of its own.)
      if (!own) {
        const byLocale = localeRoutes(app.segments, locales)
        return byLocale ? { routes: byLocale, diagnostics: [] } : unlisted()
      }
      diagnostics.push(
        ...warn(`generateStaticParams gave params that do not fill the route: ${JSON.stringify(params)}`).diagnostics
      )
      continue
    }
    if (!routes.some(other => other.route === route)) routes.push({ route, params })
  }
  return { routes, diagnostics }
}

/**
 * The routes of a page whose one dynamic segment is the locale's (`app/[lang]/showcase/page.jsx` beside
 * Nextra 4's `app/[lang]/[[...mdxPath]]`) and that lists no params: one per locale of the site, as Next
 * renders it for each locale its proxy sends readers to (webnn-docs' /en/playground, /zh/playground).
 */
function localeRoutes(
  segments: readonly string[],
  locales: { segment: string; values: readonly string[] } | undefined
): { route: string; params: Params }[] | undefined {
  if (!locales || locales.values.length === 0) return undefined
  const dynamic = segments.map(dynamicSegment).filter(found => found !== undefined)
  if (dynamic.length !== 1 || dynamic[0]!.catchAll || dynamic[0]!.name !== locales.segment) return undefined
  return locales.values.map(locale => {
    const params = { [locales.segment]: locale }
    return { route: appRouteOf(segments, params)!, params }
  })
}

/**
 * The folder an app page's relative links resolve against: the browser's, at the URL Next serves
 * the page at (no trailing slash: `./x` on `/about` is `/x`). Up to its first dynamic segment.
 */
export function appFolderRoute(segments: readonly string[]): string {
  const parts: string[] = []
  for (const segment of segments) {
    if (dynamicSegment(segment)) break
    if (!isRouteGroup(segment)) parts.push(segment)
  }
  return '/' + parts.slice(0, -1).join('/')
}
