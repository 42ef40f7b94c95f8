import { createElement, Fragment, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { serialiseProps } from '../islands/island.js'

// Nextra 4's root layout wraps `{children}` in the site's own components as often as in the theme's
// `<Layout>`: context providers (`<AuthProvider>`, `<ThemeProvider>`), components of its own around
// the theme's layout (Prisma Collective's `<LocaleAwareLayout>`). Next renders every page inside
// them, so a page's `useAuth()` finds its provider. guildsite's chrome is its own (the theme's parts
// are pass-throughs, `templates/components/layout-stubs.tsx`), but the site's components between the
// root layout and its slot render around each page here: the layout is called once per locale with
// a marker as its `children`, and every component element on the way from what it returns to the
// marker (not the HTML elements, not the theme's parts, not a stand-in) wraps the page, outermost
// first, each given the page in the prop that held the slot. (Their other children — siblings of the
// slot, HTML around it inside them — are not rendered: guildsite's chrome is the page's markup.)
//
// In the browser, islands hydrate each in its own root: a wrapper that is a client component, whose
// props can be sent and that draws nothing of its own around its children, wraps each island there
// too (`LAYOUT_WRAPPERS_ID`, read by `src/client/islands/loader.ts`), so that an island reading its
// context hydrates with it.

/** The id of the page's JSON list of the client wrappers the islands hydrate in (the loader reads it by name). */
const LAYOUT_WRAPPERS_ID = 'gs-layout-wrappers'

/** The property an island's server wrapper holds its component and module under (`src/islands/island.ts`). */
const ISLAND_OF = Symbol.for('guildsite.islandOf')
const ISLAND_ROOT_OF = Symbol.for('guildsite.islandRootOf')
/** Marks `nextra/mdx`'s `MDXProvider` (templates/modules/nextra-mdx.ts). */
const MDX_PROVIDER = Symbol.for('guildsite.mdxProvider')
const STAND_IN = Symbol.for('guildsite.standIn')
/** Set on the theme's own layout parts (`layout-stubs.tsx`): guildsite's chrome, never a wrapper. */
const CHROME = Symbol.for('guildsite.chrome')

type Props = Record<string, unknown>
type Wrapper = {
  type: ComponentType<Props>
  props: Props
  slotProp: string
  browser?: { island: string; props: Props }
}

/** What wraps a page: its content component wrapped. */
type PageWrap = (Content: ComponentType<Props>) => ComponentType<Props>

function LayoutSlot(): null {
  return null
}

/**
 * The page's module with its default export inside the root layout's own components around its slot
 * (the module unchanged when the layout wraps it in none): the page runner's render calls it.
 */
export async function withLayoutWrappers(
  module: Record<string, unknown>,
  rootLayout: unknown,
  /** Calls the layout where its server functions read the page map (`getPageMap`). */
  inScope: <T>(run: () => T) => T,
  /** The layout is called once per key (the page's locale). */
  cacheKey: string,
  /**
   * A Nextra 2/3 theme of the site's own (getditto's `theme.tsx`: `<LanguageProvider><Layout>…`):
   * guildsite draws the chrome, so only the components that draw nothing around the page wrap it.
   */
  providersOnly = false
): Promise<Record<string, unknown>> {
  const Layout = (rootLayout as Record<string, unknown> | undefined)?.default
  if (typeof Layout !== 'function' || typeof module.default !== 'function') return module
  let byKey = cache.get(Layout)
  if (!byKey) cache.set(Layout, (byKey = new Map()))
  let found = byKey.get(cacheKey)
  if (!found)
    byKey.set(
      cacheKey,
      (found = findWrappers(Layout as (props: Props) => unknown, inScope).then(all =>
        providersOnly ? all.filter(drawsNothing) : all
      ))
    )
  const wrappers = await found
  return wrappers.length ? { ...module, default: wrapWith(wrappers)(module.default as ComponentType<Props>) } : module
}

const cache = new WeakMap<object, Map<string, Promise<Wrapper[]>>>()

async function findWrappers(Layout: (props: Props) => unknown, inScope: <T>(run: () => T) => T): Promise<Wrapper[]> {
  let tree: unknown
  try {
    // (A root layout's params: none of its own, a promise as Next 15 gives them.)
    tree = await inScope(() => Layout({ children: createElement(LayoutSlot), params: Promise.resolve({}) }))
  } catch {
    // (Its read as the site's config said what fails in it: the pages render without its components.)
    return []
  }
  const path = pathToSlot(tree, 0)
  if (!path) return []
  return path.flatMap(({ element, prop }) => {
    const type = wrapperType(element.type)
    if (!type) return []
    const { [prop]: _slot, ...props } = element.props as Props
    return [{ type, props, slotProp: prop, browser: browserWrapper(element.type, type, props) }]
  })
}

/** The elements from the tree's top down to the slot, each with the prop the way goes through. */
function pathToSlot(node: unknown, depth: number): { element: ReactElement; prop: string }[] | undefined {
  if (depth > 60 || node === null || typeof node !== 'object') return undefined
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = pathToSlot(child, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!isValidElement(node)) return undefined
  if (node.type === LayoutSlot) return []
  for (const [prop, value] of Object.entries(node.props as Props)) {
    const found = pathToSlot(value, depth + 1)
    if (found) return [{ element: node, prop }, ...found]
  }
  return undefined
}

/** The component an element on the way renders as a wrapper, or undefined for markup, the theme's parts and stand-ins. */
function wrapperType(type: unknown): ComponentType<Props> | undefined {
  if (type === Fragment || typeof type === 'string') return undefined
  if (typeof type !== 'function' && (typeof type !== 'object' || type === null)) return undefined
  const own = type as Record<symbol, unknown>
  if (own[CHROME] || own[STAND_IN] !== undefined) return undefined
  // (A client component renders as itself: its island marker would make the whole page one island.)
  const island = own[ISLAND_OF] as { component: ComponentType<Props> } | undefined
  if (island) return island.component
  if (typeof type === 'object' && !('$$typeof' in type)) return undefined
  return (own[ISLAND_ROOT_OF] as ComponentType<Props> | undefined) ?? (type as ComponentType<Props>)
}

/**
 * A wrapper that draws nothing of its own around its children (a context provider). A local theme's
 * `MDXProvider` is not one here: the components it names reach pages through theme-provider.ts, and its
 * element overrides and `wrapper` belong to the theme's own frame, which guildsite does not draw (The
 * Graph's `h2` reads that frame's context).
 */
function drawsNothing({ type, props, slotProp }: Wrapper): boolean {
  if ((type as unknown as Record<symbol, unknown>)[MDX_PROVIDER]) return false
  const token = 'gs-layout-wrapper-slot'
  try {
    return renderToStaticMarkup(createElement(type, { ...props, [slotProp]: token })) === token
  } catch {
    return false
  }
}

/** A client wrapper the islands hydrate in: sendable props, and nothing drawn around its children. */
function browserWrapper(type: unknown, component: ComponentType<Props>, props: Props): Wrapper['browser'] {
  const island = (type as Record<symbol, unknown>)[ISLAND_OF] as { meta: { file: string; export: string } } | undefined
  if (!island || serialiseProps(props) === undefined) return undefined
  const token = 'gs-layout-wrapper-slot'
  try {
    if (renderToStaticMarkup(createElement(component, props, token)) !== token) return undefined
  } catch {
    return undefined
  }
  return { island: `${island.meta.file}#${island.meta.export}`, props }
}

function wrapWith(wrappers: Wrapper[]): PageWrap {
  const sent = wrappers.flatMap(wrapper => (wrapper.browser ? [wrapper.browser] : []))
  const script =
    sent.length > 0
      ? createElement('script', {
          type: 'application/json',
          id: LAYOUT_WRAPPERS_ID,
          dangerouslySetInnerHTML: { __html: JSON.stringify(sent).replace(/</g, '\\u003c') }
        })
      : null
  return Content => {
    function Wrapped(props: Props): ReactNode {
      const page = wrappers.reduceRight<ReactNode>(
        (inner, { type, props: own, slotProp }) => createElement(type, { ...own, [slotProp]: inner }),
        createElement(Content, props)
      )
      return script ? createElement(Fragment, null, script, page) : page
    }
    return Wrapped
  }
}
