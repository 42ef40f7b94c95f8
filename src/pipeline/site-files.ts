import { relative } from 'node:path'
import { checkLinks } from '../check/check-links.js'
// (Imported, not loaded on demand: llms is on by default, and as a module of its own it was the one
// ES module a one-page build loaded on its main thread — Node's module loader set up, acorn parsed:
// ~30 ms of the main thread, on the build's critical path.)
import { llmsFiles, markdownPathOf } from '../output/llms.js'
import type { Site } from '../content/load-site.js'
import { untouchedContentKey, type BuildState } from '../output/build-state.js'
import { robots, sitemap } from '../output/sitemap.js'
import type { SitePagesResult } from '../render/site-pages.js'
import { unrenderedRoutes } from '../render/without-failed-pages.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { redirectPages } from '../website/redirect-pages.js'
import type { OutputFiles } from './render-stage.js'
import type { SearchFiles } from './search-stage.js'
import type { TimeStage } from './stage-timer.js'

/**
 * The files made from the whole site once its pages are rendered — the product favicon, redirect
 * pages, `llms.txt`, the sitemap — and the link check over every page (against every output file).
 */
export async function siteFiles(
  site: Site,
  rendered: SitePagesResult,
  output: OutputFiles,
  publicFiles: string[],
  search: SearchFiles,
  time: TimeStage,
  reuse?: { state: BuildState; routes: ReadonlySet<string> }
): Promise<{
  files: Map<string, string | Uint8Array>
  /** Output path → content key of the files the previous output holds as they should be. */
  kept: Map<string, string>
  diagnostics: Diagnostic[]
}> {
  const { config } = site
  const files = new Map<string, string | Uint8Array>(search.files)
  const kept = new Map<string, string>()
  const diagnostics: Diagnostic[] = []
  // (React's server renderer loads only for it: ~50 ms of CPU that the shared workload, with no
  // product, does not pay.)
  const favicon =
    config.product && !publicFiles.includes('favicon.svg')
      ? (await import('../render/product-favicon.js')).productFavicon(config, publicFiles)
      : undefined
  if (favicon) files.set('favicon.svg', favicon)
  // Redirect pages (Next's `redirects`; the root of a site whose pages live under contentDirBasePath).
  const redirects = redirectPages({
    redirects: config.redirects,
    routes: new Set([
      ...(site.pageMaps.get(config.i18n.defaultLocale)?.pages.map(page => page.route) ?? []),
      ...rendered.routes
    ]),
    basePath: config.basePath,
    siteUrl: config.siteUrl,
    contentDirBasePath: config.contentDirBasePath,
    file: relative(config.siteDir, config.configFile)
  })
  diagnostics.push(...redirects.diagnostics)
  for (const [path, html] of redirects.files)
    if (!output.files.has(path) && !output.links.has(path)) files.set(path, html)

  await time('check links', async () => {
    diagnostics.push(
      ...checkLinks({
        pages: rendered.linkSources,
        anchors: rendered.anchors,
        staticFiles: new Set(
          [
            ...publicFiles,
            ...output.files.keys(),
            ...output.links.keys(),
            ...files.keys(),
            ...search.linked.keys()
          ].map(path => `/${path}`)
        ),
        basePath: config.basePath,
        pagesLevel: config.links.pages,
        anchorsLevel: config.links.anchors,
        // Pages that were not rendered (they have errors of their own) have no known headings, nor
        // all of them those built with stand-ins.
        uncheckedRoutes: new Set([...unrenderedRoutes(site, rendered.routes), ...rendered.standInRoutes])
      })
    )
  })
  if (config.llms) {
    // A reused page's `.md` is kept when the previous output has it untouched.
    const unchanged = new Set(
      [...(reuse?.routes ?? [])].filter(route =>
        untouchedContentKey(reuse!.state, config.outRoot, markdownPathOf(route))
      )
    )
    const llms = llmsFiles({
      config,
      pageMaps: site.pageMaps,
      pages: site.pages,
      routes: rendered.routes,
      full: config.llms === 'full',
      unchanged: route => unchanged.has(route)
    })
    for (const [path, text] of llms.files) files.set(path, text)
    for (const path of llms.kept) kept.set(path, reuse!.state.files[path].key)
  }
  if (config.siteUrl) {
    files.set('sitemap.xml', sitemap(config.siteUrl, config.basePath, rendered.routes, rendered.lastModified))
    files.set('robots.txt', robots(config.siteUrl, config.basePath))
  }
  return { files, kept, diagnostics }
}
