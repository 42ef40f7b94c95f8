/**
 * Tables that scroll sideways can be scrolled with the keyboard: a `.gs-table-scroll` box that is
 * narrower than its table gets `tabindex="0"` (and loses it when the window grows), so it takes
 * focus and the arrow keys scroll it (axe: scrollable-region-focusable). Boxes that fit stay out
 * of the tab order.
 */
export function setupScrollRegions(): void {
  const boxes = document.querySelectorAll<HTMLElement>('.gs-table-scroll')
  if (boxes.length === 0) return
  const update = (box: HTMLElement) => {
    if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0
    else box.removeAttribute('tabindex')
  }
  const observer = new ResizeObserver(entries => {
    for (const entry of entries) update(entry.target as HTMLElement)
  })
  for (const box of boxes) {
    update(box)
    observer.observe(box)
  }
}
