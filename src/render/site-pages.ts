import { localePrefixOf } from '../page-map/locale-prefix.js'
import { anchorIds, renderedHeadingIds } from '../check/anchor-ids.js'
import { anchorsUnknown } from '../check/anchors-unknown.js'
import type { LinkSource } from '../check/check-links.js'
import { appPageText, type AppPageText } from '../app-router/app-page-text.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { ClientAssets } from '../output/client-assets.js'
import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { assetUrlsOf } from './asset-urls.js'
import { builtInErrorPages, ERROR_PAGES, outputPathOf } from './output-path.js'
import { sidebarFile } from './sidebar-file.js'
import { handlerOutputPath } from '../app-router/route-handlers.js'
import { takesContentRoutes } from '../app-router/content-precedence.js'
import { siteData } from './site-data.js'
import { newestDate } from '../../templates/layout/format-date.js'

export interface SitePagesInput {
  site: Site
  compiled: Map<string, CompiledMdx>
  /** Route → ids of headings a page's data added to it (the page runner's `anchors`). */
  anchors?: Map<string, string[]>
  /** Dynamic route file (page path) → its pages rendered by the page runner (route → HTML). */
  dynamic?: Map<string, [string, Uint8Array][]>
  assets: ClientAssets
  dates: Map<string, string>
  /** HTML of the routes rendered already (on the workers, or by the cache): used as is. */
  cached?: Map<string, string | Uint8Array>
  /** The default locale's `404.html` and `500.html` are made already (rendered or reused): not rendered here. */
  errorPagesDone?: boolean
  /** Output path → HTML of error pages the page runner drew with the root layout's navbar element. */
  errorPageFiles?: Map<string, Uint8Array>
  reporter?: { progress(stage: string, done: number, total: number): void }
}

export interface SitePagesResult {
  files: Map<string, string | Uint8Array>
  routes: string[]
  anchors: Map<string, Set<string>>
  linkSources: LinkSource[]
  /**
   * Routes of pages built with stand-ins or placeholders (absent modules, failed data): what they
   * left out may have given headings, so links into them are not anchor-checked (a website folder
   * without node_modules: codegen's plugin pages lose their generated options and 27 anchors). Only
   * where something absent could have rendered into the page: `check/anchors-unknown.ts`.
   */
  standInRoutes: Set<string>
  lastModified: Map<string, string>
  /** What a visitor reads on each app-router page (its words exist only once it has rendered). */
  appPages: AppPageText[]
  /** Page path → the files its code read while it ran in the page runner (cache dependencies). */
  fileReads?: Map<string, string[]>
  /**
   * Output paths of content pages an app page replaced (`content-precedence.ts`): a content page may
   * have been written early (`output/early-writes.ts`), and is written again.
   */
  replaced: string[]
  diagnostics: Diagnostic[]
}

/**
 * Every page of every locale, plus 404 and 500, as output files, and what the link check needs. Most
 * routes arrive rendered (the workers render every page whose module needs no bundler); React and
 * the templates load on this thread only when a route or an error page is left to render here.
 */
export async function sitePages({
  site,
  compiled,
  anchors: added,
  dynamic,
  assets,
  dates,
  cached,
  errorPagesDone,
  errorPageFiles,
  reporter
}: SitePagesInput): Promise<SitePagesResult> {
  const { config } = site
  const files = new Map(assets.files)
  const diagnostics: Diagnostic[] = []
  const routes: string[] = []
  const anchors = new Map<string, Set<string>>()
  const linkSources: LinkSource[] = []
  const standInRoutes = new Set<string>()
  const lastModified = new Map<string, string>()
  const appPages: AppPageText[] = []
  const replaced: string[] = []
  const assetUrls = assetUrlsOf(config, assets)
  const total = [...site.pageMaps.values()].reduce((n, map) => n + map.pages.length, 0)
  let done = 0
  let renderer: typeof import('./render-site.js') | undefined
  const render = async () => (renderer ??= await import('./render-site.js'))
  const sources = new Map(site.pages.map(page => [page.file.rel, page]))
  for (const [locale, pageMap] of site.pageMaps) {
    const siteInfo = siteData(config, locale, assetUrls, newestDate(dates.values()))
    const navFile = sidebarFile(config, pageMap)
    files.set(navFile.path, navFile.content)
    for (const node of pageMap.pages) {
      const source = sources.get(node.rel)!
      const result = compiled.get(source.file.path)
      const hit = cached?.get(node.route)
      anchors.set(node.route, new Set([...anchorIds(result), ...(added?.get(node.route) ?? [])]))
      if (anchorsUnknown(result, source.display, hit)) standInRoutes.add(node.route)
      if (!result || hit === undefined) continue
      const lastUpdated = dates.get(source.file.path)
      files.set(outputPathOf(node.route), hit)
      routes.push(node.route)
      if (lastUpdated) lastModified.set(node.route, lastUpdated)
      linkSources.push({
        route: node.route,
        file: node.file,
        // (Read only for a broken link's message: an unchanged page's text is not read otherwise.)
        get source() {
          return source.source
        },
        links: result.links,
        localePrefix: localePrefixOf(pageMap)
      })
      reporter?.progress('render', ++done, total)
    }
    if (locale === config.i18n.defaultLocale) {
      // (Content pages an app page's dynamic route serves in Next's build: `content-precedence.ts`.)
      const content = new Set(pageMap.pages.filter(page => !sources.get(page.rel)?.app).map(page => page.route))
      const built = dynamicRoutes(site, dynamic, new Set(pageMap.pages.map(page => page.route)), content, diagnostics)
      for (const { route, html, source, overrides } of built) {
        // (A route handler's body is its file: `/feed.xml` → `feed.xml`.)
        if (source.app?.handler) {
          files.set(handlerOutputPath(route), html)
          continue
        }
        files.set(outputPathOf(route), html)
        // (A content page's route is listed, anchored and searched as that page already.)
        if (overrides) {
          replaced.push(outputPathOf(route))
          continue
        }
        routes.push(route)
        const own = anchorIds(compiled.get(source.file.path))
        if (source.app) {
          const text = appPageText(
            Buffer.from(html).toString('utf8'),
            { route, file: source.display, rel: source.file.rel },
            config.displayName,
            config.search.codeblocks
          )
          appPages.push(text)
          // (Its headings as it rendered: content it compiled or fetched then has its anchors too.)
          anchors.set(route, new Set([...own, ...text.sections.flatMap(section => section.anchor || [])]))
        } else {
          // (Each path's headings as it rendered: content its data function made has its anchors too.)
          const text = typeof html === 'string' ? html : Buffer.from(html).toString('utf8')
          anchors.set(route, new Set([...own, ...renderedHeadingIds(text)]))
        }
        if (anchorsUnknown(compiled.get(source.file.path), source.display, html)) standInRoutes.add(route)
        linkSources.push({
          route,
          file: source.display,
          get source() {
            return source.source
          },
          links: compiled.get(source.file.path)?.links ?? [],
          localePrefix: localePrefixOf(pageMap)
        })
      }
    }
    // (Those the page runner drew with the root layout's navbar element, as is: `errorPageFiles`.)
    const errorPage = async (status: 404 | 500, path: string) =>
      errorPageFiles?.get(path) ?? (await render()).renderErrorPage(siteInfo, status, pageMap)
    if (locale === config.i18n.defaultLocale && !errorPagesDone) {
      for (const [status, path] of builtInErrorPages(site)) files.set(path, await errorPage(status, path))
    } else if (locale !== config.i18n.defaultLocale) {
      // Each other locale's error pages in its own language at `/<locale>/404.html`: the nearest
      // 404.html of a path, which the preview server (and hosts such as Cloudflare Pages) serve.
      for (const [status, path] of ERROR_PAGES)
        files.set(`${locale}/${path}`, await errorPage(status, `${locale}/${path}`))
    }
  }
  return { files, routes, anchors, linkSources, standInRoutes, lastModified, appPages, replaced, diagnostics }
}

/**
 * The pages of the dynamic route files (one per path of their getStaticPaths), each route once. An app
 * page's route that a content page has too is the app page's when Next would serve it there
 * (`overrides`: written in the content page's place).
 */
function dynamicRoutes(
  site: Site,
  dynamic: Map<string, [string, Uint8Array][]> | undefined,
  known: ReadonlySet<string>,
  content: ReadonlySet<string>,
  diagnostics: Diagnostic[]
): { route: string; html: Uint8Array; source: PageSource; overrides?: boolean }[] {
  const built: { route: string; html: Uint8Array; source: PageSource; overrides?: boolean }[] = []
  const taken = new Set<string>()
  for (const source of site.pages) {
    const winsOverContent = takesContentRoutes(source, site.config.contentDirBasePath)
    for (const [route, html] of dynamic?.get(source.file.path) ?? []) {
      if (winsOverContent && content.has(route) && !taken.has(route)) {
        taken.add(route)
        built.push({ route, html, source, overrides: true })
        continue
      }
      if (known.has(route) || taken.has(route)) {
        diagnostics.push(
          diagnostic(
            'DUPLICATE_ROUTE',
            `getStaticPaths of ${source.file.rel} gives ${route}, which another page serves; it is not built twice`,
            { file: source.display },
            { severity: 'warning' }
          )
        )
        continue
      }
      taken.add(route)
      built.push({ route, html, source })
    }
  }
  return built
}
