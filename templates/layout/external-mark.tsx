import type { ReactElement } from 'react'
import { ExternalIcon } from './icons.js'

/**
 * The ↗ after a link that opens another site in a new tab, plus the same fact in words for
 * screen readers (the icon itself is aria-hidden).
 */
export function ExternalMark(): ReactElement {
  return (
    <>
      <ExternalIcon className="gs-external-icon" />
      <span className="gs-sr-only"> (opens in a new tab)</span>
    </>
  )
}
