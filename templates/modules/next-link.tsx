// `import Link from 'next/link'`: a plain link with the site's base path.
import { cloneElement, isValidElement, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react'
import { anchorAttributes, useSiteHref, type UrlObject } from '../components/href.js'

export interface NextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string | UrlObject
  as?: string | UrlObject
  replace?: boolean
  scroll?: boolean
  shallow?: boolean
  passHref?: boolean
  prefetch?: boolean | 'auto' | null
  locale?: string | false
  /** Next 12 style: the child `<a>` is the link and gets the `href`. */
  legacyBehavior?: boolean
  onNavigate?: unknown
  children?: ReactNode
}

/**
 * `next/link` on a static site: an `<a>` whose root-relative `href` (or `as`, or a URL object)
 * gets the base path and the current locale. With `legacyBehavior`, the child element gets the
 * href instead, as in Next.js.
 *
 * @example <Link href="/docs/quick-start">Quick start</Link>
 */
export default function Link({ href, as, legacyBehavior, children, ...rest }: NextLinkProps): ReactElement {
  const props = anchorAttributes(rest)
  const url = useSiteHref(as ?? href)
  if (legacyBehavior && isValidElement<{ href?: string }>(children)) return cloneElement(children, { href: url })
  return (
    <a {...props} href={url}>
      {children}
    </a>
  )
}

/** Next 15's `useLinkStatus`: no navigation is ever pending on a static page. */
export function useLinkStatus(): { pending: boolean } {
  return { pending: false }
}

export { Link }
