// Reading the elements a Nextra 4 root layout returns (read-root-layout.ts): which of the theme's parts
// each one is (its role, from the marker components the layout's imports were given), their props, the
// navbar's links and brand, the footer's links, and the site's own elements before the content slot.

import { isStandInValue } from '../config/evaluate-lenient.js'

export type Role =
  | 'Layout'
  | 'GuildLayout'
  | 'HiveLayout'
  | 'HiveNavigation'
  | 'Navbar'
  | 'Footer'
  | 'Banner'
  | 'Head'
  | 'HiveFooter'
  // (nextra/components' `<Search>`: a nextra-theme-blog 4 `<Navbar>` that holds one shows the search box.)
  | 'Search'
  // (nextra-theme-blog 4's `<ThemeSwitch>`: in its `<Navbar>`, the theme switch is drawn.)
  | 'ThemeSwitch'
  // (nextra-theme-blog's `<Layout>`, found as `Layout` too: its children are read for the site's own header.)
  | 'BlogLayout'
  // (@theguild/components' card a `HiveNavigation`'s `companyMenuChildren` holds: `companyCardOf`.)
  | 'GraphQLConfCard'

type Props = Record<string, unknown>
type Element = { type: unknown; props: Props }

/** A React element (told by its shape: React itself is not loaded for the config). */
export const isValidElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && '$$typeof' in value && 'props' in value && 'type' in value

export const roleOf = (element: Element): Role | undefined =>
  (element.type as { __gsRole?: Role } | undefined)?.__gsRole

/** Every element with a layout role in the tree the layout returned (children and element props). */
export function collect(node: unknown, found: Map<Role, Props>, depth = 0): void {
  if (depth > 50 || node === null || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) collect(child, found, depth + 1)
    return
  }
  if (!isValidElement(node)) {
    // Plain objects too: GuildLayout's `layoutProps.footer` holds the <HiveFooter>.
    const proto = Object.getPrototypeOf(node) as unknown
    if (proto === Object.prototype || proto === null)
      for (const value of Object.values(node)) collect(value, found, depth + 1)
    return
  }
  const props = node.props ?? {}
  const role = roleOf(node)
  if (role && !found.has(role)) found.set(role, props)
  if (role === 'Layout' && (node.type as { __gsBlog?: boolean }).__gsBlog && !found.has('BlogLayout'))
    found.set('BlogLayout', props)
  for (const value of Object.values(props)) collect(value, found, depth + 1)
}

/** React children without the elements of absent or stubbed components (undefined when none is left). */
function ownElements(node: unknown): unknown {
  const kept = (Array.isArray(node) ? node.flat(Infinity) : [node]).filter(
    child =>
      child !== null &&
      child !== undefined &&
      typeof child !== 'boolean' &&
      !(isValidElement(child) && (isStandInValue(child.type) || roleOf(child) !== undefined))
  )
  return kept.length === 0 ? undefined : kept.length === 1 ? kept[0] : kept
}

/**
 * A `<Navbar>`'s children as nextra-theme-blog 4 draws them: each element of the site's own with a
 * local `href` and a text (its `<NavbarLink href="/posts">Posts</NavbarLink>`, a `<Link>`) is a link
 * after the top pages' ones; the rest is the brand (`ownElements`).
 */
export function navbarChildren(node: unknown): { links: { href: string; title: string }[]; brand: unknown } {
  const links: { href: string; title: string }[] = []
  const rest = (Array.isArray(node) ? node.flat(Infinity) : [node]).filter(child => {
    if (!isValidElement(child) || roleOf(child) !== undefined) return true
    const { href } = child.props
    const title = textOf(child.props.children)?.trim()
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//') || !title) return true
    links.push({ href, title })
    return false
  })
  // (A lone `<Link href="/">Name</Link>` is the blog's brand, as guildsite draws it: left, linking home.)
  if (links.length === 0 || (links.length === 1 && links[0].href === '/'))
    return { links: [], brand: ownElements(node) }
  return { links, brand: ownElements(rest) }
}

/**
 * The children a layout gives before its page's slot (the `children: null` it was called with), or
 * undefined when it gives none or no slot shows among them.
 */
export function beforeSlot(children: unknown): unknown[] | undefined {
  if (!Array.isArray(children)) return undefined
  const slot = children.findIndex(child => child === null || child === undefined)
  const before = slot < 0 ? [] : children.slice(0, slot).filter(child => typeof child !== 'boolean')
  return before.length ? before : undefined
}

/** The text of React children (strings and numbers; elements' own children), or undefined. */
export function textOf(node: unknown): string | undefined {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) {
    const parts = node.map(textOf).filter(part => part !== undefined)
    return parts.length ? parts.join('') : undefined
  }
  if (isValidElement(node)) return textOf(node.props.children)
  return undefined
}

/** `{ href, children, icon }` links (GuildLayout's `navbarProps.developerMenu`, `navLinks`) as `{ href, title, icon }`. */
export function linksOf(value: unknown): { href: string; title: string; icon?: string }[] {
  if (!Array.isArray(value)) return []
  return value.flatMap(item => {
    const { href, children, title, icon } = (item ?? {}) as Props
    const text = textOf(children) ?? (typeof title === 'string' ? title : undefined)
    // The icon's name, kept by the `@theguild/components` shim (src/config/website/config-stubs.ts).
    const iconName = isValidElement(icon) ? (icon.type as { __guildsiteIcon?: unknown }).__guildsiteIcon : undefined
    return typeof href === 'string' && text
      ? [{ href, title: text, ...(typeof iconName === 'string' && { icon: iconName }) }]
      : []
  })
}

/**
 * `HiveNavigation`'s links beside its menus when the site gives none (components 7 and 9 alike):
 * "Pricing", Hive's own page on Hive's site, Hive's pricing on the Guild's other sites.
 */
export function defaultHiveNavLinks(productName: string | undefined): { href: string; title: string }[] {
  return [
    { href: productName === 'Hive' ? '/pricing' : 'https://the-guild.dev/graphql/hive/pricing', title: 'Pricing' }
  ]
}

/** A link of the footer's RESOURCES column (guildsite's `footer.resources`). */
export interface FooterLink {
  href: string
  children: string
  title?: string
}

/** `<HiveFooter items={{ resources: [{ href, children, title }] }}>`: the links with a text and an href. */
export function footerLinks(footer: Props | undefined): FooterLink[] {
  const items = footer?.items as { resources?: unknown } | undefined
  if (!Array.isArray(items?.resources)) return []
  return items.resources.flatMap((item: Props) => {
    const text = textOf(item?.children)
    if (typeof item?.href !== 'string' || !text) return []
    return [{ href: item.href, children: text, ...(typeof item.title === 'string' && { title: item.title }) }]
  })
}

/**
 * The card a `HiveNavigation`'s `companyMenuChildren` draws in its Company menu, beside the company
 * links (components 7.4 and 9: Hive's `<GraphQLConfCard image={graphQLConfImage} />`): its image's
 * URL as the config's read gave it (a data URL for an image of the site's own, a public path), or
 * undefined when it holds no such card.
 */
export function companyCardOf(node: unknown): Partial<Record<CardField | 'image', string>> | undefined {
  if (!isValidElement(node) || roleOf(node) !== 'GraphQLConfCard') return undefined
  const image = node.props.image
  const src = typeof image === 'string' ? image : (image as { src?: unknown } | null | undefined)?.src
  // (components 9.11's words and link: a string each, as its props are typed.)
  const own = Object.fromEntries(
    CARD_FIELDS.flatMap(key => (typeof node.props[key] === 'string' ? [[key, node.props[key]]] : []))
  )
  return { ...(typeof src === 'string' && src && { image: src }), ...own }
}

const CARD_FIELDS = ['href', 'title', 'details', 'description', 'callToAction'] as const
type CardField = (typeof CARD_FIELDS)[number]
