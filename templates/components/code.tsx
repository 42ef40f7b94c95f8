import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'

/**
 * Inline code (Nextra `Code`). `data-language` is kept for styling, as Nextra does.
 *
 * @example <Code>npm i graphql-yoga</Code>
 */
export function Code({ className, children, ...props }: ComponentProps<'code'>): ReactElement {
  return (
    <code {...props} className={cx('gs-inline-code', className)}>
      {children}
    </code>
  )
}

export interface PreProps extends ComponentProps<'pre'> {
  /** A title shown above the block (Nextra's `filename`). */
  filename?: ReactNode
  'data-filename'?: string
  /** Ask for a copy button (any value but `false`). */
  hasCopyCode?: boolean
  'data-copy'?: string
  'data-language'?: string
  'data-theme'?: string
}

/**
 * A code block written with JSX (Nextra `Pre`), framed like a highlighted Markdown block: a title
 * from `filename` / `data-filename`, a copy button when asked for (`data-copy` / `hasCopyCode`),
 * drawn by the same client script as every code block.
 *
 * @example <Pre data-filename="Terminal" data-copy=""><code>npm i graphql-yoga</code></Pre>
 */
export function Pre({ filename, hasCopyCode, className, children, ...props }: PreProps): ReactElement {
  const { 'data-filename': dataFilename, 'data-copy': dataCopy, 'data-theme': _theme, ...rest } = props
  const title = filename ?? dataFilename
  const copy = hasCopyCode === true || (hasCopyCode === undefined && dataCopy !== undefined)
  return (
    <figure className="gs-code gs-code--jsx" data-language={props['data-language']}>
      {title ? <figcaption className="gs-code-title">{title}</figcaption> : null}
      {/* `data-copy` on the pre asks the copy-button script for a button (as PackageCmd does). */}
      <pre {...rest} className={cx('shiki', className)} data-copy={copy ? '' : undefined}>
        {children}
      </pre>
    </figure>
  )
}
