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

/** The nearest href among `nodes[from]`, `nodes[from + step]`, … inside the list. */
function nearestHref(nodes: SidebarNodeData[], from: number, step: 1 | -1, end: number): string | undefined {
  for (let i = from; step > 0 ? i < end : i >= end; i += step) {
    const node = nodes[i]
    if (node.href !== undefined && node.href !== '#' && !node.newWindow) return node.href
  }
  return undefined
}

function more(nodes: SidebarNodeData[], key: string, from: number, to: number, towards: 1 | -1): SidebarNodeData {
  const href = towards > 0 ? nearestHref(nodes, from, 1, to) : nearestHref(nodes, to - 1, -1, from)
  return { kind: 'more', title: String(to - from), active: false, key, range: [from, to], ...(href !== undefined && { href }) }
}

/**
 * `nodes` (the list `key` of the navigation file) as the page shows it: whole when short, else the
 * window around `current` (the index of the item on the current page's path; the list's start
 * when none is) with `more` items for the rest.
 */
export function windowList(nodes: SidebarNodeData[], key: string, current: number | undefined): SidebarNodeData[] {
  if (nodes.length <= WINDOW_LIMIT) return nodes
  const block = Math.floor((current ?? 0) / WINDOW_BLOCK)
  const start = Math.max(0, (block - 1) * WINDOW_BLOCK)
  const end = Math.min(nodes.length, (block + 2) * WINDOW_BLOCK)
  return [
    ...(start > 0 ? [more(nodes, key, 0, start, -1)] : []),
    ...nodes.slice(start, end),
    ...(end < nodes.length ? [more(nodes, key, end, nodes.length, 1)] : [])
  ]
}
