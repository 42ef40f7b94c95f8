import type { AnchorHTMLAttributes, ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'
import { anchorAttributes, useSiteHref, type UrlObject } from './href.js'

/** `ILink` of `@theguild/components`: the props of `next/link` plus these. */
export interface AnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href?: string | UrlObject
  children?: ReactNode
  /** Open an absolute http(s) link in a new tab. */
  newWindow?: boolean
  /** `href` is an absolute URL of this very site: keep its path, query and hash only. */
  sameSite?: boolean
  // next/link props that mean nothing on a static page.
  as?: string | UrlObject
  replace?: boolean
  scroll?: boolean
  shallow?: boolean
  passHref?: boolean
  prefetch?: boolean | null
  locale?: string | false
  legacyBehavior?: boolean
}

const HTTP = /^https?:\/\//i

function sameSitePath(href: string): string {
  try {
    const url = new URL(href)
    return url.pathname + url.search + url.hash
  } catch {
    return href
  }
}

/**
 * The Guild's link (`@theguild/components` `Anchor`, Nextra 4 `Anchor`): site links get the base
 * path; `newWindow` opens an absolute http(s) link in a new tab, saying so to screen readers.
 *
 * @example <Anchor href="https://github.com/ardatan/fets" newWindow>GitHub</Anchor>
 */
export function Anchor({ href = '', newWindow, sameSite, className, children, ...rest }: AnchorProps): ReactElement {
  const props = anchorAttributes(rest)
  const raw = typeof href === 'string' && sameSite ? sameSitePath(href) : href
  const url = useSiteHref(raw)
  const newTab = newWindow && HTTP.test(url)
  return (
    <a
      {...props}
      href={url}
      className={cx('gs-link', className)}
      {...(newTab && { target: '_blank', rel: props.rel ?? 'noreferrer' })}
    >
      {children}
      {newTab ? <span className="gs-sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}

export interface ButtonProps extends AnchorProps {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary'
}

/**
 * A link drawn as a button (`@theguild/components` `Button`, used by the heroes).
 *
 * @example <Button href="/docs">Get started</Button>
 */
export function Button({ variant = 'primary', className, ...props }: ButtonProps): ReactElement {
  return (
    <Anchor
      {...props}
      className={cx(
        'gs-button',
        variant === 'secondary' ? 'gs-button--secondary' : 'gs-button--primary gs-button--cyan',
        className
      )}
    />
  )
}
