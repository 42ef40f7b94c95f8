import type { ComponentProps, ReactElement } from 'react'
import { cx } from './class-names.js'

/**
 * A numbered walkthrough (Nextra `Steps`): every `###` heading inside becomes a numbered step,
 * numbered by CSS counters so the numbers need no JavaScript and follow the Markdown as written.
 *
 * @example <Steps>### Install\n\n…\n\n### Configure\n\n…</Steps>
 */
export function Steps({ className, children, ...props }: ComponentProps<'div'>): ReactElement {
  return (
    <div {...props} className={cx('gs-steps', className)}>
      {children}
    </div>
  )
}
