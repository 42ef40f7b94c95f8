import { DEFAULT_PAGE_THEME } from '../config/page-theme.js'
import type { PageThemeInput } from '../config/schema.js'
import { firstRoute, menuLinks } from './nav-candidates.js'
import { majorOf } from './major-of.js'
import {
  skeletonOf,
  type Active,
  type Lists,
  type NormalisedLevel,
  type Skeleton,
  type SkeletonEntry
} from './nav-skeleton.js'
import type { NextraMajor } from './nextra-major.js'
import type { NavItem, Navigation, PageMapNode } from './types.js'

const holds = (folderRoute: string, route: string) => route === folderRoute || route.startsWith(folderRoute + '/')

/** `route` and its folders' routes (`/a/b/c`, `/a/b`, `/a`): where the entries holding it are. */
function segmentPrefixes(route: string): string[] {
  const prefixes = [route]
  for (let i = route.lastIndexOf('/'); i > 0; i = route.lastIndexOf('/', i - 1)) prefixes.push(route.slice(0, i))
  return prefixes
}

/**
 * What the lists of a level depend on for `route`: whether the route is in the level's docs tree
 * (`inDocs`, a prefix test as Nextra's), in which of its `page`/`menu` folders' trees, and the same
 * for the folders holding the route. Most routes of a site share a key: a level's lists are built
 * once per key, so once per navbar section rather than once per page (the figure is the skeleton's:
 * see `Skeleton` in nav-skeleton.ts).
 */
function levelKey(skeleton: Skeleton, inDocs: boolean, route: string): string {
  let key = inDocs ? 'T' : 'F'
  // (Prefix tests, as Nextra's: `/ab` is in the docs tree of a `page` folder `/a`.)
  for (let end = 1; end <= route.length; end++)
    for (const index of skeleton.docsRoots.get(route.slice(0, end)) ?? []) key += ` s${index}`
  for (const prefix of segmentPrefixes(route))
    for (const index of skeleton.folders.get(prefix) ?? []) {
      const entry = skeleton.entries[index]
      const childInDocs = childInDocsTree(entry, inDocs, route)
      const inner = levelKey(entry.inner!, childInDocs, route)
      if (inner !== (childInDocs ? 'T' : 'F')) key += ` h${index}(${inner})`
    }
  return key
}

const childInDocsTree = (entry: SkeletonEntry, inDocs: boolean, route: string) =>
  entry.type === 'page' || entry.type === 'menu' ? route.startsWith(entry.route) : inDocs

function levelFor(skeleton: Skeleton, inDocs: boolean, route: string): NormalisedLevel {
  const key = levelKey(skeleton, inDocs, route)
  let level = skeleton.variants.get(key)
  if (!level) skeleton.variants.set(key, (level = buildLevel(skeleton, inDocs, route)))
  return level
}

/** The lists of a level for the routes of one `levelKey` (`route` is one of them). */
function buildLevel(skeleton: Skeleton, inDocs: boolean, route: string): NormalisedLevel {
  const { major } = skeleton.level
  const lists: Lists = {
    directories: [],
    flatDirectories: [],
    docsDirectories: [],
    flatDocsDirectories: [],
    topLevelNavbarItems: []
  }
  const level: NormalisedLevel = { skeleton, lists, entries: [], writers: [], outside: skeleton.start }
  for (const candidate of skeleton.entries) {
    const { type, display, page, folder, hidden } = candidate
    const inner = candidate.inner && levelFor(candidate.inner, childInDocsTree(candidate, inDocs, route), route)
    const item: NavItem = {
      name: candidate.name,
      route: candidate.route,
      title: candidate.title,
      ...(candidate.titleHtml !== undefined && { titleHtml: candidate.titleHtml }),
      type,
      kind: candidate.kind,
      theme: candidate.theme,
      ...(display && { display }),
      ...(candidate.entry.href !== undefined && { href: candidate.entry.href }),
      ...(candidate.entry.newWindow !== undefined && { newWindow: candidate.entry.newWindow }),
      ...(page && { page }),
      ...(folder && page && { withIndexPage: true }),
      ...(inner && { children: [] as NavItem[] }),
      ...(type === 'menu' && candidate.entry.items && { menuItems: menuLinks(candidate.entry.items, major) })
    }
    if (type === 'separator' || type === 'doc' || type === 'other') item.isUnderCurrentDocsTree = inDocs
    level.entries.push({
      item,
      inner,
      flatDocs: lists.flatDocsDirectories.length,
      navbar: lists.topLevelNavbarItems.length
    })
    if (candidate.skipped) continue

    if (inner) {
      if (inner.outside.activeType !== undefined) level.writers.push(level.entries.length - 1)
      const innerLists = inner.lists
      if (type === 'page' || type === 'menu') {
        item.children!.push(...innerLists.directories)
        // (With its unknown types, phone-only: Nextra 2.13's phone menu shows the section's full list.)
        lists.docsDirectories.push(...withOtherTypes(innerLists))
        // Nextra 4 links a section to its first doc; 2 and 3 to its first item of any type.
        const firsts = major === 4 ? innerLists.flatDocsDirectories : innerLists.flatDirectories
        if (firsts.length) {
          item.firstChildRoute = firstRoute(firsts)
          lists.topLevelNavbarItems.push(item)
        } else if (item.withIndexPage) lists.topLevelNavbarItems.push(item)
      } else if (type === 'doc') {
        item.children!.push(...withOtherTypes(innerLists))
        if (item.withIndexPage && display !== 'children') lists.flatDocsDirectories.push(item)
      } else if (type === 'other') item.children!.push(...innerLists.directories)
      lists.flatDirectories.push(...innerLists.flatDirectories)
      lists.flatDocsDirectories.push(...innerLists.flatDocsDirectories)
      if (hidden && major > 2) continue
    } else {
      lists.flatDirectories.push(item)
      if (type === 'page' || type === 'menu') lists.topLevelNavbarItems.push(item)
      // Prev/next links go to pages: not to external links (Nextra 3 drops items with href) nor to
      // placeholders, which have no page behind their '#' route.
      else if (type === 'doc' && item.kind !== 'placeholder' && item.href === undefined)
        lists.flatDocsDirectories.push(item)
    }

    if (type === 'doc' && display === 'children') {
      // The folder itself disappears; its children take its place.
      if (item.children) {
        lists.directories.push(...item.children)
        lists.docsDirectories.push(...item.children)
      }
    } else {
      lists.directories.push(item)
      // (A type Nextra does not know is in none of its other lists: not in the sidebar, not in the navbar.)
      if (type !== 'other') lists.docsDirectories.push(item)
    }
  }
  level.outside = activeAt(level, '', new Set())
  return level
}

/**
 * The active context of `route` in a level: the entries on it (`onRoute`: the route's own entry and
 * the folders holding it) and the `writers` are taken in order, each as Nextra's loop takes it —
 * O(depth) per route rather than O(level size).
 */
function activeAt(level: NormalisedLevel, route: string, onRoute: ReadonlySet<number>): Active {
  const { major } = level.skeleton.level
  const order = onRoute.size === 0 ? level.writers : [...new Set([...level.writers, ...onRoute])].sort((a, b) => a - b)
  let active: Active = level.skeleton.start
  for (const index of order) {
    const candidate = level.skeleton.entries[index]
    const { item, inner, flatDocs, navbar } = level.entries[index]
    if (candidate.route === route && candidate.source !== 'placeholder')
      active = {
        ...active,
        activePath: [item],
        activeType: candidate.type,
        activeTheme: { ...active.activeTheme, ...candidate.theme },
        // (Nextra counts a type it does not know in neither list: the index stays.)
        activeIndex: candidate.type === 'doc' ? flatDocs : candidate.type === 'other' ? active.activeIndex : navbar
      }
    if (candidate.skipped || !inner) continue
    const innerActive = holds(candidate.folder!.route, route) ? resolveActive(inner, route) : inner.outside
    if (innerActive.activeType === undefined) continue
    active = { ...active, activeTheme: innerActive.activeTheme, activeType: innerActive.activeType }
    if (candidate.hidden && major > 2) continue
    active.activePath = [
      item,
      ...(major > 2 ? innerActive.activePath.filter(child => child.display !== 'children') : innerActive.activePath)
    ]
    if (innerActive.activeType !== 'other')
      active.activeIndex =
        (innerActive.activeType === 'doc' ? flatDocs : navbar) +
        innerActive.activeIndex +
        (item.withIndexPage && candidate.type === 'doc' ? 1 : 0)
  }
  return active
}

function resolveActive(level: NormalisedLevel, route: string): Active {
  const { skeleton } = level
  const onRoute = new Set<number>()
  for (const prefix of segmentPrefixes(route))
    for (const index of skeleton.folders.get(prefix) ?? []) onRoute.add(index)
  for (const index of routeEntries(skeleton).get(route) ?? []) onRoute.add(index)
  return onRoute.size === 0 ? level.outside : activeAt(level, route, onRoute)
}

const entriesByRoute = new WeakMap<Skeleton, Map<string, number[]>>()

/** A level's entries by their own route (placeholders have none). */
function routeEntries(skeleton: Skeleton): Map<string, number[]> {
  let byRoute = entriesByRoute.get(skeleton)
  if (!byRoute) {
    byRoute = new Map()
    skeleton.entries.forEach((entry, index) => {
      if (entry.source !== 'placeholder') byRoute!.set(entry.route, [...(byRoute!.get(entry.route) ?? []), index])
    })
    entriesByRoute.set(skeleton, byRoute)
  }
  return byRoute
}

export interface ResolveNavigationOptions {
  /** Root children of a page map. */
  children: PageMapNode[]
  route: string
  /** Theme defaults (SPEC §3). */
  theme?: PageThemeInput
  /** Whose rules apply; by default the major the page map was built for. */
  nextra?: NextraMajor
}

/** The navigation of one route: directories, docs directories, navbar items and the active context. */
export function resolveNavigation({
  children,
  route,
  theme = DEFAULT_PAGE_THEME,
  nextra = majorOf(children)
}: ResolveNavigationOptions): Navigation {
  const normalisedRoute = route.length > 1 ? route.replace(/\/+$/, '') : route
  const root = levelFor(skeletonOf(children, { major: nextra, route: '/', docsRoot: '', theme }), true, normalisedRoute)
  return { ...resolveActive(root, normalisedRoute), ...root.lists }
}

/**
 * A docs folder's children (a section's docs list): its docs list, with the items of a type Nextra does not know (triplex's
 * `"hidden"`) where they stand in its full list. Nextra 2.13's phone menu walks the full list, whose
 * folders hold their full lists: they show there inside the folder (the sidebar leaves them out,
 * src/render/navigation-data.ts marks them phone-only).
 */
function withOtherTypes(lists: Lists): NavItem[] {
  const { directories, docsDirectories } = lists
  if (!directories.some(item => item.type === 'other')) return docsDirectories
  const out = [...docsDirectories]
  directories.forEach((item, index) => {
    if (item.type !== 'other') return
    // (After the item before it in the full list, or first.)
    const before = directories
      .slice(0, index)
      .reverse()
      .find(other => out.includes(other))
    out.splice(before ? out.indexOf(before) + 1 : 0, 0, item)
  })
  return out
}
