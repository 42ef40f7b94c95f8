import type { MetaEntry, MetaItem } from '../content/types.js'
import type { NextraMajor } from './nextra-major.js'
import { titleCase } from './title-case.js'
import type { FolderNode, MenuLink, NavItem, PageMapNode, PageNode } from './types.js'

// The entries of one level of the page map before normalisation (nav-skeleton.ts): which
// files, folders and metadata-only keys it lists, in which order, and the metadata helpers.

/** An entry before normalisation: a file, a folder, or a placeholder named only in metadata. */
export type Candidate =
  | { source: 'page'; name: string; route: string; page: PageNode; folder?: FolderNode }
  | { source: 'folder'; name: string; route: string; folder: FolderNode }
  | { source: 'placeholder'; name: string; route: string }

export const asItem = (entry: MetaEntry | undefined): MetaItem =>
  typeof entry === 'string' ? { title: entry } : (entry ?? {})

export function firstRoute(items: NavItem[]): string | undefined {
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
export function candidates(children: PageMapNode[], meta: Record<string, MetaEntry>, major: NextraMajor): Candidate[] {
  const keys = Object.keys(meta).filter(key => key !== '*')
  if (major === 2) keys.push(...nextra2DefaultKeys(children, meta))
  const position = new Map(keys.map((key, i) => [key, i]))
  const present = new Set<string>()
  const files: Candidate[] = []
  for (const child of children) {
    // (Nextra 4 lists a content `_snippets` folder as any other: its page map has it, build-page-map.ts.)
    if (child.kind === 'meta' || (child.name.startsWith('_') && major !== 4)) continue
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
  // (A name's first place: a folder and its same-name page stay together.)
  const firstListed = new Map<string, number>()
  for (const file of files) {
    const at = listed(file)
    if (!Number.isNaN(at) && !(at >= (firstListed.get(file.name) ?? Infinity))) firstListed.set(file.name, at)
  }
  // Stable sort: a folder and its same-name page stay adjacent (folder first) so they can merge.
  return [...files, ...placeholders].sort((a, b) => {
    const byMeta = rank(a) - rank(b)
    if (byMeta !== 0 && !Number.isNaN(byMeta)) return byMeta
    // Entries of a list a Nextra 4 layout gave keep its order (its theme's normalizePages sorts
    // nothing): the swr-site's English sidebar puts the items it appends to getPageMap()'s after them.
    const byList = (firstListed.get(a.name) ?? Number.NaN) - (firstListed.get(b.name) ?? Number.NaN)
    if (byList !== 0 && !Number.isNaN(byList)) return byList
    if (a.name !== b.name) return a.name < b.name ? -1 : 1
    return a.source === 'folder' ? -1 : b.source === 'folder' ? 1 : 0
  })
}

/** A candidate's place in a layout's page map list (`PageNode.listed`); NaN when it has none. */
function listed(candidate: Candidate): number {
  const node =
    candidate.source === 'page' ? candidate.page : candidate.source === 'folder' ? candidate.folder : undefined
  return node?.listed ?? Number.NaN
}

/** `folder` with `page` (a `foo.mdx` beside `foo/`) as its `index` child; one copy per folder, so memoisation holds. */
const indexChildren = new WeakMap<FolderNode, FolderNode>()
export function withIndexChild(folder: FolderNode, page: PageNode): FolderNode {
  let merged = indexChildren.get(folder)
  if (!merged || !merged.children.some(child => child.kind === 'page' && child.rel === page.rel)) {
    merged = { ...folder, children: [...folder.children, { ...page, name: 'index' }] }
    indexChildren.set(folder, merged)
  }
  return merged
}

/** Nextra 4's `asIndexPage`: a folder's `index` page whose front matter makes it the folder's own page. */
export function asIndexPage(folder: FolderNode): PageNode | undefined {
  const index = folder.children.find(
    (c): c is PageNode => c.kind === 'page' && c.name === 'index' && c.route === folder.route
  )
  return index?.frontMatter.asIndexPage === true ? index : undefined
}

export function menuLinks(items: Record<string, unknown>, major: NextraMajor): MenuLink[] {
  return Object.entries(items).map(([key, raw]) => {
    const value = (typeof raw === 'string' ? { title: raw } : raw) as Partial<MenuLink>
    return {
      key,
      title: value.title || titleCase(key, major),
      ...(value.title && value.titleHtml !== undefined && { titleHtml: value.titleHtml }),
      ...(value.href && { href: value.href }),
      ...(value.newWindow !== undefined && { newWindow: value.newWindow }),
      ...(value.type && { type: value.type })
    }
  })
}
