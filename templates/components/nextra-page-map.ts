import type { FolderNode, PageMap, PageMapNode } from '../../src/page-map/types.js'
import { localePrefixOf } from '../../src/page-map/locale-prefix.js'
import { titleCase } from '../../src/page-map/title-case.js'
import { isMeta, type Meta, type NextraItem } from './nextra-item.js'
import { pageMapScope, type PageMapScope } from './page-map-scope.js'

// Nextra 4's page-map functions (`nextra/page-map`, `@theguild/components/server`), computed from
// guildsite's page map of the page being rendered (`page-map-scope.ts`), in Nextra 4's shape:
// folders `{ name, route, title, children }`, pages `{ name, route, frontMatter }`, a folder's
// `_meta` as `{ data }` first, items ordered by their meta keys (normalizePageMap); for a site on
// Nextra ≥ 4.2.4 (`PageMap.nextraTitles`, src/page-map/nextra-version.ts) every item has a `title`.

export type { NextraItem }
export { createIndexPage, getIndexPageMap } from './nextra-index-page.js'
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** guildsite's nodes of one folder as Nextra's raw (not yet normalised) items. */
function rawItems(children: readonly PageMapNode[]): NextraItem[] {
  const items: NextraItem[] = []
  const metas: Record<string, Meta> = {}
  let hasMeta = false
  for (const node of children) {
    if (node.kind === 'meta') {
      hasMeta = true
      // (With the entries naming app pages that are no item of guildsite's navigation: the home page, hidden ones.)
      for (const [key, entry] of Object.entries({ ...node.appEntries, ...node.data }))
        metas[key] = typeof entry === 'string' ? { title: entry } : (entry as Meta)
    } else if (node.kind === 'folder')
      items.push({ name: node.name, route: node.route, children: rawItems(node.children) })
    else
      items.push({
        name: node.name,
        route: node.route,
        frontMatter: { ...node.frontMatter, title: str(node.frontMatter.title) ?? node.title }
      })
  }
  return hasMeta ? [{ data: metas }, ...items] : items
}

/** The whole site's raw items: the content folder under its base path (`contentDirBasePath`), and the app router's pages. */
function siteItems(scope: PageMapScope): NextraItem[] {
  const { pageMap, appPages } = scope
  const children = pageMap.siteChildren ?? pageMap.children
  let items = rawItems(children)
  // The content folder mounted at e.g. `/docs`: its items sit in that folder of the root — unless the
  // page map holds that folder itself (the app folder has a root `_meta`: build-page-map.ts's `mount`),
  // its app MDX pages beside it (the Hive website's blog posts), which would be listed twice.
  const { prefix } = pageMap
  const rooted = children.some(
    node =>
      node.kind !== 'meta' &&
      ((node.kind === 'folder' && node.route === prefix) ||
        (node.route !== prefix && !node.route.startsWith(`${prefix}/`)))
  )
  const mount = (rooted ? localePrefixOf(pageMap) : prefix).split('/').filter(Boolean)
  for (const [i, name] of [...mount].reverse().entries()) {
    const route = '/' + mount.slice(0, mount.length - i).join('/')
    items = [{ name, route, children: items }]
  }
  for (const page of appPages) {
    const segments = page.route.split('/').filter(Boolean)
    const frontMatter = {
      ...(page.title && { title: page.title }),
      ...page.frontMatter,
      ...(page.route === scope.route && scope.metadata)
    }
    let level = items
    for (const [i, segment] of segments.entries()) {
      const route = '/' + segments.slice(0, i + 1).join('/')
      const at = level.findIndex(item => !isMeta(item) && item.name === segment)
      const found = level[at] as Exclude<NextraItem, { data: unknown }> | undefined
      if (i === segments.length - 1) {
        // A page whose route is a folder too is that folder's `index` item, as Nextra's `convertToPageMap` makes it.
        // An MDX page in the navigation is an item already: its front matter is its metadata too, as
        // Nextra's page map imports each page's `metadata` (the Hive blog's posts: their authors and dates).
        const own = found?.children
          ? found.children.find(item => !isMeta(item) && item.route === route && !item.children)
          : found
        if (own && !isMeta(own)) own.frontMatter = { ...own.frontMatter, ...frontMatter }
        else if (found?.children) found.children.unshift({ name: 'index', route, frontMatter })
        else if (!found) level.push({ name: segment, route, frontMatter })
        break
      }
      if (found && !found.children) level[at] = { name: segment, route, children: [{ ...found, name: 'index' }] }
      else if (!found) level.push({ name: segment, route, children: [] })
      level = (level[at < 0 ? level.length - 1 : at] as { children: NextraItem[] }).children
    }
    if (segments.length === 0 && !items.some(item => !isMeta(item) && item.route === '/'))
      items.push({ name: 'index', route: '/', frontMatter })
  }
  return items
}

/** Nextra 4's `normalizePageMap`: each folder's items in its `_meta` order, titles of folders, meta-only items (separators, links) placed. */
export function normalizePageMap<T>(pageMap: T): T {
  if (Array.isArray(pageMap))
    return sortFolder(pageMap.map(item => ('children' in item ? normalizePageMap(item) : item))) as T
  return sortFolder(pageMap as never) as T
}

function sortFolder(input: NextraItem[] | (NextraItem & { children: NextraItem[] })): unknown {
  const isFolder = !Array.isArray(input)
  const folder: Record<string, unknown> & { children: NextraItem[] } = isFolder
    ? { ...(input as Record<string, unknown> & { children: NextraItem[] }) }
    : { children: input as NextraItem[] }
  const meta: Record<string, Meta> = {}
  const items: (NextraItem & { name: string })[] = []
  for (const item of folder.children) {
    if (isFolder && !isMeta(item) && item.frontMatter?.asIndexPage && item.route === folder.route)
      folder.frontMatter = item.frontMatter
    else if (!isMeta(item) && item.children) items.push(normalizePageMap(item) as NextraItem & { name: string })
    else if (isMeta(item))
      for (const [key, value] of Object.entries(item.data)) {
        const data: Meta = typeof value === 'string' ? { title: value } : { ...value }
        if (key === '*') {
          delete data.title
          delete data.href
        }
        meta[key] = data
      }
    else items.push(item as NextraItem & { name: string })
  }
  // (Nextra 4.2.4 and later title every item below instead: `titled`.)
  const titled = pageMapScope()?.pageMap.nextraTitles === true
  if (!titled && typeof folder.name === 'string' && !str((folder.frontMatter as Meta | undefined)?.title))
    folder.title = titleCase(folder.name, 4)
  const keys = Object.keys(meta)
  const hasIndexKey = keys.includes('index')
  items.sort((a, b) => {
    const ia = keys.indexOf(a.name)
    const ib = keys.indexOf(b.name)
    if (!hasIndexKey) {
      if (b.name === 'index') return 1
      if (a.name === 'index') return -1
    }
    if (ia === -1 && ib === -1) return a.name < b.name ? -1 : 1
    if (ia === -1) return 1
    if (ib === -1) return -1
    return ia - ib
  })
  for (const [index, key] of keys.filter(key => key !== '*').entries()) {
    const entry = meta[key]
    if (items.some(item => item.name === key)) continue
    // (Nextra throws for a key naming nothing; guildsite's page map has warned about it and dropped it.)
    if (entry.type !== 'separator' && entry.type !== 'menu' && !entry.href) continue
    if (items[index]?.name === key) continue
    items.splice(index, 0, { name: key, ...entry } as NextraItem & { name: string })
  }
  const children: NextraItem[] = keys.length ? [{ data: meta }, ...items] : items
  if (titled) {
    // Every item but a separator gets its title: the meta's, else the front matter's, else its name's.
    const withTitles = children.map(item =>
      isMeta(item) || item.type === 'separator' ? item : { ...item, title: titleOf(item, meta) }
    )
    return isFolder ? { ...folder, title: titleOf(folder as NextraItem, {}), children: withTitles } : withTitles
  }
  return isFolder ? { ...folder, children } : children
}

/** Nextra ≥ 4.2.4's title of a page-map item: its `_meta` title, `sidebarTitle`, front matter `title`, else its name title-cased. */
function titleOf(item: NextraItem, meta: Record<string, Meta>): unknown {
  if (isMeta(item)) return undefined
  const fromMeta = meta[item.name]?.title
  if (fromMeta) return fromMeta
  const fromFrontMatter = item.frontMatter?.sidebarTitle || item.frontMatter?.title
  return fromFrontMatter || titleCase(item.name, 4)
}

/** The page map of the page being rendered, for the scope's site: empty outside a render. */
function currentItems(): NextraItem[] {
  const scope = pageMapScope()
  return scope ? (normalizePageMap(siteItems(scope)) as NextraItem[]) : []
}

// The lists `getPageMap` gave, as they came (one set per process: pages may hold their own copy of this module).
const KEY = Symbol.for('guildsite.site-page-maps')
const given = ((globalThis as Record<symbol, WeakSet<object>>)[KEY] ??= new WeakSet<object>())

/** Whether `value` is a list `getPageMap` gave unchanged (a layout passing it on draws the site's own sidebar). */
export const isSitePageMap = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && given.has(value)

/**
 * Nextra 4's `normalizePages(…).activePath` for the page being rendered: the page-map items from the
 * top folder down to the page (each with its `title`), as `useConfig().normalizePagesResult` gives
 * it; empty outside a render or for a route the page map lacks.
 */
export function activePath(): (NextraItem & { name: string; title: string })[] {
  const scope = pageMapScope()
  if (!scope) return []
  const walk = (items: NextraItem[]): (NextraItem & { name: string; title: string })[] | undefined => {
    const meta = (items.find(isMeta)?.data ?? {}) as Record<string, Meta>
    for (const item of items) {
      if (isMeta(item)) continue
      const title =
        str(meta[item.name]?.title) ??
        str(item.frontMatter?.sidebarTitle) ??
        str(item.frontMatter?.title) ??
        str(item.title) ??
        item.name
      const here = { ...item, title }
      if (
        item.route === scope.route &&
        !(item.children && item.children.some(child => !isMeta(child) && child.route === scope.route))
      )
        return [here]
      const below = item.children && walk(item.children)
      if (below) return [here, ...below]
    }
    return undefined
  }
  return walk(currentItems()) ?? []
}

/**
 * Nextra 4's `getPageMap(route)`: the items of the folder at `route` (`/` the whole site), as
 * Nextra's own does: an unknown folder throws, naming it.
 */
export async function getPageMap(route = '/'): Promise<NextraItem[]> {
  let items = currentItems()
  const scope = pageMapScope()
  const segments = route.split('/').filter(Boolean)
  // (Another locale's route is read in that locale's page map, as Nextra 4 imports the page map of the
  // route's first segment: revornix-docs' blog list asks for `/en/blogs` on every locale's pages.)
  let pageMap = scope?.pageMap
  const first = segments[0]
  const other = first !== undefined && first !== pageMap?.locale ? scope?.pageMaps?.get(first) : undefined
  if (scope && other?.prefix && !items.some(item => !isMeta(item) && item.name === first)) {
    pageMap = other
    const appPages = (other.appRoutes ?? []).map(path => ({ route: path, frontMatter: other.appFrontMatter?.[path] }))
    items = normalizePageMap(siteItems({ ...scope, pageMap: other, appPages })) as NextraItem[]
  }
  // (A locale's page map is its own: its prefix is not a folder of it — unless the locale's pages
  // sit in a folder named by it, as Nextra 4's do: `getPageMap('/en/blog')`.)
  const locale = pageMap?.prefix ? `${pageMap.locale}` : undefined
  if (locale && segments[0] === locale && !items.some(item => !isMeta(item) && item.name === locale)) segments.shift()
  for (const segment of segments) {
    const folder = items.find(item => !isMeta(item) && item.name === segment && item.children)
    if (!folder || isMeta(folder)) throw new Error(`Can't find pageMap for "${segment}" in route "${route}"`)
    items = folder.children ?? []
  }
  given.add(items)
  return items
}

/** Nextra 4's `mergeMetaWithPageMap`: a `_meta.global` object put on a page map (folders get their `items`). */
export function mergeMetaWithPageMap<T>(pageMap: T, meta: Record<string, unknown> = {}): T {
  if (!Array.isArray(pageMap) && typeof pageMap === 'object' && pageMap && 'children' in pageMap)
    return { ...pageMap, children: mergeMetaWithPageMap((pageMap as { children: unknown }).children, meta) }
  const list = (pageMap as NextraItem[]).map(item => {
    if (isMeta(item)) return item
    const { __pagePath: _path, ...rest } = item as Exclude<NextraItem, { data: unknown }>
    if (rest.children)
      rest.children = mergeMetaWithPageMap(rest.children, ((meta[rest.name] as Meta | undefined)?.items as Meta) ?? {})
    return rest as NextraItem
  })
  if (list[0] && isMeta(list[0]))
    throw new Error(
      "Merging an `_meta.global` file with a folder-specific `_meta` is unsupported.\nMove the content of the folder's `_meta` file into the `_meta.global` file"
    )
  const titles = new Map(list.flatMap(item => (isMeta(item) ? [] : [[item.name, item.frontMatter] as const])))
  const data = Object.fromEntries(
    Object.entries(meta).map(([key, value]) => {
      let entry = value
      if (value && typeof value === 'object' && 'items' in value && (value as Meta).type !== 'menu') {
        const { items: _items, ...rest } = value as Meta
        entry = rest
      }
      return [key, titles.get(key) ? entry : entry || titleCase(key, 4)]
    })
  )
  return [{ data }, ...list] as T
}

/**
 * Nextra 4's `convertToPageMap({ filePaths, basePath, locale })`: file paths (`content/…`,
 * `app/…/page.mdx`) as a raw page map (`__pagePath`/`__metaPath` in place of the files) and the
 * content pages by route (`mdxPages`).
 */
export function convertToPageMap({
  filePaths = [],
  basePath,
  locale
}: { filePaths?: string[]; basePath?: string; locale?: string } = {}): {
  pageMap: unknown[]
  mdxPages: Record<string, string>
} {
  const pages: Record<string, string> = {}
  const metaFiles: Record<string, string> = {}
  const nested: Record<string, Record<string, unknown>> = {}
  const APP = /^(src\/)?app\//
  for (const filePath of filePaths) {
    const slash = filePath.lastIndexOf('/')
    const base = filePath.slice(slash + 1)
    const name = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base
    let dir = slash < 0 ? '' : filePath.slice(0, slash)
    const inApp = APP.test(filePath)
    if (inApp) dir = dir.replace(/^(src\/)?app(\/|$)/, '')
    else {
      let rest = dir.replace(/^(src\/)?content(\/|$)/, '')
      if (locale) rest = rest.replace(new RegExp(`^${locale}/?`), '')
      dir = [basePath, rest].filter(Boolean).join('/')
    }
    if (name === '_meta') metaFiles[dir ? `${dir}/${name}` : name] = filePath
    else if (name !== '_meta.global') {
      const key = inApp
        ? dir.replaceAll(/\(.*?\)(\/|$)/g, '')
        : [dir, name !== 'index' && name].filter(Boolean).join('/')
      pages[key] = filePath
    }
  }
  const createNested = (path: string) => {
    let current: Record<string, unknown> = nested
    for (const part of path.split('/')) current = (current[part] ??= {}) as Record<string, unknown>
  }
  for (const path of Object.keys(metaFiles)) createNested(path)
  for (const path of Object.keys(pages)) createNested(path && `${path}/`)
  const fill = (object: Record<string, unknown>, prefix: string): unknown[] =>
    Object.entries(object).map(([key, value]) => {
      const path = prefix && key ? `${prefix}/${key}` : prefix || key
      if (key === '_meta') return { __metaPath: metaFiles[path] }
      const item = { name: key || 'index', route: `/${path}` }
      const keys = Object.keys(value as object)
      if (keys.length > 1 || (keys.length === 1 && keys[0] !== ''))
        return { ...item, children: fill(value as Record<string, unknown>, path) }
      return { ...item, __pagePath: pages[path] }
    })
  const mdxPages = Object.fromEntries(
    Object.entries(pages).flatMap(([key, value]) => {
      if (basePath) key = key.replace(new RegExp(`^${basePath}/?`), '')
      value = value.replace(/^(src\/)?content\//, '')
      if (locale) value = value.replace(new RegExp(`^${locale}/`), '')
      return APP.test(value) ? [] : [[key, value]]
    })
  )
  const pageMap = fill(nested, '')
  // No file paths (a glob of files that are not beside the site, a list fetched without network):
  // Nextra gives `[]`, and code reading its base path folder (`pageMap[0].children`) would throw at
  // its module's top level, taking every page importing it down. The base path folder, empty, is
  // what that code reads with no files.
  if (pageMap.length === 0 && basePath) {
    const segments = basePath.split('/').filter(Boolean)
    return {
      pageMap: segments.reduceRight<unknown[]>(
        (children, name, i) => [{ name, route: `/${segments.slice(0, i + 1).join('/')}`, children }],
        []
      ),
      mdxPages
    }
  }
  return { pageMap, mdxPages }
}

export type { FolderNode, PageMap }
