import type { Site } from '../content/load-site.js'
import type { Diagnostic } from '../shared/diagnostics.js'

/**
 * The page modules minus those of pages that already have an error (bad front matter, a compile
 * error…): those are reported and not rendered, every other page still is, so one run also reports
 * the broken links of the rest of the site.
 */
export function withoutFailedPages<T>(
  site: Site,
  modules: Map<string, T>,
  diagnostics: readonly Diagnostic[]
): Map<string, T> {
  const failed = new Set(diagnostics.filter(d => d.severity === 'error' && d.file).map(d => d.file))
  if (failed.size === 0) return modules
  const failedPaths = new Set(site.pages.filter(page => failed.has(page.display)).map(page => page.file.path))
  return new Map([...modules].filter(([path]) => !failedPaths.has(path)))
}

/** Routes of the page maps that were not rendered: their headings are unknown, so links into them are not anchor-checked. */
export function unrenderedRoutes(site: Site, rendered: readonly string[]): Set<string> {
  const done = new Set(rendered)
  return new Set(
    [...site.pageMaps.values()].flatMap(map => map.pages.map(page => page.route)).filter(route => !done.has(route))
  )
}
