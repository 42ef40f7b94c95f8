import { siteOf } from './site-of-config.js'
import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { BUILTIN_COMPONENTS } from '../../templates/mdx-provider.js'
import { bundlePages } from '../compile/bundle-pages.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { pageModule } from '../render/self-contained.js'
import { compilePage } from './compile-page.js'
import { compilePool } from './compile-pool.js'
import type { SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { trace } from './start-trace.js'
import { configNextraMajor, nextraCompileOptions } from '../website/nextra-typography.js'

/** One page compiled and bundled for the dev server. */
export interface PageBuild {
  compiled?: CompiledMdx
  /**
   * Module namespace (default export = MDXContent), when the page built and needs no bundler: it
   * renders on this thread.
   */
  module?: Record<string, unknown>
  /**
   * The bundled module's file of a page with code of its own (imports, exports): the page runner
   * (src/page-runner/) loads and renders it, off this thread and under the page budget.
   */
  moduleFile?: string
  /** Local files the page's bundle includes: partials, components, JSON, images. */
  dependencies: string[]
  /** Imported files (output path → bytes) to serve under `/_gs/assets/`. */
  assets: Map<string, Uint8Array>
  diagnostics: Diagnostic[]
}

const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))

/**
 * Some MDX parse errors (an unclosed `<div>`) carry their position only in the text, as
 * `(5:1-5:6)`; the overlay and the terminal need it as a location.
 */
export function withPosition(d: Diagnostic): Diagnostic {
  if (d.line || !d.source) return d
  const at = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(d.message)
  return at ? { ...d, line: Number(at[1]), column: Number(at[2]) } : d
}

/**
 * Compiles and bundles one page, alone: one esbuild build per page keeps its `dependencies` exact
 * (a build of several pages moves shared modules into chunks the pages' own outputs do not list) and
 * one page's broken import from touching another. Each build writes to a fresh folder, because Node
 * caches ES modules by URL for the life of the process: the same path would import the old page.
 * The folder is removed as soon as the module is loaded.
 */
export async function buildPage(config: SiteConfig, page: PageSource): Promise<PageBuild> {
  return bundlePage(config, page, await compilePage(config, page))
}

/** The second half of `buildPage`: bundles a page compiled by `compilePage`. */
export async function bundlePage(config: SiteConfig, page: PageSource, compiled: CompiledMdx): Promise<PageBuild> {
  trace(`build ${page.display}: compiled`)
  const diagnostics = compiled.diagnostics.map(withPosition)
  const none: PageBuild = { compiled, dependencies: [], assets: new Map(), diagnostics }
  if (!compiled.code && !compiled.staticContent) return none
  // A page that imports nothing of its own (most Markdown pages) runs without esbuild, as the build
  // runs it (src/render/self-contained.ts): 30–70 ms less between a save and its page on the
  // 1,000-page bench workload (bench/dev-paint.mjs). It includes no local file.
  // (Not on a site whose root layout gives its navbar an element: the page runner renders it for the page.)
  const selfContained = config.website?.navbarChild ? undefined : pageModule(compiled)
  if (selfContained) {
    trace(`build ${page.display}: self-contained`)
    // (A page of static content has no code; a self-contained module's expressions run on this thread:
    // sending every such page to the runner would slow each first paint.)
    return {
      compiled,
      module: selfContained as Record<string, unknown>,
      dependencies: [],
      assets: new Map(),
      diagnostics
    }
  }
  const code = compiled.code
  if (code === undefined) return none
  // Kept until the server stops: the page runner's thread imports the module when the page renders.
  const workDir = await mkdtemp(join(await devWorkRoot(), 'page-'))
  {
    const [{ websiteBundlePlugins }, { nextraPageMapPlugin }, { nextraPagesPlugin, nextraPagesInput }] =
      await Promise.all([
        import('../website/bundle-plugins.js'),
        import('../website/nextra-page-map-module.js'),
        import('../website/nextra-pages-module.js')
      ])
    // (Nextra 3's generated page map and Nextra 4's `importPage` are the site's, as in a build.)
    const site = siteOf(config)
    const plugins = [
      ...websiteBundlePlugins(config),
      ...(site ? [nextraPageMapPlugin(site), nextraPagesPlugin(nextraPagesInput(site))] : [])
    ]
    const bundle = await bundlePages({
      plugins,
      entries: [{ path: page.file.path, code }],
      siteDir: config.siteDir,
      workDir,
      load: false,
      ...(config.website?.navbarChild && { navbarChild: true }),
      ...(config.website?.themeProvider && { themeProvider: config.website.themeProvider }),
      compilePartial: async (path, source) =>
        compilePool.compile({
          display: relative(config.siteDir, path),
          path,
          source,
          format: path.endsWith('.md') ? 'md' : 'mdx',
          builtins,
          allowRawHtml: config.allowRawHtml,
          ...nextraCompileOptions(config, configNextraMajor(config)),
          partial: true
        })
    })
    trace(`build ${page.display}: bundled`)
    diagnostics.push(...bundle.diagnostics.map(withPosition))
    // A failed bundle lists no inputs; the files its errors name are what a fix will touch.
    const named = bundle.diagnostics.flatMap(d => (d.file ? [resolve(config.siteDir, d.file)] : []))
    const moduleFile = bundle.diagnostics.some(d => d.severity === 'error')
      ? undefined
      : bundle.outFiles.get(page.file.path)
    return {
      compiled,
      ...(moduleFile && { moduleFile }),
      dependencies: [...new Set([...(bundle.dependencies.get(page.file.path) ?? []), ...named])],
      assets: bundle.assets,
      diagnostics
    }
  }
}

let workRoot: Promise<string> | undefined

/** One scratch folder for the dev server's bundles, removed when the process ends. */
function devWorkRoot(): Promise<string> {
  return (workRoot ??= mkdtemp(join(tmpdir(), 'guildsite-dev-')).then(root => {
    process.once('exit', () => rmSync(root, { recursive: true, force: true }))
    return root
  }))
}
