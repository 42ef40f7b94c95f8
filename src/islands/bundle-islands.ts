// The islands' browser build (issue 35.3): one esbuild build per site of every island module the page
// bundle found, with the loader (`src/client/islands/loader.ts`): code splitting, content-hashed chunks
// under `_gs/islands/` shared across pages, React's production build (the version that renders the
// server HTML, so hydration matches). Then the page bundle's files get the loader's URL.
// The built-ins' modules reach build-time code (the MDX compiler, KaTeX's files, the page map's
// AsyncLocalStorage): Node's own modules become a stand-in there, and guildsite's files are free of
// side effects, so a chunk holds only what its island uses. An island module that still cannot be
// bundled stays static HTML with a warning at its file:line; the others hydrate.
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { builtinModules, createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { builtinAliases } from '../content/evaluate-modules.js'
import { distPath, PACKAGE_ROOT } from '../package-root.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { ASSET_FILE, assetModuleSource, assetPath, shippedPackage } from '../compile/absent-modules.js'
import { absentModuleSource } from '../compile/stand-in-source.js'
import { withImportMetaUrl } from '../compile/module-scope.js'
import { importedNames } from '../compile/imported-names.js'
import { svgComponentSource, usedAsComponent } from '../compile/svg-imports.js'
import { LOADER_PLACEHOLDER, ROOT_PLACEHOLDER, type IslandModules } from './island-plugin.js'
import { resolveSubpathImport } from '../compile/subpath-imports.js'
import {
  IN_NODE_MODULES,
  lackingDependency,
  withExtensions,
  type LackingDependency
} from '../compile/installed-packages.js'
import { publicEnvDefines } from '../next-env/index.js'

export const ISLANDS_DIR = '_gs/islands'
const REACT = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'])
/** Where the stand-ins of absent imports take their placeholder from (as the server's do). */
const MISSING_PROVIDER = 'guildsite/missing-component'
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

/** Node's own modules (`fs`, `node:fs`, `node:async_hooks`…): nothing of them runs in the browser. */
const NODE_BUILTINS = new Set(builtinModules.flatMap(name => [name, `node:${name}`]))
const isNodeBuiltin = (path: string): boolean => NODE_BUILTINS.has(path) || path.startsWith('node:')

/**
 * What a Node module is in the browser: whatever is read from it is itself, calling it gives
 * undefined, `new` gives itself. So the built-ins' build-time code (`createRequire(…)` in a function,
 * `new AsyncLocalStorage()` at the top) loads, and what an island renders never calls it.
 */
const NODE_STAND_IN = `const stub = new Proxy(function () {}, {
  get: (_, key) => key === '__esModule' ? false : key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : stub,
  getPrototypeOf: () => stub,
  apply: () => undefined,
  construct: () => stub
})
module.exports = stub`

/** Node's modules that have a browser version, as Next's client bundles polyfill them: `path` (POSIX). */
const NODE_BROWSER_VERSIONS: Record<string, string> = Object.fromEntries(
  ['path', 'path/posix', 'node:path', 'node:path/posix'].map(name => [
    name,
    distPath('client', 'islands', 'node-path.js')
  ])
)

/** A Node module in the browser: its browser version, else the stand-in. */
const nodeModule = (path: string) =>
  path in NODE_BROWSER_VERSIONS
    ? { path: NODE_BROWSER_VERSIONS[path], sideEffects: false }
    : { path, namespace: 'gs-islands-node' }

/** Browser versions of the built-ins whose server version cannot run there. */
function browserAliases(): Record<string, string> {
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  const reactDom = dirname(require.resolve('react-dom/package.json'))
  // The built-ins' `fs` is the server's (absent files read as empty): in the browser it is Node's stand-in.
  const aliases = Object.fromEntries(Object.entries(builtinAliases()).filter(([name]) => !isNodeBuiltin(name)))
  return {
    ...aliases,
    'next/dynamic': distPath('client', 'islands', 'next-dynamic.js'),
    'next/script': distPath('client', 'islands', 'next-script.js'),
    'guildsite/render-context': distPath('templates', 'context.js'),
    'guildsite/page-data': distPath('templates', 'data.js'),
    'guildsite/island-random': distPath('templates', 'island-random.js'),
    [MISSING_PROVIDER]: distPath('templates', 'missing-component.js'),
    'guildsite/template-hooks': distPath('templates', 'components', 'hooks.js'),
    'guildsite/template-next-navigation': distPath('templates', 'modules', 'next-navigation.js'),
    'next/navigation': distPath('client', 'islands', 'next-navigation.js'),
    'react-dom/client': join(reactDom, 'client.js'),
    'react-dom': join(reactDom, 'index.js')
  }
}

const SERVER_HOOKS = distPath('templates', 'components', 'hooks.js')
const CLIENT_HOOKS = distPath('client', 'islands', 'hooks.js')
/** guildsite's own built files (not its dependencies): the built-ins. */
const OWN_FILES = distPath() + '/'
const isOwnFile = (path: string): boolean => path.startsWith(OWN_FILES) && !path.includes('/node_modules/')
/** guildsite's build pipeline (the built-ins import a few of its helpers). */
const BUILD_CODE = distPath('src') + '/'

/** Resolves built-ins to guildsite's files, imported files to their asset URLs, absent imports to stand-ins. */
function browserPlugin(aliases: Record<string, string>): Plugin {
  return {
    name: 'guildsite-islands-browser',
    setup(b) {
      const brokenPackages = new Map<string, Promise<LackingDependency | undefined>>()
      b.onResolve({ filter: /.*/ }, async args => {
        if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
        // React is CommonJS: every importer reaches it through one ES module, so esbuild's interop is
        // the same whichever file (the site's, guildsite's ES modules) is linked first — the chunks
        // were not the same bytes from one build to the next.
        if (REACT.has(args.path) && args.namespace !== 'gs-islands-react')
          return { path: args.path, namespace: 'gs-islands-react' }
        if (args.path.startsWith('node:')) return nodeModule(args.path)
        // A URL import as the page bundle has it (`absent-modules.ts`): an image is its URL, anything else
        // the server's stand-in — the browser cannot import either as a module (the island would not load).
        if (/^https?:\/\//i.test(args.path))
          return ASSET_FILE.test(args.path.replace(/[?#].*$/, ''))
            ? { path: args.path, namespace: 'gs-islands-url' }
            : {
                path: `${args.path}?from=${args.importer}`,
                namespace: 'gs-islands-missing',
                pluginData: { specifier: args.path, importer: args.importer }
              }
        // What the build pipeline loads lazily (the MDX compiler, Shiki's languages) never runs in an
        // island: esbuild would write a chunk for each file it reaches even when no island calls it.
        if (args.kind === 'dynamic-import' && args.importer.startsWith(BUILD_CODE))
          return { path: args.path, namespace: 'gs-islands-node' }
        if (args.path in aliases) {
          const path =
            aliases[args.path] === SERVER_HOOKS && args.importer !== CLIENT_HOOKS ? CLIENT_HOOKS : aliases[args.path]
          return { path, ...(isOwnFile(path) && { sideEffects: false }) }
        }
        let result = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true }
        })
        // (`#components/x` through package.json `imports`, as the page bundle resolves it.)
        if (result.errors.length > 0) result = (await resolveSubpathImport(b, args)) ?? result
        // (A package the site lacks but guildsite depends on, `zod`: guildsite's copy, as on the server.)
        if (result.errors.length > 0 && !isNodeBuiltin(args.path)) {
          const shipped = await shippedPackage(b, args)
          if (shipped) return { path: shipped.path, namespace: shipped.namespace, sideEffects: shipped.sideEffects }
        }
        // The built-in hooks, however a built-in imports them, are their browser versions (but for those).
        if (result.path === SERVER_HOOKS && args.importer !== CLIENT_HOOKS) return { path: CLIENT_HOOKS }
        // The page bundle warned about it already: here it is a stand-in that renders nothing. A Node
        // module (`fs`) is Node's stand-in, unless a package of that name is installed (npm's `events`).
        if (result.errors.length > 0)
          return isNodeBuiltin(args.path)
            ? nodeModule(args.path)
            : {
                path: `${args.path}?from=${args.importer}`,
                namespace: 'gs-islands-missing',
                pluginData: { specifier: args.path, importer: args.importer }
              }
        // An installed package whose own code needs a dependency that is not installed (react-avatar's
        // peer @babel/runtime) is a stand-in on the server (`absent-modules.ts`): the same one here, or
        // the browser renders the package's half-resolved module where the server drew a placeholder
        // (Hive's `ProductUpdateHeader`: React error #130 on 66 pages).
        if (
          result.namespace === 'file' &&
          !IN_NODE_MODULES.test(args.importer) &&
          IN_NODE_MODULES.test(result.path) &&
          (await lackingDependency(result.path, aliases, brokenPackages))
        )
          return {
            path: `${args.path}?from=${args.importer}`,
            namespace: 'gs-islands-missing',
            pluginData: { specifier: args.path, importer: args.importer }
          }
        // An SVG the site's code takes as a component (or reads `.src` of) is one, as on the server.
        if (
          /\.svg$/i.test(result.path) &&
          result.namespace === 'file' &&
          !args.importer.includes(`${sep}node_modules${sep}`) &&
          /\.(c|m)?(j|t)sx?$/.test(args.importer)
        ) {
          const source = await readFile(args.importer, 'utf8').catch(() => '')
          if (usedAsComponent({ code: source, original: source }, args.path))
            return { path: result.path, namespace: 'gs-islands-svg-component' }
        }
        // A built-in's file is kept only for what the island uses of it (not for its imports' sake).
        return isOwnFile(result.path) && result.namespace === 'file'
          ? { path: result.path, suffix: result.suffix, sideEffects: false }
          : undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-node' }, () => ({ contents: NODE_STAND_IN, loader: 'js' }))
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-url' }, args => ({
        contents: `export default ${JSON.stringify(args.path)}`,
        loader: 'js'
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-react' }, args => {
        const real = JSON.stringify(args.path)
        return { contents: `export * from ${real}\nimport all from ${real}\nexport default all`, loader: 'js' }
      })
      // The server's stand-in for this importer (the names it imports): the same placeholder renders
      // on both sides, and reading a member of it (`Enum.Member` at a module's top) does not throw.
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-missing' }, async args => {
        const { specifier, importer } = args.pluginData as { specifier: string; importer: string }
        const source = await readFile(importer, 'utf8').catch(() => '')
        return {
          contents: absentModuleSource(MISSING_PROVIDER, specifier, importedNames(source, specifier).names),
          loader: 'js',
          resolveDir: dirname(importer)
        }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-svg-component' }, async args => ({
        contents: svgComponentSource('/' + assetPath(args.path, await readFile(args.path))),
        loader: 'js',
        resolveDir: dirname(args.path)
      }))
      b.onLoad({ filter: ASSET_FILE }, async args => {
        const bytes = await readFile(args.path)
        return { contents: assetModuleSource('/' + assetPath(args.path, bytes), bytes, args.path), loader: 'js' }
      })
      // `new URL('./x.svg', import.meta.url)` in the site's code: the file's public URL, as on the server.
      b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, async args => {
        if (args.namespace !== 'file' || args.path.includes(`${sep}node_modules${sep}`)) return undefined
        const code = await readFile(args.path, 'utf8')
        const given = withImportMetaUrl(code, args.path, { fileUrl: false })
        // (A `.js` file of the site may hold JSX, as Next compiles it: esbuild's own `.js` loader does not.)
        if (given === code && !/\.js$/.test(args.path)) return undefined
        const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'jsx'
        return { contents: given, loader, resolveDir: dirname(args.path) }
      })
    }
  }
}

const COMMONJS_ENTRY = 'gs-islands-commonjs:'
const NODE_MODULES = `${sep}node_modules${sep}`

/**
 * The file a browser bundle takes for the installed package whose `main` is `path` (its `browser`
 * field when a path, else its `module`), when that is another file; else undefined.
 */
function browserEntryOf(path: string): string | undefined {
  const at = path.lastIndexOf(NODE_MODULES)
  if (at === -1) return undefined
  const rest = path.slice(at + NODE_MODULES.length).split(sep)
  const dir = path.slice(0, at + NODE_MODULES.length) + rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join(sep)
  let pkg: { main?: unknown; module?: unknown; browser?: unknown }
  try {
    pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof pkg
  } catch {
    return undefined
  }
  const file = (field: unknown) =>
    typeof field === 'string' ? withExtensions(resolve(dir, field)).find(candidate => existsSync(candidate)) : undefined
  if (file(pkg.main ?? 'index.js') !== path) return undefined
  const twin = file(pkg.browser) ?? file(pkg.module)
  return twin && twin !== path ? twin : undefined
}

/**
 * A CommonJS island module's entry (issue 35.4): an ES module re-exporting its names, so that the
 * loader finds `module[name]` as for an ES module (an entry that is CommonJS exports only `default`).
 */
function commonJsEntries(islands: IslandModules): Plugin {
  return {
    name: 'guildsite-islands-commonjs',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${COMMONJS_ENTRY}`) }, args => ({
        path: args.path.slice(COMMONJS_ENTRY.length),
        namespace: 'gs-islands-commonjs'
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-commonjs' }, args => {
        const real = JSON.stringify(args.path)
        const names = (islands.get(args.path)?.exports ?? []).filter(name => name !== 'default')
        return {
          contents: [
            `import * as all from ${real}`,
            'export default all.default',
            ...names.map(name => `export const ${name} = all.${name}`)
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(args.path)
        }
      })
    }
  }
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

const ROOT_MARK = new RegExp(`"${ROOT_PLACEHOLDER}([^"\\\\]*)"`, 'g')

/**
 * Puts the loader's URL into the page bundle's written files (before any of them is imported), and
 * whether each island root candidate may be one: `rootFiles` maps the files of those that may (relative
 * to the site folder) to the island modules they reach; the others get `false`.
 */
export async function setLoaderUrl(
  bundleFiles: string[],
  loader: string,
  rootFiles: Map<string, string[]> = new Map()
): Promise<void> {
  const placeholder = JSON.stringify(LOADER_PLACEHOLDER)
  await Promise.all(
    bundleFiles.map(async path => {
      const text = await readFile(path, 'utf8')
      if (!text.includes(placeholder)) return
      const done = text
        .split(placeholder)
        .join(JSON.stringify(loader))
        .replace(ROOT_MARK, (_, file: string) =>
          JSON.stringify(rootFiles.get(JSON.parse(`"${file}"`) as string) ?? false)
        )
      await writeFile(path, done)
    })
  )
}
