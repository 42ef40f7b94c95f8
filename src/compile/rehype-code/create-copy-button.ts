import type { Element, Properties } from 'hast'
import { h } from './hast.js'

const ICON: Properties = {
  viewBox: '0 0 24 24',
  width: '16',
  height: '16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  ariaHidden: 'true',
  focusable: 'false'
}

/**
 * The copy button of a code block. It is inert markup: the client script `src/client/` finds
 * `[data-copy]`, copies the text of the sibling `pre`, and toggles `data-copied` to swap the icons.
 * A fresh tree per call, because later plugins may mutate the nodes they walk.
 */
export function createCopyButton(): Element {
  return h(
    'button',
    { type: 'button', className: ['gs-copy'], dataCopy: '', ariaLabel: 'Copy code', title: 'Copy code' },
    [
      h('svg', { ...ICON, className: ['gs-copy-icon'] }, [
        h('rect', { x: '9', y: '9', width: '13', height: '13', rx: '2', ry: '2' }),
        h('path', { d: 'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1' })
      ]),
      h('svg', { ...ICON, className: ['gs-check-icon'] }, [h('path', { d: 'M20 6 9 17l-5-5' })])
    ]
  )
}
