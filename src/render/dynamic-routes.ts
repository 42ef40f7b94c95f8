import type { PageSource } from '../content/types.js'
import type { PageNode } from '../page-map/types.js'
import { dataTimeBudgetMs, exportAt, inFolder, withPageData } from '../compile/page-data.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { tagsOf } from './blog-tags.js'

// Dynamic route files (`[name].mdx`, `[...slug].mdx`, `[version]/index.mdx`): Next.js builds one page
// per entry of their `getStaticPaths`; so does guildsite. They are not in the page map (Nextra lists
// no dynamic routes in its navigation), so they get no sidebar entry of their own.

/**
 * A segment's param: `[name]`, a catch-all `[...slug]`, or an optional catch-all `[[...slug]]` (Next's,
 * the Guild's versioned remote docs of 2023–2024: `v4/[[...slug]].mdx` serves `/v4` too). Groups: the
 * optional catch-all's name; else the `...` of a catch-all and the name.
 */
const DYNAMIC_SEGMENT = /^\[(?:\[\.\.\.([^\][]+)\]|(\.\.\.)?([^\][]+))\]$/
/** The param of one path segment, or undefined for a static one. */
function segmentParam(segment: string): { name: string; catchAll: boolean; optional: boolean } | undefined {
  const match = DYNAMIC_SEGMENT.exec(segment)
  if (!match) return undefined
  return match[1] !== undefined
    ? { name: match[1], catchAll: true, optional: true }
    : { name: match[3]!, catchAll: match[2] !== undefined, optional: false }
}
/** How many paths of one dynamic route have their data functions running at a time. */
const PATH_LANES = 8

/** True for a page file whose path has a `[param]` segment and no private (`_`) one. */
export function isDynamicRoute(page: Pick<PageSource, 'file' | 'app'>): boolean {
  if (page.app) return false // (the app router's: src/app-router/)
  const segments = [...page.file.dir.split('/').filter(Boolean), page.file.name]
  return segments.some(segment => DYNAMIC_SEGMENT.test(segment)) && !segments.some(segment => segment.startsWith('_'))
}

/** True when the page's source exports Next's `getStaticPaths`. */
export const exportsStaticPaths = (source: string): boolean => /\bexport\b[^\n]*\bgetStaticPaths\b/.test(source)

/** The warning for a dynamic route file that cannot be built (no `getStaticPaths`). */
export function dynamicRouteWarning(page: PageSource): Diagnostic {
  return diagnostic(
    'DYNAMIC_ROUTE',
    `Dynamic route ${page.file.rel} is not built: it exports no getStaticPaths to list its pages`,
    { file: page.display }
  )
}

type Params = Record<string, string | string[]>

/** The route of one set of params (`/docs/[name]` + `{ name: 'x' }` → `/docs/x`), or undefined when a param is missing. */
export function routeOf(page: Pick<PageSource, 'file'>, params: Params, prefix = ''): string | undefined {
  const segments: string[] = []
  for (const segment of [...page.file.dir.split('/').filter(Boolean), page.file.name]) {
    const param = segmentParam(segment)
    if (!param) {
      segments.push(segment)
      continue
    }
    const value = params[param.name]
    if (param.catchAll) {
      const parts = Array.isArray(value)
        ? value
        : typeof value === 'string'
          ? value.split('/')
          : param.optional && (value === undefined || value === null)
            ? []
            : undefined
      if (!parts) return undefined
      segments.push(...parts.map(String))
    } else if (typeof value === 'string' || typeof value === 'number') segments.push(String(value))
    else return undefined
  }
  if (segments.at(-1) === 'index') segments.pop()
  const encoded = segments.filter(Boolean).map(segment => encodeURIComponent(segment))
  return `${prefix}/${encoded.join('/')}`
}

export interface DynamicPage {
  route: string
  params: Params
  module: Record<string, unknown>
}

/** One path of a dynamic route file's `getStaticPaths`: its route and params (plain data). */
export interface DynamicPath {
  route: string
  params: Params
}

/** Which of a dynamic route file's paths `dynamicPages` gives (the dev server's: one, from a known list). */
export interface DynamicPagesOptions {
  /** Only this route's page (its data function runs for it alone); every path's when absent. */
  only?: string
  /** The file's paths as an earlier run listed them: `getStaticPaths` is not called again. */
  paths?: DynamicPath[]
  /** Next's export rules (`PageDataOptions.exportRules`): a path whose `getStaticProps` returns `notFound` has no page. */
  exportRules?: boolean
  /** The params the site's own links need of a page without data functions (`blogTagParams`). */
  linked?: readonly Params[]
}

/**
 * Runs the file's `getStaticPaths` (unless its `paths` are given) and, for each path (or the `only`
 * one), its `getStaticProps` with those params: one page module (its data in place) per route, and the
 * paths listed (undefined when `getStaticPaths` failed). Failures are warnings at the export; a path
 * whose params do not fill the file name is skipped with a warning.
 */
export async function dynamicPages(
  page: PageSource,
  module: Record<string, unknown>,
  prefix = '',
  cwd?: string,
  options: DynamicPagesOptions = {}
): Promise<{ pages: DynamicPage[]; paths?: DynamicPath[]; diagnostics: Diagnostic[] }> {
  const listed = options.paths
    ? { paths: options.paths, diagnostics: [] }
    : await staticPaths(page, module, prefix, cwd, options.linked ?? [])
  const { paths, diagnostics } = listed
  if (!paths) return { pages: [], diagnostics }
  const wanted = options.only === undefined ? paths : paths.filter(path => path.route === options.only)
  // The paths' data functions run side by side, as Next's static generation runs them: a site that
  // waits on the network per path (envelop's 46 plugin readmes, with its retries) is not 46 waits in a
  // row. Diagnostics keep the paths' order. (One chdir around all: `inFolder` is not reentrant.)
  const loaded = new Array<Awaited<ReturnType<typeof withPageData>>>(wanted.length)
  let next = 0
  const lane = async (): Promise<void> => {
    for (let i = next++; i < wanted.length; i = next++)
      loaded[i] = await withPageData(module, {
        display: page.display,
        source: page.source,
        params: wanted[i]!.params,
        run: true,
        cwd,
        exportRules: options.exportRules
      })
  }
  await inFolder(cwd, () => Promise.all(Array.from({ length: Math.min(PATH_LANES, wanted.length) }, lane)))
  const pages: DynamicPage[] = wanted.flatMap(({ route, params }, i) => {
    diagnostics.push(...loaded[i]!.diagnostics)
    return loaded[i]!.unwritten ? [] : [{ route, params, module: loaded[i]!.module }]
  })
  return { pages: pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0)), paths, diagnostics }
}

/**
 * The paths the file's `getStaticPaths` lists, each route once, with the warnings of what it gave;
 * `paths` undefined when it failed or gave no paths array. A file with no data function at all is
 * Next's template page (`templatePaths`).
 */
async function staticPaths(
  page: PageSource,
  module: Record<string, unknown>,
  prefix: string,
  cwd: string | undefined,
  linked: readonly Params[]
): Promise<{ paths?: DynamicPath[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = []
  const at = { file: page.display, source: page.source, ...exportAt(page.source, 'getStaticPaths') }
  const getStaticPaths = module.getStaticPaths
  if (typeof getStaticPaths !== 'function') {
    // (Next refuses a dynamic getStaticProps page without paths; one with no data function is its template.)
    if (typeof module.getStaticProps === 'function') return { diagnostics: [dynamicRouteWarning(page)] }
    return { paths: templatePaths(page, prefix, linked), diagnostics }
  }
  let paths: unknown
  try {
    let timer: NodeJS.Timeout | undefined
    paths = await inFolder(cwd, () =>
      Promise.race([
        Promise.resolve().then(() =>
          (getStaticPaths as (context: unknown) => unknown)({ locales: undefined, defaultLocale: undefined })
        ),
        new Promise(
          (_, reject) =>
            void (timer = setTimeout(
              () => reject(new Error(`it did not finish within ${dataTimeBudgetMs() / 1000} s`)),
              dataTimeBudgetMs()
            ))
        )
      ]).finally(() => clearTimeout(timer))
    )
  } catch (error) {
    diagnostics.push(
      diagnostic(
        'PAGE_DATA',
        `getStaticPaths failed at build time (${error instanceof Error ? error.message : String(error)}); no page is built from ${page.file.rel}`,
        at
      )
    )
    return { diagnostics }
  }
  const list = (paths as { paths?: unknown } | undefined)?.paths
  if (!Array.isArray(list)) {
    diagnostics.push(
      diagnostic('PAGE_DATA', `getStaticPaths returned no paths array; no page is built from ${page.file.rel}`, at)
    )
    return { diagnostics }
  }
  const wanted: DynamicPath[] = []
  const seen = new Set<string>()
  for (const entry of list) {
    // Next accepts `{ params }` objects and path strings.
    const params: Params | undefined =
      typeof entry === 'string' ? paramsFromPath(page, entry) : (entry as { params?: Params } | null)?.params
    const route = params && routeOf(page, params, prefix)
    if (!params || !route) {
      diagnostics.push(
        diagnostic(
          'PAGE_DATA',
          `getStaticPaths gave a path that does not fill ${page.file.rel}: ${JSON.stringify(entry)}`,
          at
        )
      )
      continue
    }
    if (seen.has(route)) continue
    seen.add(route)
    wanted.push({ route, params })
  }
  if (list.length === 0)
    diagnostics.push(
      diagnostic('PAGE_DATA', `getStaticPaths listed no paths; no page is built from ${page.file.rel}`, at)
    )
  return { paths: wanted, diagnostics }
}

/**
 * The pages of a dynamic route file with no data function (nextra-theme-blog's `tags/[tag].mdx`):
 * Next's export writes it once at its own path (`/tags/[tag]`), rendered with an empty router query
 * that the browser fills in, so that a host rewriting `/tags/x` to it serves every tag. guildsite
 * writes that page too, and one page per params in `linked` (the tags the posts link to), so that a
 * plain static host serves the links: each rendered with its params as the router query.
 */
function templatePaths(page: PageSource, prefix: string, linked: readonly Params[]): DynamicPath[] {
  const segments = [...page.file.dir.split('/').filter(Boolean), page.file.name].filter(segment => segment !== 'index')
  const wanted: DynamicPath[] = [{ route: `${prefix}/${segments.join('/')}`, params: {} }]
  for (const params of linked) {
    const route = routeOf(page, params, prefix)
    if (route && !wanted.some(other => other.route === route)) wanted.push({ route, params })
  }
  return wanted
}

/**
 * The params of the tags a blog's posts link to (`tag: a, b` in Nextra 2's blog theme, `tags:` in 3's,
 * each a link to `/tags/<tag>`), for its tag page (front matter `type: tag`, file `[tag].mdx`); none
 * for any other page.
 */
export function blogTagParams(page: Pick<PageSource, 'file' | 'frontMatter'>, pages: readonly PageNode[]): Params[] {
  const param = page.frontMatter.type === 'tag' ? segmentParam(page.file.name) : undefined
  if (!param || param.catchAll) return []
  const tags = new Set<string>()
  for (const node of pages) for (const tag of tagsOf(node.frontMatter ?? {})) tags.add(tag)
  return [...tags].sort().map(tag => ({ [param.name]: tag }))
}

/** The params a path string gives a file (`/docs/x` for `docs/[name].mdx` → `{ name: 'x' }`). */
function paramsFromPath(page: Pick<PageSource, 'file'>, path: string): Params | undefined {
  const segments = [...page.file.dir.split('/').filter(Boolean), page.file.name].filter(segment => segment !== 'index')
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean)
  const params: Params = {}
  for (const [i, segment] of segments.entries()) {
    const param = segmentParam(segment)
    if (!param) {
      if (parts[i] !== segment) return undefined
      continue
    }
    if (param.catchAll) {
      if (!param.optional && parts.length <= i) return undefined
      params[param.name] = parts.slice(i).map(decodeURIComponent)
      return params
    }
    if (parts[i] === undefined) return undefined
    params[param.name] = decodeURIComponent(parts[i])
  }
  return parts.length === segments.length ? params : undefined
}

/** The page-map node of one page of a dynamic route file (it has none in the page map). */
export function dynamicRouteNode(source: PageSource, route: string): PageNode {
  const last = route.split('/').filter(Boolean).at(-1) ?? 'index'
  return {
    kind: 'page',
    name: decodeURIComponent(last),
    route,
    rel: source.file.rel,
    file: source.display,
    title:
      typeof source.frontMatter.title === 'string'
        ? source.frontMatter.title
        : (source.firstHeading ?? decodeURIComponent(last)),
    frontMatter: source.frontMatter
  }
}
