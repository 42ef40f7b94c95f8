/**
 * The navbar holds any number of items: the items that do not fit between the logo and the
 * actions go into the "More" dropdown after them (templates/layout/navbar-more.tsx lists every item
 * there; this shows only the ones moved). Runs once the page is parsed, again whenever the bar
 * changes width (window resize, zoom) and once the web fonts have loaded (text widths change).
 *
 * The bar's room does not depend on the items (`flex: 1 1 0`), so measuring and hiding never
 * feeds back into another resize.
 */
export function setupNavbarOverflow(): void {
  const nav = document.querySelector<HTMLElement>('.gs-navbar-links')
  const more = nav?.querySelector<HTMLDetailsElement>(':scope > [data-navbar-more]')
  if (!nav || !more) return
  const list = nav.querySelector<HTMLElement>(':scope > ul')!
  const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-navbar-index]')]
  const entries = [...more.querySelectorAll<HTMLElement>('[data-navbar-index]')]
  const summary = more.querySelector<HTMLElement>(':scope > summary')!
  let lastWidth = -1

  const layout = () => {
    const room = nav.getBoundingClientRect().width
    // Hidden bar (narrow screens: the items live in the mobile menu): nothing to measure.
    if (room === 0 || room === lastWidth) return
    lastWidth = room
    for (const item of items) item.hidden = false
    more.hidden = false
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0
    const widths = items.map(item => item.getBoundingClientRect().width)
    const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1)
    let fit = items.length
    if (all > room + 0.5) {
      // Keep the items that fit beside the More button (and the gap before it).
      const budget = room - more.getBoundingClientRect().width - gap
      let used = 0
      fit = 0
      for (const width of widths) {
        const next = used + (fit > 0 ? gap : 0) + width
        if (next > budget + 0.5) break
        used = next
        fit++
      }
    }
    items.forEach((item, index) => (item.hidden = index >= fit))
    for (const entry of entries) entry.hidden = Number(entry.dataset.navbarIndex) < fit
    more.hidden = fit === items.length
    if (more.hidden) more.open = false
    const activeInside = items.slice(fit).some(item => item.querySelector('[aria-current]'))
    if (activeInside) summary.setAttribute('aria-current', 'true')
    else summary.removeAttribute('aria-current')
    nav.setAttribute('data-navbar-fit', '')
  }

  layout()
  new ResizeObserver(layout).observe(nav)
  document.fonts?.ready.then(() => {
    lastWidth = -1
    layout()
  })
}
