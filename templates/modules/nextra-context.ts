// `nextra/context` (Nextra 2): the page map as Nextra 2's pages read it, for listings a page builds
// itself (a blog index: `getPagesUnderRoute('/blog')`). Computed from guildsite's page map of the
// page being rendered (`templates/components/page-map-scope.ts`), in Nextra 2's shape: folders
// `{ kind: 'Folder', name, route, children }`, pages `{ kind: 'MdxPage', name, route, frontMatter,
// locale }`, a folder's `_meta` as `{ kind: 'Meta', data }`; routes without the locale prefix, as
// Nextra 2 gives them (Next's `<Link>` adds it).
import type { PageMapNode } from '../../src/page-map/types.js'
import { pageMapScope } from '../components/page-map-scope.js'

type Meta = Record<string, unknown>
export interface Nextra2Item {
  kind: 'Folder' | 'MdxPage' | 'Meta'
  name: string
  route: string
  children?: Nextra2Item[]
  frontMatter?: Meta
  locale?: string
  meta?: Meta
  data?: Record<string, unknown>
}

const unprefixed = (route: string, prefix: string) =>
  prefix && (route === prefix || route.startsWith(prefix + '/')) ? route.slice(prefix.length) || '/' : route

function rawItems(nodes: readonly PageMapNode[], prefix: string): Nextra2Item[] {
  return nodes.map((node): Nextra2Item => {
    if (node.kind === 'folder')
      return {
        kind: 'Folder',
        name: node.name,
        route: unprefixed(node.route, prefix),
        children: rawItems(node.children, prefix)
      }
    // (A file's own locale, `x.fr-FR.mdx`'s: a site without locales has none, as in Nextra 2.)
    const locale = node.locale ? { locale: node.locale } : {}
    if (node.kind === 'meta') return { kind: 'Meta', name: '_meta', route: '', data: node.data, ...locale }
    return {
      kind: 'MdxPage',
      name: node.name,
      route: unprefixed(node.route, prefix),
      frontMatter: node.frontMatter,
      ...locale
    }
  })
}

/** A meta entry as an object (`'Title'` → `{ title: 'Title' }`). */
const entryOf = (entry: unknown): Meta | undefined =>
  typeof entry === 'string' ? { title: entry } : entry && typeof entry === 'object' ? (entry as Meta) : undefined

/**
 * Each level's items in its `_meta` order (unlisted ones after, by name), each with its `meta`
 * entry, metas left out; and the children of the folder at `activeRoute` (the deepest one).
 */
function filter(items: readonly Nextra2Item[], activeRoute?: string): { items: Nextra2Item[]; active: Nextra2Item[] } {
  const data = items.find(item => item.kind === 'Meta')?.data ?? {}
  let active: Nextra2Item[] = []
  const out: Nextra2Item[] = []
  for (const item of items) {
    if (item.kind === 'Meta') continue
    const meta = entryOf(data[item.name])
    const page: Nextra2Item = { ...item, ...(meta && Object.keys(meta).length > 0 && { meta }) }
    if (page.children) {
      const below = filter(page.children, activeRoute)
      page.children = below.items
      if (below.active.length) active = below.active
      else if (page.route === activeRoute && !active.length) active = page.children
    }
    out.push(page)
  }
  const keys = Object.keys(data)
  out.sort((a, b) => {
    const i = keys.indexOf(a.name)
    const j = keys.indexOf(b.name)
    if (i === -1 && j === -1) return a.name < b.name ? -1 : 1
    return i === -1 ? 1 : j === -1 ? -1 : i - j
  })
  return { items: out, active }
}

function context(name: string): { items: Nextra2Item[]; route: string } {
  const scope = pageMapScope()
  if (!scope) throw new Error(`"${name}" of "nextra/context" reads the page map of a page, and no page is rendering`)
  return {
    items: rawItems(scope.pageMap.children, scope.pageMap.prefix),
    route: unprefixed(scope.route, scope.pageMap.prefix)
  }
}

/** Every page and folder of the site (the page's locale), in `_meta` order. */
export function getAllPages(): Nextra2Item[] {
  return filter(context('getAllPages').items).items
}

/** The items of the folder the page being rendered is the index of. */
export function getCurrentLevelPages(): Nextra2Item[] {
  const { items, route } = context('getCurrentLevelPages')
  return filter(items, route).active
}

/** The items of the folder at `route` (`'/blog'`), empty when there is none. */
export function getPagesUnderRoute(route: string): Nextra2Item[] {
  return filter(context('getPagesUnderRoute').items, route).active
}
