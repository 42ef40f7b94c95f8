import type { HeaderData, HeaderLinkData } from './types.js'

/**
 * SPEC §2: "The active link is highlighted when its address contains the active-link value."
 * Two sources of that value, both plain substring tests:
 * - the header's `activeLink`, site-wide: a product site sets `'/open-source'` and Ecosystem is
 *   highlighted on every page (links whose href contains it);
 * - a link's own `activeLink`: highlighted on the pages whose address (siteUrl + base path +
 *   route) contains it.
 */
export function isActiveLink(link: HeaderLinkData, header: Pick<HeaderData, 'activeLink'>, address: string): boolean {
  if (header.activeLink && link.href.includes(header.activeLink)) return true
  return Boolean(link.activeLink) && address.includes(link.activeLink!)
}
