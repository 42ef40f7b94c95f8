import { dirname, join } from 'node:path'
import { createElement, type ComponentType, type ReactNode } from 'react'
import type { PageSource } from '../content/types.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import {
  absentPageWarnings,
  absentRenderFailure,
  guardAppPage,
  noteFetchFailures,
  pagePlaceholderName,
  placeFailures
} from './absent-page.js'
import { mergeMetadata, metadataOf, pageMapTitle, type AppHead } from './app-metadata.js'
import { appNode } from './app-node.js'
import { appRoutes } from './app-routes.js'
import { notComponentPage } from './not-component-page.js'
import { layoutPageMap, sidebarPageMap } from './layout-page-map.js'
import { pagesRouterRoutes } from './pages-router-data.js'
import { routeProps } from '../islands/route-props.js'
import { DocsBodySlot, type DocsBodyHolder } from '../../templates/layout/docs-body-slot.js'

type Module = Record<string, unknown>

export interface RenderAppPageInput {
  source: PageSource
  /** The page's bundled module (`app-page-sources.ts` says what it exports). */
  module: Module
  /**
   * Renders one route of the page with this module as its content (the page runner's render);
   * `sidebar`, when given, is the page map its navigation comes from.
   */
  render: (node: PageNode, module: Module, sidebar?: PageMap) => Promise<Uint8Array | undefined>
  /** The site's page map of the page's locale, and how to run code as a render of a route runs (`getPageMap` reads it). */
  site?: { pageMap: PageMap; inScope: <T>(route: string, run: () => T) => T }
  /** Render only this route of the page's (the dev server's request for one of a dynamic page's). */
  only?: string
  /** The page's routes as an earlier render listed them (`routes` of its result): not listed again. */
  listed?: AppRoute[]
  /** The site folder: the working directory of a pages-router page's data functions, as under `next build`. */
  siteDir?: string
  /** The site's locales and its content catch-all's locale segment: a `[lang]` page without params is built for each. */
  locales?: { segment: string; values: readonly string[] }
}

/** One route of an app page, with the params its `generateStaticParams` gave it. */
export type AppRoute = { route: string; params: Record<string, unknown> }

/**
 * One page of the app router, rendered at each of its routes (the room's render entry point: the
 * page runner calls it for a page with `source.app`): its one route or those of its
 * `generateStaticParams`, inside its nested layouts, its head from the metadata of its layouts and
 * itself. A component page (`page.tsx`) fills the layout's width with no sidebar nor table of
 * contents, as Nextra's theme shows it; an MDX page is a docs page.
 */
export async function renderAppPage({
  source,
  module,
  render,
  site,
  siteDir,
  only,
  listed,
  locales
}: RenderAppPageInput): Promise<{ pages: [string, Uint8Array][]; routes?: AppRoute[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = []
  const pages: [string, Uint8Array][] = []
  const { pageModule, layouts } = appModules(source, module)
  if (typeof pageModule.default !== 'function') {
    diagnostics.push(notComponentPage(source, pageModule.default))
    return { pages, diagnostics }
  }
  noteFetchFailures()
  const absent: Parameters<typeof absentPageWarnings>[1] = []
  // (A component page of the pages router: its routes and props are its getStaticPaths' and getStaticProps',
  // listed again each time: its routes carry the module their props render with.)
  const found = source.app!.pagesRouter
    ? await pagesRouterRoutes(source, pageModule, siteDir)
    : listed
      ? { routes: listed, diagnostics: [] }
      : await appRoutes(source, pageModule, { layouts, ...(locales && { locales }) })
  diagnostics.push(...found.diagnostics)
  const sidebar = site && found.routes[0] && (await ownSidebar(source, layouts, found.routes[0], site))
  const metadataFailures: { route: string; message: string }[] = []
  for (const { route, params, ...data } of only === undefined
    ? found.routes
    : found.routes.filter(r => r.route === only)) {
    let head: AppHead = {}
    let metadata: Record<string, unknown> | undefined
    try {
      const levels = await Promise.all([...layouts, pageModule].map(level => metadataOf(level, params)))
      // An MDX page's front matter is its metadata, as Nextra's loader exports it (its title, else its first heading).
      const fm = source.frontMatter
      const page = {
        ...(typeof fm.description === 'string' && { description: fm.description }),
        ...levels.at(-1)
      }
      // (A dynamic page that lists its routes in its own `pageMap` export, remote docs: its title there.)
      const own =
        typeof fm.title === 'string' ? fm.title : (source.firstHeading ?? pageMapTitle(pageModule.pageMap, route))
      head = mergeMetadata([...levels.slice(0, -1), page], own, layoutBeside(source))
      metadata = levels.at(-1)
    } catch (error) {
      metadataFailures.push({ route, message: error instanceof Error ? error.message : String(error) })
    }
    let placeholderName = 'Page'
    const withData = 'pageModule' in data ? { ...module, __gsAppPage: data.pageModule } : module
    const content = appContentModule(source, withData, params, page => {
      placeholderName = pagePlaceholderName(page)
      return guardAppPage(page, route, absent)
    })
    const html = await render(
      { ...appNode(source, route, head, metadata), onAbsent: absentRenderFailure(route, absent) },
      content,
      sidebar
    )
    placeFailures(absent, route, html, placeholderName)
    if (html) pages.push([route, html])
  }
  // (One warning per page file, as for its content: a dynamic page's routes fail alike.)
  if (metadataFailures.length > 0) {
    const [first] = metadataFailures
    const routes =
      metadataFailures.length === 1 ? first.route : `${metadataFailures.length} routes (first: ${first.route})`
    diagnostics.push(
      diagnostic(
        'PAGE_DATA',
        `The metadata of ${routes} could not be computed (${first.message}); the page has the site's title`,
        { file: source.display },
        { severity: 'warning' }
      )
    )
  }
  diagnostics.push(...absentPageWarnings(source, absent))
  // (A page that listed none, its generateStaticParams failing among others, is listed again next time.)
  const listable = found.routes.length > 0 && !source.app!.pagesRouter
  return {
    pages,
    ...(listable && { routes: found.routes.map(({ route, params }) => ({ route, params })) }),
    diagnostics
  }
}

/** The page map of the `<Layout pageMap>` its layouts render, when it is their own (`layout-page-map.ts`). */
async function ownSidebar(
  source: PageSource,
  layouts: Module[],
  { route, params }: { route: string; params: Record<string, unknown> },
  site: NonNullable<RenderAppPageInput['site']>
): Promise<PageMap | undefined> {
  const items = await site.inScope(route, () => layoutPageMap(layouts, params, source.app!.layouts))
  return items && sidebarPageMap(items, site.pageMap, source.display)
}

/** The page's own module and its layouts' (outermost first) in the module the build made of it. */
/** Whether the page's innermost layout is in the page's own folder (Next applies its title template only below it). */
function layoutBeside(source: PageSource): boolean {
  const { layouts, appDir, segments } = source.app!
  const last = layouts.at(-1)
  return last !== undefined && dirname(last) === join(appDir, ...segments)
}

function appModules(source: PageSource, module: Module): { pageModule: Module; layouts: Module[] } {
  return {
    pageModule: source.app!.kind === 'component' ? ((module.__gsAppPage as Module | undefined) ?? {}) : module,
    layouts: (module.__gsAppLayouts as Module[] | undefined) ?? []
  }
}

/**
 * The module to render one route of an app page with: its default export is the page with these
 * params inside its nested layouts (the root layout is the site's chrome: read as its theme config).
 */
export function appContentModule(
  source: PageSource,
  module: Module,
  params: Record<string, unknown>,
  /** Wraps the page's component (`absent-page.ts`: a page that fails for something absent is a placeholder). */
  guard: (page: ComponentType<Record<string, unknown>>) => ComponentType<Record<string, unknown>> = page => page
): Module {
  const { pageModule, layouts } = appModules(source, module)
  const Page = guard(pageModule.default as ComponentType<Record<string, unknown>>)
  const wrappers = layouts
    .filter((_, i) => source.app!.layouts[i] !== source.app!.rootLayout)
    .map(level => level.default)
    .filter(
      (component): component is ComponentType<{ children?: ReactNode; params?: unknown }> =>
        typeof component === 'function'
    )
  // (A pages-router page gets its getStaticProps props, already in place: `pages-router-data.ts`.)
  const pageProps = source.app!.pagesRouter ? {} : { params: routeProps(params), searchParams: routeProps({}) }
  const page = createElement(Page, pageProps)
  // Inside a nested layout, an MDX page is in the theme's MDX wrapper, as Nextra 4 renders it: the wrapper
  // draws the docs body (sidebar, article, TOC), so the layouts hold it (`docs-body-slot.tsx`). A layout
  // styles it (Hive's posts: a flex row hiding the body's first child, the article narrowed, the TOC hidden).
  const wrapped = source.app!.kind === 'mdx' && wrappers.length > 0
  const Content: DocsBodyHolder = () =>
    wrappers.reduceRight<ReactNode>(
      (children, Layout) => createElement(Layout, { params: pageProps.params }, children),
      wrapped ? createElement(DocsBodySlot, null, page) : page
    )
  if (wrapped) Content.docsBodyInside = true
  return { ...pageModule, ...module, default: Content }
}
