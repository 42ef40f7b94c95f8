/**
 * Table of contents scroll spy: the entry of the section being read gets `aria-current="true"`.
 * The section being read is the last heading above a line a quarter down the viewport (where a
 * heading lands after its TOC link is followed); at the very bottom of the page, the last heading
 * on screen, so the final short sections can be reached too. Its entry in the phone menu's list of the page's
 * headings (`.gs-sidebar-anchors`) is marked too. A TOC's "Scroll to top" (`[data-toc-top]`,
 * Nextra 3 and 4 sites) is enabled from the third entry on, and takes the page and the TOC to their tops.
 */
export function setupToc(): void {
  // The "On this page" above the article (narrow screens) closes once one of its links is followed.
  document.addEventListener('click', event => {
    const link = (event.target as Element | null)?.closest?.('[data-toc-inline] a')
    if (link) link.closest<HTMLDetailsElement>('[data-toc-inline]')!.open = false
  })
  // (Nextra's phone menu lists the page's h2 headings under its item: the one being read is highlighted
  // there too, as its `useActiveAnchor` does — where the heading being read is one of them.)
  const anchors = [...document.querySelectorAll<HTMLAnchorElement>('.gs-sidebar-anchors a[href^="#"]')]
  const toc = [...document.querySelectorAll<HTMLAnchorElement>('.gs-toc-nav a[href^="#"]')]
  const links = toc.length ? toc : anchors
  const entries = links
    .map(link => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null)
  if (entries.length === 0) return
  const top = document.querySelector<HTMLButtonElement>('[data-toc-top]')
  // (Smoothly where motion is welcome: the page's `scroll-behavior` while the button has focus, layout.css.)
  top?.addEventListener('click', () => {
    for (const box of [window, top.closest('.gs-toc-sticky')]) box?.scrollTo(0, 0)
  })
  let active: HTMLAnchorElement | undefined
  let scheduled = false

  const update = () => {
    scheduled = false
    const line = Math.max(100, window.innerHeight / 4)
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    let current: HTMLAnchorElement | undefined
    for (const { link, heading } of entries) {
      const top = heading.getBoundingClientRect().top
      if (top <= line || (atBottom && top < window.innerHeight)) current = link
      else if (!atBottom) break
    }
    if (current === active) return
    active?.removeAttribute('aria-current')
    current?.setAttribute('aria-current', 'true')
    active = current
    for (const anchor of anchors)
      if (anchor.hash === current?.hash) anchor.setAttribute('aria-current', 'true')
      else anchor.removeAttribute('aria-current')
    revealInToc(current)
    if (top) top.disabled = top.toggleAttribute('aria-hidden', entries.findIndex(entry => entry.link === current) < 2)
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(update)
  }
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
  update()
}

/** Keeps the highlighted entry inside the TOC's own scroll area without scrolling the page. */
function revealInToc(link: HTMLElement | undefined): void {
  const scroller = link?.closest<HTMLElement>('.gs-toc-sticky')
  if (!link || !scroller || scroller.scrollHeight <= scroller.clientHeight) return
  const box = scroller.getBoundingClientRect()
  const rect = link.getBoundingClientRect()
  if (rect.top < box.top) scroller.scrollTop -= box.top - rect.top + 16
  else if (rect.bottom > box.bottom) scroller.scrollTop += rect.bottom - box.bottom + 16
}
