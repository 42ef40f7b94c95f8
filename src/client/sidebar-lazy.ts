import {
  EXTERNAL_MARK,
  sidebarItemsMarkup,
  sidebarListMarkup,
  type SidebarIcons,
  type SidebarNode
} from './sidebar-markup.js'
import { readStorage, writeStorage } from './storage.js'

/**
 * Session key of the folder lists filled on earlier pages of the visit (`{u: file URL, h: {folder
 * route: list HTML}}`): the inline restore script of templates/layout/theme-script.ts inserts them
 * before first paint, so a folder left open stays open, filled, without waiting for the network.
 */
export const SIDEBAR_HTML_KEY = 'gs-sidebar-html'

let data: Promise<Record<string, SidebarNode[]>> | undefined

/** The navigation file, fetched once per page (content-hashed: the HTTP cache keeps it across pages). */
function loadData(url: string): Promise<Record<string, SidebarNode[]>> {
  data ??= fetch(url).then(response => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return response.json() as Promise<Record<string, SidebarNode[]>>
  })
  data.catch(() => (data = undefined))
  return data
}

const icons = (): SidebarIcons => ({ external: EXTERNAL_MARK })

type HtmlCache = { u: string; h: Record<string, string> }

function readCache(url: string): HtmlCache {
  try {
    const cache = JSON.parse(readStorage('session', SIDEBAR_HTML_KEY) ?? 'null') as HtmlCache | null
    if (cache?.u === url) return cache
  } catch {
    // A broken entry is replaced.
  }
  return { u: url, h: {} }
}

/**
 * Keeps the lists of the tree's open folders for the next pages of the visit, without the current
 * page's marks (the folder of the next page's own link is rendered by the server).
 */
export function rememberOpenFolders(tree: Element): void {
  const url = tree.getAttribute('data-sidebar-data')
  if (!url) return
  const cache = readCache(url)
  let changed = false
  for (const folder of tree.querySelectorAll<HTMLDetailsElement>(
    'details[data-sidebar-folder][open]:not([data-lazy])'
  )) {
    const key = folder.getAttribute('data-sidebar-folder')
    const list = folder.querySelector(':scope > ul')
    if (!key || !list || cache.h[key] !== undefined) continue
    const copy = list.cloneNode(true) as Element
    for (const link of copy.querySelectorAll('[aria-current="page"]')) {
      link.removeAttribute('aria-current')
      link.classList.remove('gs-active')
      if (link.classList.length === 0) link.removeAttribute('class')
    }
    cache.h[key] = copy.outerHTML
    changed = true
  }
  if (changed) writeStorage('session', SIDEBAR_HTML_KEY, JSON.stringify(cache))
}

/**
 * Fills a folder the page left out from the navigation file. Without the file (offline, an error)
 * the folder closes again and its link still leads to its first page.
 */
export async function fillFolder(folder: HTMLDetailsElement): Promise<void> {
  const tree = folder.closest('#gs-sidebar-tree')
  const url = tree?.getAttribute('data-sidebar-data')
  const key = folder.getAttribute('data-sidebar-folder')
  if (!tree || !url || !key || folder.getAttribute('aria-busy') === 'true') return
  folder.setAttribute('aria-busy', 'true')
  try {
    const nodes = (await loadData(url))[key]
    if (nodes && folder.hasAttribute('data-lazy')) {
      folder.insertAdjacentHTML('beforeend', sidebarListMarkup(nodes, icons()))
      folder.removeAttribute('data-lazy')
      rememberOpenFolders(tree)
    }
  } catch {
    folder.open = false
  } finally {
    folder.removeAttribute('aria-busy')
  }
}

/**
 * Puts the items a long list left out (`[data-sidebar-more]`, see src/render/sidebar-window.ts)
 * in their place, from the navigation file, keeping the current page's link where it was on
 * screen. Without the file the items stay links to the nearest left-out page.
 */
export async function fillWindows(tree: Element): Promise<void> {
  const url = tree.getAttribute('data-sidebar-data')
  const markers = [...tree.querySelectorAll<HTMLElement>('[data-sidebar-more]')]
  if (!url || markers.length === 0) return
  let data: Record<string, SidebarNode[]>
  try {
    data = await loadData(url)
  } catch {
    return
  }
  const current = tree.querySelector('[aria-current="page"]')
  const scroller = tree.closest('.gs-sidebar-scroll')
  const before = current?.getBoundingClientRect().top ?? 0
  const shapes = icons()
  for (const marker of markers) {
    const [from, to] = (marker.dataset.range ?? '').split('-').map(Number)
    const nodes = data[marker.dataset.sidebarMore ?? '']?.slice(from, to)
    if (!nodes || nodes.length !== to - from) continue
    marker.insertAdjacentHTML('beforebegin', sidebarItemsMarkup(nodes, shapes))
    marker.remove()
  }
  if (current && scroller) scroller.scrollTop += current.getBoundingClientRect().top - before
  rememberOpenFolders(tree)
}
