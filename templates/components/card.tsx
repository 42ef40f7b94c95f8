import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { withBasePathOnce, useRenderContext } from '../context.js'
import { cx } from './class-names.js'

export interface CardProps extends Omit<ComponentProps<'a'>, 'title' | 'href'> {
  title: ReactNode
  href: string
  /** Shown before the title. */
  icon?: ReactNode
  /** Adds a "→" after the title. */
  arrow?: boolean
  /** Nextra 2: the children are an image shown above the title. */
  image?: boolean
  children?: ReactNode
}

/**
 * One link card of `Cards` (Nextra `Card` / `Cards.Card`). Children, usually an image or a short
 * text, show above the title; a root-relative `href` gets the site's base path.
 */
export function Card({ title, href, icon, arrow, image, className, children, ...props }: CardProps): ReactElement {
  const { basePath } = useRenderContext()
  const hasContent = children !== undefined && children !== null && children !== false
  return (
    <a
      {...props}
      href={withBasePathOnce(basePath, href)}
      className={cx('gs-card', hasContent && 'gs-card--with-content', image && 'gs-card--image', className)}
    >
      {hasContent ? <div className="gs-card-content">{children}</div> : null}
      <span className="gs-card-title">
        {icon ? <span className="gs-card-icon">{icon}</span> : null}
        <span className="gs-card-title-text">{title}</span>
        {arrow ? (
          <span className="gs-card-arrow" aria-hidden="true">
            →
          </span>
        ) : null}
      </span>
    </a>
  )
}
