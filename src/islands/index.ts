// Islands (issue 35): the site's own components that need the browser run there. The page bundle
// (`src/compile/bundle-pages.ts`) calls `pageIslands()` once: its plugin wraps the modules that need
// the browser, and `finish()` — after the page bundle is written, before it is imported — builds their
// browser code and gives the written bundle the loader's URL.
import type { Metafile, Plugin } from 'esbuild'
import { distPath } from '../package-root.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { bundleIslands } from './bundle-islands.js'
import { setLoaderUrl } from './set-loader-url.js'
import { ISLAND_RUNTIME, islandPlugin, type IslandModules } from './island-plugin.js'
import { rootsImportingIslands } from './roots.js'

export type { IslandModules } from './island-plugin.js'

export interface PageIslands {
  /** Goes first among the page bundle's plugins. */
  plugin: Plugin
  /** The module the wrappers import, external to the page bundle. */
  aliases: Record<string, string>
  /** The modules found so far: path → file, reason, position, exports. */
  found: IslandModules
  /** Builds the browser code when there are islands: output path → bytes, and diagnostics. */
  finish: (
    writtenFiles: string[],
    sitePlugins: Plugin[],
    inputs?: Metafile['inputs']
  ) => Promise<{ files: Map<string, Uint8Array>; diagnostics: Diagnostic[] }>
}

export function pageIslands(siteDir: string, rewrite?: (code: string, path: string) => string): PageIslands {
  const found: IslandModules = new Map()
  /** The site's component modules that need nothing of the browser: island roots when they import islands. */
  const candidates: IslandModules = new Map()
  return {
    plugin: islandPlugin(siteDir, found, candidates, rewrite),
    aliases: { [ISLAND_RUNTIME]: distPath('src', 'islands', 'island.js') },
    found,
    finish: async (writtenFiles, sitePlugins, inputs) => {
      // (Without islands the roots' placeholders stay: a root that is not `true` is its component unchanged.)
      if (found.size === 0) return { files: new Map(), diagnostics: [] }
      const roots = inputs ? rootsImportingIslands(siteDir, inputs, found, candidates) : new Map()
      const built = await bundleIslands(siteDir, found, sitePlugins, roots)
      const rootFiles = new Map(
        [...roots].filter(([path]) => built.built.has(path)).map(([, root]) => [root.file, root.reaches])
      )
      await setLoaderUrl(writtenFiles, built.loader, rootFiles)
      return { files: built.files, diagnostics: built.diagnostics }
    }
  }
}
