import { tocEntryLink } from '../../src/render/toc-heading-text.js'
import { escapeHtml } from '../../src/shared/escape-html.js'
import type { TocEntry } from './types.js'

/**
 * The current page's headings under its item in Nextra's phone menu: nextra-theme-docs 2.13, 3 and 4
 * (read in their built code) list the page's h2 entries of its table of contents under the active
 * page's item of the mobile menu (`File`'s `anchors`, each link after a faint "#"), following the
 * TOC's own text. guildsite writes them in the tree after the active page's link
 * (`SidebarTree`, and `src/render/layout-fragments.tsx` for the tree rendered once for many pages);
 * nextra-geometry.css shows them in the phone menu only, as Nextra does with `toc.float` (its
 * default). Each link is the TOC's (`tocEntryLink`): an entry that takes its rendered heading's
 * content takes it here too.
 */
export function sidebarAnchorItems(entries: readonly TocEntry[]): string {
  return entries
    .filter(entry => entry.depth === 2)
    .map(entry => `<li>${tocEntryLink(entry, entry.html ?? escapeHtml(String(entry.value)))}</li>`)
    .join('')
}

/** The list's class: `SidebarTree` draws `<ul className={…} dangerouslySetInnerHTML={items}>`, the same markup. */
export const SIDEBAR_ANCHORS_CLASS = 'gs-sidebar-anchors'

/**
 * The tree's HTML with the anchors' list (`items`: `sidebarAnchorItems`) after the active page's link
 * (`<a class="gs-active" … aria-current="page">` not followed by a folder's `<details>`): what
 * `SidebarTree` draws with `anchors`.
 */
export function withSidebarAnchors(html: string, items: string): string {
  if (!items) return html
  const anchors = `<ul class="${SIDEBAR_ANCHORS_CLASS}">${items}</ul>`
  const opening = /<a class="gs-active"[^>]* aria-current="page"[^>]*>/g
  for (const found of html.matchAll(opening)) {
    const end = html.indexOf('</a>', found.index + found[0].length)
    if (end < 0) return html
    const after = end + '</a>'.length
    if (html.startsWith('<details', after)) continue
    return html.slice(0, after) + anchors + html.slice(after)
  }
  return html
}
