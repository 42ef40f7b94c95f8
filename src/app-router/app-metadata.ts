import { titleCase } from '../page-map/title-case.js'

// Next's `metadata` / `generateMetadata` of the root layout, the nested layouts and the page, merged
// as Next merges them (each level's fields replace its parent's; a layout's `title.template` shapes
// the titles below it), and read for what the page's head shows: title, description, Open Graph.

type Metadata = Record<string, unknown>

/** What the head of an app page takes from its metadata. */
export interface AppHead {
  title?: string
  description?: string
  image?: string
  canonical?: string
  ogType?: string
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** A module's metadata for `params`: its `generateMetadata` (awaited), else its `metadata` export. */
export async function metadataOf(
  module: Record<string, unknown>,
  params: Record<string, unknown>
): Promise<Metadata | undefined> {
  if (typeof module.generateMetadata === 'function') {
    const value = (await (module.generateMetadata as (props: unknown, parent: unknown) => unknown)(
      { params: Promise.resolve(params), searchParams: Promise.resolve({}) },
      Promise.resolve({})
    )) as Metadata | undefined
    return value ?? undefined
  }
  const metadata = module.metadata
  return typeof metadata === 'object' && metadata !== null ? (metadata as Metadata) : undefined
}

/**
 * Merges the levels' metadata, outermost first (the page's last), into the page's head. `ownTitle`
 * is the page's title when its metadata gives none (an MDX page's first heading, as Nextra's loader
 * exports it). `layoutBeside`: the last layout is in the page's own folder (`app/layout.tsx` beside
 * `app/page.tsx`): its `title.template` shapes the titles of the folders below, not this page's, as
 * in Next (`app/page.tsx` with `title: 'Widgets'` is "Widgets", not "Widgets | Widgets").
 */
export function mergeMetadata(levels: (Metadata | undefined)[], ownTitle?: string, layoutBeside = false): AppHead {
  if (ownTitle && !levels.at(-1)?.title) levels = [...levels.slice(0, -1), { ...levels.at(-1), title: ownTitle }]
  let template: string | undefined
  let title: string | undefined
  let description: string | undefined
  let openGraph: Metadata | undefined
  let canonical: string | undefined
  for (const [i, level] of levels.entries()) {
    if (!level) continue
    const last = i === levels.length - 1
    const own = level.title
    if (typeof own === 'string') title = template && last ? template.replace('%s', own) : own
    else if (own && typeof own === 'object') {
      const t = own as { default?: unknown; template?: unknown; absolute?: unknown }
      if (str(t.absolute)) title = str(t.absolute)
      else if (str(t.default)) title = str(t.default)
      if (!last && !(layoutBeside && i === levels.length - 2) && str(t.template)) template = str(t.template)
    }
    if (str(level.description)) description = str(level.description)
    if (level.openGraph && typeof level.openGraph === 'object') openGraph = level.openGraph as Metadata
    const alternates = level.alternates as { canonical?: unknown } | undefined
    if (str(alternates?.canonical)) canonical = str(alternates?.canonical)
  }
  const images = openGraph?.images
  const first = Array.isArray(images) ? images[0] : images
  const image = str(first) ?? str((first as { url?: unknown } | undefined)?.url)
  return {
    ...(title && { title }),
    ...(description && { description }),
    ...(image && { image }),
    ...(canonical && canonical !== '.' && { canonical }),
    ...(str(openGraph?.type) && { ogType: str(openGraph?.type) })
  }
}

type Item = {
  name?: unknown
  route?: unknown
  title?: unknown
  frontMatter?: Metadata
  children?: unknown
  data?: unknown
}

/**
 * The title of `route` in a page map in Nextra 4's shape (a dynamic page's `export const pageMap`,
 * as `normalizePageMap` gives it): the item's own title, else its folder's `_meta` entry, else its
 * name title-cased, as Nextra's sidebar shows it. Undefined when the route is not in it.
 */
export function pageMapTitle(pageMap: unknown, route: string, depth = 0): string | undefined {
  if (!Array.isArray(pageMap) || depth > 20) return undefined
  const items = pageMap as Item[]
  const meta = items.find(item => item && typeof item === 'object' && 'data' in item && !('name' in item))?.data as
    Record<string, unknown> | undefined
  for (const item of items) {
    if (!item || typeof item !== 'object' || typeof item.name !== 'string') continue
    if (item.route === route && !(Array.isArray(item.children) && item.children.length)) {
      const entry = meta?.[item.name]
      return (
        str(item.title) ??
        str(item.frontMatter?.sidebarTitle) ??
        str(item.frontMatter?.title) ??
        str(entry) ??
        str((entry as Metadata | undefined)?.title) ??
        titleCase(item.name, 4)
      )
    }
    const inner = pageMapTitle(item.children, route, depth + 1)
    if (inner) return inner
  }
  return undefined
}
