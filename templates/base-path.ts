/** Prefixes a root-relative URL with the base path; leaves other URLs alone. */
export function withBasePath(basePath: string, url: string): string {
  if (!basePath || !url.startsWith('/') || url.startsWith('//')) return url
  return basePath + url
}

/**
 * An authored link (Markdown, a component's `href`, a `_meta` href) with the base path: as
 * withBasePath, except that a link that carries the base path already (`/docs/a` on a site served
 * under `/docs`) keeps it once — the prefix is never doubled. The link checker reads authored links
 * the same way (`src/check/check-links.ts`); URLs made from routes use withBasePath.
 */
export function withBasePathOnce(basePath: string, url: string): string {
  if (basePath && (url === basePath || (/^[/?#]/.test(url.slice(basePath.length)) && url.startsWith(basePath))))
    return url
  return withBasePath(basePath, url)
}
