import type { NavigationData, PageData, SiteData } from '../../templates/layout/types.js'
import { withPageMapScope, type PageMapScope } from '../../templates/components/page-map-scope.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { DEFAULT_PAGE_THEME } from '../config/page-theme.js'
import type { PageTheme } from '../config/schema.js'
import type { SiteConfig } from '../config/load-config.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { resolveNavigation } from '../page-map/resolve-navigation.js'
import { localePrefixOf } from '../page-map/locale-prefix.js'
import type { Navigation, PageMap, PageNode } from '../page-map/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { followsNextraUrls, nextraLinksAt } from '../website/nextra-links.js'
import { hiveMdxLinks } from '../website/mdx-components-file.js'
import { headInputJson } from '../website/theme-head.js'
import { PAGE_NODE_KEYS } from '../website/theme-page-nodes.js'
import { navigationData } from './navigation-data.js'
import { renderPage, renderPageUtf8, renderPageUtf8Async, suspended, type RenderPageInput } from './render-page.js'
import { sidebarFile, sidebarTopKey } from './sidebar-file.js'
import { staticArticleHtml } from './static-article/index.js'
import { firstCodeAt, thrownAt } from './thrown-at.js'
import { contentParams, metaContentOf, pageContent } from './page-content.js'
import { pageWarner } from './page-warnings.js'
import { localizer } from './locale-links.js'
import { headingTitle } from './heading-title.js'
import { blogNav, tagPageTitle } from './blog-nav.js'
import { blogPostList } from './blog-post-list.js'

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A Nextra 2 site's content (a website folder, or `nextra: 2` in its config): its TOC lists plain text. */
const plainToc = (site: Pick<Site, 'config' | 'nextra'>): boolean =>
  site.nextra?.major === 2 && followsNextraUrls(site.config)

/** What nextra-theme-blog's pages show of the docs chrome: the navbar and the footer. */
const BLOG_PAGE_THEME: Partial<PageTheme> = {
  sidebar: false,
  toc: false,
  breadcrumb: false,
  pagination: false,
  timestamp: false,
  layout: 'full'
}

/** The page's first `#` heading as its title, as Nextra reads it (the text before smartypants). */
function firstHeadingTitle(toc: CompiledMdx['toc'], source: PageSource): string | undefined {
  const h1 = toc.find(h => h.depth === 1)?.value
  return h1 === undefined ? undefined : headingTitle(h1, source.firstHeading)
}

function editPath(site: Site, source: PageSource): string {
  const fromSite = source.display.split('\\').join('/')
  if (!fromSite.startsWith('..')) return fromSite
  const contentDir = site.config.contentRoot.split(/[\\/]/).pop() ?? 'pages'
  return `${contentDir}/${source.file.rel}`
}

export interface RenderRouteInput {
  site: Site
  pageMap: PageMap
  node: PageNode
  /** The page's source (`site.pages` entry of `node.rel`). */
  source: PageSource
  compiled: CompiledMdx
  /** The bundled page module (default export = MDXContent). */
  module: Record<string, unknown>
  /** `siteData` of the page map's locale. */
  siteInfo: SiteData
  lastUpdated?: string
  /** Precomputed navigation of the route (see `routeNavigation`). */
  navigation?: RouteNavigation
  /** Warnings found while rendering land here. */
  diagnostics: Diagnostic[]
}

/** The navigation of one route, as resolved and as the templates see it. */
export interface RouteNavigation {
  nav: Navigation
  data: NavigationData
}

export interface RouteNavigationOptions {
  /**
   * Leave closed folders' children out of the page, for the client to load from the locale's
   * navigation file (`sidebarFile`), which whoever serves the pages must serve too. @default true
   */
  lazySidebar?: boolean
}

/** Resolves the navigation of `route` in `pageMap` (pure). */
export function routeNavigation(
  config: SiteConfig,
  pageMap: PageMap,
  route: string,
  { lazySidebar = true }: RouteNavigationOptions = {}
): RouteNavigation {
  const nav = resolveNavigation({ children: pageMap.children, route })
  const lazy = lazySidebar ? { ...sidebarFile(config, pageMap), top: sidebarTopKey(pageMap, route) } : undefined
  return {
    nav,
    data: navigationData({
      nav,
      route,
      basePath: config.basePath,
      collapseLevel: config.sidebar.defaultMenuCollapseLevel,
      ...(lazy && { lazy })
    })
  }
}

/**
 * Renders one page of the page map to a complete HTML document: the build renders every route with
 * it, the dev server one route when it is requested. Throws what the page's components throw.
 */
export function renderRoute(input: RenderRouteInput): string {
  return withPageMapScope(pageMapScopeOf(input), () => renderPage(routePageInput(input)))
}

/** `renderRoute` as UTF-8, the bytes the build writes (`renderPageUtf8`). */
export function renderRouteUtf8(input: RenderRouteInput): Uint8Array {
  return withPageMapScope(pageMapScopeOf(input), () => renderPageUtf8(routePageInput(input)))
}

/**
 * What Nextra 4's server functions (`getPageMap`, …) see while a route renders: its locale's page map
 * and the app router's static pages. Every render of a route runs inside it (`withPageMapScope`).
 */
export function pageMapScopeOf({
  pageMap,
  node,
  site
}: {
  pageMap: PageMap
  node: Pick<PageNode, 'route' | 'appMetadata' | 'onAbsent'>
  site?: Pick<Site, 'config' | 'nextra'> & { pageMaps?: Site['pageMaps'] }
}): PageMapScope {
  const nextraLinks = site && nextraLinksAt(site.config, node.route, site.nextra?.major)
  return {
    pageMap,
    appPages: (pageMap.appRoutes ?? []).map(route => ({ route, frontMatter: pageMap.appFrontMatter?.[route] })),
    route: node.route,
    ...(node.appMetadata && { metadata: node.appMetadata }),
    ...(node.onAbsent && { onAbsent: node.onAbsent }),
    ...(nextraLinks && { nextraLinks }),
    ...(site?.pageMaps && site.pageMaps.size > 1 && { pageMaps: site.pageMaps })
  }
}

/**
 * `renderRouteUtf8` for any page: at once when it renders synchronously, else (async components,
 * `await` in MDX) with React's static prerender, which waits for its async work.
 */
export async function renderRouteAnyUtf8(input: RenderRouteInput): Promise<Uint8Array> {
  return withPageMapScope(pageMapScopeOf(input), () => renderPageAnyUtf8(routePageInput(input)))
}

/** `renderPageUtf8` for any page: synchronously when it can, else with React's static prerender. */
export async function renderPageAnyUtf8(pageInput: RenderPageInput): Promise<Uint8Array> {
  try {
    return renderPageUtf8(pageInput)
  } catch (error) {
    if (!suspended(error)) throw error
  }
  return renderPageUtf8Async(pageInput)
}

/**
 * What `renderRoute` renders a route with (the layout's data, the content, the render context): the
 * dev server renders its article alone from it (`renderArticle`) when a save changed nothing else.
 */
export function routePageInput({
  site,
  pageMap,
  node,
  source,
  compiled: result,
  module,
  siteInfo,
  lastUpdated,
  navigation,
  diagnostics
}: RenderRouteInput): RenderPageInput {
  const { config } = site
  const { nav, data } = navigation ?? routeNavigation(config, pageMap, node.route)
  const fm = node.frontMatter
  // MDX compiled by the page's getStaticProps (buildDynamicMDX): its headings join the TOC.
  const remote = module.__gsDynamicOpts as
    { headings?: CompiledMdx['toc']; title?: unknown; frontMatter?: unknown } | undefined
  const headings = remote?.headings?.length ? [...result.toc, ...remote.headings] : result.toc
  // Nextra 2 lists the headings' plain text (`{myVar}` as its source, `myVar`); Nextra 3 and 4 keep
  // their inline code and emphasis, and draw a heading with an expression or JSX as the page draws it.
  const toc = plainToc(site) ? headings.map(({ html: _html, fromHeading: _from, ...heading }) => heading) : headings
  const theme: PageTheme = {
    ...DEFAULT_PAGE_THEME,
    ...nav.activeTheme,
    ...(fm.theme as Partial<PageTheme> | undefined),
    // nextra-theme-blog draws none of the docs chrome: one column of the post.
    ...(config.blog && BLOG_PAGE_THEME)
  }
  // Nextra 2 and 3 give that page the compiled MDX's title and front matter (`pageOpts`): its head follows them.
  const remoteFm = isRecord(remote?.frontMatter) ? remote.frontMatter : undefined
  // nextra-theme-blog 2/3's `posts` and `tag` pages list the blog's posts under their content.
  const postList = config.blog
    ? blogPostList(pageMap, fm, module.__gsParams as Record<string, unknown> | undefined)
    : undefined
  const page: PageData = {
    route: node.route,
    title:
      (remote && (str(remoteFm?.title) ?? str(remote.title))) ??
      str(fm.title) ??
      firstHeadingTitle(toc, source) ??
      nav.activePath.at(-1)?.title ??
      node.title,
    description:
      str((remote ? remoteFm : fm)?.description) ?? config.description ?? `${config.displayName} Documentation`,
    ...(str(fm.canonical) && { canonical: str(fm.canonical) }),
    ...(str(fm.image) && { image: str(fm.image) }),
    ogType: str(fm.type) ?? 'website',
    ...(source.app && { wholeTitle: true }),
    ...(source.app &&
      (str(source.frontMatter.title) ?? source.firstHeading) && {
        ownTitle: str(source.frontMatter.title) ?? source.firstHeading
      }),
    editPath: editPath(site, source),
    ...(lastUpdated && { lastUpdated }),
    // (Every Nextra major's TOC lists h2–h6; guildsite's own sites h2–h4.)
    toc: toc.filter(h => h.depth >= 2 && h.depth <= (followsNextraUrls(config) ? 6 : 4)),
    theme,
    frontMatter: fm,
    // (nextra-theme-blog 4's `useMDXComponents({ DateFormatter })`, which the page's module exports: remark-analyse.ts.)
    ...(config.blog &&
      config.blogNavbar &&
      typeof module.DateFormatter === 'function' && {
        dateFormatter: module.DateFormatter as NonNullable<PageData['dateFormatter']>
      }),
    ...(postList && { postList }),
    // (nextra-theme-blog 2/3: the line of links under a page's title, a post's "Back" link.)
    ...(config.blog &&
      !config.blogNavbar && {
        blogNav: {
          ...blogNav(pageMap, node.route, config.basePath, source.source),
          ...(site.nextra?.major === 2 && { listHeading: 'h3' as const })
        }
      })
  }
  // (nextra-theme-blog 2/3: a tag page's `<TagTitle>` gives its document title; its `<h1>` stays the page's.)
  const tagged = config.blog ? tagPageTitle(source.source, fm, module.__gsParams as Record<string, unknown>) : undefined
  if (tagged) Object.assign(page, { ownTitle: page.title, title: tagged, wholeTitle: true })
  // A theme config's `head` function, `editLink.component`, `main` wrapper and a logo, footer or TOC extra that read
  // the page render for this page on its thread, from this (src/website/theme-head.ts, theme-edit-link.ts,
  // theme-main.ts, theme-page-nodes.ts).
  const themeComponents = config.website?.themeComponents
  const perPage = themeComponents && PAGE_NODE_KEYS.some(key => themeComponents[key])
  const dated = config.blog && themeComponents?.dateFormatter
  if (
    themeComponents &&
    (themeComponents.head || themeComponents.editLink || themeComponents.main || perPage || dated)
  ) {
    // (Next's `router.route` of a dynamic route's page names the file: `/plugins/[name]`.)
    const pattern = source.file.rel.includes('[')
      ? `/${source.file.rel.replace(/\.[^./]+$/, '').replace(/(^|\/)index$/, '')}`
      : undefined
    const query = module.__gsParams as Record<string, string | string[]> | undefined
    page.headInput = headInputJson({
      route: node.route,
      title: page.title,
      // (Nextra gives the head the page data's `__nextra_dynamic_opts` over the file's.)
      frontMatter: remoteFm ?? fm,
      ...(query && { query }),
      ...(pageMap.locale && { locale: pageMap.locale }),
      basePath: config.basePath,
      i18n: { locales: config.i18n.locales.map(l => l.locale), defaultLocale: config.i18n.defaultLocale },
      activePath: nav.activePath.map(item => ({ route: item.route, title: item.title, name: item.name })),
      ...(config.blog && { blog: true as const }),
      ...(themeComponents.editLink && { editPath: page.editPath }),
      ...(pattern !== undefined && pattern !== node.route && { pattern }),
      ...(themeComponents.main && site.nextra?.major === 2 && { nextra2: true as const })
    })
  }
  const warn = pageWarner(node, source, diagnostics)
  const context: RenderPageInput['context'] = {
    basePath: config.basePath,
    siteUrl: config.siteUrl ?? '',
    route: node.route,
    file: node.file,
    warn,
    source: source.source,
    npmVersions: config.npm.versions,
    themeConfig: {
      ...(config.project && { project: { link: config.project.link } }),
      ...(config.chat && { chat: { link: config.chat.link } }),
      ...(config.docsRepositoryBase && { docsRepositoryBase: config.docsRepositoryBase })
    },
    permalinkLabel: siteInfo.messages.labels.permalink,
    // (Nextra 4's content links end in a ↗: templates/components/link-arrow.tsx.)
    ...(pageMap.nextra === 4 && followsNextraUrls(config) && { linkArrows: true }),
    ...(config.website && hiveMdxLinks(config.siteDir) && { hiveLinks: true }),
    page: { title: page.title, frontMatter: fm },
    ...(module.__gsParams !== undefined && { query: module.__gsParams as Record<string, string | string[]> }),
    ...(pageMap.locale && { locale: pageMap.locale }),
    i18n: { locales: config.i18n.locales.map(l => l.locale), defaultLocale: config.i18n.defaultLocale },
    ...(localePrefixOf(pageMap) && { localizeRoute: localizer(pageMap) }),
    ...(pageMap.nextra === 4 && { nextra: 4 as const })
  }
  // A page of static content takes the string path when it can (its article written without React).
  const articleHtml = result.staticContent && staticArticleHtml(result.staticContent, context)
  const metaContent = metaContentOf(module)
  return {
    site: siteInfo,
    page,
    nav: data,
    Content: pageContent(module, {
      raw: theme.layout === 'raw',
      params: !source.app ? contentParams(pageMap, node.route) : undefined
    }),
    context,
    ...(articleHtml !== undefined && { articleHtml }),
    ...(metaContent && { metaContent })
  }
}

/** The diagnostic of a page whose components threw while rendering, at the element that threw when the stack tells. */
export function renderFailure(node: PageNode, error: unknown, source?: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error)
  // No component on the stack: an expression of the page threw; point at its first code.
  const at = source ? (thrownAt(error, source) ?? firstCodeAt(source)) : undefined
  return diagnostic(
    message.includes('Must provide `src` prop') ? 'MEDIA_SRC_MISSING' : 'MDX_RENDER',
    `Page ${node.route} failed to render: ${message}`,
    { file: node.file, ...(at && { source, ...at }) }
  )
}

export { assetUrlsOf } from './asset-urls.js'
// (Loaded with this module where the render stack is loaded lazily: site-pages.ts, the dev server's 404.)
export { renderErrorPage } from './render-error-page.js'
