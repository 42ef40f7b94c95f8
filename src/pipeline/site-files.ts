import { localeRedirectPages } from '../website/locale-redirects.js'
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
import { isErrorRoute } from '../render/output-path.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { OutputPaths } from '../output/output-paths.js'
import { diagnostic } from '../shared/diagnostics.js'
import { redirectLocator, redirectPages } from '../website/redirect-pages.js'
import { COMPANY_CARD_IMAGE, configImageFile } from '../output/config-images.js'
import { clashText } from './output-claims.js'
import type { OutputFiles } from './render-stage.js'
import type { SearchFiles } from './search-stage.js'
import type { TimeStage } from './stage-timer.js'

/**
 * The files made from the whole site once its pages are rendered — the product favicon, redirect
 * pages, `llms.txt`, the sitemap — and the link check over every page (against every output file).
 * Each claims its path in `paths` (the pages' and public files' already): one that clashes with a
 * path claimed before is not written, with a warning saying what was kept — the pages and the site's
 * own files first, then what guildsite makes for them, redirects last.
 */
export async function siteFiles(
  site: Site,
  rendered: SitePagesResult,
  output: OutputFiles,
  publicFiles: string[],
  search: SearchFiles,
  time: TimeStage,
  paths: OutputPaths,
  reuse?: { state: BuildState; routes: ReadonlySet<string> }
): Promise<{
  files: Map<string, string | Uint8Array>
  /** Output path → content key of the files the previous output holds as they should be. */
  kept: Map<string, string>
  diagnostics: Diagnostic[]
}> {
  const { config } = site
  const files = new Map<string, string | Uint8Array>()
  const kept = new Map<string, string>()
  const diagnostics: Diagnostic[] = []
  for (const path of search.linked.keys()) paths.claim(path, 'the search file')
  /** Adds a file made here unless its path clashes; returns the path kept instead. */
  const add = (path: string, content: string | Uint8Array, owner: string) => {
    const clash = paths.claim(path, owner)
    if (clash === undefined) files.set(path, content)
    return clash
  }
  const addOrWarn = (path: string, content: string | Uint8Array, owner: string, file?: string) => {
    const clash = add(path, content, owner)
    if (clash !== undefined)
      diagnostics.push(
        diagnostic(
          'OUTPUT_CLASH',
          `${owner[0].toUpperCase()}${owner.slice(1)} ${path} is not written: ${clashText(paths, path, clash)}; it is kept`,
          { file },
          { hint: 'Rename or remove the file that is kept, or the page.' }
        )
      )
  }
  for (const [path, content] of search.files) addOrWarn(path, content, 'the search file')
  // (React's server renderer loads only for it: ~50 ms of CPU that the shared workload, with no
  // product, does not pay.)
  const favicon =
    config.product && !publicFiles.includes('favicon.svg')
      ? (await import('../render/product-favicon.js')).productFavicon(config, publicFiles)
      : undefined
  if (favicon) add('favicon.svg', favicon, 'the favicon')
  // (The Company menu card's image of the site's own, drawn on every page from one file.)
  const cardImage = config.hiveNavigation?.companyCard?.image
  const cardFile = cardImage === undefined ? undefined : configImageFile(cardImage, COMPANY_CARD_IMAGE)
  if (cardFile) add(cardFile.path, cardFile.bytes, 'the Company menu card image')
  if (config.siteUrl) {
    // A sitemap or robots.txt of the site's own public folder is the one it meant.
    // (A site's own error pages, `404.html`, are no page to index, nor to list in llms.txt.)
    const indexed = rendered.routes.filter(route => !isErrorRoute(route))
    add('sitemap.xml', sitemap(config.siteUrl, config.basePath, indexed, rendered.lastModified), 'the sitemap')
    add('robots.txt', robots(config.siteUrl, config.basePath), 'the robots file')
  }
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
      routes: rendered.routes.filter(route => !isErrorRoute(route)),
      appPages: rendered.appPages.filter(page => !isErrorRoute(page.route)),
      full: config.llms === 'full',
      unchanged: route => unchanged.has(route)
    })
    // (A Markdown copy or llms.txt of the site's own public folder, made by its own script before
    // `next build` — polaris' generate-llms — is the one it meant, as its sitemap: kept, quietly.)
    for (const [path, text] of llms.files)
      if (paths.ownerOf(path) !== 'the public file') addOrWarn(path, text, 'the Markdown copy', llms.sources.get(path))
    for (const path of llms.kept)
      if (paths.claim(path, 'the Markdown copy') === undefined) kept.set(path, reuse!.state.files[path].key)
  }
  // Redirect pages (Next's `redirects`; the root of a site whose pages live under contentDirBasePath).
  const locate = redirectLocator(config.siteDir, config.website?.files ?? [config.configFile])
  const redirects = redirectPages({
    redirects: config.redirects,
    routes: new Set([
      ...(site.pageMaps.get(config.i18n.defaultLocale)?.pages.map(page => page.route) ?? []),
      ...rendered.routes
    ]),
    basePath: config.basePath,
    siteUrl: config.siteUrl,
    // (Nextra 4's locales each serve their content under `/{locale}`: the root leads to the default one's.)
    contentDirBasePath:
      (site.pageMaps.get(config.i18n.defaultLocale)?.prefix ?? '') + config.contentDirBasePath.replace(/^\/$/, ''),
    file: relative(config.siteDir, config.configFile),
    locate
  })
  diagnostics.push(...redirects.diagnostics)
  for (const [path, html] of redirects.files) {
    const clash = add(path, html, 'the redirect page')
    if (clash === undefined) continue
    const { source, destination } = redirects.redirects.get(path)!
    diagnostics.push(
      diagnostic(
        'REDIRECT_SKIPPED',
        `Redirect ${source} → ${destination} is skipped: ${clashText(paths, path, clash)}; it is kept`,
        locate(source) ?? { file: relative(config.siteDir, config.configFile) },
        { severity: 'warning' }
      )
    )
  }
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
            ...kept.keys(),
            ...search.linked.keys()
          ].map(path => `/${path}`)
        ),
        basePath: config.basePath,
        pagesLevel: config.links.pages,
        anchorsLevel: config.links.anchors,
        // Pages that were not rendered (they have errors of their own) have no known headings, nor all
        // of them the pages built with stand-ins (what was left out may have given the heading).
        uncheckedRoutes: new Set([...unrenderedRoutes(site, rendered.routes), ...rendered.standInRoutes])
      })
    )
  })
  // Nextra 4's locale-less URLs (`/docs/x`) lead to a locale's page, as its proxy sends them (what a
  // page, file or redirect already answers is left alone). After the link check: a link the locale's
  // own pages cannot answer (the Spanish pages' `/blog`) stays a broken link, as behind Nextra's proxy.
  for (const [path, html] of localeRedirectPages({
    pageMaps: site.pageMaps,
    routes: rendered.routes,
    defaultLocale: config.i18n.defaultLocale,
    basePath: config.basePath
  }))
    add(path, html, 'the locale redirect page')
  return { files, kept, diagnostics }
}
