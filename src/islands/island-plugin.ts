// The server bundle's island wrapping (issue 35.1/35.2): an esbuild plugin that loads each module of
// the site's own code that needs the browser (`detect.ts`) as a module re-exporting the original with
// every export wrapped in `island()` (`island.ts`). The loader's URL is not known until the islands'
// browser build has run after this one: the wrapper carries `LOADER_PLACEHOLDER`, which
// `bundle-islands.ts` replaces in the written files before any of them is imported.
import type { Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { dirname, extname, join, relative } from 'node:path'
import { withModuleScope } from '../compile/module-scope.js'
import { PACKAGE_ROOT } from '../package-root.js'
import { browserNeed, commonJsExportNames, exportNames, type BrowserNeed } from './detect.js'

/** What the page bundle's plugin found: module path → why it needs the browser and what it exports. */
export type IslandModules = Map<string, IslandModule>

export interface IslandModule extends BrowserNeed {
  /** The file relative to the site folder. */
  file: string
  exports: string[]
  /** A CommonJS module: its browser build's entry re-exports its names as an ES module. */
  commonjs?: true
}

/** The module the wrappers import `island()` from (an external alias of the page bundle). */
export const ISLAND_RUNTIME = 'guildsite/island'
/** Replaced by the loader's URL (a JSON string) once the browser build has made it. */
export const LOADER_PLACEHOLDER = '__GS_ISLANDS_LOADER_URL__'

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/
const ORIGINAL = 'gs-island-original'
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const NODE_MODULES = '/node_modules/'
/** guildsite's own dependencies (the built-ins' imports): never the site's islands. */
const OWN_MODULES = join(PACKAGE_ROOT, 'node_modules') + '/'

/** The package a bare specifier names (`@scope/name/deep` → `@scope/name`); undefined for a path or URL. */
function packageOf(specifier: string): string | undefined {
  if (/^[./]|^[a-z][a-z+.-]*:/i.test(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The package an installed file belongs to (the folder after its last `node_modules/`). */
function packageOfFile(path: string): string {
  return packageOf(path.slice(path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length)) ?? ''
}

/**
 * Replaced, per module file, by `true` when the module may be an island root for the islands below
 * it (it imports one, and its browser build succeeded), else `false` (`bundle-islands.ts`).
 */
export const ROOT_PLACEHOLDER = '__GS_ISLAND_ROOT__:'
/** A component file (JSX) of the site's own code: may be the root of an island below it. */
const COMPONENT_FILE = /\.[jt]sx$/
/** An import of something other than React or Next's own modules: the module may render an island. */
const IMPORTS_COMPONENTS = /^\s*import\s[^;]*?\bfrom\s*['"](?!react['"/]|next\/|react-dom)[^'"]+['"]/m

/** A module that uses React: imports or requires it (or its JSX runtime), or calls `React.createElement`. */
const USES_REACT = /['"](?:react|react\/jsx-runtime|react\/jsx-dev-runtime|preact\/compat)['"]|\bReact\.createElement\b/

/**
 * `candidates`, when given, receives the site's own component modules that need nothing of the
 * browser themselves: each export is wrapped in `islandRoot()`, which makes it the island when an
 * island it renders has props that cannot be sent (issue 35.2) — if the module imports an island.
 */
export function islandPlugin(
  siteDir: string,
  found: IslandModules,
  candidates?: IslandModules,
  /** A last change to a site module's code (the page bundle's `withoutMissingExports`). */
  rewrite?: (code: string, path: string) => string
): Plugin {
  return {
    name: 'guildsite-islands',
    setup(b) {
      // Installed packages the site's own code imports: their modules may be island roots too (issue 35.1:
      // "a component of the site's code or an installed package"); the packages they import in turn are
      // the insides of those islands.
      const imported = new Set<string>()
      b.onResolve({ filter: /^[^./]/ }, args => {
        const fromSite =
          !args.importer.includes(NODE_MODULES) &&
          (args.namespace !== 'file' || !relative(siteDir, args.importer).startsWith('..'))
        const name = fromSite ? packageOf(args.path) : undefined
        if (name) imported.add(name)
        return undefined
      })
      b.onLoad({ filter: SCRIPT }, async args => {
        if (args.namespace !== 'file') return undefined
        const installed = args.path.includes(NODE_MODULES)
        if (installed && (args.path.startsWith(OWN_MODULES) || !imported.has(packageOfFile(args.path))))
          return undefined
        const file = relative(siteDir, args.path)
        if (file.startsWith('..') && !installed) return undefined
        const source = await readFile(args.path, 'utf8')
        // (An installed package's module that never names React renders nothing: eslint's code path
        // analyser, whose `onLooped:` option reads like a compiled handler, is plain code.)
        if (installed && !USES_REACT.test(source)) return undefined
        const own = browserNeed(source, installed)
        const root =
          !own && candidates && !installed && COMPONENT_FILE.test(args.path) && IMPORTS_COMPONENTS.test(source)
        if (!own && !root) return undefined
        const need = own ?? { reason: 'renders an island', line: 1, column: 1 }
        // A CommonJS module (a package's `main`, issue 35.4; it parses as a script): its names as
        // bundlers read them. (esbuild's ES form of it would export only `default`.)
        const commonjs = root ? undefined : commonJsExportNames(source)
        const esm = commonjs ? undefined : await exportNames(source, extname(args.path))
        const names = (commonjs ?? esm)?.filter(
          name => name === 'default' || (IDENTIFIER.test(name) && (!root || /^[A-Z]/.test(name)))
        )
        if (!names || names.length === 0) return undefined
        ;(root ? candidates! : found).set(args.path, {
          ...need,
          file,
          exports: names,
          ...(commonjs && { commonjs: true })
        })
        const original = JSON.stringify(`${ORIGINAL}:${args.path}`)
        const meta = (name: string) =>
          JSON.stringify({ file, export: name, at: `${file}:${need.line}:${need.column}` }).replace(
            /}$/,
            `,"loader":"${LOADER_PLACEHOLDER}"` + (root ? `,"root":"${ROOT_PLACEHOLDER}${file}"}` : '}')
          )
        const wrap = root ? 'islandRoot' : 'island'
        const lines = [
          `import * as __gsOriginal from ${original}`,
          `import { ${wrap} as __gsIsland } from ${JSON.stringify(ISLAND_RUNTIME)}`,
          // (`export *` of a CommonJS module would make this one CommonJS too: its names are listed.)
          ...(commonjs ? [] : [`export * from ${original}`]),
          // (A CommonJS module's default import is its `module.exports`, whatever it holds.)
          ...(commonjs && !names.includes('default') ? ['export default __gsOriginal.default'] : []),
          ...names.map(name =>
            name === 'default'
              ? `export default __gsIsland(__gsOriginal.default, ${meta(name)})`
              : `export const ${name} = __gsIsland(__gsOriginal.${name}, ${meta(name)})`
          )
        ]
        return { contents: lines.join('\n'), loader: 'js', resolveDir: dirname(args.path) }
      })
      b.onResolve({ filter: new RegExp(`^${ORIGINAL}:`) }, args => ({
        path: args.path.slice(ORIGINAL.length + 1),
        namespace: ORIGINAL
      }))
      // (A site's own module gets its module scope here too, as every other site file: `module-scope.ts`.)
      b.onLoad({ filter: /.*/, namespace: ORIGINAL }, async args => ({
        contents: args.path.includes(NODE_MODULES)
          ? await readFile(args.path, 'utf8')
          : (rewrite ?? ((code: string) => code))(
              withModuleScope(await readFile(args.path, 'utf8'), args.path),
              args.path
            ),
        loader: /\.tsx?$|\.mts$|\.cts$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'jsx',
        resolveDir: dirname(args.path)
      }))
    }
  }
}
