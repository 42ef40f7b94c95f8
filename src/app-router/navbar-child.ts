import { isValidElement, type ReactNode } from 'react'
import { ROOT_LAYOUT_EXPORT } from './find-app-pages.js'

// What a Nextra 4 root layout puts into the navbar of its own (issue 34): components 9's `GuildLayout`
// draws `navbarProps.children` in its `HiveNavigation` bar, after the menus and before the search box
// (graphql-yoga's `<VersionDropdown />`, a client component that reads `usePathname()` and shows
// "v4" on the /v4 pages); `HiveLayout`'s `navbar={<HiveNavigation>…</HiveNavigation>}` draws its children
// there too; nextra-theme-docs 4 draws its `<Navbar logo>`'s children after the project and chat links
// (a `<Navbar>` without `logo` is nextra-theme-blog's, whose children are its brand and links:
// read-root-layout.ts). guildsite draws the bar itself, so the site's element is found in what the layout returns
// and rendered inside guildsite's bar on every page, in that page's render: its hooks answer for that
// page (its pathname), and a client component in it hydrates as an island in the browser.
//
// The layout is called once per locale (with no slot), as `layout-wrappers.ts` calls it; the page
// bundle exports its module when the layout's read as the site's config found such an element
// (`config.website.navbarChild`, read-root-layout.ts).

type Props = Record<string, unknown>

/** Set on the theme's own layout parts (`templates/components/layout-stubs.tsx`). */
const CHROME = Symbol.for('guildsite.chrome')

const cache = new WeakMap<object, Map<string, Promise<ReactNode>>>()

/**
 * The element the page's root layout gives its navbar (undefined when it gives none, or its layout
 * fails: its read as the site's config said why).
 */
export async function navbarChildOf(
  module: Record<string, unknown>,
  /** Calls the layout where its server functions read the page map (`getPageMap`). */
  inScope: <T>(run: () => T) => T,
  /** The layout is called once per key (the page's locale). */
  cacheKey: string
): Promise<ReactNode> {
  const Layout = (module[ROOT_LAYOUT_EXPORT] as Record<string, unknown> | undefined)?.default
  if (typeof Layout !== 'function') return undefined
  let byKey = cache.get(Layout)
  if (!byKey) cache.set(Layout, (byKey = new Map()))
  let found = byKey.get(cacheKey)
  if (!found) byKey.set(cacheKey, (found = findNavbarChild(Layout as (props: Props) => unknown, inScope)))
  return found
}

async function findNavbarChild(Layout: (props: Props) => unknown, inScope: <T>(run: () => T) => T): Promise<ReactNode> {
  let tree: unknown
  try {
    // (A root layout's params: none of its own, a promise as Next 15 gives them.)
    tree = await inScope(() => Layout({ children: null, params: Promise.resolve({}) }))
  } catch {
    return undefined
  }
  return barChildren(tree, 0)
}

const partName = (type: unknown): string | undefined => {
  const own = type as (Record<symbol, unknown> & { displayName?: unknown }) | undefined
  return own && own[CHROME] && typeof own.displayName === 'string' ? own.displayName : undefined
}

/** The first bar's own children in the tree: `GuildLayout`'s `navbarProps.children`, a `HiveNavigation`'s or `<Navbar logo>`'s children. */
function barChildren(node: unknown, depth: number): ReactNode {
  if (depth > 40 || node === null || typeof node !== 'object') return undefined
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = barChildren(child, depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (!isValidElement(node)) return undefined
  const props = (node.props ?? {}) as Props
  const part = partName(node.type)
  if (part === 'GuildLayout') return drawable((props.navbarProps as Props | undefined)?.children)
  if (part === 'HiveNavigation') return drawable(props.children)
  if (part === 'Navbar') return 'logo' in props ? drawable(props.children) : undefined
  // (`HiveLayout`'s `navbar` prop holds its bar; a provider of the site's own may hold the layout.)
  for (const value of Object.values(props)) {
    const found = barChildren(value, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** React children with something to draw, else undefined. */
function drawable(children: unknown): ReactNode {
  const some = (Array.isArray(children) ? children.flat(Infinity) : [children]).some(
    child => child !== null && child !== undefined && typeof child !== 'boolean' && child !== ''
  )
  return some ? (children as ReactNode) : undefined
}
