import { ECOSYSTEM_GROUPS, PRODUCTS } from '../catalogue/products.js'
import type { NavbarItemData } from '../layout/types.js'
import { resolveLink, shellSameSite, type LinkEnv } from './link.js'
import type { HeaderData, LinkItemData } from './types.js'

// A trailing slash, and a site URL's origin against its path, do not make two links different.
const comparable = (href: string, env: LinkEnv): string => {
  let out = href.replace(/(.)\/+(?=$|[?#])/, '$1')
  if (env.siteUrl && /^https?:\/\//i.test(out)) {
    try {
      const url = new URL(out)
      if (url.origin === new URL(env.siteUrl).origin)
        out = url.pathname.replace(/(.)\/+$/, '$1') + url.search + url.hash
    } catch {
      // Not a URL after all: compared as written.
    }
  }
  return out
}

/** The addresses of a set of header items, as written and as the header renders them. */
function hrefsOf(items: Pick<LinkItemData, 'href' | 'sameSite'>[], env: LinkEnv): Set<string> {
  const hrefs = new Set<string>()
  for (const item of items) {
    hrefs.add(comparable(item.href, env))
    hrefs.add(comparable(resolveLink({ ...item, sameSite: shellSameSite(item, env) }, env).href, env))
  }
  return hrefs
}

/** The entries of each menu of the header: the Solutions guides and tutorial, the ecosystem's products, a list. */
function menuEntries(header: HeaderData): Pick<LinkItemData, 'href' | 'sameSite'>[][] {
  return header.links.flatMap(link => {
    if (link.menu === 'solutions') return [[...header.solutions.guides, header.solutions.tutorial]]
    if (link.menu === 'ecosystem')
      return [[link, ...ECOSYSTEM_GROUPS.flatMap(group => group.keys.map(key => ({ href: PRODUCTS[key].href })))]]
    return link.menu ? [link.menu] : []
  })
}

/**
 * The site's navbar without what the company header above it already shows (issue 25.4: one of
 * each): a link that is one of the header's own links (Blog, Our Services …), and a menu whose
 * every entry is in one of the header's menus (an "Ecosystem" of catalogue products). A page, a
 * folder or a menu of the site's own stays, even when its title is one the header uses too, and so
 * does a link that only an entry of a header menu leads to as well (a Solutions guide to these docs).
 */
export function withoutHeaderLinks(items: NavbarItemData[], header: HeaderData, env: LinkEnv): NavbarItemData[] {
  const links = hrefsOf(header.links, env)
  const menus = menuEntries(header).map(entries => hrefsOf(entries, env))
  return items.filter(item => {
    if (!item.menu) return item.href === undefined || !links.has(comparable(item.href, env))
    const entries = item.menu.flatMap(entry => (entry.separator || entry.href === undefined ? [] : [entry.href]))
    return entries.length === 0 || !menus.some(menu => entries.every(href => menu.has(comparable(href, env))))
  })
}
