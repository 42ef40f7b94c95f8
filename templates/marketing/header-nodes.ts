import { ECOSYSTEM_GROUPS, PRODUCTS } from '../catalogue/products.js'
import type { SidebarNodeData } from '../layout/types.js'
import { resolveLink, shellSameSite, type LinkEnv } from './link.js'
import type { HeaderData, HeaderLinkData, LinkItemData } from './types.js'

function linkNode(
  item: Pick<LinkItemData, 'href' | 'newWindow' | 'sameSite'>,
  title: string,
  env: LinkEnv
): SidebarNodeData {
  // The shell's rule: a company link becomes a path only on the company's own origin.
  const resolved = resolveLink({ ...item, sameSite: shellSameSite(item, env) }, env)
  // `newWindow: false` keeps an absolute link in this tab, as the header itself does.
  return { kind: 'link', title, href: resolved.href, newWindow: resolved.target !== undefined, active: false }
}

function menuNodes(link: HeaderLinkData, header: HeaderData, env: LinkEnv): SidebarNodeData[] {
  if (link.menu === 'solutions') {
    const { guides, tutorial } = header.solutions
    return [...guides.map(guide => linkNode(guide, guide.children, env)), linkNode(tutorial, tutorial.children, env)]
  }
  if (link.menu === 'ecosystem') {
    return [
      ...ECOSYSTEM_GROUPS.flatMap(group => [
        { kind: 'separator', title: group.title, active: false } satisfies SidebarNodeData,
        ...group.keys.map(key => linkNode({ href: PRODUCTS[key].href }, PRODUCTS[key].name, env))
      ]),
      { kind: 'separator', title: '', active: false },
      linkNode(link, 'Explore the whole ecosystem', env)
    ]
  }
  return (link.menu ?? []).map(item => linkNode(item, item.children, env))
}

/**
 * The company header's links as tree nodes, for the one narrow-screen overlay of a docs page
 * (which holds the docs navigation and the site's): a link stays a link, a menu (Solutions,
 * Ecosystem, a list) becomes a closed folder of its entries.
 */
export function headerLinksToNodes(header: HeaderData, env: LinkEnv): SidebarNodeData[] {
  return header.links.map(link =>
    link.menu
      ? { kind: 'folder', title: link.label, active: false, open: false, children: menuNodes(link, header, env) }
      : linkNode(link, link.label, env)
  )
}
