import { PACKAGE_FALLBACKS } from './package-fallbacks.js'
import { transform, type PluginBuild } from 'esbuild'
import { diagnostic, positionAt, type Diagnostic, type DiagnosticCode } from '../shared/diagnostics.js'
import { absentCandidates, declaredPackages, notInstalledHint } from './absent-candidates.js'
import { ASSET_FILE } from './asset-modules.js'
import { builtinExports } from './builtin-exports.js'
import { importedAsJson, importedNames } from './imported-names.js'
import { resolveFromSiteFolder } from './implicit-base-url.js'
import { resolveSubpathImport } from './subpath-imports.js'
import { IN_NODE_MODULES, lackingDependency, type LackingDependency } from './installed-packages.js'
import { shippedPackage } from './shipped-package.js'
import { ICON_PACKAGE, STAND_IN_SELF } from './stand-in-source.js'
import { setupStandInLoaders } from './stand-in-loaders.js'
import { usedAsComponent } from './svg-imports.js'
import { isStandInModule } from '../website/stand-in-modules.js'

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

// An absent package's stylesheet (`import '@tarvis/client/dist/index.css'`): nothing renders in its place.
const STYLESHEET = /\.(?:css|scss|sass|less)(?:\?.*)?$/i

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
    // (One absent package imported by many files is one cause: said once, then its other places.)
    const cause = /^[@\w]/.test(specifier) && !specifier.includes(':') ? `import of "${specifier}"` : undefined
    options.diagnostics.push(
      diagnostic(
        options.code,
        message,
        { file: options.display(importer), ...where },
        { ...(hint && { hint }), ...(cause && { cause }) }
      )
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

  /** Whether `code` uses the name it imports as `name` (or `name as local`) anywhere but in its import. */
  const importUsed = (code: string, name: string) => {
    const local =
      new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}\\s+as\\s+([A-Za-z_$][\\w$]*)`).exec(code)?.[1] ?? name
    const uses = code.match(new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))
    return (uses?.length ?? 0) > 1
  }

  b.onResolve({ filter: /.*/ }, async args => {
    // (A stand-in's import of its own namespace object: `stand-in-source.ts`.)
    if (args.path === STAND_IN_SELF && args.namespace === 'gs-missing')
      return { path: args.importer, namespace: 'gs-missing' }
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
            [...(await namesOf(from, args.path))].filter(name => name !== '*' && !known.includes(name)).sort()
          )
        : []
      if (lacking.length === 0) return { path: options.aliases[args.path], external: true }
      // (A name imported and never used renders nothing, and Next's build says nothing of it: space-bots'
      // `CardsIcon` of nextra/icons, which Nextra has not either. Its placeholder is there all the same.)
      const { code } = await options.sourceOf(args.importer, args.namespace)
      const used = lacking.filter(name => name === 'default' || importUsed(code, name))
      const list = used.map(name => (name === 'default' ? 'a default export' : `"${name}"`)).join(', ')
      if (used.length) await warn(from, args.path, `"${args.path}" has no ${list} in guildsite; ${instead}`)
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
          ? `Import "${args.path}" cannot be resolved; its icons are drawn as empty icon boxes (chevrons, arrows, checks, crosses, plus and minus as plain strokes)`
          : STYLESHEET.test(args.path)
            ? `Import "${args.path}" cannot be resolved; its styles are left out`
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
  setupStandInLoaders(b, options)
}
