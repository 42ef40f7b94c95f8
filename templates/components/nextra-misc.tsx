// The small Nextra components that have no guildsite counterpart of their own.
import type { ComponentProps, ComponentType, ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'
import { mdxElements } from './mdx-elements.js'

/** Nextra 4 `Details` / `Summary`: the same as `<details>` / `<summary>` in Markdown. */
export const Details = mdxElements.details
export const Summary = mdxElements.summary

/** Nextra's `Button`: a plain button (a link drawn as a button is `@theguild/components`' `Button`). */
export function NextraButton({ className, type = 'button', ...props }: ComponentProps<'button'>): ReactElement {
  return <button {...props} type={type} className={cx('gs-nextra-button', className)} />
}

/** Nextra's `CopyToClipboard`: a copy button; the copy-code script copies the enclosing block. */
export function CopyToClipboard({
  className,
  ...props
}: ComponentProps<'button'> & { getValue?: () => string }): ReactElement {
  const { getValue: _getValue, ...rest } = props as { getValue?: unknown } & ComponentProps<'button'>
  return <button {...rest} type="button" className={cx('gs-copy', className)} data-copy="" aria-label="Copy code" />
}

/** Nextra's `SkipNavLink`: the layout already starts with a skip link; a page's own renders as one too. */
export function SkipNavLink({ children = 'Skip to content', className, ...props }: ComponentProps<'a'>): ReactElement {
  return (
    <a href="#nextra-skip-nav" {...props} className={cx('gs-sr-only', className)}>
      {children}
    </a>
  )
}

/** Nextra's `SkipNavContent`: the target of `SkipNavLink`. */
export function SkipNavContent(props: ComponentProps<'div'>): ReactElement {
  return <div id="nextra-skip-nav" {...props} />
}

/** Nextra's `ImageZoom`: the image (zooming is not offered on a static page). */
export function ImageZoom(props: ComponentProps<'img'>): ReactElement {
  const Img = mdxElements.img as ComponentType<ComponentProps<'img'>>
  return <Img {...props} />
}

/** Nextra's `MathJax` (inline or block): the TeX source kept readable; `latex` math is rendered at compile time. */
export function MathJax({ inline, children }: { inline?: boolean; children?: ReactNode }): ReactElement {
  return inline ? <span className="gs-math">{children}</span> : <div className="gs-math">{children}</div>
}

/** Nextra's `MathJaxContext`: its children. */
export function MathJaxContext({ children }: { children?: ReactNode; config?: unknown }): ReactElement {
  return <>{children}</>
}

function PopupRoot({ children }: { children?: ReactNode }): ReactElement {
  return <span className="gs-popup">{children}</span>
}
function PopupButton({ children, className, ...props }: ComponentProps<'button'>): ReactElement {
  return (
    <button type="button" {...props} className={cx('gs-popup-button', className)}>
      {children}
    </button>
  )
}
function PopupPanel({ children, className }: { children?: ReactNode; className?: string }): ReactElement {
  return (
    <span className={cx('gs-popup-panel', className)} hidden>
      {children}
    </span>
  )
}
/** Nextra 4 `Popup` (with `Popup.Button`, `Popup.Panel`): the button, with the panel kept hidden. */
export const Popup = Object.assign(PopupRoot, { Button: PopupButton, Panel: PopupPanel, displayName: 'Popup' })

export interface SelectProps {
  options: readonly { id: string; name: ReactNode }[]
  selectedOption?: ReactNode
  title?: string
  className?: string
  onChange?: (id: string) => void
}

/** Nextra 4 `Select`: the selected option's name (the menu opens in the browser only in Nextra). */
export function Select({ selectedOption, title, className }: SelectProps): ReactElement {
  return (
    <button type="button" title={title} className={cx('gs-nextra-button', className)}>
      {selectedOption}
    </button>
  )
}

/** Nextra 4 `withIcons(Component)`: the component as it is (icons in code blocks come from the highlighter). */
export function withIcons<T>(Component: T): T {
  return Component
}

/** Nextra 4 `withGitHubAlert(fn, Blockquote)`: the blockquote as it is (GitHub alerts are Callouts at compile time). */
export function withGitHubAlert<T>(_fn: unknown, Component: T): T {
  return Component
}
