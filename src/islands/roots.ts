// Which of the site's components may be island roots in place of an island below them (issue 35.2):
// those whose module imports, directly or through other modules, a module with islands — read from
// the page bundle's module graph (its metafile), so only they are built for the browser.
import type { Metafile } from 'esbuild'
import { isAbsolute, join } from 'node:path'
import type { IslandModules } from './island-plugin.js'

/** A metafile input's absolute path: `namespace:/abs/path` (the wrapped originals) or relative to the site. */
function pathOf(siteDir: string, input: string): string {
  const colon = input.indexOf(':')
  const tail = colon > 0 && !/^[A-Za-z]:[\\/]/.test(input) ? input.slice(colon + 1) : input
  return isAbsolute(tail) ? tail : join(siteDir, tail)
}

export function rootsImportingIslands(
  siteDir: string,
  inputs: Metafile['inputs'],
  islands: IslandModules,
  candidates: IslandModules
): IslandModules {
  const graph = new Map<string, string[]>()
  for (const [input, meta] of Object.entries(inputs)) {
    const from = pathOf(siteDir, input)
    graph.set(from, [...(graph.get(from) ?? []), ...meta.imports.map(edge => pathOf(siteDir, edge.path))])
  }
  const reaches = new Map<string, boolean>()
  const visit = (path: string, seen: Set<string>): boolean => {
    const known = reaches.get(path)
    if (known !== undefined) return known
    if (seen.has(path)) return false
    seen.add(path)
    const result = (graph.get(path) ?? []).some(next => islands.has(next) || visit(next, seen))
    // (Within a cycle a `false` may be provisional: only what is found is kept.)
    if (result) reaches.set(path, true)
    return result
  }
  return new Map([...candidates].filter(([path]) => visit(path, new Set())))
}
