import type { SidebarNodeData } from '../../templates/layout/types.js'

/**
 * A page's weight does not depend on the site's size (issue 24 item 4): a sidebar list longer than
 * `WINDOW_LIMIT` items shows only the blocks of `WINDOW_BLOCK` items around the current page's own
 * (the block before, its block, the block after), and a `more` item in place of each run it leaves
 * out. The client fills those runs from the navigation file, which holds every folder's whole list
 * (src/client/sidebar.ts); without JavaScript each `more` item links to the nearest page it hides,
 * whose own sidebar shows the next blocks — every page stays reachable.
 *
 * Windows are aligned to blocks, so the pages of one block share one sidebar (the layout fragment
 * cache renders it once per block, not once per page). Lists of up to `WINDOW_LIMIT` items — every
 * folder of the example site, graphql-yoga and feTS, and the 50-page sections of the shared bench —
 * render whole, as before.
 */
export const WINDOW_LIMIT = 64
export const WINDOW_BLOCK = 16

/** The nearest of `from`, `from + step`, … (before `end`) that leads somewhere. */
function nearestHref(
  hrefAt: (index: number) => string | undefined,
  from: number,
  step: 1 | -1,
  end: number
): string | undefined {
  for (let i = from; step > 0 ? i < end : i >= end; i += step) {
    const href = hrefAt(i)
    if (href !== undefined && href !== '#') return href
  }
  return undefined
}

function more(key: string, from: number, to: number, href: string | undefined): SidebarNodeData {
  return {
    kind: 'more',
    title: String(to - from),
    active: false,
    key,
    range: [from, to],
    ...(href !== undefined && { href })
  }
}

/**
 * The list `key` of the navigation file (`length` items: `nodeAt(i)` builds one, `hrefAt(i)` says
 * where it leads in this tab) as the page shows it: whole when short, else the window around
 * `current` (the index of the item on the current page's path; the list's start when none is)
 * with `more` items for the rest. Only the shown items are built.
 */
export function windowItems(
  length: number,
  key: string,
  current: number | undefined,
  nodeAt: (index: number) => SidebarNodeData,
  hrefAt: (index: number) => string | undefined
): SidebarNodeData[] {
  if (length <= WINDOW_LIMIT) return Array.from({ length }, (_, i) => nodeAt(i))
  const block = Math.floor((current ?? 0) / WINDOW_BLOCK)
  const start = Math.max(0, (block - 1) * WINDOW_BLOCK)
  const end = Math.min(length, (block + 2) * WINDOW_BLOCK)
  const nodes: SidebarNodeData[] = []
  if (start > 0) nodes.push(more(key, 0, start, nearestHref(hrefAt, start - 1, -1, 0)))
  for (let i = start; i < end; i++) nodes.push(nodeAt(i))
  if (end < length) nodes.push(more(key, end, length, nearestHref(hrefAt, end, 1, length)))
  return nodes
}

/** `windowItems` over nodes already built. */
export function windowList(nodes: SidebarNodeData[], key: string, current: number | undefined): SidebarNodeData[] {
  if (nodes.length <= WINDOW_LIMIT) return nodes
  return windowItems(
    nodes.length,
    key,
    current,
    i => nodes[i],
    i => (nodes[i].newWindow ? undefined : nodes[i].href)
  )
}
