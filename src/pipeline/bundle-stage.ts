import { relative } from 'node:path'
import type { BundleResult } from '../compile/bundle-pages.js'
import type { CompiledMdx, CompileMdxOptions } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { BundleFacts } from '../output/render-cache.js'
import { inAnyOrder } from '../shared/stage-hooks.js'
import { siteNextraCompileOptions } from '../website/nextra-typography.js'
import { builtinNames } from './builtin-names.js'
import type { PagesOutcome } from './compile-render.js'

const nothingToBundle = (): BundleResult => ({
  modules: new Map(),
  outFiles: new Map(),
  assets: new Map(),
  diagnostics: [],
  dependencies: new Map(),
  pageDiagnostics: new Map(),
  pageAssets: new Map(),
  absentFiles: new Map(),
  pageIslands: new Map()
})

/**
 * The bundle stage: only pages whose module imports components, partials or files need the
 * bundler (one esbuild build of them all, in `workDir`); it loads only when there are some (none on
 * the shared workload: importing it and the compiler would cost this thread 0.7–0.85 CPU-s).
 */
export async function bundleStage(site: Site, pages: PagesOutcome, workDir: string): Promise<BundleResult> {
  const { config } = site
  const entries = inAnyOrder(site.pages, 'bundle').flatMap(page => {
    const code = pages.compiled.get(page.file.path)?.code
    return code && pages.toBundle.has(page.file.path) ? [{ path: page.file.path, code }] : []
  })
  if (entries.length === 0) return nothingToBundle()
  const [
    { bundlePages },
    { websiteBundlePlugins },
    { nextraPageMapPlugin },
    { nextraPagesPlugin, nextraPagesInput },
    builtins
  ] = await Promise.all([
    import('../compile/bundle-pages.js'),
    import('../website/bundle-plugins.js'),
    import('../website/nextra-page-map-module.js'),
    import('../website/nextra-pages-module.js'),
    builtinNames()
  ])
  // Partials compile on the compile workers, which have the MDX compiler loaded (this thread would
  // load it as ES modules: ~0.35 CPU-s for the example site's one partial); on this thread only when
  // there are none (`GUILDSITE_WORKERS=1`). The pages' code runs in the page runner (src/page-runner/).
  let compiler: Promise<typeof import('../compile/compile-mdx.js')> | undefined
  const compile = (options: CompileMdxOptions) =>
    pages.workers
      ? pages.workers.compilePartial(options)
      : (compiler ??= import('../compile/compile-mdx.js')).then(({ compileMdx }) => compileMdx(options))
  return bundlePages({
    // (Nextra 3's generated page map, which sites import to list their pages, is the site's.)
    // (…and Nextra 4's `importPage` over the content folder, for app pages other than its catch-all.)
    plugins: [...websiteBundlePlugins(config), nextraPageMapPlugin(site), nextraPagesPlugin(nextraPagesInput(site))],
    entries,
    siteDir: config.siteDir,
    workDir,
    // The page runner loads the modules, on threads under the page budget (src/page-runner/).
    load: false,
    ...(config.website?.navbarChild && { navbarChild: true }),
    ...(config.website?.themeProvider && { themeProvider: config.website.themeProvider }),
    compilePartial: (path, source) =>
      compile({
        display: relative(config.siteDir, path),
        path,
        source,
        format: path.endsWith('.md') ? 'md' : 'mdx',
        builtins,
        allowRawHtml: config.allowRawHtml,
        // (An imported Markdown file is set as its page is: Nextra's loader compiles both.)
        ...siteNextraCompileOptions(site),
        partial: true
      })
  })
}

/**
 * What the bundler found about a page's module (absent modules, imported files) joins its facts; the
 * next build's state keeps them, so a page linked from this output warns and writes as a cold build
 * does (the reporter merges a warning found twice).
 */
export function addBundleFacts(compiled: Map<string, CompiledMdx>, bundle: BundleResult): void {
  for (const [path, diagnostics] of bundle.pageDiagnostics) {
    const facts = compiled.get(path)
    if (facts) compiled.set(path, withBundleFacts(facts, { diagnostics, assets: bundle.pageAssets.get(path) ?? [] }))
  }
  for (const [path, islands] of bundle.pageIslands) {
    const facts = compiled.get(path)
    if (facts) compiled.set(path, { ...facts, islands })
  }
}

/** A page's facts with what its bundle found: its warnings (each once) and its imported files. */
function withBundleFacts(facts: CompiledMdx, found: BundleFacts): CompiledMdx {
  const known = new Set(facts.diagnostics.map(d => JSON.stringify(d)))
  const added = found.diagnostics.filter(d => !known.has(JSON.stringify(d)))
  return {
    ...facts,
    diagnostics: [...facts.diagnostics, ...added],
    ...(found.assets.length > 0 && { bundleAssets: found.assets })
  }
}

/**
 * Each page's dependencies for the cache: its module's files, the files that would resolve its absent
 * imports, and the files its code read while it ran (`reads`: page path → files).
 */
export function withAbsentFiles(bundle: BundleResult, reads?: Map<string, string[]>): Map<string, string[]> {
  const out = new Map(bundle.dependencies)
  for (const [path, files] of [...bundle.absentFiles, ...(reads ?? [])])
    out.set(path, [...new Set([...(out.get(path) ?? []), ...files])])
  return out
}
