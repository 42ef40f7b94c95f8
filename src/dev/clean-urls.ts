/**
 * The files a clean URL may name, in order: `/docs/x` and `/docs/x/` are the page `docs/x/index.html`
 * (how the build writes routes), `/docs/x` may also be the file `docs/x` itself or `docs/x.html`.
 */
export function cleanUrlCandidates(path: string, trailingSlash: boolean): string[] {
  if (path === '/') return ['/index.html']
  if (trailingSlash) return [`${path}/index.html`]
  return [path, `${path}/index.html`, `${path}.html`]
}

/** The page route a request path names in dev: `/docs/x/`, `/docs/x/index.html` → `/docs/x`. */
export function routeOfPath(path: string): string {
  const route = path.replace(/\/index\.html$/, '')
  return route === '' ? '/' : route
}
