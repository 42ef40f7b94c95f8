import { opensNewTab } from '../../templates/layout/external-href.js'
import { escapeHtml } from '../shared/escape-html.js'

/**
 * The page tree's markup in the browser, for folders the page left out (`data-lazy`): exactly what
 * `templates/layout/sidebar-tree.tsx` renders for the same nodes (a unit test compares the two), so
 * a folder looks and behaves the same whether the server or this filled it. No DOM: pure strings.
 */

/** A node of the navigation file (`SidebarNodeData` of templates/layout/types.ts). */
export interface SidebarNode {
  /** `more` stands for items a page left out; the navigation file, whose lists are whole, has none. */
  kind: 'page' | 'folder' | 'separator' | 'link' | 'more'
  title: string
  /** The title's markup (a `_meta` title given as React content), drawn in its place. */
  titleHtml?: string
  href?: string
  newWindow?: boolean
  active?: boolean
  open?: boolean
  lazy?: boolean
  key?: string
  /** Shown in the phone menu only (a `_meta` type Nextra does not know, inside a docs folder). */
  phoneOnly?: true
  children?: SidebarNode[]
}

/** Icons the markup repeats: the new-tab mark, as the page has it (a folder's chevron is CSS). */
export interface SidebarIcons {
  external: string
}

// The same as `external-mark.tsx` renders (a unit test compares them).
export const EXTERNAL_MARK =
  '<svg class="gs-i gs-i-external gs-external-icon" aria-hidden="true"></svg><span class="gs-sr-only"> (opens in a new tab)</span>'

function folderMarkup(node: SidebarNode, icons: SidebarIcons, withLink: boolean): string {
  const details = `<details${node.open ? ' open=""' : ''} data-sidebar-folder="${escapeHtml(node.key ?? '')}"${node.lazy ? ' data-lazy=""' : ''}>`
  const children = node.children && node.children.length > 0 ? sidebarListMarkup(node.children, icons) : ''
  const title = escapeHtml(node.title)
  if (withLink) {
    return (
      `<li><a${node.active ? ' class="gs-active"' : ''} href="${escapeHtml(node.href!)}"${node.active ? ' aria-current="page"' : ''}>` +
      `${titleMarkup(node)}</a>${details}<summary aria-label="${title}"></summary>${children}</details></li>`
    )
  }
  return `<li>${details}<summary class="gs-sidebar-link gs-sidebar-summary${node.active ? ' gs-active' : ''}"><span class="gs-sidebar-folder-title">${titleMarkup(node)}</span></summary>${children}</details></li>`
}

function itemMarkup(node: SidebarNode, icons: SidebarIcons): string {
  const markup = drawnItemMarkup(node, icons)
  // (A phone-only item's `<li>` carries `gs-phone-only`, last of its classes, as `sidebar-tree.tsx` adds it.)
  return node.phoneOnly
    ? markup.replace(/^<li( class="[^"]*)?/, (_, own) =>
        own ? `<li${own} gs-phone-only` : '<li class="gs-phone-only"'
      )
    : markup
}

function drawnItemMarkup(node: SidebarNode, icons: SidebarIcons): string {
  if (node.kind === 'more') return ''
  if (node.kind === 'separator')
    return `<li class="gs-sidebar-separator${node.title ? '' : ' gs-sidebar-separator--rule'}">${titleMarkup(node)}</li>`
  if (node.kind === 'folder') return folderMarkup(node, icons, node.href !== undefined)
  const target = opensNewTab(node.href, node.newWindow)
  return (
    `<li><a${node.active ? ' class="gs-active"' : ''} href="${escapeHtml(node.href ?? '#')}"${node.active ? ' aria-current="page"' : ''}` +
    `${target ? ` target="_blank" rel="noopener noreferrer"><span class="gs-sidebar-link-text">${titleMarkup(node)}</span>${icons.external}` : `>${titleMarkup(node)}`}</a></li>`
  )
}

/** An item's title as `sidebar-tree.tsx`'s `titleOf` renders it: its text, or its React title's markup. */
function titleMarkup(node: SidebarNode): string {
  return node.titleHtml !== undefined
    ? `<span class="gs-sidebar-title">${node.titleHtml}</span>`
    : escapeHtml(node.title)
}

/** The list items of the nodes, as `SidebarTree` renders them. */
export function sidebarItemsMarkup(nodes: SidebarNode[], icons: SidebarIcons): string {
  return nodes.map(node => itemMarkup(node, icons)).join('')
}

/** `<ul class="gs-sidebar-list">` of the nodes, as `SidebarTree` renders it. */
export function sidebarListMarkup(nodes: SidebarNode[], icons: SidebarIcons): string {
  return `<ul class="gs-sidebar-list">${sidebarItemsMarkup(nodes, icons)}</ul>`
}
