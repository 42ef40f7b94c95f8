import { readStorage, writeStorage } from './storage.js'

/** SPEC §9 default; a site configures its own key per banner. */
const DEFAULT_KEY = 'nextra-banner'

const keyOf = (banner: HTMLElement | null) => banner?.dataset.bannerKey || DEFAULT_KEY

/**
 * The dismiss button stores the banner's key (value '0', as Nextra) and hides it through
 * `html.banner-dismissed`; the head script applies the same class before first paint on later
 * pages, so a dismissed banner never flashes. A dismissal in another window hides it here too.
 */
export function setupBanner(): void {
  const root = document.documentElement
  document.addEventListener('click', event => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-banner-dismiss]')
    if (!button) return
    const banner = button.closest<HTMLElement>('[data-banner]')
    writeStorage('local', keyOf(banner), '0')
    // A Banner written in a page hides itself only (its inline script hides it on later loads).
    if (banner?.hasAttribute('data-banner-content')) return void (banner.hidden = true)
    root.classList.add('banner-dismissed')
    // The focused button disappears: hand focus to the next thing a keyboard user would reach.
    document.querySelector<HTMLElement>('.gs-navbar a, .gs-navbar button')?.focus()
  })
  window.addEventListener('storage', () => {
    const banner = document.querySelector<HTMLElement>('[data-banner]')
    if (banner && readStorage('local', keyOf(banner)) !== null) root.classList.add('banner-dismissed')
  })
}
