import { createElement, type ComponentType, type ReactNode } from 'react'
import type { MetaContent } from '../../templates/layout/types.js'
import { appRouteParams } from '../app-router/app-routes.js'
import { META_SLOT_EXPORTS } from '../compile/estree.js'
import type { PageMap } from '../page-map/types.js'

// What a page's module renders as its content inside the layout (`routePageInput` in render-site.tsx):
// its default export given the site's element overrides and, under Nextra 4's content catch-all, the
// route's params; and the React content its `_meta` theme puts above and below the article.

/** The page's content component: its default export with the site's elements and the catch-all's params. */
export function pageContent(
  module: Record<string, unknown>,
  { raw, params }: { raw: boolean; params: Record<string, unknown> | undefined }
): ComponentType {
  return withParams(withSiteElements(module, raw), params)
}

/** The params Nextra 4's content catch-all (`app/[lang]/[[...mdxPath]]`) gives a content page at `route`. */
export function contentParams(pageMap: PageMap, route: string): Record<string, unknown> | undefined {
  return pageMap.contentSegments ? appRouteParams(pageMap.contentSegments, route) : undefined
}

/** The content component given `params` as the catch-all passes them (`<MDXContent {...props} params={params} />`). */
function withParams(Content: ComponentType, params: Record<string, unknown> | undefined): ComponentType {
  if (!params) return Content
  const WithParams = Content as ComponentType<{ params: Record<string, unknown> }>
  return function ContentWithParams() {
    return createElement(WithParams, { params })
  }
}

/**
 * The page's content component, given the element overrides of the site's `mdx-components` file
 * (`h2`, `pre`: `__gsSiteElements`, injected by the compile stage) or of its Nextra 2/3 theme config's
 * `components` (`__gsThemeElements`: not on a `layout: 'raw'` page, as nextra-theme-docs gives those
 * only its own link) as its `components`.
 */
function withSiteElements(module: Record<string, unknown>, raw: boolean): ComponentType {
  const Content = module.default as ComponentType<{ components?: object }>
  const elements = (module.__gsSiteElements ?? (raw ? undefined : module.__gsThemeElements)) as object | undefined
  if (!elements || typeof Content !== 'function' || Object.keys(elements).length === 0) return Content
  return function SiteContent(props: object) {
    return createElement(Content, { ...props, components: elements })
  }
}

/**
 * The React content of the page's `_meta` theme, as the page module exports it (`metaSlotsProgram`):
 * a component is rendered, anything else is the node itself, as Nextra 3's `renderComponent` does.
 */
export function metaContentOf(module: Record<string, unknown>): MetaContent | undefined {
  const node = (value: unknown): ReactNode =>
    typeof value === 'function' ? createElement(value as ComponentType) : (value as ReactNode)
  const top = module[META_SLOT_EXPORTS.topContent]
  const bottom = module[META_SLOT_EXPORTS.bottomContent]
  if (top == null && bottom == null) return undefined
  return { ...(top != null && { top: node(top) }), ...(bottom != null && { bottom: node(bottom) }) }
}
