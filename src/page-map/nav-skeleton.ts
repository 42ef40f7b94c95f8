import type { PageThemeInput } from '../config/schema.js'
import type { MetaItem } from '../content/types.js'
import { asIndexPage, asItem, candidates, withIndexChild, type Candidate } from './nav-candidates.js'
import type { NextraMajor } from './nextra-major.js'
import { titleCase } from './title-case.js'
import type { FolderNode, NavItem, Navigation, PageMapNode, PageNode } from './types.js'

// The route-independent half of navigation (resolve-navigation.ts is the rest): each level of the
// page map normalised once — order, titles, types, themes, what is hidden — and the shapes both
// halves share.

/** Routes of framework error pages: never in navigation. */
const ERROR_ROUTES = new Set(['/404', '/500'])

export interface Level {
  /** Whose rules apply (see `nextra-major.ts`). */
  major: NextraMajor
  route: string
  /** Route of the nearest `page`/`menu` ancestor: items below it belong to that section's docs tree. */
  docsRoot: string
  theme: PageThemeInput
}

/** The route-dependent part of a `Navigation`. */
export type Active = Pick<Navigation, 'activeType' | 'activeIndex' | 'activeTheme' | 'activePath'>
export type Lists = Omit<Navigation, keyof Active>

/** One entry of a level with what does not depend on the route (see `Skeleton`). */
export interface SkeletonEntry {
  name: string
  route: string
  source: Candidate['source']
  type: NavItem['type']
  kind: NavItem['kind']
  title: string
  /** The `_meta` title's markup, when it was React content (`NavItem.titleHtml`). */
  titleHtml?: string
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
 * With the level lists built once per key (`levelFor`), the navigation of the shared workload's 1,003
 * routes costs 0.14 CPU-s in all, against 9–14 ms a route (9–14 s) when each route normalises the
 * page map afresh (`node bench/navigation-memo.mjs <site>`, load 17–27).
 */
export interface Skeleton {
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
export interface NormalisedLevel {
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

export function skeletonOf(children: PageMapNode[], level: Level): Skeleton {
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
      ...(metaTitle !== undefined && entry.titleHtml !== undefined && { titleHtml: entry.titleHtml }),
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
