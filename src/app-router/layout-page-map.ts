import { readFileSync } from 'node:fs'
import type { MetaEntry } from '../content/types.js'
import { localePrefixOf } from '../page-map/locale-prefix.js'
import type { NextraMajor } from '../page-map/nextra-major.js'
import type { PageMap, PageMapNode } from '../page-map/types.js'
import { titleCase } from '../page-map/title-case.js'
import { isSitePageMap } from '../../templates/components/nextra-page-map.js'

// Nextra 4's theme draws a page's sidebar from the `pageMap` prop of the `<Layout>` around it (the
// docs theme's, or the Guild's `<GuildLayout>`), and a nested layout's own `<Layout pageMap>` wins
// over its parent's. Versioned docs compute theirs at runtime (graphql-yoga's /v2, /v3, /v4: a root
// layout that adds each version's `convertToPageMap` tree beside `getPageMap()`'s). guildsite's
// sidebar comes from its own page map, which has no such tree: this reads the layouts' prop and
// turns it into a page map the navigation resolves as any other.

type Props = Record<string, unknown>
type Item = {
  name?: unknown
  route?: unknown
  title?: unknown
  frontMatter?: Props
  children?: unknown
  data?: unknown
}

const isElement = (value: unknown): value is { props: Props } =>
  typeof value === 'object' && value !== null && '$$typeof' in value && 'props' in value

/** The first array `pageMap` prop in the element tree a layout returned (its `<Layout>`, before what it wraps). */
function pageMapProp(node: unknown, depth = 0): unknown[] | undefined {
  if (depth > 30 || node === null || typeof node !== 'object') return undefined
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = pageMapProp(child, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!isElement(node)) return undefined
  if (Array.isArray(node.props.pageMap)) return node.props.pageMap
  return pageMapProp(node.props.children, depth + 1)
}

/**
 * The page map the innermost layout (root included) hands its `<Layout pageMap>`, when it is not
 * just the site's own (`getPageMap()` as it came): each layout is called as Next calls it, without
 * its children, and the element it returns read. A layout that throws gives none.
 */
export async function layoutPageMap(
  layouts: readonly Props[],
  params: Record<string, unknown>,
  /** The layouts' files, as `layouts` (`AppPageInfo.layouts`): one that never names `pageMap` is not called. */
  files: readonly string[] = []
): Promise<unknown[] | undefined> {
  let found: unknown[] | undefined
  for (const [index, layout] of layouts.entries()) {
    if (typeof layout.default !== 'function' || (files[index] && !namesPageMap(files[index]))) continue
    try {
      const tree: unknown = await (layout.default as (props: Props) => unknown)({
        children: null,
        params: Object.assign(Promise.resolve(params), params)
      })
      found = pageMapProp(tree) ?? found
    } catch {
      // (Its own render reports what fails in it; the sidebar stays the site's.)
    }
  }
  return found && !isSitePageMap(found) ? found : undefined
}

const naming = new Map<string, boolean>()

/** Whether a layout file's text names `pageMap` at all (most pass none of their own: not worth calling them). */
function namesPageMap(file: string): boolean {
  let names = naming.get(file)
  if (names === undefined) {
    try {
      names = readFileSync(file, 'utf8').includes('pageMap')
    } catch {
      names = true
    }
    naming.set(file, names)
  }
  return names
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/**
 * A route the layout gives without the page map's locale (the swr-site adds `/remote/graphql-yoga` to
 * its English page map; Nextra's proxy sends a visitor there to `/en/…`): with it, where guildsite
 * writes the page.
 */
const localized = (route: string, prefix: string): string =>
  prefix && route.startsWith('/') && route !== prefix && !route.startsWith(prefix + '/')
    ? prefix + (route === '/' ? '' : route)
    : route

/**
 * The title of a page item the layout gives with none of its own (no `title`, no front matter title): its name
 * title-cased where Nextra's `normalizePageMap` titles every item (4.2.4 and later, `PageMap.nextraTitles`); else
 * its name as it is, as Nextra 4.0's theme draws it (`currentItem.title || currentItem.name`: graphql-tools'
 * changelog pages, `convertToPageMap` over its packages' folders, are "documents", "graphql-tag-pluck").
 */
const untitled = (name: string, titled: boolean | undefined): string => (titled ? titleCase(name, 4) : name)

/** Nextra 4 items (a folder's `{ data }` meta first, folders with `children`, pages) as guildsite's nodes. */
function nodesOf(
  items: unknown[],
  file: string,
  nextra: NextraMajor,
  depth = 0,
  prefix = '',
  titled?: boolean
): PageMapNode[] {
  const nodes: PageMapNode[] = []
  if (depth > 30) return nodes
  // (A page map's nodes carry their major when it is not 2: `majorOf`.)
  const major = nextra === 2 ? {} : { nextra }
  for (const [listed, raw] of items.entries()) {
    if (!raw || typeof raw !== 'object') continue
    const item = raw as Item
    if (!('name' in item) && item.data && typeof item.data === 'object')
      nodes.push({ kind: 'meta', file, data: item.data as Record<string, MetaEntry> })
    else if (typeof item.name !== 'string' || typeof item.route !== 'string') continue
    // (Children that are no list — a stand-in of an absent package's page map — make neither a folder nor a page.)
    else if (item.children !== undefined && !Array.isArray(item.children)) continue
    else if (Array.isArray(item.children))
      nodes.push({
        kind: 'folder',
        name: item.name,
        route: localized(item.route, prefix),
        children: nodesOf(item.children, file, nextra, depth + 1, prefix, titled),
        listed,
        ...major
      })
    else {
      // (Items a meta alone names — separators, links — have no route: the folder's meta places them.)
      const frontMatter = item.frontMatter ?? {}
      nodes.push({
        kind: 'page',
        name: item.name,
        route: localized(item.route, prefix),
        rel: '',
        file,
        title:
          str(frontMatter.sidebarTitle) ?? str(frontMatter.title) ?? str(item.title) ?? untitled(item.name, titled),
        frontMatter,
        listed,
        ...major
      })
    }
  }
  return nodes
}

/** `site`'s page map with the layout's tree in place of its children (the navigation of the pages it wraps). */
export function sidebarPageMap(items: unknown[], site: PageMap, file: string): PageMap {
  const children = nodesOf(items, file, site.nextra, 0, localePrefixOf(site), site.nextraTitles)
  return { ...site, children, pages: [] }
}
