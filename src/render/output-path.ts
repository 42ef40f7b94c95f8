/** `/` → `index.html`, `/docs/a` → `docs/a/index.html`: clean URLs on any static host. */
export function outputPathOf(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '')
  return path ? `${path}/index.html` : 'index.html'
}

/** The error pages (status, output path): the default locale's navigation around a message. */
export const ERROR_PAGES = [
  [404, '404.html'],
  [500, '500.html']
] as const
