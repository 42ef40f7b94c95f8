import { createHash } from 'node:crypto'
import type { Site } from '../content/load-site.js'
import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import { navigationData } from '../render/navigation-data.js'
import type { RenderPageInput } from '../render/render-page.js'
import type { RouteNavigation } from '../render/render-site.js'
import type { Diagnostic } from '../shared/diagnostics.js'

/** A route of the page maps and what renders it. */
export interface RouteEntry {
  locale: string
  node: PageNode
  pageMap: PageMap
}

/** A rendered route as cached: the page, or the error document when the page failed. */
export interface RenderedRoute {
  /** Page HTML without the dev client (added when served, with the errors of that moment). */
  html: string
  /** A route handler's or metadata route's file (`app/feed.xml/route.ts`): served as it is, no HTML. */
  file?: Uint8Array
  failed: boolean
  /** The page's own errors (compile, bundle, render, front matter). */
  errors: Diagnostic[]
  /** Broken links and anchors (the build's LINK check): a notice in the page, not an error. */
  notices?: Diagnostic[]
  /** The navigation the page was rendered with, to tell whether a page map change touches it. */
  navSignature: string
  /** Everything around the article, as a short key (`shellKey`); absent when the page failed. */
  shell?: string
  /** A dynamic app route that its page's `generateStaticParams` does not list: no page (404), as in the build. */
  notFound?: boolean
}

/** The article of an open page after a save, to swap in place (`DevSite.patch`). */
export interface ArticlePatch {
  /** The inside of the page's `<article>`. */
  article: string
  /** The page's `shellKey`: the client takes the article only when its page has the same. */
  shell: string
}

let renderStack:
  | Promise<
      [
        typeof import('../render/render-site.js'),
        typeof import('./page-build.js'),
        typeof import('../render/render-page.js')
      ]
    >
  | undefined

/**
 * The compile and render stack (MDX, Shiki, esbuild, React, the templates): the biggest part of the
 * code, imported in the background while the site loads rather than before it.
 */
export const loadRenderStack = () =>
  (renderStack ??= Promise.all([
    import('../render/render-site.js'),
    import('./page-build.js'),
    import('../render/render-page.js')
  ]))

/** A route's navigation as `renderRoute` needs it, and what of it shows on the page (`signature`). */
export interface RouteNavigationInfo {
  navigation: RouteNavigation
  signature: string
}

/** Per page map (a new one comes with every change of the navigation) and config. */
const navigations = new WeakMap<PageMap, WeakMap<Site['config'], Map<string, RouteNavigationInfo>>>()

/**
 * The navigation of `route` (the same as `routeNavigation` of render-site, with the whole sidebar in
 * the page), kept while its page map and config are the ones in use: a save of the page's text
 * resolves nothing again.
 */
export function navigationOf(config: Site['config'], pageMap: PageMap, route: string): RouteNavigationInfo {
  let byConfig = navigations.get(pageMap)
  if (!byConfig) navigations.set(pageMap, (byConfig = new WeakMap()))
  let byRoute = byConfig.get(config)
  if (!byRoute) byConfig.set(config, (byRoute = new Map()))
  let info = byRoute.get(route)
  if (!info) {
    const nav = resolveNavigation({ children: pageMap.children, route })
    const data = navigationData({
      nav,
      route,
      basePath: config.basePath,
      collapseLevel: config.sidebar.defaultMenuCollapseLevel
    })
    // What of a navigation shows on a page: the templates' data, the cascaded theme, the title fallback.
    const signature = JSON.stringify([data, nav.activeTheme, nav.activePath.at(-1)?.title])
    byRoute.set(route, (info = { navigation: { nav, data }, signature }))
  }
  return info
}

/**
 * Everything a page's document holds besides its article, as a short key: the layout's page data
 * (title, description, TOC, theme, front matter, dates…) and the navigation. Two renders of a route
 * with the same key differ only inside the article (the site data changes only with the config,
 * which reloads every page), so the dev client may take the new article alone.
 */
export function shellKey(input: RenderPageInput, navigation: RouteNavigationInfo): string {
  return shellKeyOf(JSON.stringify(input.page), navigation)
}

/** `shellKey` from the page data as JSON (what the page runner gives of a page it rendered). */
export function shellKeyOf(pageJson: string, navigation: RouteNavigationInfo): string {
  return createHash('sha1').update(pageJson).update('\0').update(navigation.signature).digest('base64url').slice(0, 16)
}
