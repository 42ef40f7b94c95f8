import type { NextraMajor } from './nextra-major.js'
import { resolveNavigation } from './resolve-navigation.js'
import type { NavItem, Navigation, PageMap } from './types.js'

/**
 * Where a navbar item links (nextra-theme-docs' navbar): a folder links to its own page when merged
 * with one (`withIndexPage`), else to its first child's route; anything else to its href or route,
 * '#' for a placeholder without href.
 */
export function navbarLink(item: NavItem): string {
  const own = item.href ?? (item.kind === 'placeholder' || !item.route ? '#' : item.route)
  if (item.children) return (item.withIndexPage ? item.route : item.firstChildRoute) ?? own
  return own
}

export interface NavbarMenuRow {
  title: string
  href?: string
  newWindow?: boolean
  type?: 'separator'
}

export interface NavbarRow {
  title: string
  type: string
  /** Absent for an entry named only in `_meta` under Nextra 3 and 4, which give it no route. */
  route?: string
  /** Absent for a menu named only in `_meta` under Nextra 4 (a dropdown, no link). */
  link?: string
  newWindow?: boolean
  /** A menu's entries (SPEC §2: each with href, newWindow and title; a separator has only a title). */
  items?: NavbarMenuRow[]
}

/** A menu's links as the navbar shows them: an entry without href goes to the menu's page of that name. */
function menuRows(item: NavItem): NavbarMenuRow[] {
  return (item.menuItems ?? []).map(link => {
    if (link.type === 'separator') return { title: link.title, type: 'separator' }
    const child = item.children?.find(c => c.name === link.key)
    const href = link.href ?? child?.route ?? (item.kind === 'placeholder' ? '#' : `${item.route}/${link.key}`)
    return { title: link.title, href, newWindow: Boolean(link.newWindow) }
  })
}

/** Nextra 3 and 4 give entries named only in `_meta` no route; Nextra 2 (and SPEC) '#'. */
const reportRoute = (item: NavItem, major: NextraMajor): string | undefined =>
  (item.kind === 'placeholder' || (item.kind === 'separator' && !item.page && !item.children)) && major > 2
    ? undefined
    : item.route

function navbarRow(item: NavItem, major: NextraMajor): NavbarRow {
  const route = reportRoute(item, major)
  return {
    title: item.title,
    type: item.type,
    ...(route !== undefined ? { route } : {}),
    // Nextra 4's navbar gives an entry named only in `_meta` (a menu) no link at all; 2 and 3 '#'.
    ...(major === 4 && item.kind === 'placeholder' && item.href === undefined ? {} : { link: navbarLink(item) }),
    ...(item.newWindow && { newWindow: true }),
    ...(item.type === 'menu' && { items: menuRows(item) })
  }
}

export interface SidebarRow {
  title: string
  /** Absent for a separator (or other `_meta`-only entry without href) under Nextra 3 and 4. */
  route?: string
  depth: number
  kind: 'page' | 'folder' | 'separator' | 'link'
  hasIndexPage?: boolean
}

/** The sidebar of a route: docs items of the current section, as the theme shows them. */
export function sidebarItems(nav: Navigation): NavItem[] {
  // (The lists are shared by the routes of a section: filtered once. With `pagination`'s, on the
  // shared workload: ~1 ms for the 1,003 pages, against 0.12–0.14 CPU-s filtering each page's lists:
  // `node bench/navigation-memo.mjs <site>`.)
  let items = sidebarLists.get(nav.docsDirectories)
  if (!items)
    sidebarLists.set(
      nav.docsDirectories,
      (items = nav.docsDirectories.filter(
        // (`other`: a type Nextra does not know, in the section's phone menu only: navigation-data.ts.)
        item =>
          (item.type === 'doc' || item.type === 'separator' || item.type === 'other') && item.isUnderCurrentDocsTree
      ))
    )
  return items
}

const sidebarLists = new WeakMap<NavItem[], NavItem[]>()
const paginationLists = new WeakMap<NavItem[], { order: NavItem[]; at: Map<string, number> }>()

/** `paginationRoutes` with each route's place in it, computed once per section (its lists are shared; figure: `sidebarItems`). */
export function pagination(nav: Navigation): { order: NavItem[]; at: Map<string, number> } {
  let lists = paginationLists.get(nav.flatDocsDirectories)
  if (!lists) {
    const order = nav.flatDocsDirectories.filter(item => item.isUnderCurrentDocsTree)
    const at = new Map<string, number>()
    order.forEach((item, index) => {
      if (!at.has(item.route)) at.set(item.route, index)
    })
    paginationLists.set(nav.flatDocsDirectories, (lists = { order, at }))
  }
  return lists
}

/** Flattens a sidebar tree depth-first (what NAVIGATION.json records). */
export function flattenSidebar(
  items: NavItem[],
  depth = 0,
  rows: SidebarRow[] = [],
  major: NextraMajor = 2
): SidebarRow[] {
  for (const item of items) {
    if (item.display === 'hidden' && item.kind !== 'folder') continue
    const kind = item.kind === 'separator' ? 'separator' : item.href ? 'link' : item.children ? 'folder' : 'page'
    const route = item.href ?? reportRoute(item, major)
    rows.push({
      title: item.title,
      ...(route !== undefined ? { route } : {}),
      depth,
      kind,
      ...(kind === 'folder' && { hasIndexPage: Boolean(item.withIndexPage) })
    })
    if (item.children)
      flattenSidebar(
        item.children.filter(child => child.type === 'doc' || child.type === 'separator'),
        depth + 1,
        rows,
        major
      )
  }
  return rows
}

/** Prev/next order of a route: the docs of its section, minus pages that opt out of pagination. */
export function paginationRoutes(nav: Navigation): NavItem[] {
  return pagination(nav).order
}

/** Whether the docs sidebar is hidden on a route (raw layout, sidebar off, or a top-level page). */
export function isSidebarHidden(nav: Navigation): boolean {
  return nav.activeTheme.sidebar === false || nav.activeTheme.layout === 'raw' || nav.activeType === 'page'
}

export interface NavigationReport {
  navbar: NavbarRow[]
  sidebars: Record<string, SidebarRow[]>
  sections: Record<
    string,
    {
      representativeRoute: string
      activeType?: string
      layout?: string
      sidebarHidden: boolean
      breadcrumb: string[]
      pagination: string[]
      activeIndex: number
    }
  >
  flatDocs: string[]
}

/**
 * The navigation of a whole locale in the format of the corpus' NAVIGATION.json: navbar, one sidebar
 * and section summary per top-level section (the root page and each routable navbar item), and the
 * site-wide prev/next order.
 */
export function navigationReport(pageMap: PageMap): NavigationReport {
  const major = pageMap.nextra ?? 2
  const home = pageMap.prefix || '/'
  const root = resolveNavigation({ children: pageMap.children, route: home, nextra: major })
  // The theme leaves hidden items out of the navbar; a hidden `page` folder is still a section.
  const navbar = root.topLevelNavbarItems.filter(item => item.display !== 'hidden').map(item => navbarRow(item, major))
  const sections: [string, string][] = []
  if (pageMap.pages.some(p => p.route === home)) sections.push([home, home])
  else {
    // No home page: the root's own docs (a site of top-level pages) still have their sidebar, as
    // shown on the first of them.
    const first = root.flatDocsDirectories.find(
      item => item.isUnderCurrentDocsTree && !item.route.slice(home.length + 1).includes('/')
    )
    if (first) sections.push([home, first.route])
  }
  for (const item of root.topLevelNavbarItems) {
    if (item.kind === 'placeholder' || item.href || item.type === 'menu') continue
    sections.push([item.route, navbarLink(item)])
  }
  const report: NavigationReport = {
    navbar,
    sidebars: {},
    sections: {},
    flatDocs: root.flatDocsDirectories.map(item => item.route)
  }
  for (const [key, route] of sections) {
    const nav = resolveNavigation({ children: pageMap.children, route, nextra: major })
    report.sidebars[key] = flattenSidebar(sidebarItems(nav), 0, [], major)
    report.sections[key] = {
      representativeRoute: route,
      activeType: nav.activeType,
      layout: nav.activeTheme.layout,
      sidebarHidden: isSidebarHidden(nav),
      breadcrumb: nav.activePath.map(item => item.title),
      pagination: paginationRoutes(nav).map(item => item.route),
      activeIndex: nav.activeIndex
    }
  }
  return report
}
