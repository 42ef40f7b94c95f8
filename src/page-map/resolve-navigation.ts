import { DEFAULT_PAGE_THEME } from '../config/page-theme.js'
import type { PageThemeInput } from '../config/schema.js'
import type { MetaItem } from '../content/types.js'
import {
  asIndexPage,
  asItem,
  candidates,
  firstRoute,
  menuLinks,
  withIndexChild,
  type Candidate
} from './nav-candidates.js'
import { majorOf } from './major-of.js'
import type { NextraMajor } from './nextra-major.js'
import { titleCase } from './title-case.js'
import type { FolderNode, NavItem, Navigation, PageMapNode, PageNode } from './types.js'

/** Routes of framework error pages: never in navigation. */
const ERROR_ROUTES = new Set(['/404', '/500'])

interface Level {
  /** Whose rules apply (see `nextra-major.ts`). */
  major: NextraMajor
  route: string
  /** Route of the nearest `page`/`menu` ancestor: items below it belong to that section's docs tree. */
  docsRoot: string
  theme: PageThemeInput
}

/** The route-dependent part of a `Navigation`. */
type Active = Pick<Navigation, 'activeType' | 'activeIndex' | 'activeTheme' | 'activePath'>
type Lists = Omit<Navigation, keyof Active>

/** One entry of a level with what does not depend on the route (see `Skeleton`). */
interface SkeletonEntry {
  name: string
  route: string
  source: Candidate['source']
  type: NavItem['type']
  kind: NavItem['kind']
  title: string
  theme: PageThemeInput
  display?: NavItem['display']
  entry: MetaItem
  page?: PageNode
  folder?: FolderNode
  /** The folder's own level. */
  inner?: Skeleton
  hidden: boolean
  /** Left out of the lists (an error page, or hidden): the route can still be active on it. */
  skipped: boolean
}

/**
 * One level of the page map (a folder's children under the rules, docs root and theme it inherits),
 * normalised as far as it goes without a route: order, titles, types, themes, what is hidden.
 * Computed once; each route then costs a look-up per level on its path (`levelKey`, `resolveActive`).
 */
interface Skeleton {
  level: Level
  start: Active
  entries: SkeletonEntry[]
  /** Entries that are `page`/`menu` folders, by route: a route under one is in that docs tree. */
  docsRoots: Map<string, number[]>
  /** Entries with a folder, by folder route: the ones holding a route. */
  folders: Map<string, number[]>
  /** The level's lists for each combination of docs trees a route is in (`levelKey`). */
  variants: Map<string, NormalisedLevel>
}

/** One level's lists for the routes of one `levelKey`, and what finds a route's active context in them. */
interface NormalisedLevel {
  skeleton: Skeleton
  lists: Lists
  /** Per skeleton entry: its item, its folder's level, and the lists' lengths before it. */
  entries: { item: NavItem; inner?: NormalisedLevel; flatDocs: number; navbar: number }[]
  /** Entries whose folder has an active context whatever the route (Nextra 3/4 `'*'` types). */
  writers: number[]
  /** The active context of a route that is on no entry of this level. */
  outside: Active
}

const skeletons = new WeakMap<PageMapNode[], Map<string, Skeleton>>()

function skeletonOf(children: PageMapNode[], level: Level): Skeleton {
  const key = `${level.major}\0${level.route}\0${level.docsRoot}\0${JSON.stringify(level.theme)}`
  let byLevel = skeletons.get(children)
  if (!byLevel) skeletons.set(children, (byLevel = new Map()))
  let skeleton = byLevel.get(key)
  if (!skeleton) byLevel.set(key, (skeleton = buildSkeleton(children, level)))
  return skeleton
}

/**
 * Normalises one level of the page map (SPEC §2 "Navigation tree construction", with the rules of
 * the site's Nextra major where SPEC is silent), all but what depends on the current route.
 */
function buildSkeleton(children: PageMapNode[], level: Level): Skeleton {
  const { major } = level
  const metaNode = children.find(c => c.kind === 'meta')
  const meta = metaNode?.kind === 'meta' ? metaNode.data : {}
  const fallback = asItem(meta['*'])
  const start: Active = {
    activeIndex: 0,
    activeTheme: level.theme,
    activePath: [],
    // Nextra 3 and 4 start a level's active type and theme from its `'*'` entry, so a folder whose
    // `'*'` sets a type counts as holding the current route whatever the route (their code does so).
    ...(major > 2 && { activeType: fallback.type, activeTheme: { ...level.theme, ...fallback.theme } })
  }
  const skeleton: Skeleton = {
    level,
    start,
    entries: [],
    docsRoots: new Map(),
    folders: new Map(),
    variants: new Map()
  }
  // Nextra 4: the folder's `asIndexPage` page stands for the folder in its parent, not in its own list.
  const own =
    major === 4 && level.route !== '/'
      ? children.find(
          c => c.kind === 'page' && c.name === 'index' && c.route === level.route && c.frontMatter.asIndexPage === true
        )
      : undefined
  const list = candidates(own ? children.filter(c => c !== own) : children, meta, major)
  const add = (map: Map<string, number[]>, route: string) =>
    map.set(route, [...(map.get(route) ?? []), skeleton.entries.length])
  for (let i = 0; i < list.length; i++) {
    let candidate = list[i]
    const next = list[i + 1]
    // A folder followed by a page of the same name: merge them into the page, keeping the children.
    // Nextra 4 instead makes the page the folder's `index` page, as if it were `foo/index.mdx`.
    if (candidate.source === 'folder' && next?.source === 'page' && next.name === candidate.name) {
      if (major !== 4) {
        list[i + 1] = { ...next, folder: candidate.folder }
        continue
      }
      list.splice(i + 1, 1)
      candidate = { ...candidate, folder: withIndexChild(candidate.folder, next.page) }
    }
    if (major === 4 && candidate.source === 'folder') {
      const index = asIndexPage(candidate.folder)
      if (index)
        candidate = {
          source: 'page',
          name: candidate.name,
          route: candidate.route,
          page: index,
          folder: candidate.folder
        }
    }
    const ownEntry = asItem(meta[candidate.name])
    const { title: _fallbackTitle, href: _fallbackHref, ...defaults } = fallback
    const page = candidate.source === 'page' ? candidate.page : undefined
    // Nextra 3 and 4 read `display` and `theme` from the page's front matter too.
    const fm = major > 2 ? page?.frontMatter : undefined
    const entry: MetaItem = { ...defaults, ...ownEntry, theme: { ...fallback.theme, ...ownEntry.theme } }
    const type = entry.type ?? 'doc'
    const display =
      major > 2 ? (fm?.display as MetaItem['display']) || ownEntry.display || fallback.display : entry.display
    const folder = candidate.source === 'placeholder' ? undefined : candidate.folder
    const theme: PageThemeInput = { ...level.theme, ...entry.theme, ...(fm?.theme as PageThemeInput | undefined) }
    const inner = folder
      ? skeletonOf(folder.children, {
          major,
          route: folder.route,
          docsRoot: type === 'page' || type === 'menu' ? candidate.route : level.docsRoot,
          theme
        })
      : undefined
    const metaTitle = typeof entry.title === 'string' && entry.title !== '' ? entry.title : undefined
    // Without a title from `_meta`: a page's own; a folder's raw name (Nextra 2, 3) or title-cased (4).
    const title =
      metaTitle ??
      (type === 'separator' ? '' : page ? page.title : major === 4 ? titleCase(candidate.name, 4) : candidate.name)
    const hidden = display === 'hidden'
    // Nextra 2 leaves hidden items out of navigation except folders (a folder merged with its page is
    // a page there); Nextra 3 and 4 hide folders too, though their pages stay in prev/next order.
    const skipped = ERROR_ROUTES.has(candidate.route) || (hidden && (major > 2 ? !inner : !(folder && !page)))
    if (inner && (type === 'page' || type === 'menu')) add(skeleton.docsRoots, candidate.route)
    if (folder) add(skeleton.folders, folder.route)
    skeleton.entries.push({
      name: candidate.name,
      route: candidate.route,
      source: candidate.source,
      type,
      kind:
        type === 'separator'
          ? 'separator'
          : folder
            ? 'folder'
            : candidate.source === 'placeholder'
              ? 'placeholder'
              : 'page',
      title,
      theme,
      ...(display && { display }),
      entry,
      ...(page && { page }),
      ...(folder && { folder }),
      ...(inner && { inner }),
      hidden,
      skipped
    })
  }
  return skeleton
}

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
 * once per key, so once per navbar section rather than once per page.
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
    if (type === 'separator' || type === 'doc') item.isUnderCurrentDocsTree = inDocs
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
        lists.docsDirectories.push(...innerLists.docsDirectories)
        // Nextra 4 links a section to its first doc; 2 and 3 to its first item of any type.
        const firsts = major === 4 ? innerLists.flatDocsDirectories : innerLists.flatDirectories
        if (firsts.length) {
          item.firstChildRoute = firstRoute(firsts)
          lists.topLevelNavbarItems.push(item)
        } else if (item.withIndexPage) lists.topLevelNavbarItems.push(item)
      } else if (type === 'doc') {
        item.children!.push(...innerLists.docsDirectories)
        if (item.withIndexPage && display !== 'children') lists.flatDocsDirectories.push(item)
      }
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
      lists.docsDirectories.push(item)
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
        activeIndex: candidate.type === 'doc' ? flatDocs : navbar
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
