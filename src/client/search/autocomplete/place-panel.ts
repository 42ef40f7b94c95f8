import type { AutocompleteSettings } from '../../../shared/search/settings.js'

/**
 * Keeps the header box's open panel inside the window: full width under the box, or no wider than
 * the room on the side it opens towards (`panelPlacement`, mirrored right to left).
 */
export function placePanel(
  root: HTMLElement,
  panel: HTMLElement,
  placement: AutocompleteSettings['panelPlacement']
): void {
  const box = root.getBoundingClientRect()
  if (placement === 'full-width') panel.style.top = `${box.bottom + 6}px`
  const rtl = getComputedStyle(root).direction === 'rtl'
  const fromStart = (placement === 'start') !== rtl
  if (placement === 'start' || placement === 'end')
    panel.style.maxWidth = `${Math.max(0, fromStart ? window.innerWidth - box.left - 8 : box.right - 8)}px`
}
