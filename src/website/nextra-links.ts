import type { SiteConfig } from '../config/load-config.js'
import type { NextraLinks } from '../compile/resolve-links.js'
import type { PageMap } from '../page-map/types.js'
import type { PageSource } from '../content/types.js'
import { configNextraMajor } from './config-nextra-major.js'
import type { NextraMajor } from '../page-map/nextra-major.js'

/**
 * Whose rules relative links follow. A Next.js website folder read without a guildsite config, or a
 * docs folder whose guildsite config states the Nextra major it was written for (`nextra`), is
 * Nextra's content: its visitors' browsers resolve a relative link against the page's URL (no
 * trailing slash, unless its Next config's `trailingSlash` on an app-router page: `slashedUrls`), and its
 * Next config may redirect the target; its links are resolved that way
 * (`NextraLinks`). Any other site with a guildsite config keeps resolving them against the file's
 * folder, as GitHub does, so that they work under any URL style.
 */
export function followsNextraUrls(config: Pick<SiteConfig, 'website' | 'nextra'>): boolean {
  return config.website !== undefined || config.nextra !== undefined
}

/** The page's route from its file, as the page map gives it for pages that follow the file tree. */
function fileRoute(config: SiteConfig, page: PageSource): string {
  const parts = [...page.file.dir.split('/').filter(Boolean), ...(page.file.name === 'index' ? [] : [page.file.name])]
  return `${config.contentDirBasePath}/${parts.join('/')}`.replace(/\/$/, '') || '/'
}

const redirectTables = new WeakMap<SiteConfig, Record<string, string> | undefined>()

/** Next's `redirects`, source → destination: exact sources and `:param` ones (`resolve-links.ts` matches them), not regular expressions. */
function redirectTable(config: SiteConfig): Record<string, string> | undefined {
  if (redirectTables.has(config)) return redirectTables.get(config)
  const table: Record<string, string> = {}
  for (const { source, destination } of config.redirects ?? []) {
    if (/[(]/.test(source) || /:(?!\w+[*+?]?(\/|$))/.test(source)) continue
    const route = source.length > 1 ? source.replace(/\/+$/, '') : source
    if (!(route in table)) table[route] = destination
  }
  const result = Object.keys(table).length ? table : undefined
  redirectTables.set(config, result)
  return result
}

const routeLists = new WeakMap<PageMap, string[]>()
const routesByFile = new WeakMap<PageMap, Map<string, string>>()

function routeOf(pageMap: PageMap, rel: string): string | undefined {
  let byFile = routesByFile.get(pageMap)
  if (!byFile) routesByFile.set(pageMap, (byFile = new Map(pageMap.pages.map(node => [node.rel, node.route]))))
  return byFile.get(rel)
}

/**
 * A page's link options when the site follows Nextra's URLs; undefined otherwise. `pageMap` (the
 * default locale's) gives the page's route and, for index pages, the routes a folder-relative
 * fallback may find (the dev server, which compiles one page at a time, gives none).
 */
export function nextraLinksOf(
  config: SiteConfig,
  page: PageSource,
  pageMap?: PageMap,
  /** The site's Nextra major, as the build's page map found it (else the config's: `configNextraMajor`). */
  major?: NextraMajor
): NextraLinks | undefined {
  if (!followsNextraUrls(config)) return undefined
  const redirects = redirectTable(config)
  const slash = slashedUrls(config, page, major) && { trailingSlash: true }
  // An app-router page is served at its route (route groups left out); a dynamic one's routes come later.
  if (page.app)
    return page.app.route === undefined
      ? undefined
      : { route: page.app.route, ...(redirects && { redirects }), ...slash }
  const route = (pageMap && routeOf(pageMap, page.file.rel)) ?? fileRoute(config, page)
  let routes: string[] | undefined
  if (pageMap && page.file.name === 'index') {
    routes = routeLists.get(pageMap)
    if (!routes) routeLists.set(pageMap, (routes = pageMap.pages.map(node => node.route).sort()))
  }
  return { route, ...(redirects && { redirects }), ...(routes && { routes }), ...slash }
}

/**
 * Link options for MDX compiled while a route renders (`compileMdx` in a page: remote or versioned
 * docs): relative links as the browser resolves them at the route's URL, redirects followed; undefined
 * when the site does not follow Nextra's URLs.
 */
export function nextraLinksAt(config: SiteConfig, route: string, major?: NextraMajor): NextraLinks | undefined {
  if (!followsNextraUrls(config)) return undefined
  const redirects = redirectTable(config)
  return {
    route,
    ...(redirects && { redirects }),
    ...(slashedUrls(config, undefined, major) && { trailingSlash: true })
  }
}

/**
 * Whether the page's relative links resolve against its URL with Next's `trailingSlash`, `/a/b/`: an
 * app-router page's (Nextra 4: next/link writes the href as given, the browser resolves it). A pages-router
 * page's (Nextra 2/3) links are resolved by next/link against the route without it (`router.pathname`,
 * Next's resolveHref), whatever `trailingSlash` says: `./book/preface` on pages/book.mdx is /book/preface.
 */
function slashedUrls(config: SiteConfig, page?: PageSource, major?: NextraMajor): boolean {
  return config.trailingSlash && (page?.app !== undefined || (major ?? configNextraMajor(config)) === 4)
}
