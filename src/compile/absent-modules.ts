import { imageDimensions } from './image-dimensions.js'
import { PACKAGE_FALLBACKS } from './package-fallbacks.js'
import { transform, type OnResolveArgs, type PluginBuild, type ResolveResult } from 'esbuild'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path'
import { distPath, PACKAGE_ROOT } from '../package-root.js'
import { diagnostic, positionAt, type Diagnostic, type DiagnosticCode } from '../shared/diagnostics.js'
import { importedAsJson, importedNames } from './imported-names.js'
import { resolveFromSiteFolder } from './implicit-base-url.js'
import { resolveSubpathImport } from './subpath-imports.js'
import {
  ancestors,
  IN_NODE_MODULES,
  lackingDependency,
  packageName,
  shippedPackages,
  withExtensions,
  type LackingDependency
} from './installed-packages.js'
import { absentModuleSource, ICON_PACKAGE, placeholders, standInHeader } from './stand-in-source.js'
import { svgComponentSource, usedAsComponent } from './svg-imports.js'
import { isStandInModule } from '../website/stand-in-modules.js'

/** Files that import as their public URL (pages, components and metas alike). */
export const ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|woff2?|pdf)$/i

/** An imported file's output path: `_gs/assets/<name>-<hash>.<ext>`, from its name and bytes only. */
export function assetPath(path: string, bytes: Uint8Array): string {
  const name = basename(path)
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w.-]+/g, '-')
  return `_gs/assets/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${extname(path).toLowerCase()}`
}

let exportsCache: Record<string, string[]> | undefined

/**
 * What each built-in module (a key of `builtinAliases()`) exports, listed when the package is built
 * (`scripts/build.mjs` writes `dist/templates/builtin-exports.json`); empty when that file is absent.
 */
export function builtinExports(): Record<string, string[]> {
  if (!exportsCache) {
    try {
      exportsCache = JSON.parse(readFileSync(distPath('templates', 'builtin-exports.json'), 'utf8')) as Record<
        string,
        string[]
      >
    } catch {
      exportsCache = {}
    }
  }
  return exportsCache
}

/** An importing module: its path and its esbuild namespace. */
interface From {
  importer: string
  namespace: string
}

export interface AbsentModulesOptions {
  /** Built-in specifier → the file it resolves to (kept external). */
  aliases: Record<string, string>
  /** The module whose `MissingComponent` makes placeholders (a key of `aliases`). */
  provider: string
  /** The module that watches `fast-glob` for absent folders (templates/modules/glob-notes.ts), when pages are bundled. */
  globNotes?: string
  /**
   * The text esbuild parses for `importer` (for names), and the author's text (for positions).
   * `namespace` is the importer's esbuild namespace: a page entry (`gs-page`) and the file it wraps
   * (`file`, e.g. an app router `page.tsx`) share a path but not a text.
   */
  sourceOf: (importer: string, namespace: string) => Promise<{ code: string; original: string }>
  display: (path: string) => string
  /** The site folder (root of `@/…` and `~/…` paths). */
  siteDir: string
  diagnostics: Diagnostic[]
  code: DiagnosticCode
  /** What the warnings say stands in ('a placeholder is rendered instead' by default). */
  instead?: string
  /**
   * Called for each absent import with the files whose creation could make it resolve (the page's
   * dependencies: a warm build must not keep a placeholder that a cold build would not show).
   */
  onAbsent?: (importer: string, candidates: string[]) => void
  /** Called for each imported file that becomes a URL. */
  onAsset?: (path: string, bytes: Uint8Array, source: string) => void
}

/**
 * Resolution that nothing absent can stop, shared by the page bundler and meta evaluation:
 * - a module that cannot be resolved becomes a stand-in **for its importer**: it exports a
 *   placeholder for each name that importer asks for, whatever other files ask of the same module
 *   and in whatever order esbuild meets them (the bundle is the same for every order);
 * - a built-in module asked for a name it does not export becomes a shim that re-exports the real
 *   module and adds a placeholder for each lacking name (for that importer, too);
 * - images and other files become their public URL under `/_gs/assets/`.
 * Each absent module or name gives one warning at the import's file:line:col.
 */
export function setupAbsentModules(b: PluginBuild, options: AbsentModulesOptions): void {
  const instead = options.instead ?? 'a placeholder is rendered instead'
  const warned = new Set<string>()
  const warn = async ({ importer, namespace }: From, specifier: string, message: string, hint?: string) => {
    const key = `${namespace}\0${importer}\0${specifier}\0${message}`
    if (warned.has(key)) return
    warned.add(key)
    const { code, original } = await options.sourceOf(importer, namespace)
    const at = importedNames(original, specifier).offset
    const fallback = importedNames(code, specifier).offset
    // (An import the compiler made, of a Markdown image `![](./x.png)`: where the text names the file.)
    const named = at < 0 && !(fallback >= 0 && code === original) ? original.indexOf(`](${specifier}`) : -1
    const image = named >= 0 ? original.lastIndexOf('![', named) : -1
    const imageAt = image > original.lastIndexOf('\n', named) ? image : named + 2
    const where =
      at >= 0
        ? { source: original, ...positionAt(original, at) }
        : fallback >= 0 && code === original
          ? { source: code, ...positionAt(code, fallback) }
          : named >= 0
            ? { source: original, ...positionAt(original, imageAt) }
            : {}
    options.diagnostics.push(
      diagnostic(options.code, message, { file: options.display(importer), ...where }, hint ? { hint } : {})
    )
  }
  const declared = declaredPackages(options.siteDir)
  const brokenPackages = new Map<string, Promise<LackingDependency | undefined>>()
  const namesOf = async ({ importer, namespace }: From, specifier: string) =>
    importedNames((await options.sourceOf(importer, namespace)).code, specifier).names
  /**
   * The names a TypeScript importer takes from `specifier` as values: a name used only as a type
   * (`import { ReactNode } from 'react'`, without `type`) is gone once compiled, as in Next's build.
   */
  const valueNamesOf = async ({ importer, namespace }: From, specifier: string, names: string[]) => {
    if (names.length === 0 || !/\.(tsx?|mts|cts)$/.test(importer)) return names
    try {
      const { code } = await options.sourceOf(importer, namespace)
      const compiled = await transform(code, { loader: importer.endsWith('x') ? 'tsx' : 'ts', jsx: 'preserve' })
      const kept = importedNames(compiled.code, specifier).names
      return names.filter(name => kept.has(name))
    } catch {
      return names
    }
  }

  b.onResolve({ filter: /.*/ }, async args => {
    if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
    const from: From = { importer: args.importer, namespace: args.namespace }
    if (args.path in options.aliases) {
      // The shim's own import of the real module, and the placeholders' provider.
      if (args.namespace === 'gs-builtin' || args.namespace === 'gs-missing' || args.path === options.provider)
        return { path: options.aliases[args.path], external: true }
      const known = builtinExports()[args.path]
      const lacking = known
        ? await valueNamesOf(
            from,
            args.path,
            [...(await namesOf(from, args.path))].filter(name => !known.includes(name)).sort()
          )
        : []
      if (lacking.length === 0) return { path: options.aliases[args.path], external: true }
      const list = lacking.map(name => (name === 'default' ? 'a default export' : `"${name}"`)).join(', ')
      await warn(from, args.path, `"${args.path}" has no ${list} in guildsite; ${instead}`)
      return {
        path: `${args.path}?from=${options.display(args.importer)}`,
        namespace: 'gs-builtin',
        pluginData: { specifier: args.path, lacking, hasDefault: known!.includes('default') }
      }
    }
    if (args.path.startsWith('node:')) return { path: args.path, external: true }
    // A URL import (Next's `urlImports`): an image is its URL; anything else is not fetched (no
    // network at build time) and gets a stand-in.
    if (/^https?:\/\//i.test(args.path)) {
      if (ASSET_FILE.test(args.path.replace(/[?#].*$/, ''))) return { path: args.path, namespace: 'gs-url' }
      await warn(from, args.path, `URL import "${args.path}" is not fetched at build time; ${instead}`)
      return {
        path: `${args.path}?from=${options.display(args.importer)}`,
        namespace: 'gs-missing',
        pluginData: { specifier: args.path, names: [...(await namesOf(from, args.path))].sort() }
      }
    }
    const direct = await b.resolve(args.path, {
      kind: args.kind,
      resolveDir: args.resolveDir,
      importer: args.importer,
      pluginData: { probing: true }
    })
    // (A bare path in the site folder, as Next 13's implicit base URL finds it: `public/assets/x.png`.)
    const result =
      direct.errors.length === 0 ? direct : ((await resolveFromSiteFolder(b, args, options.siteDir)) ?? direct)
    // An SVG its importer takes as a component (as SVGR gives Next sites) is one.
    if (
      result.errors.length === 0 &&
      /\.svg$/i.test(result.path) &&
      usedAsComponent(await options.sourceOf(args.importer, args.namespace), args.path)
    )
      return { path: result.path, namespace: 'gs-svg-component' }
    // An installed package whose own code needs a dependency that is not installed (react-avatar's
    // peer @babel/runtime, which `npm install --legacy-peer-deps` leaves out) throws as the page loads:
    // its importer gets a stand-in for it, as if it were absent, and the other pages are unaffected.
    if (result.errors.length === 0 && !IN_NODE_MODULES.test(args.importer) && IN_NODE_MODULES.test(result.path)) {
      const lacking = await lackingDependency(result.path, options.aliases, brokenPackages)
      if (lacking) {
        await warn(
          from,
          args.path,
          `Import "${args.path}" is installed, but its dependency "${lacking.name}" is not; ${instead}`,
          `${lacking.owner}'s package.json asks for ${lacking.name} (${lacking.field}): install it (npm install ${lacking.name}) to use ${lacking.owner}.`
        )
        options.onAbsent?.(args.importer, absentCandidates(lacking.file, lacking.specifier, options.siteDir))
        return {
          path: `${args.path}?from=${options.display(args.importer)}`,
          namespace: 'gs-missing',
          pluginData: { specifier: args.path, names: [...(await namesOf(from, args.path))].sort() }
        }
      }
    }
    // A module of the site that throws when it loads in a build (`website/stand-in-modules.ts`).
    if (result.errors.length === 0 && isStandInModule(options.siteDir, result.path))
      return {
        path: `${args.path}?from=${options.display(args.importer)}`,
        namespace: 'gs-missing',
        pluginData: { specifier: args.path, names: [...(await namesOf(from, args.path))].sort() }
      }
    if (result.errors.length === 0) return result
    // `#components/x` through package.json `imports`, its target given without an extension.
    const mapped = await resolveSubpathImport(b, args)
    if (mapped) return mapped
    // A package the site does not have installed but guildsite depends on (`fast-glob`,
    // `unist-util-visit-parents`…) is guildsite's copy, as the site's install would give it.
    const shipped = await shippedPackage(b, args)
    // (`fast-glob` notes the folders its patterns glob that are not there: templates/modules/glob-notes.ts.)
    if (shipped && args.path === 'fast-glob' && options.globNotes)
      return {
        path: `${args.path}?from=${options.display(args.importer)}`,
        namespace: 'gs-glob',
        pluginData: { real: shipped.path, from: options.display(args.importer) }
      }
    if (shipped) return shipped
    // An installed package's own optional dependency, required or imported where it runs (`ws`'
    // `try { require('bufferutil') } catch {}`, graphql-tag-pluck's `await import('svelte2tsx')`): left
    // to Node, where its absence throws and the package's fallback runs — a stand-in would be taken for
    // the module. Not the site's to act on: no warning.
    if (IN_NODE_MODULES.test(args.importer) && (args.kind === 'require-call' || args.kind === 'dynamic-import'))
      return { path: args.path, external: true }
    const fallback = PACKAGE_FALLBACKS[args.path]
    await warn(
      from,
      args.path,
      fallback
        ? `Import "${args.path}" cannot be resolved; guildsite's own ${fallback.label ?? fallback.names.join(', ')} stand in for it (any other name: ${instead.replace(/ instead$/, '')})`
        : ICON_PACKAGE.test(args.path)
          ? `Import "${args.path}" cannot be resolved; its icons are drawn as empty icon boxes`
          : `Import "${args.path}" cannot be resolved; ${instead}`,
      notInstalledHint(declared, args.path)
    )
    options.onAbsent?.(args.importer, absentCandidates(args.importer, args.path, options.siteDir))
    // One stand-in per importer: its exports are what that file imports, never what another asked.
    return {
      path: `${args.path}?from=${options.display(args.importer)}`,
      namespace: 'gs-missing',
      pluginData: {
        specifier: args.path,
        names: [...(await namesOf(from, args.path))].sort(),
        json: importedAsJson((await options.sourceOf(args.importer, args.namespace)).code, args.path)
      }
    }
  })
  // A placeholder component that a site's code may also call as a function, with any arguments or
  // none (`clsx()`, `format(date)`): it renders, or returns, the placeholder, and never throws. Its
  // name is not enumerable: a stand-in spread into a `_meta` object adds no key. Used as data, a
  // member chain of it is another stand-in (`parser.meta.version`, `<Icons.Logo />`), that reads as
  // '' in a string, while the names React and module interop look up stay absent; `new` of it is one.
  const header = standInHeader(options.provider)
  b.onLoad({ filter: /.*/, namespace: 'gs-glob' }, args => {
    const { real, from } = args.pluginData as { real: string; from: string }
    return {
      contents: [
        `import * as real from ${JSON.stringify(real)}`,
        `import { watchedGlob } from ${JSON.stringify(options.globNotes)}`,
        `const fg = watchedGlob(real.default ?? real, ${JSON.stringify(from)})`,
        'export default fg',
        'export const { sync, async, stream, glob, globSync, globStream, generateTasks, isDynamicPattern, escapePath, convertPathToPattern } = fg'
      ].join('\n'),
      loader: 'js',
      resolveDir: PACKAGE_ROOT
    }
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-missing' }, args => {
    const { specifier, names, json } = args.pluginData as { specifier: string; names: string[]; json?: boolean }
    // (Imported `with`/`assert { type: 'json' }`: esbuild loads it only as JSON, an empty object.)
    if (json || args.with.type === 'json') return { contents: '{}', loader: 'json' }
    return { contents: absentModuleSource(options.provider, specifier, names), loader: 'js' }
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-builtin' }, args => {
    const { specifier, lacking, hasDefault } = args.pluginData as {
      specifier: string
      lacking: string[]
      hasDefault: boolean
    }
    const real = JSON.stringify(specifier)
    const lines = [header, `export * from ${real}`]
    if (hasDefault) lines.push(`export { default } from ${real}`)
    else if (lacking.includes('default')) lines.push(`export default __gsMissing(${real})`)
    return { contents: [...lines, ...placeholders(lacking)].join('\n'), loader: 'js' }
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-url' }, args => ({
    contents: `export default ${JSON.stringify(args.path)}`,
    loader: 'js'
  }))
  b.onLoad({ filter: /.*/, namespace: 'gs-svg-component' }, async args => {
    const bytes = await readFile(args.path)
    const out = assetPath(args.path, bytes)
    options.onAsset?.(out, bytes, args.path)
    return { contents: svgComponentSource('/' + out), loader: 'js' }
  })
  b.onLoad({ filter: ASSET_FILE }, async args => {
    const bytes = await readFile(args.path)
    const out = assetPath(args.path, bytes)
    options.onAsset?.(out, bytes, args.path)
    return { contents: assetModuleSource('/' + out, bytes, args.path), loader: 'js' }
  })
}

/**
 * The module of an imported image or file: its URL, as a string that also has Next's static image
 * shape (`img.src`, and an image's intrinsic `width` and `height`: `image-dimensions.ts`), which sites
 * pass to next/image or CSS and validate (`z.object({ src, width, height })`): a String object with
 * those properties. It reads as the URL wherever a string is expected (attributes, template strings,
 * string methods); the media components take its value (`media-src.ts`).
 */
export function assetModuleSource(url: string, bytes?: Uint8Array, file = url): string {
  const size = bytes && imageDimensions(bytes, file)
  const shape = { src: url, ...size }
  return [
    `const url = new String(${JSON.stringify(url)})`,
    ...Object.entries(shape).map(
      ([key, value]) => `Object.defineProperty(url, '${key}', { value: ${JSON.stringify(value)} })`
    ),
    'export default url'
  ].join('\n')
}

/** A bare import of a package guildsite depends on, resolved from guildsite's own folder. */
export async function shippedPackage(b: PluginBuild, args: OnResolveArgs): Promise<ResolveResult | undefined> {
  const name = packageName(args.path)
  if (!name || !shippedPackages().has(name)) return undefined
  const result = await b.resolve(args.path, {
    kind: args.kind,
    resolveDir: PACKAGE_ROOT,
    importer: args.importer,
    pluginData: { probing: true }
  })
  return result.errors.length === 0 ? result : undefined
}

/**
 * Files whose appearance could make `specifier` resolve from `importer`: the file itself with each
 * extension (relative paths), the path under the site's root folders and the tsconfig/jsconfig that
 * maps it (`@/…`, `~/…` from the site folder or its `src/`), or the package's `package.json` in each `node_modules` up the tree
 * and the path in the site folder (`resolveFromSiteFolder`).
 */
export function absentCandidates(importer: string, specifier: string, siteDir: string): string[] {
  const from = dirname(importer)
  if (specifier.startsWith('.') || isAbsolute(specifier)) return withExtensions(resolve(from, specifier))
  const configs = ancestors(from).flatMap(dir => [join(dir, 'tsconfig.json'), join(dir, 'jsconfig.json')])
  const alias = /^[@~]\/(.*)$/.exec(specifier)
  if (alias)
    return [...configs, ...withExtensions(join(siteDir, alias[1])), ...withExtensions(join(siteDir, 'src', alias[1]))]
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
  return [
    ...configs,
    ...ancestors(from).map(dir => join(dir, 'node_modules', name, 'package.json')),
    ...withExtensions(join(siteDir, specifier))
  ]
}

/** The packages the site's package.json depends on (dependencies, dev and peer), read once per bundle. */
function declaredPackages(siteDir: string): ReadonlySet<string> {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>
    return new Set(
      ['dependencies', 'devDependencies', 'peerDependencies'].flatMap(field =>
        pkg[field] && typeof pkg[field] === 'object' ? Object.keys(pkg[field]) : []
      )
    )
  } catch {
    return new Set()
  }
}

/**
 * For a package the site's package.json names but that is not installed (a website folder built
 * without `node_modules`): what makes it resolve. Undefined for relative, aliased or undeclared imports.
 */
export function notInstalledHint(declared: ReadonlySet<string>, specifier: string): string | undefined {
  if (/^[./]/.test(specifier)) return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return declared.has(name)
    ? `package.json depends on ${name}, which is not installed: install the site's dependencies (npm install) to use it.`
    : undefined
}
