// Filling what the page left out of its sidebar from the navigation file: loaded (sidebar.ts) only on a page
// that has such a folder open or a long list's window, or when a visitor opens one — a page without a
// sidebar (a marketing home) never fetches this code.
import {
  EXTERNAL_MARK,
  sidebarItemsMarkup,
  sidebarListMarkup,
  type SidebarIcons,
  type SidebarNode
} from './sidebar-markup.js'
import { rememberOpenFolders } from './sidebar-lazy.js'

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
