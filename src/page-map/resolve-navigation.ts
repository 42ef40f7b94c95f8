import { DEFAULT_PAGE_THEME } from '../config/page-theme.js'
import type { PageThemeInput } from '../config/schema.js'
import type { MetaEntry, MetaItem } from '../content/types.js'
import { majorOf } from './major-of.js'
import type { NextraMajor } from './nextra-major.js'
import { titleCase } from './title-case.js'
import type { FolderNode, MenuLink, NavItem, Navigation, PageMapNode, PageNode } from './types.js'

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

/** An entry before normalisation: a file, a folder, or a placeholder named only in metadata. */
type Candidate =
  | { source: 'page'; name: string; route: string; page: PageNode; folder?: FolderNode }
  | { source: 'folder'; name: string; route: string; folder: FolderNode }
  | { source: 'placeholder'; name: string; route: string }

const asItem = (entry: MetaEntry | undefined): MetaItem =>
  typeof entry === 'string' ? { title: entry } : (entry ?? {})

function firstRoute(items: NavItem[]): string | undefined {
  for (const item of items) {
    if (item.route && item.route !== '#' && item.kind !== 'placeholder') return item.route
    const inner = item.children && firstRoute(item.children)
    if (inner) return inner
  }
  return undefined
}

const pageDate = (page: PageNode): number | undefined => {
  const value = page.frontMatter.date
  const time =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value).getTime()
        : Number.NaN
  return Number.isNaN(time) ? undefined : time
}

/**
 * Nextra 2 gives every page that `_meta` leaves out a default entry, appended after the written ones:
 * newest front matter `date` first, then by title (numeric collation). Folders get none.
 */
function nextra2DefaultKeys(children: PageMapNode[], meta: Record<string, MetaEntry>): string[] {
  return children
    .filter((child): child is PageNode => child.kind === 'page' && !(child.name in meta))
    .map(page => ({ name: page.name, date: pageDate(page), title: page.title }))
    .sort((a, b) =>
      a.date !== undefined && b.date !== undefined
        ? b.date - a.date
        : a.date !== undefined
          ? -1
          : b.date !== undefined
            ? 1
            : a.title.localeCompare(b.title, undefined, { numeric: true })
    )
    .map(entry => entry.name)
}

/**
 * Orders the folder's entries: metadata order first, then by name; fills in metadata-only entries.
 * Nextra 2 ranks pages left out of `_meta` by date and title before the folders left out; Nextra 4
 * puts an `index` page first when `_meta` does not place it.
 */
function candidates(children: PageMapNode[], meta: Record<string, MetaEntry>, major: NextraMajor): Candidate[] {
  const keys = Object.keys(meta).filter(key => key !== '*')
  if (major === 2) keys.push(...nextra2DefaultKeys(children, meta))
  const position = new Map(keys.map((key, i) => [key, i]))
  const present = new Set<string>()
  const files: Candidate[] = []
  for (const child of children) {
    if (child.kind === 'meta' || child.name.startsWith('_')) continue
    present.add(child.name)
    files.push(
      child.kind === 'page'
        ? { source: 'page', name: child.name, route: child.route, page: child }
        : { source: 'folder', name: child.name, route: child.route, folder: child }
    )
  }
  const placeholders: Candidate[] = keys
    .filter(key => !present.has(key))
    .map(key => ({ source: 'placeholder', name: key, route: '#' }))
  const indexFirst = major === 4 && !position.has('index')
  const rank = (c: Candidate) =>
    indexFirst && c.name === 'index' ? -1 : (position.get(c.name) ?? Number.POSITIVE_INFINITY)
  // Stable sort: a folder and its same-name page stay adjacent (folder first) so they can merge.
  return [...files, ...placeholders].sort((a, b) => {
    const byMeta = rank(a) - rank(b)
    if (byMeta !== 0 && !Number.isNaN(byMeta)) return byMeta
    if (a.name !== b.name) return a.name < b.name ? -1 : 1
    return a.source === 'folder' ? -1 : b.source === 'folder' ? 1 : 0
  })
}

/** `folder` with `page` (a `foo.mdx` beside `foo/`) as its `index` child; one copy per folder, so memoisation holds. */
const indexChildren = new WeakMap<FolderNode, FolderNode>()
function withIndexChild(folder: FolderNode, page: PageNode): FolderNode {
  let merged = indexChildren.get(folder)
  if (!merged || !merged.children.some(child => child.kind === 'page' && child.rel === page.rel)) {
    merged = { ...folder, children: [...folder.children, { ...page, name: 'index' }] }
    indexChildren.set(folder, merged)
  }
  return merged
}

/** Nextra 4's `asIndexPage`: a folder's `index` page whose front matter makes it the folder's own page. */
function asIndexPage(folder: FolderNode): PageNode | undefined {
  const index = folder.children.find(
    (c): c is PageNode => c.kind === 'page' && c.name === 'index' && c.route === folder.route
  )
  return index?.frontMatter.asIndexPage === true ? index : undefined
}

/**
 * Normalises one level of the page map for the current route (SPEC §2 "Navigation tree
 * construction", with the rules of the site's Nextra major where SPEC is silent). Pure and recursive.
 */
function normalise(children: PageMapNode[], level: Level, currentRoute: string): Navigation {
  const { major } = level
  const metaNode = children.find(c => c.kind === 'meta')
  const meta = metaNode?.kind === 'meta' ? metaNode.data : {}
  const fallback = asItem(meta['*'])
  const nav: Navigation = {
    activeIndex: 0,
    activeTheme: level.theme,
    activePath: [],
    // Nextra 3 and 4 start a level's active type and theme from its `'*'` entry, so a folder whose
    // `'*'` sets a type counts as holding the current route whatever the route (their code does so).
    ...(major > 2 && { activeType: fallback.type, activeTheme: { ...level.theme, ...fallback.theme } }),
    directories: [],
    flatDirectories: [],
    docsDirectories: [],
    flatDocsDirectories: [],
    topLevelNavbarItems: []
  }
  // Nextra 4: the folder's `asIndexPage` page stands for the folder in its parent, not in its own list.
  const own =
    major === 4 && level.route !== '/'
      ? children.find(
          c => c.kind === 'page' && c.name === 'index' && c.route === level.route && c.frontMatter.asIndexPage === true
        )
      : undefined
  const list = candidates(own ? children.filter(c => c !== own) : children, meta, major)
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
    const isCurrentDocsTree = currentRoute.startsWith(level.docsRoot)
    const inner = folder
      ? normaliseFolder(
          folder,
          {
            major,
            route: folder.route,
            docsRoot: type === 'page' || type === 'menu' ? candidate.route : level.docsRoot,
            theme
          },
          currentRoute
        )
      : undefined
    const metaTitle = typeof entry.title === 'string' && entry.title !== '' ? entry.title : undefined
    // Without a title from `_meta`: a page's own; a folder's raw name (Nextra 2, 3) or title-cased (4).
    const title =
      metaTitle ??
      (type === 'separator' ? '' : page ? page.title : major === 4 ? titleCase(candidate.name, 4) : candidate.name)
    const item: NavItem = {
      name: candidate.name,
      route: candidate.route,
      title,
      type,
      kind:
        type === 'separator'
          ? 'separator'
          : folder
            ? 'folder'
            : candidate.source === 'placeholder'
              ? 'placeholder'
              : 'page',
      theme,
      ...(display && { display }),
      ...(entry.href !== undefined && { href: entry.href }),
      ...(entry.newWindow !== undefined && { newWindow: entry.newWindow }),
      ...(page && { page }),
      ...(folder && page && { withIndexPage: true }),
      ...(inner && { children: [] as NavItem[] }),
      ...(type === 'menu' && entry.items && { menuItems: menuLinks(entry.items, major) })
    }
    if (type === 'separator' || type === 'doc') item.isUnderCurrentDocsTree = isCurrentDocsTree

    if (candidate.route === currentRoute && candidate.source !== 'placeholder') {
      nav.activePath = [item]
      nav.activeType = type
      nav.activeTheme = { ...nav.activeTheme, ...theme }
      nav.activeIndex = type === 'doc' ? nav.flatDocsDirectories.length : nav.topLevelNavbarItems.length
    }
    if (ERROR_ROUTES.has(candidate.route)) continue
    const hidden = display === 'hidden'
    // Nextra 2 leaves hidden items out of navigation except folders (a folder merged with its page is
    // a page there); Nextra 3 and 4 hide folders too, though their pages stay in prev/next order.
    if (hidden && (major > 2 ? !inner : !(folder && !page))) continue

    if (inner) {
      if (inner.activeType !== undefined) {
        nav.activeTheme = inner.activeTheme
        nav.activeType = inner.activeType
        if (!(hidden && major > 2)) {
          nav.activePath = [
            item,
            ...(major > 2 ? inner.activePath.filter(child => child.display !== 'children') : inner.activePath)
          ]
          nav.activeIndex =
            (inner.activeType === 'doc' ? nav.flatDocsDirectories.length : nav.topLevelNavbarItems.length) +
            inner.activeIndex
          if (item.withIndexPage && type === 'doc') nav.activeIndex++
        }
      }
      if (type === 'page' || type === 'menu') {
        item.children!.push(...inner.directories)
        nav.docsDirectories.push(...inner.docsDirectories)
        // Nextra 4 links a section to its first doc; 2 and 3 to its first item of any type.
        const firsts = major === 4 ? inner.flatDocsDirectories : inner.flatDirectories
        if (firsts.length) {
          item.firstChildRoute = firstRoute(firsts)
          nav.topLevelNavbarItems.push(item)
        } else if (item.withIndexPage) nav.topLevelNavbarItems.push(item)
      } else if (type === 'doc') {
        item.children!.push(...inner.docsDirectories)
        if (item.withIndexPage && display !== 'children') nav.flatDocsDirectories.push(item)
      }
      nav.flatDirectories.push(...inner.flatDirectories)
      nav.flatDocsDirectories.push(...inner.flatDocsDirectories)
      if (hidden && major > 2) continue
    } else {
      nav.flatDirectories.push(item)
      if (type === 'page' || type === 'menu') nav.topLevelNavbarItems.push(item)
      // Prev/next links go to pages: not to external links (Nextra 3 drops items with href) nor to
      // placeholders, which have no page behind their '#' route.
      else if (type === 'doc' && item.kind !== 'placeholder' && item.href === undefined)
        nav.flatDocsDirectories.push(item)
    }

    if (type === 'doc' && display === 'children') {
      // The folder itself disappears; its children take its place.
      if (item.children) {
        nav.directories.push(...item.children)
        nav.docsDirectories.push(...item.children)
      }
    } else {
      nav.directories.push(item)
      nav.docsDirectories.push(item)
    }
  }
  return nav
}

/**
 * A folder that does not hold the current route normalises the same for every route that agrees on
 * whether it is under the folder's docs tree: memoised, so resolving every route of a site costs
 * O(pages × depth) rather than O(pages²). Only the folders on the active path are normalised anew.
 */
const folderMemo = new WeakMap<PageMapNode[], Map<string, Navigation>>()

function normaliseFolder(folder: FolderNode, level: Level, currentRoute: string): Navigation {
  const holdsRoute = currentRoute === folder.route || currentRoute.startsWith(folder.route + '/')
  if (holdsRoute) return normalise(folder.children, level, currentRoute)
  // Every docs root below this folder is the folder's own or a descendant's route, so for a route
  // outside the folder only the prefix test against `level.docsRoot` can differ.
  const key = `${level.major}\0${level.docsRoot}\0${currentRoute.startsWith(level.docsRoot)}\0${JSON.stringify(level.theme)}`
  let memo = folderMemo.get(folder.children)
  if (!memo) folderMemo.set(folder.children, (memo = new Map()))
  let result = memo.get(key)
  if (!result) memo.set(key, (result = normalise(folder.children, level, currentRoute)))
  return result
}

function menuLinks(items: Record<string, unknown>, major: NextraMajor): MenuLink[] {
  return Object.entries(items).map(([key, raw]) => {
    const value = (typeof raw === 'string' ? { title: raw } : raw) as Partial<MenuLink>
    return {
      key,
      title: value.title || titleCase(key, major),
      ...(value.href && { href: value.href }),
      ...(value.newWindow !== undefined && { newWindow: value.newWindow }),
      ...(value.type && { type: value.type })
    }
  })
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
  return normalise(children, { major: nextra, route: '/', docsRoot: '', theme }, normalisedRoute)
}
