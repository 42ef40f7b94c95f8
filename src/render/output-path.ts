/** Routes Next writes as `<name>.html`, not as a folder: the site's own error pages (`pages/404.mdx`, `app/not-found.tsx`). */
const ERROR_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/404', '404.html'],
  ['/500', '500.html']
])

/**
 * `/` → `index.html`, `/docs/a` → `docs/a/index.html`: clean URLs on any static host; `/404` → `404.html`, as Next exports it.
 * A route's percent-escapes are its URL's (a dynamic route's `/tags/C%2B%2B`): a host decodes the URL
 * before it looks for the file, so the file's name is the decoded one (`tags/C++/index.html`), as
 * Next's export names it; an escape that is no valid one, or of a `/`, stays as written.
 */
export function outputPathOf(route: string): string {
  const error = ERROR_ROUTES.get(route)
  if (error) return error
  const path = route.replace(/^\/+|\/+$/g, '')
  const file = path.includes('%') ? path.split('/').map(decodedSegment).join('/') : path
  return file ? `${file}/index.html` : 'index.html'
}

function decodedSegment(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment)
    return decoded.includes('/') || decoded === '.' || decoded === '..' ? segment : decoded
  } catch {
    return segment
  }
}

/** True for `/404` and `/500`: a site's own error pages, never in the sitemap nor the navigation. */
export const isErrorRoute = (route: string): boolean => ERROR_ROUTES.has(route)

/** The error pages (status, output path): the default locale's navigation around a message. */
export const ERROR_PAGES = [
  [404, '404.html'],
  [500, '500.html']
] as const

/**
 * The built-in error pages the site does not replace with its own: a page of its default locale at
 * `/404` or `/500` (`pages/404.mdx`, `pages/500.tsx`, `app/not-found.tsx`) is written in their place,
 * as Next writes the site's own.
 */
export function builtInErrorPages(site: {
  config: { i18n: { defaultLocale: string } }
  pageMaps: ReadonlyMap<string, { pages: readonly { route: string }[] }>
  pages: readonly { app?: { route?: string } }[]
}): typeof ERROR_PAGES {
  const own = new Set<string>()
  for (const page of site.pageMaps.get(site.config.i18n.defaultLocale)?.pages ?? [])
    if (ERROR_ROUTES.has(page.route)) own.add(page.route)
  for (const page of site.pages) if (page.app?.route && ERROR_ROUTES.has(page.app.route)) own.add(page.app.route)
  if (own.size === 0) return ERROR_PAGES
  return ERROR_PAGES.filter(([status]) => !own.has(`/${status}`)) as unknown as typeof ERROR_PAGES
}
