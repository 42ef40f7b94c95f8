import { rememberOpenFolders } from './sidebar-lazy.js'

/** The code that fills left-out folders and long lists, loaded where it is needed (sidebar-fill.ts). */
const fill = () => import('./sidebar-fill.js')
import { writeStorage } from './storage.js'

/**
 * Session keys shared with the inline scripts of `templates/layout/theme-script.ts`, which apply
 * them before first paint so that nothing moves when this module runs.
 */
export const SIDEBAR_COLLAPSED_KEY = 'gs-sidebar-collapsed'
export const SIDEBAR_STATE_KEY = 'gs-sidebar'

/**
 * What is kept of the page tree between pages of one visit. Folders are named by their route
 * (`data-sidebar-folder`): pages show different parts of the tree (closed folders are left out).
 */
export interface SidebarState {
  /** Routes of the open folders in document order, one per line. */
  o: string
  /** Routes of the closed folders, one per line. */
  c: string
  /** Scroll offset of the tree: restored when the same folders are open (the same list is shown). */
  t: number
}

const keysOf = (folders: HTMLDetailsElement[]) =>
  folders.map(folder => folder.getAttribute('data-sidebar-folder') ?? '').join('\n')

const tree = () => document.getElementById('gs-sidebar-tree')
const folders = (nav: Element) => [...nav.querySelectorAll<HTMLDetailsElement>('details[data-sidebar-folder]')]
/** A folder's list item holds its own link (folders with a page) and its children. */
const holdsCurrentPage = (folder: Element) =>
  (folder.parentElement ?? folder).querySelector('[aria-current="page"]') !== null

function saveState(): void {
  const nav = tree()
  if (!nav) return
  const all = folders(nav)
  const state: SidebarState = {
    o: keysOf(all.filter(folder => folder.open)),
    c: keysOf(all.filter(folder => !folder.open)),
    t: Math.round(nav.closest('.gs-sidebar-scroll')?.scrollTop ?? 0)
  }
  writeStorage('session', SIDEBAR_STATE_KEY, JSON.stringify(state))
  rememberOpenFolders(nav)
}

function syncToggle(): void {
  const collapsed = document.documentElement.classList.contains('gs-sidebar-collapsed')
  for (const button of document.querySelectorAll<HTMLElement>('[data-sidebar-toggle]')) {
    button.setAttribute('aria-expanded', String(!collapsed))
    const label = collapsed
      ? (button.dataset.labelExpand ?? 'Expand sidebar')
      : (button.dataset.labelCollapse ?? 'Collapse sidebar')
    button.setAttribute('aria-label', label)
    button.title = label
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
 * page). A folder the page left out (`data-lazy`) is filled from the navigation file when it
 * opens. Open folders and the scroll offset are saved for the next page of the visit.
 */
export function setupSidebar(): void {
  const root = document.documentElement
  syncToggle()
  const nav = tree()
  if (nav) {
    // The folder of the current page is always open, whatever was restored.
    for (const folder of folders(nav)) if (holdsCurrentPage(folder)) folder.open = true
    // Restored open before the navigation file was at hand (see sidebar-lazy.ts).
    const restored = folders(nav).filter(folder => folder.open && folder.hasAttribute('data-lazy'))
    revealCurrent(nav)
    // A long list shows the part around the current page: the rest comes from the navigation file.
    if (restored.length > 0 || nav.querySelector('[data-sidebar-more]'))
      void fill().then(({ fillFolder, fillWindows }) => {
        for (const folder of restored) void fillFolder(folder)
        void fillWindows(nav)
      })
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
      if (folder.open && folder.hasAttribute('data-lazy'))
        void fill().then(({ fillFolder, fillWindows }) =>
          fillFolder(folder).then(() => fillWindows(folder.closest('#gs-sidebar-tree') ?? folder))
        )
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
