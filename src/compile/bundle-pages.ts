import { build, type Message, type Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCAL_THEME_EXPORT, mayWrapChildren, ROOT_LAYOUT_EXPORT, rootLayoutOf } from '../app-router/find-app-pages.js'
import { localThemeOf } from '../website/local-theme.js'
import { builtinAliases } from '../content/evaluate-modules.js'
import { distPath } from '../package-root.js'
import { sharedModuleFile } from '../page-runner/shared-modules.js'
import { pageIslands } from '../islands/index.js'
import { cssModulesPlugin } from '../site-css/css-modules-plugin.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { setupAbsentModules } from './absent-modules.js'
import { MODULE_SCOPE_DEFINE, requireBanner, setupModuleScope, withModuleScope } from './module-scope.js'
import { missingExports, missingExportsPlugin, withoutMissingExports } from './missing-exports.js'
import { withPageData } from './page-data.js'
import { providerExport, type ThemeProvider } from '../website/theme-provider.js'

export interface BundleEntry {
  /** Absolute source path of the page. */
  path: string
  /** Its compiled ES module. */
  code: string
}

export interface BundleOptions {
  entries: BundleEntry[]
  siteDir: string
  /** Scratch folder for the bundle (JS for this process, assets for the site). */
  workDir: string
  /** esbuild plugins that go first (a website's `.svg` imports as components, `src/website/svg-components.ts`). */
  plugins?: Plugin[]
  /** Compiles an imported `.md`/`.mdx` partial to an ES module. */
  compilePartial: (path: string, source: string) => Promise<{ code?: string; diagnostics: Diagnostic[] }>
  /**
   * Load each page's module on this thread (`modules`, with its data in place). The build leaves
   * that to the page runner (src/page-runner/), which loads `outFiles` on threads under a budget.
   * @default true
   */
  load?: boolean
  /**
   * The site's root layout gives its navbar an element of its own (`config.website.navbarChild`): each
   * page exports the layout's module, whose element it draws in its bar (src/app-router/navbar-child.ts).
   */
  navbarChild?: boolean
  /**
   * A theme of the site's own whose `<MDXProvider>` gives pages components by name: its module gets an
   * export of them, which pages import (src/website/theme-provider.ts).
   */
  themeProvider?: ThemeProvider
}

export interface BundleResult {
  /** Page path → its module namespace (default export = MDXContent), when loaded here (`load`). */
  modules: Map<string, Record<string, unknown>>
  /** Page path → its module's file (an ES module; its shared chunks beside it, under `workDir`). */
  outFiles: Map<string, string>
  /** Imported files (images…), output path (`_gs/assets/name-hash.ext`) → contents. */
  assets: Map<string, Uint8Array>
  diagnostics: Diagnostic[]
  /** Page path → every local file its module includes (for incremental rebuilds). */
  dependencies: Map<string, string[]>
  /** Page path → the diagnostics about the files its module includes (kept with the page's facts). */
  pageDiagnostics: Map<string, Diagnostic[]>
  /** Page path → the files its module imports as URLs: `[output path, source file]`. */
  pageAssets: Map<string, [string, string][]>
  /**
   * Page path → files that do not exist but would resolve one of its absent imports if created: a
   * build's cache must treat them as dependencies (the dev server's watcher does not watch them).
   */
  absentFiles: Map<string, string[]>
  /** Page path → the modules of its bundle that run in the browser (islands), as `file:line:col`, sorted. */
  pageIslands: Map<string, string[]>
}

type Outputs = Record<
  string,
  { inputs: Record<string, unknown>; imports: { path: string; kind: string; external?: boolean }[] }
>

/**
 * Local files an output includes, through the shared chunks it imports too: a component used by two
 * pages lives in a chunk, and an edit to it must still invalidate both pages.
 */
function localInputs(outputs: Outputs, output: string, seen = new Set<string>()): string[] {
  if (seen.has(output) || !outputs[output]) return []
  seen.add(output)
  const own = Object.keys(outputs[output].inputs).filter(input => !input.includes(':'))
  const chunks = outputs[output].imports
    .filter(i => !i.external && i.kind === 'import-statement')
    .flatMap(i => localInputs(outputs, i.path, seen))
  return [...new Set([...own, ...chunks])].sort()
}

/**
 * Bundles every compiled page with esbuild in one build: relative components, partials, JSON and
 * images resolve (images become hashed asset URLs); built-ins stay external so the process shares
 * one React. An import that cannot be resolved becomes a stand-in module rendering a placeholder,
 * with one warning naming the importing file and line.
 */
export async function bundlePages(options: BundleOptions): Promise<BundleResult> {
  const diagnostics: Diagnostic[] = []
  const assets = new Map<string, Uint8Array>()
  // The site's components that need the browser (src/islands/).
  // A page (or MDX file, or site module) → the names it imports that their module does not export (`missingExports`).
  const missing = new Map<string, Set<string>>()
  // A last change to each of the site's own modules: the names esbuild found missing taken out of its
  // imports, and the components a theme's <MDXProvider> gives exported from its module (theme-provider.ts).
  const provider = options.themeProvider
  const rewrite = (code: string, path: string) =>
    withoutMissingExports(provider?.file === path ? code + providerExport(provider) : code, missing.get(path))
  const islands = pageIslands(options.siteDir, rewrite, options.compilePartial)
  // Each through its shim when the package build wrote one: the page runner's thread has these
  // modules in its bundle, and a page must use the same instances (src/page-runner/shared-modules.ts).
  const aliases: Record<string, string> = Object.fromEntries(
    Object.entries({
      ...builtinAliases(),
      ...islands.aliases,
      'guildsite/mdx-provider': distPath('templates', 'mdx-provider.js')
    }).map(([specifier, file]) => [specifier, sharedModuleFile(file)])
  )
  // Next loads a page's layouts before the page: modules that import each other in a cycle (the root
  // layout, a component, the `mdx-components` file, an app page calling `useMDXComponents()` at its
  // top level: Nextra's own docs) run in that order only when the root layout comes first. (One
  // line: the page's own lines keep their numbers.)
  const rootLayout = rootLayoutOf(options.siteDir)
  // (A Nextra 2/3 theme of the site's own that wraps its pages in components: its providers wrap each
  // page as a root layout's do, nothing else of it — guildsite draws Nextra's chrome: LOCAL_THEME_EXPORT.)
  const localTheme = rootLayout ? undefined : localThemeOf(options.siteDir)
  // (A root layout that wraps its pages in components of its own, or gives the navbar an element of its
  // own: the page has its module, to render inside them (src/app-router/layout-wrappers.ts) and draw
  // that element in its bar (src/app-router/navbar-child.ts).)
  const layoutFirst = !rootLayout
    ? localTheme && mayWrapChildren(localTheme)
      ? `import * as __gsRootLayoutModule from ${JSON.stringify(localTheme)}; export { __gsRootLayoutModule as ${ROOT_LAYOUT_EXPORT} }; export const ${LOCAL_THEME_EXPORT} = true; `
      : ''
    : mayWrapChildren(rootLayout) || options.navbarChild
      ? `import * as __gsRootLayoutModule from ${JSON.stringify(rootLayout)}; export { __gsRootLayoutModule as ${ROOT_LAYOUT_EXPORT} }; `
      : `import ${JSON.stringify(rootLayout)}; `
  const pageCode = new Map(options.entries.map(entry => [entry.path, layoutFirst + entry.code]))
  const display = (path: string) => relative(options.siteDir, path)
  // Importer → files whose creation could resolve its absent imports.
  const absent = new Map<string, string[]>()
  // Imported file → its output path.
  const assetOf = new Map<string, string>()

  const plugin: Plugin = {
    name: 'guildsite-pages',
    setup(b) {
      b.onResolve({ filter: /^gs-page:/ }, args => ({ path: args.path.slice('gs-page:'.length), namespace: 'gs-page' }))
      // Nextra's alias of the content folder (`![](private-next-content-dir/x/shot.png)`), as its
      // webpack config gives it: `content/`, else `src/content/`, of the site folder.
      b.onResolve({ filter: /^private-next-content-dir\// }, args => {
        const rest = args.path.slice('private-next-content-dir/'.length)
        const found = ['content', 'src/content']
          .map(dir => join(options.siteDir, dir, rest))
          .find(path => existsSync(path))
        return found
          ? b.resolve(found, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer })
          : undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-page' }, args => ({
        contents: withModuleScope(
          withoutMissingExports(pageCode.get(args.path) ?? '', missing.get(args.path)),
          args.path
        ),
        resolveDir: dirname(args.path),
        loader: 'js'
      }))
      setupAbsentModules(b, {
        aliases,
        provider: 'guildsite/mdx-provider',
        globNotes: distPath('templates', 'modules', 'glob-notes.js'),
        // Pages report the line of the MDX source: compiled code lines differ.
        // An app router page's entry (`gs-page:…/page.tsx`) is generated code that imports the
        // file at the same path, whose own imports are read from the file itself.
        sourceOf: async (importer, namespace) => {
          const file = readFile(importer, 'utf8').catch(() => '')
          const generated = namespace === 'gs-page' ? pageCode.get(importer) : undefined
          const code = generated ?? (await file)
          return { code, original: generated !== undefined ? (await file) || code : code }
        },
        display,
        siteDir: options.siteDir,
        diagnostics,
        code: 'UNRESOLVED_IMPORT',
        // Imported images and files: content-hashed URLs under /_gs/assets (the base path is added by
        // the components that render them, like every root-relative URL).
        onAsset: (path, bytes, source) => {
          assets.set(path, bytes)
          assetOf.set(source, path)
        },
        onAbsent: (importer, candidates) =>
          absent.set(importer, [...new Set([...(absent.get(importer) ?? []), ...candidates])])
      })
      // `__filename`, `__dirname`, `module` in the site's files, as Next's server build gives them.
      // (…and in the order Next runs them: `withRunOrder`.)
      setupModuleScope(b, { runOrder: true, rewrite })
      b.onLoad({ filter: /\.mdx?$/ }, async args => {
        const source = (await readFile(args.path, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
        const compiled = await options.compilePartial(args.path, source)
        diagnostics.push(...compiled.diagnostics)
        return {
          contents: compiled.code
            ? withModuleScope(withoutMissingExports(compiled.code, missing.get(args.path)), args.path)
            : `export default function Broken() { return null }`,
          resolveDir: dirname(args.path),
          loader: 'js'
        }
      })
    }
  }

  const outdir = join(options.workDir, 'js')
  const modules = new Map<string, Record<string, unknown>>()
  const dependencies = new Map<string, string[]>()
  const pageDiagnostics = new Map<string, Diagnostic[]>()
  const pageAssets = new Map<string, [string, string][]>()
  const absentFiles = new Map<string, string[]>()
  const outFiles = new Map<string, string>()
  const pageIslandsOf = new Map<string, string[]>()
  const done = () => ({
    modules,
    outFiles,
    assets,
    diagnostics,
    dependencies,
    pageDiagnostics,
    pageAssets,
    absentFiles,
    pageIslands: pageIslandsOf
  })
  if (options.entries.length === 0) return done()
  let result
  // (A name a page imports that its module does not export is undefined in Next's build, with a
  // warning; esbuild stops the bundle: the names are taken out of the pages' imports, and it runs again.)
  for (let attempt = 0; ; attempt++)
    try {
      result = await build({
        absWorkingDir: options.siteDir,
        entryPoints: options.entries.map((entry, i) => ({ in: `gs-page:${entry.path}`, out: `page-${i}` })),
        outdir,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        loader: { '.css': 'empty', '.json': 'json' },
        chunkNames: 'chunks/[name]-[hash]',
        // `require` in the site's code, as Next's server build gives it (compile/module-scope.ts).
        banner: { js: requireBanner(options.siteDir) },
        define: MODULE_SCOPE_DEFINE,
        metafile: true,
        logLevel: 'silent',
        plugins: [islands.plugin, cssModulesPlugin(options.siteDir), ...(options.plugins ?? []), plugin]
      })
      break
    } catch (error) {
      const errors: Message[] = (error as { errors?: Message[] }).errors ?? []
      if (attempt < 3 && missingExports(errors, options.siteDir, missing, diagnostics, display)) continue
      for (const message of errors) {
        const location = message.location
        // A position in a page's compiled module means nothing to its author: name the page only.
        const compiled = location?.file.startsWith('gs-page:')
        const path = location?.file.replace(/^gs-page:/, '')
        const file = path ? (isAbsolute(path) ? path : join(options.siteDir, path)) : undefined
        const source = file && !compiled ? await readFile(file, 'utf8').catch(() => undefined) : undefined
        diagnostics.push(
          diagnostic('BUNDLE_ERROR', message.text, {
            file: file ? display(file) : undefined,
            // esbuild counts columns in UTF-8 bytes; the code frame counts characters.
            ...(location &&
              !compiled && {
                source,
                line: location.line,
                column: Buffer.from(location.lineText).subarray(0, location.column).toString().length + 1
              })
          })
        )
      }
      if (errors.length === 0) diagnostics.push(diagnostic('BUNDLE_ERROR', String(error)))
      return done()
    }
  const outputs = result.metafile.outputs
  const islandsBuilt = await islands.finish(
    Object.keys(outputs)
      .filter(out => out.endsWith('.js'))
      .map(out => join(options.siteDir, out)),
    [cssModulesPlugin(options.siteDir), ...(options.plugins ?? []), missingExportsPlugin(missing)],
    result.metafile.inputs
  )
  for (const [path, bytes] of islandsBuilt.files) assets.set(path, bytes)
  diagnostics.push(...islandsBuilt.diagnostics)
  for (const [i, entry] of options.entries.entries()) {
    const outFile = join(outdir, `page-${i}.js`)
    const meta = outputs[relative(options.siteDir, outFile)]
    if (meta) {
      const inputs = [
        entry.path,
        ...localInputs(outputs, relative(options.siteDir, outFile)).map(input => join(options.siteDir, input))
      ]
      dependencies.set(entry.path, inputs.slice(1))
      const own = inputs.flatMap(input => {
        const found = islands.found.get(input)
        return found ? [`${found.file}:${found.line}:${found.column}`] : []
      })
      if (own.length > 0) pageIslandsOf.set(entry.path, own.sort())
      const candidates = inputs.flatMap(input => absent.get(input) ?? [])
      if (candidates.length > 0) absentFiles.set(entry.path, [...new Set(candidates)].sort())
      const files = new Set(inputs.map(display))
      pageDiagnostics.set(
        entry.path,
        diagnostics.filter(d => d.file !== undefined && files.has(d.file))
      )
      pageAssets.set(
        entry.path,
        inputs.flatMap(input => (assetOf.has(input) ? [[assetOf.get(input)!, input] as [string, string]] : []))
      )
    }
    outFiles.set(entry.path, outFile)
    if (options.load === false) continue
    try {
      const loaded = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>
      // Next's data functions run once, now (page-data.ts); the page renders with their props.
      const withData = await withPageData(loaded, {
        display: display(entry.path),
        source: () => readFile(entry.path, 'utf8'),
        cwd: options.siteDir
      })
      diagnostics.push(...withData.diagnostics)
      modules.set(entry.path, withData.module)
    } catch (error) {
      // Top-level code of the page or of a module it imports threw: that page cannot render.
      const message = error instanceof Error ? error.message : String(error)
      diagnostics.push(
        diagnostic(
          'MDX_EVAL',
          `Page module threw while loading: ${message}`,
          { file: display(entry.path) },
          { hint: 'Look at the top-level code (exports, imports) of the page and of the components it imports.' }
        )
      )
    }
  }
  // Components that pages load with `next/dynamic` are loaded before any page renders (deterministic output).
  if (options.load === false) return done()
  const dynamicModule = (await import(pathToFileURL(aliases['next/dynamic']).href)) as {
    settleDynamicImports?: () => Promise<void>
  }
  await dynamicModule.settleDynamicImports?.()
  return done()
}
