import type { ComponentProps, CSSProperties, ReactElement } from 'react'
import { Card } from './card.js'
import { cx } from './class-names.js'

export interface CardsProps extends ComponentProps<'div'> {
  /** Cards per row on a wide screen; narrower screens wrap to fewer. @default 3 */
  num?: number
}

function CardsRoot({ num = 3, className, style, children, ...props }: CardsProps): ReactElement {
  // The column count is a custom property so the CSS keeps the responsive minimum card width.
  const columns = { ...style, '--gs-cards-columns': num } as CSSProperties
  return (
    <div {...props} className={cx('gs-cards', className)} style={columns}>
      {children}
    </div>
  )
}

/**
 * A responsive grid of link cards (Nextra `Cards`).
 *
 * @example <Cards num={2}><Cards.Card title="Quick start" href="/docs" arrow /></Cards>
 */
export const Cards = Object.assign(CardsRoot, { Card, displayName: 'Cards' })
