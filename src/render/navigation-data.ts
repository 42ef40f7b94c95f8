import { withBasePath, withBasePathOnce } from '../../templates/base-path.js'
import { encodePath } from '../shared/encode-path.js'
import type { LinkData, NavigationData, NavbarItemData, SidebarNodeData } from '../../templates/layout/types.js'
import { navbarLink, pagination, sidebarItems } from '../page-map/navigation-report.js'
import type { NavItem, Navigation } from '../page-map/types.js'
import { DOCS_THEME_COLLAPSE_LEVEL } from '../config/site-defaults.js'
import { windowItems } from './sidebar-window.js'

export interface NavigationDataOptions {
  nav: Navigation
  route: string
  basePath: string
  /**
   * Folders above this depth start open: the site config's level (1 unless set); without one, the
   * docs theme's own default, 2 (SPEC §9, `DOCS_THEME_COLLAPSE_LEVEL`).
   */
  collapseLevel?: number
  /**
   * Leave the children of closed folders out of the page when the navigation file (`url`) holds
   * them (`keys`: the folder routes it has): see `sidebar-file.ts`.
   */
  lazy?: { url: string; keys: ReadonlySet<string>; top?: string }
  /** Every list whole (the navigation file's own lists), never windowed (`sidebar-window.ts`). */
  wholeLists?: boolean
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')

function linkOf(item: NavItem, basePath: string): { href?: string; newWindow?: boolean } {
  if (item.href)
    return {
      href: isExternal(item.href) ? item.href : withBasePathOnce(basePath, item.href),
      newWindow: item.newWindow ?? isExternal(item.href)
    }
  if (item.kind === 'placeholder' || item.route === '#' || item.route === '') return { href: '#' }
  if (item.kind === 'folder' && !item.withIndexPage) return {}
  return { href: withBasePath(basePath, encodePath(item.route)) }
}

/** A sidebar list as every page shows it: computed once per list (the lists are shared by the pages of a section). */
interface ListFacts {
  /** The items shown, as indexes of the list. */
  shown: number[]
  /** Per item of the list: how many items before it are shown. */
  shownBefore: number[]
  /** Route → the items of the list whose subtree holds it (in order). */
  holding: Map<string, number[]>
}

const listFacts = new WeakMap<NavItem[], ListFacts>()

function factsOf(items: NavItem[]): ListFacts {
  let facts = listFacts.get(items)
  if (facts) return facts
  facts = { shown: [], shownBefore: [], holding: new Map() }
  const { shown, shownBefore, holding } = facts
  const addRoutes = (item: NavItem, index: number) => {
    const at = holding.get(item.route)
    if (!at) holding.set(item.route, [index])
    else if (at.at(-1) !== index) at.push(index)
    for (const child of item.children ?? []) addRoutes(child, index)
  }
  items.forEach((item, index) => {
    shownBefore.push(shown.length)
    if (isShown(item)) shown.push(index)
    addRoutes(item, index)
  })
  listFacts.set(items, facts)
  return facts
}

// (A type Nextra does not know, inside a docs folder: in the phone menu's tree only, `phoneOnly`.)
const isShown = (item: NavItem) =>
  !(item.display === 'hidden' && item.kind !== 'folder') &&
  (item.type === 'doc' || item.type === 'separator' || item.type === 'other')

/** Where an item's sidebar row leads in this tab (none for separators and new-tab links). */
function sameTabHref(item: NavItem, basePath: string): string | undefined {
  if (item.kind === 'separator') return undefined
  const link = linkOf(item, basePath)
  if (item.href) return link.newWindow ? undefined : link.href
  if (link.href !== undefined || item.kind !== 'folder') return link.href
  const first = firstRoute(item)
  return first === undefined ? undefined : withBasePath(basePath, encodePath(first))
}

/**
 * The sidebar nodes of `items` (the route's section, or a folder's children at `depth`). A long
 * list the navigation file holds (`key`) shows only the part around the current page, and only
 * that part is built: a page costs the same whatever the size of its folder.
 */
export function sidebarNodes(
  items: NavItem[],
  options: Omit<NavigationDataOptions, 'nav'>,
  depth: number,
  key?: string
): SidebarNodeData[] {
  const facts = factsOf(items)
  const nodeOf = (index: number): SidebarNodeData => {
    const node = drawnNode(index)
    return items[index]!.type === 'other' ? { ...node, phoneOnly: true } : node
  }
  const drawnNode = (index: number): SidebarNodeData => {
    const item = items[index]
    const html = item.titleHtml !== undefined ? { titleHtml: item.titleHtml } : undefined
    if (item.kind === 'separator') return { kind: 'separator', title: item.title, ...html, active: false }
    const link = linkOf(item, options.basePath)
    if (item.href)
      return { kind: 'link', title: item.title, ...html, href: link.href, newWindow: link.newWindow, active: false }
    const active = item.kind !== 'folder' || item.withIndexPage ? item.route === options.route : false
    if (!item.children) return { kind: 'page', title: item.title, ...html, href: link.href, active }
    // (A page its meta hides is in no folder's children: Nextra opens the folders whose route holds it.)
    const inside =
      (facts.holding.get(options.route) ?? []).includes(index) || options.route.startsWith(item.route + '/')
    const open =
      inside || (depth + 1 < (options.collapseLevel ?? DOCS_THEME_COLLAPSE_LEVEL) && item.theme.collapsed !== true)
    if (!open && options.lazy?.keys.has(item.route)) {
      // Without JavaScript the folder still leads somewhere: its own page, else its first page.
      const first = link.href ?? firstRoute(item)
      return {
        kind: 'folder',
        title: item.title,
        ...html,
        ...(first !== undefined && { href: link.href ?? withBasePath(options.basePath, encodePath(first)) }),
        active,
        open,
        lazy: true,
        key: item.route
      }
    }
    return {
      kind: 'folder',
      title: item.title,
      ...html,
      ...(link.href && { href: link.href }),
      active,
      open,
      key: item.route,
      children: sidebarNodes(item.children, options, depth + 1, item.route)
    }
  }
  const { shown, shownBefore } = facts
  const onPath = facts.holding.get(options.route)?.find(index => items[index].type === 'doc')
  const current = onPath === undefined ? undefined : shownBefore[onPath]
  if (key === undefined || options.wholeLists || !options.lazy?.keys.has(key)) return shown.map(nodeOf)
  return windowItems(
    shown.length,
    key,
    current,
    i => nodeOf(shown[i]),
    i => sameTabHref(items[shown[i]], options.basePath)
  )
}

/** The route a folder leads to without its own page: its first page. */
export function firstRoute(item: NavItem): string | undefined {
  if (item.page || item.withIndexPage) return item.route
  // (A docs folder leads to its first item the sidebar shows, not to a phone-only one, unless it has none.)
  const children = item.children ?? []
  for (const child of [...children.filter(c => c.type !== 'other'), ...children.filter(c => c.type === 'other')]) {
    const route = firstRoute(child)
    if (route) return route
  }
  return undefined
}

/**
 * The navbar of the routes of one section: the same list for all of them (the lists of a section are
 * shared, src/page-map/resolve-navigation.ts), so one array per list, active item and base path,
 * which also lets `layoutParts` and the layout fragments key their own work on it.
 */
const navbars = new WeakMap<readonly NavItem[], Map<string, NavbarItemData[]>>()

function navbarData(items: readonly NavItem[], active: NavItem | undefined, basePath: string): NavbarItemData[] {
  let byKey = navbars.get(items)
  if (!byKey) navbars.set(items, (byKey = new Map()))
  const key = `${items.indexOf(active!)}\0${basePath}`
  let navbar = byKey.get(key)
  if (!navbar) byKey.set(key, (navbar = navbarItems(items, active, basePath)))
  return navbar
}

function navbarItems(items: readonly NavItem[], active: NavItem | undefined, basePath: string): NavbarItemData[] {
  // (Nextra's navbars leave hidden items out: `display: 'hidden'`, Nextra 2 betas' `hidden: true`.)
  return items
    .filter(item => item.display !== 'hidden')
    .map(item => {
      const href = navbarLink(item)
      const external = isExternal(href)
      return {
        title: item.title,
        ...(item.titleHtml !== undefined && { titleHtml: item.titleHtml }),
        href: href === '#' || external ? href : withBasePath(basePath, href === item.href ? href : encodePath(href)),
        newWindow: item.newWindow ?? external,
        active: item === active,
        // (Nextra's phone menu draws such an item as a folder: `children.length || !withIndexPage`.)
        ...(item.kind === 'folder' && item.children?.length && !item.menuItems && { folder: true as const }),
        ...(item.menuItems && {
          menu: item.menuItems.map(link =>
            link.type === 'separator'
              ? {
                  title: link.title,
                  ...(link.titleHtml !== undefined && { titleHtml: link.titleHtml }),
                  separator: true
                }
              : {
                  title: link.title,
                  ...(link.titleHtml !== undefined && { titleHtml: link.titleHtml }),
                  href: link.href && !isExternal(link.href) ? withBasePathOnce(basePath, link.href) : link.href,
                  newWindow: link.newWindow ?? (link.href ? isExternal(link.href) : false)
                }
          )
        })
      }
    })
}

/** Turns the navigation of a route into what the templates render (URLs with base path, open/active flags). */
export function navigationData(options: NavigationDataOptions): NavigationData {
  const { nav, route, basePath } = options
  const navbar = navbarData(nav.topLevelNavbarItems, nav.activePath[0], basePath)
  const breadcrumb = nav.activePath.map((item, i) => {
    const last = i === nav.activePath.length - 1
    const target = last ? undefined : firstRoute(item)
    return {
      title: item.title,
      ...(item.titleHtml !== undefined && { titleHtml: item.titleHtml }),
      ...(target && { href: withBasePath(basePath, encodePath(target)) })
    }
  })
  const { order, at } = pagination(nav)
  const index = at.get(route) ?? -1
  const toLink = (item: NavItem | undefined) => {
    if (!item || item.theme.pagination === false) return undefined
    const link = linkOf(item, basePath)
    return link.href
      ? {
          title: item.title,
          ...(item.titleHtml !== undefined && { titleHtml: item.titleHtml }),
          href: link.href,
          ...(link.newWindow && { newWindow: true })
        }
      : undefined
  }
  // A top-level page (`type: 'page'`, the Guild's /blog beside its blog folder) has neither sidebar nor
  // breadcrumb in Nextra 2–4 (their layouts' `activeType === 'page'`).
  const page = nav.activeType === 'page'
  // (A top-level item of a type Nextra does not know: its phone menu's full directory list alone shows it.)
  // (A folder of them leads to its first page, as the menu's folder opens on it.)
  const phoneOnly = nav.directories
    .filter(item => item.type === 'other')
    .map(item => (item.children && !item.withIndexPage ? { ...item, firstChildRoute: firstRoute(item) } : item))
  return {
    navbar,
    ...(phoneOnly.length > 0 && { phoneOnly: navbarItems(phoneOnly, undefined, basePath) }),
    sidebar: page ? [] : sidebarNodes(sidebarItems(nav), options, 0, options.lazy?.top),
    breadcrumb: page ? [] : breadcrumb,
    ...(page && { topPage: true as const }),
    ...(options.lazy && { sidebarData: options.lazy.url }),
    ...(index < 0
      ? hiddenNeighbours(nav, toLink)
      : inHiddenFolder(nav, route)
        ? activeNeighbours(nav, toLink)
        : { prev: toLink(order[index - 1]), next: toLink(order[index + 1]) })
  }
}

/**
 * Whether the route is a page inside a folder its meta hides (Nextra 3, 4): it keeps its place in
 * `flatDocsDirectories`, but Nextra's `activeIndex` stays where the hidden folder's level left it
 * (its loop skips the folder before adding the page's index), and the theme's prev/next follow
 * `activeIndex`: the yoga tutorial's hidden "advanced" pages link on to the section's second doc.
 */
function inHiddenFolder(nav: Navigation, route: string): boolean {
  // The hidden folder's level adds neither itself nor the page to the active path.
  return nav.activeType === 'doc' && nav.activePath[nav.activePath.length - 1]?.route !== route
}

/**
 * Prev/next of a page its meta hides (`display: 'hidden'`): not in the order, but Nextra's theme still
 * links the docs around the place it would hold (its `activeIndex` in `flatDocsDirectories`): the one
 * before it, and the one after the next (GraphQL Mesh's hidden "Resolvers Composition" page).
 */
function hiddenNeighbours(
  nav: Navigation,
  toLink: (item: NavItem | undefined) => LinkData | undefined
): { prev?: LinkData; next?: LinkData } {
  const active = nav.activePath[nav.activePath.length - 1]
  if (nav.activeType !== 'doc' || active?.display !== 'hidden' || active.children) return {}
  return activeNeighbours(nav, toLink)
}

/** The docs before and after Nextra's `activeIndex` in `flatDocsDirectories`, as its theme links them. */
function activeNeighbours(
  nav: Navigation,
  toLink: (item: NavItem | undefined) => LinkData | undefined
): { prev?: LinkData; next?: LinkData } {
  const near = (item: NavItem | undefined) => (item?.isUnderCurrentDocsTree ? toLink(item) : undefined)
  const prev = near(nav.flatDocsDirectories[nav.activeIndex - 1])
  const next = near(nav.flatDocsDirectories[nav.activeIndex + 1])
  return { ...(prev && { prev }), ...(next && { next }) }
}
