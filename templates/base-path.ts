/** Prefixes a root-relative URL with the base path; leaves other URLs alone. */
export function withBasePath(basePath: string, url: string): string {
  if (!basePath || !url.startsWith('/') || url.startsWith('//')) return url
  return basePath + url
}
