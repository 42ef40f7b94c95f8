// The islands' browser build (issue 35.3): one esbuild build per site of every island module the page
// bundle found, with the loader (`src/client/islands/loader.ts`): code splitting, content-hashed chunks
// under `_gs/islands/` shared across pages, React's production build (the version that renders the
// server HTML, so hydration matches). Then the page bundle's files get the loader's URL (`set-loader-url.ts`).
// The built-ins' modules reach build-time code (the MDX compiler, KaTeX's files, the page map's
// AsyncLocalStorage): Node's own modules become a stand-in there, and guildsite's files are free of
// side effects, so a chunk holds only what its island uses (`browser-plugin.ts`). An island module that
// still cannot be bundled stays static HTML with a warning at its file:line; the others hydrate.
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import { join, relative } from 'node:path'
import { distPath } from '../package-root.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { browserAliases, browserPlugin } from './browser-plugin.js'
import { browserEntryOf, COMMONJS_ENTRY, commonJsEntries } from './commonjs-entries.js'
import type { IslandModules } from './island-plugin.js'
import { publicEnvDefines } from '../next-env/index.js'

export const ISLANDS_DIR = '_gs/islands'
const MANIFEST_PLACEHOLDER = '"__GS_ISLANDS_MANIFEST__"'

export interface IslandsBuild {
  /** Output path (`_gs/islands/…`) → contents. */
  files: Map<string, Uint8Array>
  /** The loader's URL from the site root (no base path); '' when the build failed. */
  loader: string
  diagnostics: Diagnostic[]
  /** The modules built (paths). */
  built: Set<string>
}

type BuildFailure = { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }

/** The first error of a failed build: its words and where (relative to the site folder). */
function firstError(error: unknown): { text: string; at?: { file: string; line: number; column: number } } {
  const first = (error as BuildFailure).errors?.[0]
  if (!first) return { text: String(error) }
  const at = first.location
  return { text: first.text, ...(at && { at: { file: at.file, line: at.line, column: at.column + 1 } }) }
}

/**
 * `roots`: the site's components that import islands (`islandRoot()`): built too, so that one can be
 * the island in place of an island below it; one that cannot be bundled is left out without a word.
 */
export async function bundleIslands(
  siteDir: string,
  own: IslandModules,
  sitePlugins: Plugin[] = [],
  roots: IslandModules = new Map()
): Promise<IslandsBuild> {
  const files = new Map<string, Uint8Array>()
  const diagnostics: Diagnostic[] = []
  const loaderEntry = distPath('client', 'islands', 'loader.js')
  const islands: IslandModules = new Map([...roots, ...own])
  let modules = [...islands.keys()].sort()
  // An installed package's CommonJS `main` that has a browser or ES build: the browser build's entry is
  // that one, as the site's own imports of the package resolve there (an entry's `main` file would
  // have esbuild take it for them too, read with Node's interop in a `"type": "module"` site:
  // `exports.default` lost, React #130 — graphql-eslint's editor, @monaco-editor/react).
  const browserTwin = new Map<string, string>()
  for (const [path, island] of islands) {
    const twin = island.commonjs ? browserEntryOf(path) : undefined
    if (twin) browserTwin.set(path, twin)
  }
  const twinOf = new Map([...browserTwin].map(([path, twin]) => [twin, path]))
  const options = (entries: string[]): BuildOptions & { write: false; metafile: true } => ({
    absWorkingDir: siteDir,
    entryPoints: [
      loaderEntry,
      ...entries.map(path => (islands.get(path)?.commonjs ? (browserTwin.get(path) ?? COMMONJS_ENTRY + path) : path))
    ],
    outdir: join(siteDir, ISLANDS_DIR),
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    loader: { '.css': 'empty', '.json': 'json' },
    // (The environment's `NEXT_PUBLIC_*` variables inlined, as Next's client bundles have them.)
    define: { ...publicEnvDefines(), 'process.env.NODE_ENV': '"production"' },
    // (`process` where the code names it, as Next's client bundles provide it.)
    inject: [distPath('client', 'islands', 'process-shim.js')],
    metafile: true,
    logLevel: 'silent',
    plugins: [commonJsEntries(islands), ...sitePlugins, browserPlugin(browserAliases())]
  })
  /** Modules whose browser build failed: they stay static HTML (the loader leaves them). */
  const failed = new Set<string>()
  let result
  try {
    result = await build(options(modules))
  } catch (error) {
    // Which island modules cannot be bundled? Each alone (only when the whole failed): the others still hydrate.
    for (const module of modules) {
      try {
        await build({ ...options([module]), minify: false })
      } catch (moduleError) {
        failed.add(module)
        const island = own.get(module)
        if (!island) continue
        const { text, at } = firstError(moduleError)
        const where = at && at.file !== island.file ? ` (${at.file}:${at.line}:${at.column})` : ''
        diagnostics.push(
          diagnostic(
            'ISLANDS_BUNDLE',
            `${island.file} cannot run in the browser: ${text}${where}; its components stay static HTML, the other islands hydrate`,
            at && at.file === island.file ? at : { file: island.file, line: island.line, column: island.column }
          )
        )
      }
    }
    modules = modules.filter(module => !failed.has(module))
    try {
      if (failed.size === 0) throw error
      result = await build(options(modules))
    } catch (error) {
      const { text, at } = firstError(error)
      diagnostics.push(
        diagnostic(
          'ISLANDS_BUNDLE',
          `The browser build of the site's interactive components failed: ${text}; they stay static HTML`,
          at ?? {}
        )
      )
      return { files, loader: '', diagnostics, built: new Set() }
    }
  }
  const outputs = result.metafile.outputs
  // '' : the module's build failed (warned above), its islands stay static and the loader leaves them.
  const manifest: Record<string, string> = Object.fromEntries(
    [...failed].map(module => [islands.get(module)!.file, ''])
  )
  let loaderOut = ''
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue
    const entry = meta.entryPoint.startsWith(COMMONJS_ENTRY)
      ? meta.entryPoint.slice(COMMONJS_ENTRY.length)
      : join(siteDir, meta.entryPoint)
    const island = twinOf.get(entry) ?? entry
    const name = './' + relative(ISLANDS_DIR, out)
    if (entry === loaderEntry || meta.entryPoint.endsWith('client/islands/loader.js')) loaderOut = out
    else if (islands.has(island)) manifest[islands.get(island)!.file] = name
  }
  let loaderUrl = ''
  for (const file of result.outputFiles) {
    const out = relative(siteDir, file.path)
    if (out.endsWith('.map')) continue
    if (out === loaderOut) {
      // The manifest goes into the loader, which no other file imports: it is named after its final bytes.
      const text = file.text.replace(MANIFEST_PLACEHOLDER, JSON.stringify(JSON.stringify(manifest)))
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10)
      loaderUrl = `/${ISLANDS_DIR}/loader-${hash}.js`
      files.set(loaderUrl.slice(1), Buffer.from(text))
    } else files.set(out, file.contents)
  }
  return { files, loader: loaderUrl, diagnostics, built: new Set(modules) }
}
