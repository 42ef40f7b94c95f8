import { linkTarget } from '../../templates/layout/link-target.js'
import type { SidebarNodeData } from '../../templates/layout/types.js'
import { escapeHtml as escapeAttribute } from '../shared/escape-html.js'

/** An active link of the tree: the `ordinal`-th link of its class to `href`, in document order. */
export interface ActiveMark {
  href: string
  folder: boolean
  ordinal: number
}

/**
 * How a tree link that is not the current page's opens: page, same-tab and folder links alike carry
 * no class (a new-tab link's `target` follows its `href`, so it never matches).
 */
const openingOf = (href: string) => `<a href="${escapeAttribute(href)}">`

/**
 * The tree with every `active` flag off, and where the active links were: the tree is then rendered
 * once for every page that shows the same folders, and `markActiveLinks` specialises it. Only the
 * nodes on the active path are copied (the rest are the page's own nodes, already inactive), and links
 * are told apart by `href` (their opening tags are equal exactly when their hrefs are): a page's
 * sidebar is walked, not rebuilt (bench/RESULTS.md, "Session 25, speedmisc").
 */
export function withoutActive(nodes: SidebarNodeData[]): { nodes: SidebarNodeData[]; marks: ActiveMark[] } {
  const marks: ActiveMark[] = []
  const seen = new Map<string, number>()
  // Pre-order, as the links appear in the markup: a folder's own link comes before its children.
  const walk = (list: SidebarNodeData[]): SidebarNodeData[] => {
    let copy: SidebarNodeData[] | undefined
    for (let index = 0; index < list.length; index++) {
      const node = list[index]
      const folder = node.kind === 'folder'
      const href = node.href
      const linkLike =
        href !== undefined &&
        (folder || node.kind === 'page' || (node.kind === 'link' && !linkTarget(href, node.newWindow).target))
      if (linkLike) {
        const ordinal = seen.get(href) ?? 0
        seen.set(href, ordinal + 1)
        if (node.active) marks.push({ href, folder, ordinal })
      }
      const children = node.children && walk(node.children)
      if (node.active || children !== node.children) {
        copy ??= list.slice()
        copy[index] = { ...node, active: false, ...(children && { children }) }
      }
    }
    return copy ?? list
  }
  return { nodes: walk(nodes), marks }
}

/**
 * Turns the links of `marks` in a tree rendered without active flags into what `SidebarTree`
 * renders for the current page (`gs-active`, `aria-current="page"`). A unit test compares the
 * result with the tree rendered with its flags (tests/unit/layout/layout-fragments.test.tsx).
 */
export function markActiveLinks(html: string, marks: readonly ActiveMark[]): string {
  let out = html
  // Last first: marking a link changes its text, which would shift the ordinals of the later ones.
  for (const mark of [...marks].sort((a, b) => b.ordinal - a.ordinal)) {
    const opening = openingOf(mark.href)
    let at = -1
    for (let i = 0; i <= mark.ordinal; i++) {
      at = out.indexOf(opening, at + 1)
      if (at < 0) return out
    }
    const active = `<a class="gs-active"${opening.slice(2, -1)} aria-current="page">`
    out = out.slice(0, at) + active + out.slice(at + opening.length)
  }
  return out
}
