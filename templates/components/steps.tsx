import { useId, type ComponentProps, type CSSProperties, type ReactElement } from 'react'
import { useRenderContext } from '../context.js'
import { cx } from './class-names.js'

/**
 * A numbered walkthrough (Nextra `Steps`): every `###` heading inside becomes a numbered step,
 * numbered by CSS counters so the numbers need no JavaScript and follow the Markdown as written.
 * On a Nextra 4 site every heading level inside is a step (h2–h6; a tab's hidden h3 not), numbered by
 * a counter of its own, as nextra-theme-docs 4 does: a `<Steps>` inside another numbers its own steps,
 * and the outer one's go on after it.
 *
 * @example <Steps>### Install\n\n…\n\n### Configure\n\n…</Steps>
 */
export function Steps({ className, children, style, ...props }: ComponentProps<'div'>): ReactElement {
  const four = useRenderContext().nextra === 4
  const counter = `gs-step-${useId().replace(/[^\w-]/g, '')}`
  const own = four ? ({ counterReset: counter, '--gs-step-counter': counter } as CSSProperties) : undefined
  return (
    <div {...props} className={cx('gs-steps', four && 'gs-steps--all', className)} style={{ ...own, ...style }}>
      {children}
    </div>
  )
}
