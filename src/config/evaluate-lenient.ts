import { build, type Message, type Plugin } from 'esbuild'
import { randomUUID } from 'node:crypto'
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative, resolve as resolvePath, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { builtinAliases } from '../content/evaluate-modules.js'
import { importedAsJson } from '../compile/imported-names.js'
import { SITE_LOADERS } from '../compile/module-scope.js'

/**
 * Evaluates a Next.js site's own config files (`theme.config.tsx`, `next.config.*`,
 * `tailwind.config.*`) the way `_meta` files are: bundled with esbuild and imported. These files
 * import much that a static build does not have (Next's plugins, `next/router`, packages not
 * installed), so every import is lenient: `stubs` give chosen modules their source, the rest resolve
 * as installed when `installed` allows it, and anything else is a stand-in whose every property,
 * call and spread succeeds (a call returns its first object argument, so `withPlugin(config)` keeps
 * the config). Failures come back as a message with a position, never thrown.
 */
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

export type LenientResult =
  | {
      value: unknown
      absent: string[]
      /** Every export of the module (its other exports: a layout's `metadata`). */ exports?: Record<string, unknown>
    }
  | {
      error: {
        message: string
        line?: number
        column?: number
        /** The file whose code threw while the module ran (relative to the site folder, as esbuild names it). */
        thrownIn?: string
      }
      absent: string[]
    }

/** The stand-in value: a callable proxy that tolerates any use. Kept as source: it runs in the evaluated module. */
export const STAND_IN_SOURCE = `
const __gsHeld = new WeakMap()
const isObject = value => value !== null && typeof value === 'object'
export function __gsStandIn(held) {
  // (A bound function: constructible, as new standIn.Plugin() needs, and without a prototype own key.)
  const target = function () {}.bind(null)
  const proxy = new Proxy(target, {
    get(_, key) {
      if (held && key in held) return held[key]
      if (key === Symbol.toPrimitive) return () => ''
      if (key === 'then' || key === '__esModule') return undefined
      if (key === Symbol.iterator) return function* () {}
      if (typeof key === 'symbol') return undefined
      return __gsStandIn()
    },
    // withPlugin(options) and withPlugin(options)(config) both keep the last object they were given.
    apply(_, __, args) {
      const object = args.find(arg => isObject(arg) || (typeof arg === 'function' && __gsHeld.has(arg)))
      return __gsStandIn(__gsHeld.has(object) ? __gsHeld.get(object) : object)
    },
    construct() { return __gsStandIn() },
    ownKeys() { return held ? Reflect.ownKeys(held) : [] },
    getOwnPropertyDescriptor(_, key) {
      return held && Object.prototype.hasOwnProperty.call(held, key) ? { value: held[key], enumerable: true, configurable: true, writable: true } : undefined
    },
    has(_, key) { return Boolean(held && key in held) }
  })
  __gsHeld.set(proxy, held)
  return proxy
}
export function __gsHeldBy(value) { return __gsHeld.get(value) }
`

const BARE = /^(?![./]|node:)(?!\w:[\\/])/
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
 * `require()` of Node's modules in the CommonJS an ES module output bundles (installed Tailwind
 * plugins' `require('util')`: esbuild's shim threw "Dynamic require of "util" is not supported", and
 * the Hive website's Tailwind config was lost): the shim's last resort becomes Node's `require` from
 * the evaluated file's folder. Its one line prepended; nothing changes when the shim is absent.
 */
function withNodeRequire(code: string, file: string): string {
  const shim = /throw (?:new )?Error\('Dynamic require of "' \+ x \+ '" is not supported'\);/
  if (!shim.test(code)) return code
  const from = JSON.stringify(pathToFileURL(file).href)
  return (
    `import { createRequire as __gsCreateRequire } from 'node:module'; const __gsNodeRequire = __gsCreateRequire(${from});\n` +
    code.replace(shim, 'return __gsNodeRequire(x);')
  )
}

/** A module of `namespace` for `specifier` as `importer` imports it (one per importer). */
const perImporter = (specifier: string, namespace: string, importer: string) => ({
  path: `${specifier}?from=${importer}`,
  namespace,
  pluginData: { specifier, importer }
})

/**
 * What `require()` gives CommonJS code (Nextra 2's `require('nextra')({ theme, themeConfig })`) for
 * a module provided here as ES module source: a CommonJS package's `module.exports`, which is its
 * default export when that is a function (the named exports its properties) or the only export (the
 * Guild's Tailwind config: `[...require('@theguild/tailwind-config').content]`), else the namespace.
 */
function required(kind: string, resolved: ReturnType<typeof perImporter>) {
  return kind === 'require-call'
    ? { path: resolved.path, namespace: 'gs-required', pluginData: { inner: resolved } }
    : resolved
}
const REQUIRED_SOURCE = `const m = require('gs-required')
const given = m.default
if (typeof given === 'function') for (const key of Object.keys(m)) if (!(key in given)) given[key] = m[key]
const onlyDefault = given !== null && typeof given === 'object' && Object.keys(m).every(key => key === 'default')
module.exports = typeof given === 'function' || onlyDefault ? given : m`

/** The module for a specifier that cannot be provided: the names its importer asks for, each a stand-in. */
function standInModule(names: Iterable<string>): string {
  const lines = [`import { __gsStandIn } from 'gs-stand-in'`, `const standIn = __gsStandIn()`, `export default standIn`]
  for (const name of names)
    if (name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name)) lines.push(`export const ${name} = standIn`)
  return lines.join('\n')
}

/** The names `importer` imports from `specifier` (each statement read on its own: no semicolons needed). */
export function namesImported(source: string, specifier: string): Set<string> {
  const names = new Set<string>()
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const re = new RegExp(
    `\\b(import|export)\\s+(?:type\\s+)?((?:[\\w$]+\\s*,?\\s*)?(?:\\{[^}]*\\}|\\*\\s*as\\s+[\\w$]+)?)\\s*from\\s*['"]${quoted}['"]`,
    'g'
  )
  for (const match of source.matchAll(re)) {
    const clause = match[2].trim()
    const braces = /\{([^}]*)\}/.exec(clause)
    if (braces) {
      for (const part of braces[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim()
        if (name) names.add(name)
      }
    }
    const before = (braces ? clause.slice(0, braces.index) : clause).replace(/,\s*$/, '').trim()
    if (match[1] === 'import' && before && !before.startsWith('*')) names.add('default')
  }
  return names
}

async function namesFrom(importer: string | undefined, specifier: string): Promise<Set<string>> {
  return namesImported(importer ? await readFile(importer, 'utf8').catch(() => '') : '', specifier)
}

/**
 * An imported file of the site's `public/` folder as the URL Next serves it at (`/images/logo.png`:
 * a theme config's `<Image src={logo}>`); any other import as written.
 */
function publicUrl(specifier: string, resolveDir: string, siteDir: string): string {
  if (!specifier.startsWith('.') && !isAbsolute(specifier)) return specifier
  const rel = relative(join(siteDir, 'public'), resolvePath(resolveDir, specifier.replace(/\?.*$/, '')))
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `/${rel.split(sep).join('/')}` : specifier
}

export async function evaluateLenient(
  file: string,
  siteDir: string,
  options: LenientOptions = {}
): Promise<LenientResult> {
  const stubs = options.stubs ?? {}
  const aliases = builtinAliases()
  const absent = new Set<string>()
  const plugin: Plugin = {
    name: 'guildsite-lenient',
    setup(b) {
      // A site's own `.js` file may hold JSX (a Nextra 2 `theme.config.js`), as Next compiles it.
      b.onLoad({ filter: /\.js$/ }, async args =>
        args.namespace === 'file' && !args.path.includes(`${sep}node_modules${sep}`)
          ? { contents: await readFile(args.path, 'utf8'), loader: 'jsx', resolveDir: dirname(args.path) }
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
        if (args.path.startsWith('node:')) return { path: args.path, external: true }
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
        if (!code.includes('import.meta.url')) return undefined
        const extension = /\.\w+$/.exec(args.path)![0] as keyof typeof SITE_LOADERS
        return {
          contents: code.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)),
          loader: SITE_LOADERS[extension],
          resolveDir: dirname(args.path)
        }
      })
    }
  }
  let code: string
  try {
    const result = await build({
      absWorkingDir: siteDir,
      ...(options.esModuleInterop
        ? {
            // (Given as text, the file belongs to no package: esbuild's interop honours `__esModule`.)
            stdin: {
              contents: await readFile(file, 'utf8'),
              sourcefile: file,
              resolveDir: dirname(file),
              loader: /\.[cm]?tsx?$/.test(file) ? ('ts' as const) : ('js' as const)
            }
          }
        : options.first?.length
          ? {
              stdin: {
                contents: [...options.first, file]
                  .map((path, i, all) =>
                    i < all.length - 1 ? `import ${JSON.stringify(path)}` : `export * from ${JSON.stringify(path)}`
                  )
                  .join('\n'),
                sourcefile: join(dirname(file), 'gs-lenient-entry.js'),
                resolveDir: dirname(file),
                loader: 'js' as const
              }
            }
          : { entryPoints: [file] }),
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      outfile: join(tmpdir(), 'guildsite-lenient.mjs'),
      define: { 'process.env.NODE_ENV': '"production"' },
      ...(options.nodePaths && { nodePaths: options.nodePaths }),
      plugins: [...(options.plugins ?? []), plugin]
    })
    code = withNodeRequire(result.outputFiles[0].text, file)
  } catch (error) {
    const first: Message | undefined = ((error as { errors?: Message[] }).errors ?? [])[0]
    return {
      error: {
        message: first?.text ?? String(error),
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined
      },
      absent: [...absent]
    }
  }
  const dir = join(tmpdir(), `guildsite-site-config-${randomUUID()}`)
  await mkdir(dir, { recursive: true })
  const outFile = join(dir, 'module.mjs')
  try {
    await writeFile(outFile, code)
    const namespace = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>
    let value = unwrap(namespace[options.exportName ?? 'default'])
    // A Next config may be a function of the phase (and may be async).
    if (options.callDefault && typeof value === 'function' && !isStandIn(value))
      value = await (value as (phase: string, context: unknown) => unknown)('phase-production-build', {
        defaultConfig: {}
      })
    return { value: unwrap(await value), absent: [...absent], exports: namespace }
  } catch (error) {
    const thrownIn = thrownFile(error, code)
    return {
      error: { message: error instanceof Error ? error.message : String(error), ...(thrownIn && { thrownIn }) },
      absent: [...absent]
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The file whose code threw, by the error's first frame in the evaluated module: the last of esbuild's
 * `// path` comments (each opens a file's code in the bundle) before that line.
 */
function thrownFile(error: unknown, code: string): string | undefined {
  const line = /module\.mjs:(\d+):\d+/.exec(error instanceof Error ? (error.stack ?? '') : '')?.[1]
  if (!line) return undefined
  const lines = code.split('\n')
  for (let i = Math.min(Number(line), lines.length) - 1; i >= 0; i--) {
    const path = /^\/\/ (\S.*)$/.exec(lines[i])?.[1]
    if (path && !path.includes(' ') && /\.[cm]?[jt]sx?$/.test(path)) return path
  }
  return undefined
}

/** A stand-in that was given an object (`withPlugin(config)`) stands for that object. */
function unwrap(value: unknown): unknown {
  if (!isStandIn(value)) return value
  const held = Object.fromEntries(
    Object.keys(value as object).map(key => [key, (value as Record<string, unknown>)[key]])
  )
  return Object.keys(held).length ? held : value
}

/** A stand-in is a Proxy of an arrow function: its `name` reads as a stand-in, not as ''. */
function isStandIn(value: unknown): boolean {
  try {
    return typeof value === 'function' && typeof (value as { name: unknown }).name === 'function'
  } catch {
    return false
  }
}

/** True for a stand-in value (its `name` is itself a stand-in); plain values and functions are false. */
export const isStandInValue = isStandIn
