import type { LinkSource } from '../check/check-links.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { ClientAssets } from '../output/client-assets.js'
import type { PageSource } from '../content/types.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { renderAppRoutes } from '../app-router/render-app-routes.js'
import { dynamicPages, isDynamicRoute } from './dynamic-routes.js'
import { assetUrlsOf } from './asset-urls.js'
import { ERROR_PAGES, outputPathOf } from './output-path.js'
import { sidebarFile } from './sidebar-file.js'
import { siteData } from './site-data.js'
import { newestDate } from '../../templates/layout/format-date.js'

export interface SitePagesInput {
  site: Site
  compiled: Map<string, CompiledMdx>
  /** Bundled page modules, for routes rendered here (their module needs the bundler). */
  modules: Map<string, Record<string, unknown>>
  assets: ClientAssets
  dates: Map<string, string>
  /** HTML of the routes rendered already (on the workers, or by the cache): used as is. */
  cached?: Map<string, string | Uint8Array>
  /** The default locale's `404.html` and `500.html` are made already (rendered or reused): not rendered here. */
  errorPagesDone?: boolean
  reporter?: { progress(stage: string, done: number, total: number): void }
}

export interface SitePagesResult {
  files: Map<string, string | Uint8Array>
  routes: string[]
  anchors: Map<string, Set<string>>
  linkSources: LinkSource[]
  lastModified: Map<string, string>
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
  modules,
  assets,
  dates,
  cached,
  errorPagesDone,
  reporter
}: SitePagesInput): Promise<SitePagesResult> {
  const { config } = site
  const files = new Map(assets.files)
  const diagnostics: Diagnostic[] = []
  const routes: string[] = []
  const anchors = new Map<string, Set<string>>()
  const linkSources: LinkSource[] = []
  const lastModified = new Map<string, string>()
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
      const module = modules.get(source.file.path)
      const hit = cached?.get(node.route)
      // (With the headings of MDX its getStaticProps compiled, which the page renders too.)
      const remote = (module?.__gsDynamicOpts as { headings?: { id: string }[] } | undefined)?.headings ?? []
      anchors.set(node.route, new Set([...(result?.toc ?? []), ...remote].map(h => h.id)))
      if (!result || (!module && hit === undefined)) continue
      const lastUpdated = dates.get(source.file.path)
      try {
        const html =
          hit ??
          (await render()).renderRoute({
            site,
            pageMap,
            node,
            source,
            compiled: result,
            module: module!,
            siteInfo,
            lastUpdated,
            diagnostics
          })
        files.set(outputPathOf(node.route), html)
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
          localePrefix: pageMap.prefix
        })
      } catch (error) {
        diagnostics.push((await render()).renderFailure(node, error, source.source))
      }
      reporter?.progress('render', ++done, total)
    }
    if (locale === config.i18n.defaultLocale) {
      const built = await renderDynamicRoutes({
        site,
        pageMap,
        compiled,
        modules,
        siteInfo,
        dates,
        render,
        known: new Set(pageMap.pages.map(page => page.route)),
        diagnostics
      })
      built.push(
        ...(await renderAppRoutes({
          site,
          pageMap,
          compiled,
          modules,
          siteInfo,
          dates,
          render,
          known: new Set(pageMap.pages.map(page => page.route)),
          diagnostics
        }))
      )
      for (const { route, html, source } of built) {
        files.set(outputPathOf(route), html)
        routes.push(route)
        anchors.set(route, new Set(compiled.get(source.file.path)?.toc.map(h => h.id) ?? []))
        linkSources.push({
          route,
          file: source.display,
          get source() {
            return source.source
          },
          links: compiled.get(source.file.path)?.links ?? [],
          localePrefix: pageMap.prefix
        })
      }
    }
    if (locale === config.i18n.defaultLocale && !errorPagesDone) {
      const { renderErrorPage } = await render()
      for (const [status, path] of ERROR_PAGES) files.set(path, renderErrorPage(siteInfo, status, pageMap))
    } else if (locale !== config.i18n.defaultLocale) {
      // Each other locale's error pages in its own language at `/<locale>/404.html`: the nearest
      // 404.html of a path, which the preview server (and hosts such as Cloudflare Pages) serve.
      const { renderErrorPage } = await render()
      for (const [status, path] of ERROR_PAGES)
        files.set(`${locale}/${path}`, renderErrorPage(siteInfo, status, pageMap))
    }
  }
  return { files, routes, anchors, linkSources, lastModified, diagnostics }
}

/** The pages of the dynamic route files (one per path of their getStaticPaths), rendered. */
async function renderDynamicRoutes(input: {
  site: Site
  pageMap: PageMap
  compiled: Map<string, CompiledMdx>
  modules: Map<string, Record<string, unknown>>
  siteInfo: ReturnType<typeof siteData>
  dates: Map<string, string>
  render: () => Promise<typeof import('./render-site.js')>
  known: ReadonlySet<string>
  diagnostics: Diagnostic[]
}): Promise<{ route: string; html: string; source: PageSource }[]> {
  const { site, pageMap, compiled, modules, siteInfo, dates, render, known, diagnostics } = input
  const built: { route: string; html: string; source: PageSource }[] = []
  for (const source of site.pages) {
    const module = modules.get(source.file.path)
    const result = compiled.get(source.file.path)
    if (!module || !result || !isDynamicRoute(source)) continue
    const dynamic = await dynamicPages(source, module, pageMap.prefix, site.config.siteDir)
    diagnostics.push(...dynamic.diagnostics)
    for (const page of dynamic.pages) {
      if (known.has(page.route) || built.some(other => other.route === page.route)) {
        diagnostics.push(
          diagnostic(
            'DUPLICATE_ROUTE',
            `getStaticPaths of ${source.file.rel} gives ${page.route}, which another page serves; it is not built twice`,
            { file: source.display },
            { severity: 'warning' }
          )
        )
        continue
      }
      const last = page.route.split('/').filter(Boolean).at(-1) ?? 'index'
      const node: PageNode = {
        kind: 'page',
        name: decodeURIComponent(last),
        route: page.route,
        rel: source.file.rel,
        file: source.display,
        title:
          typeof source.frontMatter.title === 'string'
            ? source.frontMatter.title
            : (source.firstHeading ?? decodeURIComponent(last)),
        frontMatter: source.frontMatter
      }
      const renderer = await render()
      try {
        built.push({
          route: page.route,
          source,
          html: renderer.renderRoute({
            site,
            pageMap,
            node,
            source,
            compiled: result,
            module: page.module,
            siteInfo,
            lastUpdated: dates.get(source.file.path),
            diagnostics
          })
        })
      } catch (error) {
        diagnostics.push(renderer.renderFailure(node, error, source.source))
      }
    }
  }
  return built
}
