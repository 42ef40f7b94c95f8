import type { ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'

export interface CollapseProps {
  /** Shown when true; a static page has no animation to run. @default false */
  isOpen?: boolean
  /** Nextra's sideways variant (the sidebar). */
  horizontal?: boolean
  className?: string
  children?: ReactNode
}

/**
 * Content shown or hidden by `isOpen` (Nextra `Collapse`). Closed content stays in the page,
 * hidden, as Nextra leaves it in the DOM.
 *
 * @example <Collapse isOpen>Details</Collapse>
 */
export function Collapse({ isOpen = false, horizontal, className, children }: CollapseProps): ReactElement {
  return (
    <div
      className={cx('gs-collapse', horizontal && 'gs-collapse--horizontal', className)}
      hidden={!isOpen || undefined}
    >
      {children}
    </div>
  )
}
