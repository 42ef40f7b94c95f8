import { build, type Message, type Plugin, type PluginBuild } from 'esbuild'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setupAbsentModules } from '../compile/absent-modules.js'
import { MODULE_SCOPE_DEFINE, requireBanner, setupModuleScope } from '../compile/module-scope.js'
import { classNameFallbacksPlugin } from '../website/bundle-plugins.js'
import { distPath, PACKAGE_ROOT } from '../package-root.js'
import { markdownPageModule } from './markdown-page-module.js'
import { cssModulesPlugin } from '../site-css/css-modules-plugin.js'
import type { Diagnostic, DiagnosticCode } from '../shared/diagnostics.js'

/** Modules of Nextra, the Guild's library and Next.js that guildsite provides, and their files under dist/templates/modules. */
export const SURFACE_MODULES: Record<string, string> = {
  nextra: 'nextra.js',
  'nextra/components': 'nextra-components.js',
  'nextra/hooks': 'nextra-hooks.js',
  'nextra/data': 'nextra-data.js',
  'nextra/ssg': 'nextra-data.js',
  'nextra/page-map': 'nextra-page-map.js',
  'nextra/context': 'nextra-context.js',
  'nextra/filter-route-locale': 'nextra-filter-route-locale.js',
  'nextra/catch-all': 'nextra-catch-all.js',
  'nextra-theme-docs': 'nextra-theme-docs.js',
  // (nextra-theme-docs 1 and 2.0 alpha/beta's subpath parts.)
  'nextra-theme-docs/callout': 'nextra-theme-docs-callout.js',
  'nextra-theme-docs/bleed': 'nextra-theme-docs-bleed.js',
  'nextra-theme-docs/collapse': 'nextra-theme-docs-collapse.js',
  'nextra-theme-docs/tabs': 'nextra-theme-docs-tabs.js',
  'nextra-theme-blog': 'nextra-theme-blog.js',
  'nextra-theme-blog/tags': 'nextra-theme-blog-tags.js',
  'nextra/normalize-pages': 'nextra-normalize-pages.js',
  '@theguild/components': 'theguild-components.js',
  '@theguild/components/server': 'theguild-components-server.js',
  '@theguild/components/next.config': 'theguild-next-config.js',
  '@theguild/components/server/next.config': 'theguild-next-config.js',
  'next/link': 'next-link.js',
  'next/head': 'next-head.js',
  'next/router': 'next-router.js',
  'next/compat/router': 'next-compat-router.js',
  'next/navigation': 'next-navigation.js',
  'next/dynamic': 'next-dynamic.js',
  'next/script': 'next-script.js',
  'next/server': 'next-server.js',
  'next/headers': 'next-headers.js',
  'next/font/google': 'next-font-google.js',
  'next/font/local': 'next-font-local.js',
  'nextra/icons': 'nextra-icons.js',
  'nextra/mdx': 'nextra-mdx.js',
  'nextra/mdx-components': 'nextra-mdx-components.js',
  'nextra-theme-docs/style.css': 'style.js',
  'nextra-theme-docs/style-prefixed.css': 'style.js',
  'nextra-theme-blog/style.css': 'style.js',
  '@theguild/components/style.css': 'style.js',
  '@theguild/components/search-bar-v2.css': 'style.js'
}

/** Imports every alias of guildsite's built-ins resolve to, shared by configs, metas and pages. */
export function builtinAliases(): Record<string, string> {
  const components = distPath('templates', 'components', 'index.js')
  const products = distPath('templates', 'modules', 'theguild-products.js')
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  return {
    guildsite: distPath('src', 'index.js'),
    'guildsite/components': components,
    '@theguild/components/products': products,
    'next/image': distPath('templates', 'next-image-module.js'),
    // The import surface (docs/import-surface.md): one module per import source, in templates/modules/.
    ...Object.fromEntries(
      Object.entries(SURFACE_MODULES).map(([name, file]) => [name, distPath('templates', 'modules', file)])
    ),
    // Next's own files by their name (`next/link.js`, `next/compat/router.js`: Next's package has them), as
    // ES-module code that writes extensions imports them.
    ...Object.fromEntries(
      Object.entries(SURFACE_MODULES)
        .filter(([name]) => /^next\/(?!font\/)/.test(name))
        .map(([name, file]) => [`${name}.js`, distPath('templates', 'modules', file)])
    ),
    'next/image.js': distPath('templates', 'next-image-module.js'),
    // MDX compiled at build time (src/compile/remote-mdx.ts); page data comes from templates/data.tsx
    // through the surface modules.
    'nextra/ssg': distPath('templates', 'data.js'),
    'nextra/mdx-remote': distPath('templates', 'data.js'),
    'nextra/evaluate': distPath('templates', 'data.js'),
    'nextra/compile': distPath('src', 'compile', 'remote-mdx.js'),
    'nextra/remote': distPath('src', 'compile', 'remote-mdx.js'),
    '@theguild/components/compile': distPath('src', 'compile', 'remote-mdx.js'),
    // Files read at build time: an absent one reads as empty, with a warning (templates/modules/absent-files.ts).
    fs: distPath('templates', 'modules', 'node-fs.js'),
    'node:fs': distPath('templates', 'modules', 'node-fs.js'),
    'fs/promises': distPath('templates', 'modules', 'node-fs-promises.js'),
    'node:fs/promises': distPath('templates', 'modules', 'node-fs-promises.js'),
    // React's server marker, as Next resolves it for server code (its `react-server` export): with the
    // site's packages installed, its default file would throw as the page loads.
    'server-only': distPath('templates', 'modules', 'server-only.js'),
    react: require.resolve('react'),
    'react/jsx-runtime': require.resolve('react/jsx-runtime'),
    'react/jsx-dev-runtime': require.resolve('react/jsx-dev-runtime'),
    // React DOM goes with that React: a site's own installed react-dom (React 18's, whose code reads
    // React 18's internals) would throw when it loads beside guildsite's React 19.
    'react-dom': require.resolve('react-dom'),
    'react-dom/client': require.resolve('react-dom/client'),
    'react-dom/server': require.resolve('react-dom/server'),
    'react-dom/static': require.resolve('react-dom/static')
  }
}

/** Type-only modules of Nextra that real metas import (`import type … from 'nextra/types'`). */
const EMPTY_MODULES = new Set(['nextra/types'])

function aliasPlugin(aliases: Record<string, string>): Plugin {
  return {
    name: 'guildsite-aliases',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, args => {
        if (args.path in aliases) return { path: aliases[args.path], external: true }
        if (EMPTY_MODULES.has(args.path)) return { path: args.path, namespace: 'guildsite-empty' }
        return undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'guildsite-empty' }, () => ({ contents: 'export {}', loader: 'js' }))
    }
  }
}

export interface ModuleFailure {
  file: string
  message: string
  line?: number
  column?: number
  /** 'build' for syntax and resolution errors, 'run' for exceptions thrown while evaluating. */
  phase: 'build' | 'run'
  importPath?: string
}

export interface EvaluatedModules {
  modules: Map<string, Record<string, unknown>>
  failures: ModuleFailure[]
  /** With `lenient`: a warning per absent module or name (each stood in for). */
  warnings: Diagnostic[]
  /** With `lenient`: imported files (output path → bytes), each imported as its public URL. */
  assets: Map<string, Uint8Array>
}

export interface EvaluateOptions {
  /**
   * Nothing absent stops the module (metas): an import that cannot be resolved gets a stand-in, a
   * name a built-in lacks a placeholder, an image its `/_gs/assets/` URL — each absent one a warning
   * with this code.
   */
  lenient?: { code: DiagnosticCode }
  /** esbuild plugins that go first (metas: Nextra 3's generated page map, `website/nextra-page-map-module.ts`). */
  plugins?: Plugin[]
  /**
   * A file to run first, and an entry that threw while loading to run once more after it: Next runs
   * the root layout before the metas it reads through `getPageMap`, and a meta importing a module
   * that imports it back (Nextra's own docs: `_meta.global` → `mdx-components` → … → an app page
   * calling `useMDXComponents()`) works only in that order.
   */
  retryAfter?: string
}

/** The esbuild plugin for `evaluateModules`: built-ins external, or (lenient) nothing absent. */
function modulesPlugin(
  cwd: string,
  options: EvaluateOptions,
  warnings: Diagnostic[],
  assets: Map<string, Uint8Array>
): Plugin {
  const aliases = builtinAliases()
  if (!options.lenient) return aliasPlugin(aliases)
  const code = options.lenient.code
  return {
    name: 'guildsite-lenient',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, args =>
        EMPTY_MODULES.has(args.path) ? { path: args.path, namespace: 'guildsite-empty' } : undefined
      )
      b.onLoad({ filter: /.*/, namespace: 'guildsite-empty' }, () => ({ contents: 'export {}', loader: 'js' }))
      setupMarkdownPages(b)
      setupAbsentModules(b, {
        aliases: { ...aliases, 'guildsite/mdx-provider': distPath('templates', 'mdx-provider.js') },
        provider: 'guildsite/mdx-provider',
        sourceOf: async importer => {
          const text = await readFile(importer, 'utf8').catch(() => '')
          return { code: text, original: text }
        },
        display: path => relative(cwd, path),
        siteDir: cwd,
        diagnostics: warnings,
        code,
        instead: 'a stand-in is used instead',
        onAsset: (path, bytes) => assets.set(path, bytes)
      })
      setupModuleScope(b)
    }
  }
}

/**
 * A Markdown page a meta imports is its `import`/`export` statements (`markdown-page-module.ts`): its
 * data functions run, its content is compiled later, once the navigation the metas make is known.
 */
function setupMarkdownPages(b: PluginBuild): void {
  b.onResolve({ filter: /\.mdx?$/ }, async args => {
    if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
    const result = await b.resolve(args.path, {
      kind: args.kind,
      resolveDir: args.resolveDir,
      importer: args.importer,
      pluginData: { probing: true }
    })
    return result.errors.length === 0 ? { path: result.path, namespace: 'gs-markdown-page' } : undefined
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-markdown-page' }, async args => ({
    contents: markdownPageModule(await readFile(args.path, 'utf8'), args.path),
    loader: 'jsx',
    resolveDir: dirname(args.path)
  }))
}

let sourceMapsEnabled = false

function failureFromMessage(message: Message, cwd: string): ModuleFailure {
  const importMatch = /Could not resolve "([^"]+)"/.exec(message.text)
  return {
    file: message.location ? resolve(cwd, message.location.file) : '',
    message: message.text,
    line: message.location?.line,
    column: message.location ? message.location.column + 1 : undefined,
    phase: 'build',
    ...(importMatch && { importPath: importMatch[1] })
  }
}

/** The first stack frame inside `file` (source maps are on, so it points at the original source). */
export function positionInStack(error: unknown, file: string): { line?: number; column?: number } {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const url = pathToFileURL(file).href
  for (const line of stack.split('\n')) {
    const index =
      line.indexOf(url) >= 0
        ? line.indexOf(url) + url.length
        : line.indexOf(file) >= 0
          ? line.indexOf(file) + file.length
          : -1
    if (index < 0) continue
    const match = /^:(\d+):(\d+)/.exec(line.slice(index))
    if (match) return { line: Number(match[1]), column: Number(match[2]) }
  }
  return {}
}

/**
 * Bundles each entry (TypeScript, JSX, relative imports and the site's packages) with esbuild and
 * imports it. guildsite's built-ins stay external so the process shares one React and one catalogue.
 * Errors are returned per file with positions, never thrown.
 */
export async function evaluateModules(
  entries: string[],
  cwd: string,
  options: EvaluateOptions = {}
): Promise<EvaluatedModules> {
  const modules = new Map<string, Record<string, unknown>>()
  const failures: ModuleFailure[] = []
  const warnings: Diagnostic[] = []
  const assets = new Map<string, Uint8Array>()
  if (entries.length === 0) return { modules, failures, warnings, assets }
  if (!sourceMapsEnabled) {
    process.setSourceMapsEnabled(true)
    sourceMapsEnabled = true
  }
  const outdir = join(tmpdir(), `guildsite-eval-${randomUUID()}`)
  // (`first`: a file run before the entry, given as a module importing both.)
  const bundle = (entry: string, first?: string) =>
    build({
      absWorkingDir: cwd,
      ...(first
        ? {
            stdin: {
              contents: [
                `import ${JSON.stringify(first)}`,
                `export * from ${JSON.stringify(entry)}`,
                `export { default } from ${JSON.stringify(entry)}`
              ].join('\n'),
              sourcefile: join(dirname(entry), 'gs-entry.js'),
              resolveDir: dirname(entry),
              loader: 'js' as const
            }
          }
        : { entryPoints: [entry] }),
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // (Styles a module imports — a root layout's — style nothing here.)
      loader: { '.css': 'empty' },
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      outfile: join(outdir, relative(cwd, entry).replace(/[\\/.]/g, '_') + '.mjs'),
      banner: { js: requireBanner(cwd) },
      define: MODULE_SCOPE_DEFINE,
      // (Metas get the class-name helpers pages get when they are not installed: issue 34.8.)
      plugins: [
        // (A layout's or config's `styles.x` names are the scoped names its pages' HTML has.)
        cssModulesPlugin(cwd),
        ...(options.plugins ?? []),
        ...(options.lenient ? [classNameFallbacksPlugin()] : []),
        modulesPlugin(cwd, options, warnings, assets)
      ]
    })
  try {
    // One build per entry keeps one file's syntax error from hiding the others' results.
    const results = await Promise.all(
      entries.map(async entry => {
        try {
          const result = await bundle(entry)
          return { entry, code: result.outputFiles[0].text }
        } catch (error) {
          const errors: Message[] = (error as { errors?: Message[] }).errors ?? []
          if (errors.length === 0) failures.push({ file: entry, message: String(error), phase: 'build' })
          for (const message of errors) failures.push(failureFromMessage(message, cwd))
          return undefined
        }
      })
    )
    await mkdir(outdir, { recursive: true })
    for (const result of results) {
      if (!result) continue
      try {
        modules.set(result.entry, await load(result.code))
      } catch (error) {
        const again = options.retryAfter && (await loadAfter(result.entry, options.retryAfter))
        if (again) modules.set(result.entry, again)
        else
          failures.push({
            file: result.entry,
            message: error instanceof Error ? error.message : String(error),
            phase: 'run',
            ...positionInStack(error, result.entry)
          })
      }
    }
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
  return { modules, failures, warnings, assets }

  /** Imports a bundled module (written to `outdir`). */
  async function load(bundled: string): Promise<Record<string, unknown>> {
    const outFile = join(outdir, `${randomUUID()}.mjs`)
    // Source map paths are relative to the output file; make them absolute so stacks name the entry.
    const code = bundled.replace(
      /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/,
      (_, data: string) => {
        const map = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { sources: string[] }
        map.sources = map.sources.map(source => pathToFileURL(resolve(outdir, source)).href)
        return `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}`
      }
    )
    await writeFile(outFile, code)
    const namespace = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>
    // A default export that is a promise (`(async () => …)()`) is awaited by the caller: handled
    // here at once, a rejection is never reported as unhandled meanwhile.
    const value = namespace.default as { catch?: unknown } | undefined
    if (value && typeof value.catch === 'function') (value as Promise<unknown>).catch(() => undefined)
    return namespace
  }

  /**
   * The entry run after `first` (what it imports again is `first`'s already), or undefined when it
   * still cannot be built or still throws. (The warnings of that build are the first build's, and
   * the ones about `first`'s own imports, which are not the entry's to report.)
   */
  async function loadAfter(entry: string, first: string): Promise<Record<string, unknown> | undefined> {
    const reported = warnings.length
    try {
      return await load((await bundle(entry, first)).outputFiles[0].text)
    } catch {
      return undefined
    } finally {
      warnings.length = reported
    }
  }
}
