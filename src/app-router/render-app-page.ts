import { createElement, type ComponentType, type ReactNode } from 'react'
import type { PageSource } from '../content/types.js'
import type { PageNode } from '../page-map/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { mergeMetadata, metadataOf, type AppHead } from './app-metadata.js'
import { appRoutes } from './app-routes.js'

type Module = Record<string, unknown>

export interface RenderAppPageInput {
  source: PageSource
  /** The page's bundled module (`app-page-sources.ts` says what it exports). */
  module: Module
  /** Renders one route of the page with this module as its content (the page runner's render). */
  render: (node: PageNode, module: Module) => Promise<Uint8Array | undefined>
}

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
  render
}: RenderAppPageInput): Promise<{ pages: [string, Uint8Array][]; diagnostics: Diagnostic[] }> {
  const app = source.app!
  const diagnostics: Diagnostic[] = []
  const pages: [string, Uint8Array][] = []
  const pageModule = app.kind === 'component' ? ((module.__gsAppPage as Module | undefined) ?? {}) : module
  const layouts = (module.__gsAppLayouts as Module[] | undefined) ?? []
  const Page = pageModule.default as ComponentType<Record<string, unknown>> | undefined
  if (typeof Page !== 'function') {
    diagnostics.push(
      diagnostic('MDX_RENDER', `App page ${source.file.rel.slice(5)} has no default export to render`, {
        file: source.display
      })
    )
    return { pages, diagnostics }
  }
  const found = await appRoutes(source, pageModule)
  diagnostics.push(...found.diagnostics)
  // The page inside its nested layouts (the root layout is the site's chrome: read as its theme config).
  const wrappers = layouts
    .filter((_, i) => app.layouts[i] !== app.rootLayout)
    .map(level => level.default)
    .filter(
      (component): component is ComponentType<{ children?: ReactNode; params?: unknown }> =>
        typeof component === 'function'
    )
  for (const { route, params } of found.routes) {
    let head: AppHead = {}
    try {
      const own = typeof source.frontMatter.title === 'string' ? source.frontMatter.title : source.firstHeading
      head = mergeMetadata(await Promise.all([...layouts, pageModule].map(level => metadataOf(level, params))), own)
    } catch (error) {
      diagnostics.push(
        diagnostic(
          'PAGE_DATA',
          `The metadata of ${route} could not be computed (${error instanceof Error ? error.message : String(error)}); the page has the site's title`,
          { file: source.display },
          { severity: 'warning' }
        )
      )
    }
    const node = appNode(source, route, head)
    const pageProps = { params: promised(params), searchParams: promised({}) }
    const Content = () =>
      wrappers.reduceRight<ReactNode>(
        (children, Layout) => createElement(Layout, { params: pageProps.params }, children),
        createElement(Page, pageProps)
      )
    const html = await render(node, { ...pageModule, ...module, default: Content })
    if (html) pages.push([route, html])
  }
  return { pages, diagnostics }
}

/** The page-map node of one route of an app page (it has none in the content's page map). */
function appNode(source: PageSource, route: string, head: AppHead): PageNode {
  const last = decodeURIComponent(route.split('/').filter(Boolean).at(-1) ?? 'index')
  const own = typeof source.frontMatter.title === 'string' ? source.frontMatter.title : undefined
  const title = head.title ?? own ?? source.firstHeading
  const frontMatter: Record<string, unknown> = {
    ...source.frontMatter,
    ...(title && { title }),
    ...(head.description && { description: head.description }),
    ...(head.image && { image: head.image }),
    ...(head.canonical && { canonical: head.canonical }),
    ...(head.ogType && { type: head.ogType }),
    ...(source.app!.kind === 'component' && {
      theme: { layout: 'raw', ...(source.frontMatter.theme as object | undefined) }
    })
  }
  return {
    kind: 'page',
    name: last,
    route,
    rel: source.file.rel,
    file: source.display,
    title: title ?? last,
    frontMatter
  }
}

/** Next 15 gives pages their params as a promise; code of Next 14 reads them directly: both work. */
function promised<T extends object>(value: T): T & Promise<T> {
  return Object.assign(Promise.resolve(value), value)
}
