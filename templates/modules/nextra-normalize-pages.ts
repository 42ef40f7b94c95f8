// `nextra/normalize-pages` (Nextra 2, 3 and 4): one level of a page map as a theme lists it — a blog's
// `normalizePages({ list: await getPageMap('/posts'), route: '/posts' }).directories` are its posts.
// Our own reading of Nextra's: items in `_meta` order with their `type`, `title` and `display`,
// hidden ones left out, a `display: 'children'` folder's items in its place; the flat list of pages;
// the navbar's `page`/`menu` items; and the path to `route`.

type Entry = Record<string, unknown>
export type Item = Entry & { name: string; route?: string; children?: Item[]; frontMatter?: Entry }

export interface NormalizedPages {
  directories: Item[]
  docsDirectories: Item[]
  flatDirectories: Item[]
  flatDocsDirectories: Item[]
  topLevelNavbarItems: Item[]
  activePath: Item[]
  activeType?: string
  activeIndex: number
  activeThemeContext: Entry
  activeMetadata?: Entry
}

/** A `_meta` item: Nextra 4's `{ data }` first in its level, Nextra 2/3's `{ kind: 'Meta', data }`. */
const isMeta = (item: Entry) => item.kind === 'Meta' || ('data' in item && !('name' in item))
const entryOf = (value: unknown): Entry =>
  typeof value === 'string' ? { title: value } : value && typeof value === 'object' ? (value as Entry) : {}
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

export function normalizePages({
  list = [],
  route = '/',
  locale
}: {
  list?: readonly Entry[]
  route?: string
  locale?: string
  defaultLocale?: string
}): NormalizedPages {
  const meta = entryOf(list.find(isMeta)?.data)
  const fallback = entryOf(meta['*'])
  const keys = Object.keys(meta)
  // (Nextra 2's raw page map holds every locale's files: the page's own, or those of no locale.)
  const items = (list.filter(item => !isMeta(item)) as Item[])
    .filter(item => !locale || !item.locale || item.locale === locale)
    .map((item, i) => ({ item, i, at: keys.indexOf(item.name) }))
    .sort((a, b) => (a.at === -1 ? (b.at === -1 ? a.i - b.i : 1) : b.at === -1 ? -1 : a.at - b.at))
    .map(({ item }) => item)
  const result: NormalizedPages = {
    directories: [],
    docsDirectories: [],
    flatDirectories: [],
    flatDocsDirectories: [],
    topLevelNavbarItems: [],
    activePath: [],
    activeType: text(fallback.type),
    activeIndex: 0,
    activeThemeContext: { ...entryOf(fallback.theme) }
  }
  for (const item of items) {
    const entry = { ...fallback, ...entryOf(meta[item.name]) }
    const type = text(entry.type) ?? 'doc'
    const display = text(item.frontMatter?.display) ?? text(entry.display)
    const title =
      text(entry.title) ??
      text(item.title) ??
      text(item.frontMatter?.sidebarTitle) ??
      text(item.frontMatter?.title) ??
      item.name
    const below = item.children && normalizePages({ list: item.children, route, locale })
    const out: Item = {
      ...item,
      type,
      title,
      ...(display && { display }),
      ...(below && { children: below.directories })
    }
    if (item.route === route && !below?.activePath.length) {
      result.activePath = [out]
      result.activeType = type
      result.activeMetadata = item.frontMatter
      result.activeThemeContext = { ...result.activeThemeContext, ...entryOf(entry.theme) }
    } else if (below?.activePath.length) {
      result.activePath = [out, ...below.activePath]
      result.activeType = below.activeType
      result.activeMetadata = below.activeMetadata
      result.activeThemeContext = below.activeThemeContext
    }
    if (display === 'hidden') continue
    const level = display === 'children' && below ? below.directories : [out]
    result.directories.push(...level)
    result.docsDirectories.push(...level)
    if (item.frontMatter && display !== 'children' && item.route) result.flatDirectories.push(out)
    if (below) result.flatDirectories.push(...below.flatDirectories)
    if (type === 'page' || type === 'menu') result.topLevelNavbarItems.push(out)
  }
  result.flatDocsDirectories = result.flatDirectories.filter(item => item.type === 'doc')
  const active = result.activePath.at(-1)
  result.activeIndex = Math.max(0, active ? result.flatDocsDirectories.indexOf(active) : 0)
  return result
}
