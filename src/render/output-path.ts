/** `/` → `index.html`, `/docs/a` → `docs/a/index.html`: clean URLs on any static host. */
export function outputPathOf(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, '')
  return path ? `${path}/index.html` : 'index.html'
}
