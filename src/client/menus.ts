import { page } from './emitter.js'
import { createTypeahead, isPrintableKey } from './typeahead.js'

/** SPEC §2: hover menus only on windows wider than 800 px and taller than 400 px. */
export const HOVER_QUERY = '(min-width: 801px) and (min-height: 401px)'
/** SPEC §2: open 200 ms after the pointer arrives… */
export const OPEN_DELAY_MS = 200
/** …at once if another menu was open within the last 300 ms… */
export const SKIP_DELAY_MS = 300
/** …and close 150 ms after it leaves. */
export const CLOSE_DELAY_MS = 150

const MENU = 'details[data-menu]'
const menus = () => [...document.querySelectorAll<HTMLDetailsElement>(MENU)]
/** The panel's focusable entries, less those hidden (the More menu hides the items still in the bar). */
const items = (menu: Element) =>
  [...menu.querySelectorAll<HTMLElement>(':scope > ul a[href], :scope > ul button')].filter(
    item => !item.closest('[hidden]')
  )
const summaryOf = (menu: Element) => menu.querySelector<HTMLElement>(':scope > summary')

/** When a menu was last seen open (ms, performance clock); the 300 ms skip window starts there. */
let lastOpenAt = Number.NEGATIVE_INFINITY
const timers = new WeakMap<Element, number>()
/**
 * Menus the pointer opened (at once, or after the delay) that no click has met since: the click that
 * follows means "open", however long it took to come, so it keeps them open.
 */
const openedByHover = new WeakSet<Element>()

function clearTimer(menu: Element): void {
  window.clearTimeout(timers.get(menu))
  timers.delete(menu)
}

function later(menu: Element, ms: number, action: () => void): void {
  clearTimer(menu)
  timers.set(
    menu,
    window.setTimeout(() => (timers.delete(menu), action()), ms)
  )
}

function setOpen(menu: HTMLDetailsElement, open: boolean): void {
  clearTimer(menu)
  if (menu.open !== open) menu.open = open
}

function close(menu: HTMLDetailsElement, options: { focus?: boolean } = {}): void {
  setOpen(menu, false)
  if (options.focus) summaryOf(menu)?.focus()
}

function focusItem(menu: HTMLDetailsElement, index: number): void {
  const list = items(menu)
  if (list.length === 0) return
  list[(index + list.length) % list.length]!.focus()
}

const hoverEnabled = () => window.matchMedia(HOVER_QUERY).matches

function onPointerEnter(menu: HTMLDetailsElement): void {
  if (!hoverEnabled()) return
  if (menu.open) return clearTimer(menu)
  const anotherOpen = menus().some(other => other !== menu && other.open)
  if (anotherOpen || performance.now() - lastOpenAt <= SKIP_DELAY_MS) {
    setOpen(menu, true)
    openedByHover.add(menu)
  } else later(menu, OPEN_DELAY_MS, () => (setOpen(menu, true), openedByHover.add(menu)))
}

function onPointerLeave(menu: HTMLDetailsElement): void {
  if (!hoverEnabled()) return
  if (!menu.open) return clearTimer(menu)
  later(menu, CLOSE_DELAY_MS, () => setOpen(menu, false))
}

/**
 * Header dropdowns (`details[data-menu]`: navbar menus, language switch). Native `<details>`
 * gives click-to-toggle and Enter/Space on the summary without JavaScript; this adds SPEC §2's
 * hover timing on large windows, a single open menu at a time, closing on Escape, outside click
 * or focus leaving, arrow keys, Home/End and typeahead (350 ms) inside the panel.
 */
export function setupMenus(): void {
  for (const menu of menus()) {
    menu.addEventListener('pointerenter', event => {
      if (event.pointerType === 'mouse') onPointerEnter(menu)
    })
    menu.addEventListener('pointerleave', event => {
      if (event.pointerType === 'mouse') onPointerLeave(menu)
    })
    menu.addEventListener('toggle', () => {
      // A click or key toggled it (or a timer did): a pending hover timer must not undo that.
      clearTimer(menu)
      if (menu.open) {
        for (const other of menus()) if (other !== menu && other.open) setOpen(other, false)
      } else {
        openedByHover.delete(menu)
        lastOpenAt = performance.now()
      }
    })
    menu.addEventListener('focusout', event => {
      const next = event.relatedTarget as Node | null
      if (menu.open && next && !menu.contains(next)) setOpen(menu, false)
    })
    summaryOf(menu)?.addEventListener('click', event => {
      // The pointer opened this menu on its way to click the button: the click means "open", so it
      // must not toggle the menu shut (a slow click used to, when it came 200 ms after the hover).
      if (menu.open && openedByHover.delete(menu)) event.preventDefault()
    })
    const typeahead = createTypeahead()
    menu.addEventListener('keydown', event => {
      const list = items(menu)
      const current = list.indexOf(document.activeElement as HTMLElement)
      const onSummary = document.activeElement === summaryOf(menu)
      if (event.key === 'Escape' && menu.open) {
        event.preventDefault()
        return close(menu, { focus: true })
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        if (!menu.open) setOpen(menu, true)
        const down = event.key === 'ArrowDown'
        return focusItem(menu, current < 0 ? (down ? 0 : -1) : current + (down ? 1 : -1))
      }
      if (!menu.open || onSummary) return
      if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault()
        return focusItem(menu, event.key === 'Home' ? 0 : -1)
      }
      if (isPrintableKey(event)) {
        const index = typeahead.match(
          event.key,
          list.map(item => item.textContent ?? ''),
          current,
          performance.now()
        )
        if (index >= 0) list[index]!.focus()
      }
    })
  }
  document.addEventListener('click', event => {
    const target = event.target as Node
    for (const menu of menus()) if (menu.open && !menu.contains(target)) setOpen(menu, false)
  })
  page.on('route', () => menus().forEach(menu => setOpen(menu, false)))
}
