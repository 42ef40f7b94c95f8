/** Banner dismissal (remembered under its key), sidebar toggle and the mobile menu. */
export function setupChrome(): void {
  const root = document.documentElement
  document.addEventListener('click', event => {
    const target = event.target as Element | null
    const dismiss = target?.closest?.<HTMLElement>('[data-banner-dismiss]')
    if (dismiss) {
      const key = dismiss.dataset.bannerKey ?? dismiss.closest<HTMLElement>('[data-banner-key]')?.dataset.bannerKey ?? 'nextra-banner'
      try {
        localStorage.setItem(key, '0')
      } catch {
        // ignore
      }
      root.classList.add('banner-dismissed')
      return
    }
    if (target?.closest?.('[data-sidebar-toggle]')) {
      root.classList.toggle('gs-sidebar-collapsed')
      return
    }
    if (target?.closest?.('[data-mobile-menu-toggle]')) {
      const open = !root.classList.contains('gs-mobile-open')
      root.classList.toggle('gs-mobile-open', open)
      document.body.style.overflow = open ? 'hidden' : ''
    }
  })
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape' && root.classList.contains('gs-mobile-open')) {
      root.classList.remove('gs-mobile-open')
      document.body.style.overflow = ''
    }
  })
}
