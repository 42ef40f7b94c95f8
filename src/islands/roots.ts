// Which of the site's components may be island roots in place of an island below them (issue 35.2):
// those whose module imports, directly or through other modules, a module with islands — read from
// the page bundle's module graph (its metafile), so only they are built for the browser. Each comes
// with the island modules it reaches: an island takes as its root only a component that imports it
// (not one that merely receives it as children from a page).
import type { Metafile } from 'esbuild'
import { isAbsolute, join } from 'node:path'
import type { IslandModule, IslandModules } from './island-plugin.js'

/** A metafile input's absolute path: `namespace:/abs/path` (the wrapped originals) or relative to the site. */
function pathOf(siteDir: string, input: string): string {
  const colon = input.indexOf(':')
  const tail = colon > 0 && !/^[A-Za-z]:[\\/]/.test(input) ? input.slice(colon + 1) : input
  return isAbsolute(tail) ? tail : join(siteDir, tail)
}

/** Root candidate path → the candidate and the island modules (files, relative to the site) it reaches. */
export type IslandRootModules = Map<string, IslandModule & { reaches: string[] }>

export function rootsImportingIslands(
  siteDir: string,
  inputs: Metafile['inputs'],
  islands: IslandModules,
  candidates: IslandModules
): IslandRootModules {
  const graph = new Map<string, Set<string>>()
  for (const [input, meta] of Object.entries(inputs)) {
    const from = pathOf(siteDir, input)
    const edges = graph.get(from) ?? new Set<string>()
    for (const edge of meta.imports) edges.add(pathOf(siteDir, edge.path))
    graph.set(from, edges)
  }
  const roots: IslandRootModules = new Map()
  for (const [path, candidate] of candidates) {
    // (A walk per candidate: a site has tens of components, its graph a few hundred modules.)
    const reached = new Set<string>()
    const seen = new Set<string>([path])
    const queue = [path]
    while (queue.length > 0) {
      for (const next of graph.get(queue.pop()!) ?? []) {
        if (seen.has(next)) continue
        seen.add(next)
        const island = islands.get(next)
        if (island) reached.add(island.file)
        queue.push(next)
      }
    }
    if (reached.size > 0) roots.set(path, { ...candidate, reaches: [...reached].sort() })
  }
  return roots
}
