/**
 * The overlay's place for the company header's links (`[data-site-nav]`, templates/layout/sidebar.tsx)
 * gets a copy of the header's list the first time the overlay opens: the page carries the links
 * once. The copy keeps the header's markup (and so its narrow-screen look) without the ids and
 * data attributes the header's own scripts and labels use.
 */
export function fillSiteNav(): void {
  const place = document.querySelector<HTMLElement>('[data-mobile-nav] [data-site-nav]')
  const header = document.querySelector<HTMLElement>('[data-marketing-header]')
  const list = header?.querySelector('.gs-mh-nav > ul')
  if (!place || !header || !list || place.querySelector('ul')) return
  const copy = list.cloneNode(true) as HTMLElement
  for (const el of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    for (const { name } of [...el.attributes]) if (name.startsWith('data-')) el.removeAttribute(name)
    if (el.id) el.id = `gs-site-nav-${el.id}`
    const labelledBy = el.getAttribute('aria-labelledby')
    if (labelledBy) el.setAttribute('aria-labelledby', `gs-site-nav-${labelledBy}`)
    if (el instanceof HTMLDetailsElement) el.open = false
  }
  const accent = header.style.getPropertyValue('--gs-header-accent')
  if (accent) place.style.setProperty('--gs-header-accent', accent)
  place.append(copy)
}
