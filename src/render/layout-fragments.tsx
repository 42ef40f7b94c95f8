import { randomBytes } from 'node:crypto'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { toDate } from '../../templates/layout/format-date.js'
import { LAYOUT_PART_NAMES, type LayoutPartName, type LayoutParts } from '../../templates/layout/layout-parts.js'
import { ariaCurrent, Navbar } from '../../templates/layout/navbar.js'
import { Sidebar } from '../../templates/layout/sidebar.js'
import type { SiteData } from '../../templates/layout/types.js'
import { isActiveLink } from '../../templates/marketing/active-link.js'
import { Footer } from '../../templates/marketing/footer.js'
import { Header } from '../../templates/marketing/header.js'
import { markActiveLinks, withoutActive } from './mark-active.js'
import { withSidebarAnchors } from '../../templates/layout/sidebar-anchors.js'

// Unguessable per process, so no page content can contain a marker by accident.
const NONCE = randomBytes(6).toString('hex')
const markerOf = (name: LayoutPartName) => `<template data-gs-slot="${NONCE}-${name}"></template>`
/** Each part renders with its own `useId` prefix: ids never collide with the article's or each other's. */
const ID_PREFIX: Record<LayoutPartName, string> = {
  header: 'gs-h-',
  navbar: 'gs-n-',
  sidebar: 'gs-s-',
  footer: 'gs-f-'
}
/** Distinct renders kept per site data: a big site has one sidebar per folder; past this the cache restarts. */
const MAX_ENTRIES = 4000

const caches = new WeakMap<SiteData, Map<string, string>>()

interface Fragment {
  /** Everything the part's HTML depends on (besides the site data the cache belongs to). */
  key: string
  render: () => ReactElement
  /** Specialises the shared HTML for this page. */
  finish?: (html: string) => string
}

function fragmentOf(name: LayoutPartName, parts: LayoutParts): Fragment {
  if (name === 'header') {
    const props = parts.header!
    const address = (props.env.siteUrl ?? '') + props.currentHref
    const active = props.header.links.map(link => (isActiveLink(link, props.header, address) ? 1 : 0)).join('')
    return {
      key: JSON.stringify([props.search, props.themeToggle, props.docsMenu, active]),
      render: () => <Header {...props} />
    }
  }
  if (name === 'navbar') {
    const props = parts.navbar!
    const current = props.items.map(item => ariaCurrent(item, props.currentHref) ?? '')
    // The current href matters only through aria-current, so it is left out of the key.
    return { key: JSON.stringify([props.items, current, props.mobileMenu]), render: () => <Navbar {...props} /> }
  }
  if (name === 'footer') {
    const props = parts.footer!
    const year = toDate(props.lastUpdated)?.getUTCFullYear()
    const lastUpdated = year === undefined ? undefined : `${year}-07-01T00:00:00Z`
    // (nextra-theme-docs' footer holds the theme switch on a page without a sidebar.)
    return {
      key: props.nextra?.switcher ? `${year} switcher` : String(year),
      render: () => <Footer {...props} lastUpdated={lastUpdated} />
    }
  }
  const props = parts.sidebar!
  const plain = props.tree && withoutActive(props.tree)
  return {
    // The site links come from the site data this cache belongs to: their labels are enough.
    key: JSON.stringify([plain?.nodes, props.navbarItems, props.overlay, props.dataUrl, props.siteNav]),
    // (The page's own headings under its item are added to the shared tree after the active mark.)
    render: () => <Sidebar {...props} tree={plain?.nodes} anchors={undefined} />,
    finish: html => {
      if (!plain?.marks.length) return html
      // Only the page tree: the menu above it repeats the navbar, whose items have their own rule.
      const at = html.indexOf('<nav id="gs-sidebar-tree"')
      if (at < 0) return html
      const tree = markActiveLinks(html.slice(at), plain.marks)
      return html.slice(0, at) + (props.anchors ? withSidebarAnchors(tree, props.anchors) : tree)
    }
  }
}

/** The chrome of a page rendered through the cache: markers for `DocsLayout`, and how to fill them. */
export interface LayoutFragments {
  slots: Partial<Record<LayoutPartName, ReactNode>>
  /** Replaces the markers in the page's HTML with the parts. */
  fill(html: string): string
  /** The filled page as the pieces it is made of (`fill` joins them). */
  pieces(html: string): string[]
}

/**
 * Renders the header, navbar, sidebar and footer of a page once per distinct input and site (most
 * pages share them: the header and footer site-wide, the navbar per section, the sidebar per
 * folder), so a page costs little more than its article. The parts are pure functions of their
 * props: the result is the HTML `DocsLayout` renders inline, except for `useId` prefixes.
 */
export function layoutFragments(site: SiteData, parts: LayoutParts): LayoutFragments {
  let cache = caches.get(site)
  if (!cache) caches.set(site, (cache = new Map()))
  const slots: LayoutFragments['slots'] = {}
  const html = new Map<string, string>()
  for (const name of LAYOUT_PART_NAMES) {
    if (!parts[name]) continue
    const fragment = fragmentOf(name, parts)
    const key = `${name}\0${fragment.key}`
    let shared = cache.get(key)
    if (shared === undefined) {
      if (cache.size >= MAX_ENTRIES) cache.clear()
      shared = renderToString(fragment.render(), { identifierPrefix: ID_PREFIX[name] })
      cache.set(key, shared)
    }
    const marker = markerOf(name)
    slots[name] = <template data-gs-slot={`${NONCE}-${name}`} />
    html.set(marker, fragment.finish ? fragment.finish(shared) : shared)
  }
  // One pass in page order: slices and parts are joined once instead of copying the page per part.
  const pieces = (page: string) => {
    const out: string[] = []
    let at = 0
    for (const [marker, part] of html) {
      const found = page.indexOf(marker, at)
      if (found < 0) continue
      out.push(page.slice(at, found), part)
      at = found + marker.length
    }
    out.push(page.slice(at))
    return out
  }
  return { slots, pieces, fill: page => pieces(page).join('') }
}
