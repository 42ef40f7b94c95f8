// The esbuild plugin of a lenient evaluation: stubs, installed packages, assets and stand-ins for every import.
import type { Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve as resolvePath, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { builtinModules } from 'node:module'
import { builtinAliases } from '../content/evaluate-modules.js'
import { importedAsJson } from '../compile/imported-names.js'
import { withGlobImportExtensions } from '../compile/glob-import-extensions.js'
import { SITE_LOADERS, withModuleScope } from '../compile/module-scope.js'
import { replaceInCode } from '../compile/replace-in-code.js'
import {
  namesFrom,
  perImporter,
  required,
  REQUIRED_SOURCE,
  STAND_IN_SOURCE,
  standInModule
} from './stand-in-modules.js'

const BARE = /^(?![./]|node:)(?!\w:[\\/])/

/** Node's own modules by their bare names (`path`, `fs/promises`). */
const NODE_BUILTINS = new Set(builtinModules)
// (With a query: `./icon.svg?svgr`, as SVGR's webpack rule asks for a component.)
const ASSET = /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp|css|scss|sass|less|woff2?|ttf|otf|eot|mp4|webm)(\?[\w=&-]*)?$/i

const MDX = /\.mdx?$/i
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif|ico)(\?[\w=&-]*)?$/i
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon'
}
/** The largest image a config-time import inlines (a logo): a bigger one keeps its path. */
const MAX_INLINE_IMAGE = 64 * 1024
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/

/**
 * An imported file of the site's `public/` folder as the URL Next serves it at (`/images/logo.png`:
 * a theme config's `<Image src={logo}>`); any other import as written.
 */
function publicUrl(specifier: string, resolveDir: string, siteDir: string): string {
  if (!specifier.startsWith('.') && !isAbsolute(specifier)) return specifier
  const rel = relative(join(siteDir, 'public'), resolvePath(resolveDir, specifier.replace(/\?.*$/, '')))
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `/${rel.split(sep).join('/')}` : specifier
}

/** How `evaluateLenient` (evaluate-lenient.ts) provides a file's imports and reads its exports. */
export interface LenientOptions {
  /** Module source by import specifier (e.g. `nextra`), given the names the importer asks for. */
  stubs?: Record<string, (names: Set<string>) => string>
  /** Module source used only when the specifier cannot be resolved (a preset that is not installed). */
  fallbacks?: Record<string, (names: Set<string>) => string>
  /** Folders searched last for bare imports (guildsite's own packages: `tailwindcss/colors` when the site has none). */
  nodePaths?: string[]
  /** Call a default export that is a function (a Next config of the phase). */
  callDefault?: boolean
  /** The export to return instead of the default one (`useMDXComponents` of an `mdx-components` file). */
  exportName?: string
  /** Let bare imports resolve to the site's installed packages (else every bare import is a stand-in). */
  installed?: boolean
  /**
   * Read the file's imports of CommonJS modules as a loader that honours `__esModule` does (Tailwind's
   * jiti: `import { default as f } from 'tailwindcss/lib/util/…'` is the module's `default`), not as
   * Node does for a file of a `"type": "module"` package (the whole `module.exports`).
   */
  esModuleInterop?: boolean
  /**
   * Files run before `file`, as Next runs a page's root layout before the page: modules that import
   * each other in a cycle run in Next's order. With it the result holds `file`'s named exports only.
   */
  first?: string[]
  /** esbuild plugins asked before the lenient resolution (SVG imports as components, class-name helpers). */
  plugins?: Plugin[]
  /** Files (absolute paths) that are stand-ins wherever they are imported: modules that throw when they load. */
  standIns?: ReadonlySet<string>
}

/**
 * The plugin that resolves and loads every import of a file evaluated by `evaluateLenient` (its
 * `options`): each specifier it stands in for is added to `absent`.
 */
export function lenientPlugin(siteDir: string, options: LenientOptions, absent: Set<string>): Plugin {
  const stubs = options.stubs ?? {}
  const aliases = builtinAliases()
  return {
    name: 'guildsite-lenient',
    setup(b) {
      // A site's own `.js` file may hold JSX (a Nextra 2 `theme.config.js`), as Next compiles it.
      b.onLoad({ filter: /\.js$/ }, async args =>
        args.namespace === 'file' && !args.path.includes(`${sep}node_modules${sep}`)
          ? {
              contents: siteSource(await readFile(args.path, 'utf8'), args.path),
              loader: 'jsx',
              resolveDir: dirname(args.path)
            }
          : undefined
      )
      b.onResolve({ filter: /^gs-stand-in$/ }, () => ({ path: 'gs-stand-in', namespace: 'gs-lenient' }))
      // A provided module (stub, fallback, stand-in) that CommonJS code `require`s, through a wrapper: see `required`.
      b.onResolve({ filter: /^gs-required$/ }, args => args.pluginData.inner)
      b.onResolve({ filter: /.*/ }, async args => {
        if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
        const provided = (specifier: string, namespace: string) =>
          required(args.kind, perImporter(specifier, namespace, args.importer))
        // (One module per importer: its exports are the names that file asks for, never another's.)
        if (args.path in stubs) return provided(args.path, 'gs-stub')
        if (args.path === 'react' || args.path.startsWith('react/') || args.path.startsWith('react-dom'))
          return args.path in aliases
            ? { path: aliases[args.path], external: true }
            : { path: args.path, external: true }
        // (Node's own modules, with or without `node:`: a Next config's `import path from 'path'` and
        // `fileURLToPath(import.meta.url)` give its webpack alias `@` → the site folder, stats-for-startups.)
        if (args.path.startsWith('node:') || NODE_BUILTINS.has(args.path)) return { path: args.path, external: true }
        if (ASSET.test(args.path)) {
          const url = publicUrl(args.path, args.resolveDir, siteDir)
          // An image of the site's own outside public/ (a theme config's `import logo from
          // '#/assets/logo.svg'`, through its tsconfig paths): its bytes as a data URL, small ones only.
          if (url === args.path && IMAGE.test(args.path)) {
            const file = await b.resolve(args.path.replace(/\?.*$/, ''), {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: { probing: true }
            })
            if (file.errors.length === 0 && !file.external && !IN_NODE_MODULES.test(file.path))
              return { path: file.path, namespace: 'gs-image', pluginData: { specifier: args.path } }
          }
          return { path: url, namespace: 'gs-asset' }
        }
        // An MDX file (a banner a layout imports): a component that renders nothing, for what is read here.
        if (MDX.test(args.path)) return { path: args.path, namespace: 'gs-mdx' }
        const result = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true }
        })
        // A bare import the site's tsconfig/jsconfig paths map to its own files (`@/lib/x`) is always used; a package only when allowed.
        const ownFile = result.errors.length === 0 && !result.external && !/[\\/]node_modules[\\/]/.test(result.path)
        if (BARE.test(args.path) && !options.installed && !ownFile) {
          absent.add(args.path)
          return provided(args.path, 'gs-absent')
        }
        if (result.errors.length === 0 && options.standIns?.has(result.path)) {
          absent.add(args.path)
          return provided(args.path, 'gs-absent')
        }
        if (result.errors.length === 0) return result
        if (options.fallbacks && args.path in options.fallbacks) {
          absent.add(args.path)
          return provided(args.path, 'gs-fallback')
        }
        absent.add(args.path)
        return provided(args.path, 'gs-absent')
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-required' }, args => ({
        contents: REQUIRED_SOURCE,
        loader: 'js',
        pluginData: args.pluginData
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-lenient' }, () => ({ contents: STAND_IN_SOURCE, loader: 'js' }))
      b.onLoad({ filter: /.*/, namespace: 'gs-stub' }, async args => ({
        contents: stubs[args.pluginData.specifier](
          await namesFrom(args.pluginData.importer, args.pluginData.specifier)
        ),
        loader: 'tsx',
        resolveDir: siteDir
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-fallback' }, async args => ({
        contents: options.fallbacks![args.pluginData.specifier](
          await namesFrom(args.pluginData.importer, args.pluginData.specifier)
        ),
        loader: 'js',
        resolveDir: siteDir
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-mdx' }, () => ({
        contents: 'export default function MDXContent() { return null }',
        loader: 'js'
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-image' }, async args => {
        const bytes = await readFile(args.path).catch(() => undefined)
        const type = IMAGE_TYPES[/\.(\w+)$/.exec(args.path)![1].toLowerCase()]
        const url =
          bytes && bytes.length <= MAX_INLINE_IMAGE
            ? `data:${type};base64,${bytes.toString('base64')}`
            : (args.pluginData as { specifier: string }).specifier
        return { contents: `export default ${JSON.stringify(url)}`, loader: 'js' }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-asset' }, args => ({
        contents: `export default ${JSON.stringify(args.path)}`,
        loader: 'js'
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-absent' }, async args => {
        // (An absent JSON file imported `with`/`assert { type: 'json' }`, e.g. a monorepo's `../package.json`:
        // esbuild loads such an import only as JSON, so it is an empty object.)
        const { importer, specifier } = args.pluginData as { importer?: string; specifier: string }
        const source = importer ? await readFile(importer, 'utf8').catch(() => '') : ''
        if (args.with.type === 'json' || importedAsJson(source, specifier)) return { contents: '{}', loader: 'json' }
        return {
          contents: standInModule(await namesFrom(args.pluginData.importer, args.pluginData.specifier)),
          loader: 'js',
          resolveDir: siteDir
        }
      })
      // `import.meta.url` of the site's own files is their URL in the site, as when Node runs them
      // (`createRequire(import.meta.url).resolve('esquery')` in a Next config's `webpack()`), not the
      // temporary bundle's.
      b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, async args => {
        if (args.namespace !== 'file' || IN_NODE_MODULES.test(args.path)) return undefined
        const code = await readFile(args.path, 'utf8')
        const contents = siteSource(code, args.path)
        if (contents === code) return undefined
        const extension = /\.\w+$/.exec(args.path)![0] as keyof typeof SITE_LOADERS
        return {
          contents,
          loader: SITE_LOADERS[extension],
          resolveDir: dirname(args.path)
        }
      })
    }
  }
}

/**
 * A site file as Node runs it: its `import.meta.url` its own URL, and in CommonJS its `__dirname` and
 * `__filename` its own (ngstarter's `next.config.js`: `sassOptions.includePaths: [path.join(__dirname,
 * 'styles')]` threw "__dirname is not defined in ES module scope" in the bundle, and the whole config —
 * `output`, `theme` — was lost). Names the file declares itself are left alone (`module-scope.ts`).
 */
function siteSource(code: string, path: string): string {
  const scoped = withGlobImportExtensions(withModuleScope(code, path, ['__filename', '__dirname']), path)
  return scoped.includes('import.meta.url')
    ? replaceInCode(scoped, /\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(path).href))
    : scoped
}
