// A theme config's logo and React nodes: the catalogue product they name, the HTML they render.
import { LOGOS } from '../../../templates/catalogue/logos.js'
import { PRODUCT_KEYS } from '../../../templates/catalogue/product-data.js'
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react'
import { isStandInValue } from '../evaluate-lenient.js'
import { isText } from './option-context.js'
import { renderToStaticMarkup } from '../../shared/lazy-server-render.js'

/**
 * The catalogue key of a logo from `PRODUCTS.X.logo`, called (`PRODUCTS.X.logo({ className })`) or
 * as an element (`<PRODUCTS.X.logo />`): the evaluation shim marks the function and what it returns.
 */
export const productOfLogo = (logo: unknown): string | undefined => {
  if (typeof logo !== 'function' && (typeof logo !== 'object' || logo === null)) return undefined
  const marked = (value: unknown) => (value as { __guildsiteProduct?: unknown } | undefined)?.__guildsiteProduct
  const key = marked(logo) ?? marked((logo as { type?: unknown }).type)
  return typeof key === 'string' ? key : undefined
}

/** `<></>`: a logo that draws nothing (Envelop's `logo: <></>`, "a lettermark, not an icon"). */
export const isEmptyElement = (value: unknown): boolean => {
  const element = value as { type?: unknown; props?: { children?: unknown } } | null
  return (
    typeof element === 'object' &&
    element !== null &&
    element.type === Symbol.for('react.fragment') &&
    (element.props?.children === undefined || element.props.children === null)
  )
}

/** The catalogue's logo components by lower-case name, as @theguild/components exports them (`toolslogo` → `TOOLS`). */
const LOGO_PRODUCTS: Record<string, string> = Object.fromEntries(
  Object.entries(LOGOS).map(([key, Logo]) => [(Logo.displayName ?? '').toLowerCase(), key])
)

const isElement = (value: unknown): value is ReactElement =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { $$typeof?: unknown }).$$typeof === Symbol.for('react.transitional.element') ||
    (value as { $$typeof?: unknown }).$$typeof === Symbol.for('react.element'))

/**
 * A logo element of the site's own (`<ScalarsLogo className="w-8" />`, an `<svg>` or an `<img>`) as the
 * HTML it renders, or undefined when it renders nothing or cannot render here (a stand-in for an
 * absent package, a hook that needs Next).
 */
export function elementMarkup(value: unknown): string | undefined {
  if (!isElement(value) || isStandInValue(value.type)) return undefined
  // @theguild/components' `<ToolsLogo fill="currentColor" />`: our mark of that product, in the text colour.
  const named = (value.type as { __guildsiteLogo?: unknown }).__guildsiteLogo
  if (typeof named === 'string') {
    const product = LOGO_PRODUCTS[named.toLowerCase()]
    const props = value.props as { fill?: unknown; color?: unknown }
    return product && (props.fill === 'currentColor' || props.color === 'currentColor')
      ? `<svg class="gs-i gs-logo-${product}" aria-hidden="true"></svg>`
      : undefined
  }
  try {
    const markup = renderToStaticMarkup(value).trim()
    return /<(svg|img)[\s>]/.test(markup) ? markup : undefined
  } catch {
    return undefined
  }
}

/**
 * Any React node of the site's config (a logo `<b>Nextra</b>`, a footer's content, a function
 * component) as the HTML it renders, for nextra-theme-docs' chrome; undefined when it renders
 * nothing or cannot render here. A stand-in inside renders as nothing, the rest stays.
 */
export function nodeMarkup(value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean' || isStandInValue(value)) return undefined
  try {
    const node = typeof value === 'function' ? createElement(value as () => ReactNode) : (value as ReactNode)
    const markup = renderToStaticMarkup(createElement(Fragment, null, node)).trim()
    return markup || undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `draw` reads the page being drawn: a stub's `useRouter()`, `useConfig()`, `usePathname()`…
 * ran (`PAGE_READ_MARK`, src/config/next-stubs.ts). Such a node differs from page to page in Nextra.
 */
export function readsPage(draw: () => unknown): boolean {
  const global = globalThis as Record<symbol, unknown>
  const mark = Symbol.for('guildsite.pageRead')
  delete global[mark]
  try {
    draw()
    return global[mark] === true
  } finally {
    delete global[mark]
  }
}

/**
 * `defineConfig` of @theguild/components 6/7 draws one navbar (`GuildUnifiedLogo` and the Company
 * and Products menus): the config's `guildNavbar`. Without a `logo` it draws the Guild's logo alone
 * and no menus; an empty `logo` element gives the product's name without a mark.
 */
export function guildNavbarOf(config: Record<string, unknown>): Record<string, unknown> {
  const { websiteName, description, logo } = config
  const markProduct = productOfLogo(logo)
  return {
    ...(isText(websiteName) && { name: websiteName }),
    ...(isText(description) && { description }),
    ...(markProduct && { markProduct }),
    ...(logo === undefined || logo === null || logo === false
      ? { product: false }
      : isEmptyElement(logo)
        ? { mark: false }
        : {})
  }
}

/**
 * A Nextra 2 beta logo as the Guild wrote it (2022): a catalogue mark beside an `<h1>` naming the
 * site (and an `<h2>` line under it), `<><YogaLogo /><div><h1>GraphQL Yoga</h1><h2>…</h2></div></>`.
 * Its mark's product and the name, when it has both.
 */
export function legacyLogoParts(logo: unknown): { product: string; name: string } | undefined {
  let product: string | undefined
  let name: string | undefined
  const visit = (node: unknown, depth: number): void => {
    if (depth > 8 || (product !== undefined && name !== undefined)) return
    if (Array.isArray(node)) return node.forEach(child => visit(child, depth + 1))
    if (!isElement(node)) return
    const named = (node.type as { __guildsiteLogo?: unknown } | undefined)?.__guildsiteLogo
    if (typeof named === 'string') product ??= LOGO_PRODUCTS[named.toLowerCase()]
    const props = (node.props ?? {}) as { children?: unknown }
    if (node.type === 'h1') {
      const text = textOf(props.children).trim()
      if (text) name ??= text
      return
    }
    visit(props.children, depth + 1)
  }
  visit(logo, 0)
  return product && name ? { product, name } : undefined
}

/** The text of a React node's strings and numbers. */
const textOf = (node: unknown): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : isElement(node)
        ? textOf((node.props as { children?: unknown }).children)
        : ''

/** A product key for a site name (`'FETS'`, `'feTS'`, `'Hive'`), when the catalogue has one. */
export const productKeyOf = (name: string): string | undefined =>
  PRODUCT_KEYS.find(
    key =>
      key ===
      name
        .toUpperCase()
        .replace(/^GRAPHQL[\s-]+/, '')
        .replace(/[\s-]+/g, '_')
  )
