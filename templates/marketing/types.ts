import type { ReactNode } from 'react'

/**
 * SPEC §3 "Link item": what a hero button, a feature link or a call to action points at.
 *
 * @example { href: '/docs', children: 'Get started' }
 * @example { href: 'https://github.com/the-guild-org', children: 'GitHub', newWindow: true }
 */
export interface LinkItem {
  href: string
  children: ReactNode
  /** Tooltip (`title` attribute). */
  title?: string
  /** Open in a new tab: only honoured for absolute http(s) hrefs (SPEC "Link behaviour"). */
  newWindow?: boolean
  /**
   * Reduce the absolute URL to its path, query and hash, whatever its origin (an off-site URL
   * becomes a path on this site's host): for URLs of the site's own origin.
   */
  sameSite?: boolean
}

/** A link item as the config gives it: plain text, so it can cross from config to SiteData. */
export interface LinkItemData extends Omit<LinkItem, 'children'> {
  children: string
}

/** SPEC §3 "Nav link" of the marketing header: label, title, href, optional menu. */
export interface HeaderLinkData {
  label: string
  title?: string
  href: string
  newWindow?: boolean
  sameSite?: boolean
  /** Highlight this link on pages whose address contains this value. */
  activeLink?: string
  /** The built-in Solutions or Ecosystem panel, or a list of links, opened from this item. */
  menu?: 'solutions' | 'ecosystem' | LinkItemData[]
}

/** The marketing header's settings, defaults applied (see `templates/marketing/defaults.ts`). */
export interface HeaderData {
  /** Accent of the header: active link, hover, focus. SPEC §9: #1cc8ee. */
  accentColor: string
  /** Site-wide active-link value: links whose href contains it are highlighted on every page. */
  activeLink?: string
  /** Where the company logo leads. */
  logoHref: string
  links: HeaderLinkData[]
  /** The Solutions menu: guide links plus one tutorial link for a first API. */
  solutions: { guides: LinkItemData[]; tutorial: LinkItemData & { description?: string } }
}

/** The marketing footer's settings (the columns not listed are fixed company data). */
export interface FooterData {
  /** Extra RESOURCES links after Press Kit. */
  resources: LinkItemData[]
}

/** SPEC §3 "Section item": one cell of a `<Section>` grid. */
export interface SectionItem {
  title: ReactNode
  description?: ReactNode
  /** Image URL (root-relative URLs get the base path) or an element. */
  image?: string | ReactNode
  link?: LinkItem
}
