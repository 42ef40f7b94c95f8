import { page } from './emitter.js'

/** Below this width the sidebar is the full-screen overlay (layout.css uses the same breakpoint). */
const NARROW = '(max-width: 767.98px)'

const root = () => document.documentElement
const isOpen = () => root().classList.contains('gs-mobile-open')
const buttons = () => document.querySelectorAll<HTMLElement>('[data-mobile-menu-toggle]')

const sameDocument = (link: HTMLAnchorElement) =>
  link.origin === location.origin && link.pathname === location.pathname && link.search === location.search

function setOpen(open: boolean, options: { focusButton?: boolean } = {}): void {
  if (open === isOpen()) return
  // The company links' copy is loaded with the first opening (a click): not a byte before it.
  if (open) void import('./site-nav-copy.js').then(({ fillSiteNav }) => fillSiteNav())
  root().classList.toggle('gs-mobile-open', open)
  // Scroll lock: CSS sets `overflow: hidden` on the body under `html.gs-mobile-open`; the
  // overlay itself scrolls (overscroll-behavior: contain keeps the page still).
  for (const button of buttons()) {
    button.setAttribute('aria-expanded', String(open))
    button.setAttribute(
      'aria-label',
      open ? (button.dataset.labelClose ?? 'Close menu') : (button.dataset.labelOpen ?? 'Menu')
    )
  }
  if (open) document.querySelector<HTMLElement>('[data-mobile-nav]')?.scrollTo?.({ top: 0 })
  if (!open && options.focusButton) buttons()[0]?.focus()
}

/**
 * Narrow screens: the menu button opens the navigation overlay and, showing a close icon, closes
 * it. Escape closes it too. Page scrolling is locked while it is open. Any route change closes it:
 * a link followed from it, a hash or history change, a page restored from the back-forward cache,
 * or the window growing past the breakpoint.
 */
export function setupMobileNav(): void {
  document.addEventListener('click', event => {
    const target = event.target as Element | null
    if (target?.closest?.('[data-mobile-menu-toggle]')) {
      setOpen(!isOpen())
      return
    }
    // A link to another document unloads this one (and the next page starts closed); a link
    // within this document is a route change that no load follows, so close here.
    const link = target?.closest?.<HTMLAnchorElement>('a[href]')
    if (link && isOpen() && link.closest('[data-mobile-nav]') && sameDocument(link))
      page.emit('route', { url: link.href })
  })
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape' && isOpen()) setOpen(false, { focusButton: true })
  })
  page.on('route', () => setOpen(false))
  window.addEventListener('hashchange', () => page.emit('route', { url: location.href }))
  window.addEventListener('popstate', () => page.emit('route', { url: location.href }))
  window.addEventListener('pageshow', event => {
    if (event.persisted) page.emit('route', { url: location.href })
  })
  window.matchMedia(NARROW).addEventListener('change', query => {
    if (!query.matches) setOpen(false)
  })
}
