import type { ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'

export interface BleedProps {
  /** Span the whole viewport width instead of slightly wider than the text column. */
  full?: boolean
  className?: string
  children?: ReactNode
}

/**
 * Content that breaks out of the text column (Nextra `Bleed`), for wide images, demos and embeds.
 *
 * @example <Bleed full><img src="/banner.png" alt="" /></Bleed>
 */
export function Bleed({ full = false, className, children }: BleedProps): ReactElement {
  return <div className={cx('gs-bleed', full && 'gs-bleed--full', className)}>{children}</div>
}
