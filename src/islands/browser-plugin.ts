// How the islands' browser build resolves and loads what the server's page bundle resolves otherwise:
// the built-ins to their browser versions, Node's own modules to a stand-in (or `path` to its browser
// version), absent imports to the server's stand-ins, imported files to their URLs, React through one
// ES module (`bundle-islands.ts` builds with it).
import type { Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { builtinModules, createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import { builtinAliases } from '../content/evaluate-modules.js'
import { distPath, PACKAGE_ROOT } from '../package-root.js'
import { ASSET_FILE, assetModuleSource, assetPath } from '../compile/asset-modules.js'
import { shippedPackage } from '../compile/shipped-package.js'
import { absentModuleSource, STAND_IN_SELF } from '../compile/stand-in-source.js'
import { withImportMetaUrl } from '../compile/module-scope.js'
import { importedNames } from '../compile/imported-names.js'
import { svgComponentSource, usedAsComponent } from '../compile/svg-imports.js'
import { resolveSubpathImport } from '../compile/subpath-imports.js'
import { IN_NODE_MODULES, lackingDependency, type LackingDependency } from '../compile/installed-packages.js'

const REACT = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'])
/** Where the stand-ins of absent imports take their placeholder from (as the server's do). */
const MISSING_PROVIDER = 'guildsite/missing-component'

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
export function browserAliases(): Record<string, string> {
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
export function browserPlugin(aliases: Record<string, string>): Plugin {
  return {
    name: 'guildsite-islands-browser',
    setup(b) {
      const brokenPackages = new Map<string, Promise<LackingDependency | undefined>>()
      b.onResolve({ filter: /.*/ }, async args => {
        // (A stand-in's import of its own namespace object: `compile/stand-in-source.ts`.)
        if (args.path === STAND_IN_SELF && args.namespace === 'gs-islands-missing')
          return { path: args.importer, namespace: 'gs-islands-missing', pluginData: args.pluginData }
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
