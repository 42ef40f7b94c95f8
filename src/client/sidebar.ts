import { writeStorage } from './storage.js'

/**
 * Session keys shared with the inline scripts of `templates/layout/theme-script.ts`, which apply
 * them before first paint so that nothing moves when this module runs.
 */
export const SIDEBAR_COLLAPSED_KEY = 'gs-sidebar-collapsed'
export const SIDEBAR_STATE_KEY = 'gs-sidebar'

/** What is kept of the page tree between pages of one visit. */
export interface SidebarState {
  /** Signature of the tree: the state only applies to the same tree. */
  k: string
  /** One character per folder in document order: '1' open, '0' closed. */
  o: string
  /** Scroll offset of the tree. */
  t: number
}

/** Must match the inline restore script: folder count and text length identify a tree. */
export const treeSignature = (tree: Element): string =>
  `${tree.querySelectorAll('details').length}:${tree.textContent?.length ?? 0}`

const tree = () => document.getElementById('gs-sidebar-tree')
const folders = (nav: Element) => [...nav.querySelectorAll<HTMLDetailsElement>('details[data-sidebar-folder]')]
/** A folder's list item holds its own link (folders with a page) and its children. */
const holdsCurrentPage = (folder: Element) => (folder.parentElement ?? folder).querySelector('[aria-current="page"]') !== null

function saveState(): void {
  const nav = tree()
  if (!nav) return
  const state: SidebarState = {
    k: treeSignature(nav),
    o: folders(nav).map(folder => (folder.open ? '1' : '0')).join(''),
    t: Math.round(nav.closest('.gs-sidebar-scroll')?.scrollTop ?? 0)
  }
  writeStorage('session', SIDEBAR_STATE_KEY, JSON.stringify(state))
}

function syncToggle(): void {
  const collapsed = document.documentElement.classList.contains('gs-sidebar-collapsed')
  for (const button of document.querySelectorAll<HTMLElement>('[data-sidebar-toggle]')) {
    button.setAttribute('aria-expanded', String(!collapsed))
    button.setAttribute('aria-label', collapsed ? 'Expand sidebar' : 'Collapse sidebar')
    button.title = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  }
}

/** Brings the current page's link into the tree's own scroll area (never scrolls the page). */
function revealCurrent(nav: Element): void {
  const scroller = nav.closest<HTMLElement>('.gs-sidebar-scroll')
  const current = nav.querySelector<HTMLElement>('[aria-current="page"]')
  if (!scroller || !current || scroller.scrollHeight <= scroller.clientHeight) return
  const box = scroller.getBoundingClientRect()
  const link = current.getBoundingClientRect()
  if (link.top >= box.top && link.bottom <= box.bottom) return
  scroller.scrollTop += link.top - box.top - (box.height - link.height) / 2
}

/**
 * Sidebar behaviour: the toggle collapses and expands the column (kept for the visit in session
 * storage); folders open and close natively, the folder of the current page is open, and with
 * `data-auto-collapse` opening a folder closes its siblings (except one that holds the current
 * page). Open folders and the scroll offset are saved for the next page of the visit.
 */
export function setupSidebar(): void {
  const root = document.documentElement
  syncToggle()
  const nav = tree()
  if (nav) {
    // The folder of the current page is always open, whatever was restored.
    for (const folder of folders(nav)) if (holdsCurrentPage(folder)) folder.open = true
    revealCurrent(nav)
  }
  document.addEventListener('click', event => {
    if (!(event.target as Element | null)?.closest?.('[data-sidebar-toggle]')) return
    const collapsed = root.classList.toggle('gs-sidebar-collapsed')
    writeStorage('session', SIDEBAR_COLLAPSED_KEY, collapsed ? '1' : '0')
    syncToggle()
  })
  // `toggle` does not bubble: listen in the capture phase for every folder at once.
  document.addEventListener(
    'toggle',
    event => {
      const folder = event.target as HTMLDetailsElement
      if (!folder.matches?.('details[data-sidebar-folder]')) return
      const autoCollapse = folder.closest('[data-auto-collapse]')
      if (autoCollapse && folder.open) {
        const siblings = folder.parentElement?.parentElement?.children ?? []
        for (const item of siblings) {
          const other = item.querySelector<HTMLDetailsElement>(':scope > details[data-sidebar-folder]')
          if (other && other !== folder && other.open && !holdsCurrentPage(other)) other.open = false
        }
      }
      if (folder.closest('#gs-sidebar-tree')) saveState()
    },
    true
  )
  // Saved on the way out too, for the scroll offset.
  window.addEventListener('pagehide', saveState)
}
