import type { ComponentType, ReactNode } from 'react'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { inFolder } from '../compile/page-data.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import type { SiteData } from '../../templates/layout/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { mergeMetadata, metadataOf } from './app-metadata.js'
import { appRoutes } from './app-routes.js'

export interface RenderAppRoutesInput {
  site: Site
  /** The default locale's page map (the app router has no locales of its own). */
  pageMap: PageMap
  compiled: Map<string, CompiledMdx>
  modules: Map<string, Record<string, unknown>>
  siteInfo: SiteData
  dates: Map<string, string>
  render: () => Promise<typeof import('../render/render-site.js')>
  /** Routes the content folder serves: an app page there is not built twice. */
  known: ReadonlySet<string>
  diagnostics: Diagnostic[]
}

type Module = Record<string, unknown>

/**
 * The app router's pages, rendered (the room's render entry point, called by `render/site-pages.ts`):
 * each at its route or its `generateStaticParams` routes, inside its nested layouts, its head from
 * the metadata of its layouts and itself. A component page (`page.tsx`) fills the layout's width
 * with no sidebar nor table of contents, as Nextra's theme shows it; an MDX page is a docs page.
 */
export async function renderAppRoutes(
  input: RenderAppRoutesInput
): Promise<{ route: string; html: string; source: PageSource }[]> {
  const { site, pageMap, compiled, modules, siteInfo, dates, render, known, diagnostics } = input
  const built: { route: string; html: string; source: PageSource }[] = []
  if (!site.pages.some(page => page.app)) return built
  // (React loads on this thread only for a site with app pages.)
  const { createElement } = await import('react')
  for (const source of site.pages) {
    const app = source.app
    const module = modules.get(source.file.path)
    const result = compiled.get(source.file.path)
    if (!app || !module || !result) continue
    const pageModule = app.kind === 'component' ? ((module.__gsAppPage as Module | undefined) ?? {}) : module
    const layouts = (module.__gsAppLayouts as Module[] | undefined) ?? []
    const Page = pageModule.default as ComponentType<Record<string, unknown>> | undefined
    if (typeof Page !== 'function') {
      diagnostics.push(
        diagnostic('MDX_RENDER', `App page ${app.route ?? source.file.rel.slice(5)} has no default export to render`, {
          file: source.display
        })
      )
      continue
    }
    const found = await inFolder(site.config.siteDir, () => appRoutes(source, pageModule))
    diagnostics.push(...found.diagnostics)
    for (const { route, params } of found.routes) {
      if (known.has(route) || built.some(other => other.route === route)) {
        diagnostics.push(
          diagnostic(
            'DUPLICATE_ROUTE',
            `${source.display} serves ${route}, which another page serves; it is not built twice`,
            { file: source.display },
            { severity: 'warning' }
          )
        )
        continue
      }
      let head: ReturnType<typeof mergeMetadata> = {}
      try {
        head = mergeMetadata(
          await inFolder(site.config.siteDir, () =>
            Promise.all([...layouts, pageModule].map(level => metadataOf(level, params)))
          )
        )
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
      const last = route.split('/').filter(Boolean).at(-1) ?? 'index'
      const title =
        head.title ??
        source.firstHeading ??
        (typeof source.frontMatter.title === 'string' ? source.frontMatter.title : undefined)
      const frontMatter: Record<string, unknown> = {
        ...source.frontMatter,
        ...(title && { title }),
        ...(head.description && { description: head.description }),
        ...(head.image && { image: head.image }),
        ...(head.canonical && { canonical: head.canonical }),
        ...(head.ogType && { type: head.ogType }),
        ...(app.kind === 'component' && {
          theme: { layout: 'raw', ...(source.frontMatter.theme as object | undefined) }
        })
      }
      const node: PageNode = {
        kind: 'page',
        name: decodeURIComponent(last),
        route,
        rel: source.file.rel,
        file: source.display,
        title: title ?? decodeURIComponent(last),
        frontMatter
      }
      // The page inside its nested layouts (the root layout is the site's chrome: read as its theme config).
      const wrappers = layouts
        .filter((_, i) => app.layouts[i] !== app.rootLayout)
        .map(level => level.default)
        .filter(
          (component): component is ComponentType<{ children?: ReactNode; params?: unknown }> =>
            typeof component === 'function'
        )
      const pageProps = { params: promised(params), searchParams: promised({}) }
      const Content = () =>
        wrappers.reduceRight<ReactNode>(
          (children, Layout) => createElement(Layout, { params: pageProps.params }, children),
          createElement(Page, pageProps)
        )
      const renderer = await render()
      try {
        const html = await inFolder(site.config.siteDir, async () =>
          renderer.renderRoute({
            site,
            pageMap,
            node,
            source,
            compiled: result,
            module: { ...pageModule, ...module, default: Content },
            siteInfo,
            lastUpdated: dates.get(source.file.path),
            diagnostics
          })
        )
        built.push({ route, source, html })
      } catch (error) {
        diagnostics.push(renderer.renderFailure(node, error, source.source))
      }
    }
  }
  return built
}

/** Next 15 gives pages their params as a promise; code of Next 14 reads them directly: both work. */
function promised<T extends object>(value: T): T & Promise<T> {
  return Object.assign(Promise.resolve(value), value)
}
