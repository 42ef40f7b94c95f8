import { useContext, type ComponentProps, type ReactElement } from 'react'
import { useRenderContext, withBasePathOnce } from '../context.js'
import { isExternalHref } from '../layout/external-href.js'
import { InsideHeading } from './inside-heading.js'
import { LinkArrow, wantsLinkArrow } from './link-arrow.js'
import { RenderedFromString } from './rendered-from-string.js'

/** True for links that leave the site (http, https or protocol-relative URLs). */
export { isExternalHref } from '../layout/external-href.js'

/**
 * A relative link (`./endpoints`, `../api`) as the browser resolves it on Next's site, where the page
 * is served at its route without a trailing slash: against the route. The pages' own Markdown links
 * are resolved when they compile; this is for MDX compiled from a string while the page renders
 * (`RemoteContent`, `MDXRemote`: conductor's schema descriptions), which guildsite serves at `route/`.
 */
function resolveRelative(href: string, route: string): string {
  if (!href || /^([a-z][a-z\d+.-]*:|[/#?])/i.test(href)) return href
  const url = new URL(href, `http://site${route}`)
  return url.pathname + url.search + url.hash
}

/**
 * Markdown links: links to other sites open in a new tab (and say so to screen readers), like
 * Nextra's; root-relative links get the site's base path. An explicit `target` or `rel` wins. In a
 * heading the screen-reader note is left out (`InsideHeading`). On a Nextra 4 site a Markdown link
 * to another site whose content is text ends in a ↗ (`link-arrow.tsx`).
 */
export function MdxLink({ href, target, rel, children, ...props }: ComponentProps<'a'>): ReactElement {
  const { basePath, localizeRoute, route, linkArrows, hiveLinks } = useRenderContext()
  const inHeading = useContext(InsideHeading)
  const fromString = useContext(RenderedFromString)
  if (href === undefined) return <a {...props}>{children}</a>
  if (!isExternalHref(href)) {
    const resolved = fromString ? resolveRelative(href, route) : href
    return (
      <a
        {...props}
        href={withBasePathOnce(basePath, localizeRoute ? localizeRoute(resolved) : resolved)}
        target={target}
        rel={rel}
      >
        {children}
      </a>
    )
  }
  // Components 9's MDXLink (`useHiveMDXComponents`): a Markdown link to another site opens in this tab, as Next's
  // `Link` its `Anchor` falls back to draws it — no target, ↗ or screen-reader note.
  if (hiveLinks && (props as Record<string, unknown>)['data-md'] !== undefined)
    return (
      <a {...props} href={href} target={target} rel={rel}>
        {children}
      </a>
    )
  const newTab = (target ?? '_blank') === '_blank' && !inHeading
  return (
    <a {...props} href={href} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'}>
      {children}
      {wantsLinkArrow(linkArrows, (props as Record<string, unknown>)['data-md'] !== undefined, children) ? (
        <LinkArrow />
      ) : null}
      {newTab ? <span className="gs-sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
