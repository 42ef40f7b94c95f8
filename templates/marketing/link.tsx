import type { AnchorHTMLAttributes, ReactElement } from 'react'
import { useRenderContext, withBasePathOnce } from '../context.js'
import type { LinkItem } from './types.js'

/** Where a link is rendered: the site's base path and its deployed origin ('' when unknown). */
export interface LinkEnv {
  basePath: string
  siteUrl?: string
}

/** The attributes a link item turns into. */
export interface ResolvedLink {
  href: string
  target?: '_blank'
  rel?: 'noopener noreferrer'
}

// SPEC "Link behaviour" speaks of absolute http/https hrefs only: `//host` and `mailto:` are not.
const ABSOLUTE_HTTP = /^https?:\/\//i

/** `https://site/a?b#c` → `/a?b#c` when `href` is on the same origin as `siteUrl`, else undefined. */
function sameOriginPath(href: string, siteUrl: string | undefined): string | undefined {
  if (!siteUrl || !ABSOLUTE_HTTP.test(href)) return undefined
  try {
    const url = new URL(href)
    return url.origin === new URL(siteUrl).origin ? url.pathname + url.search + url.hash : undefined
  } catch {
    return undefined
  }
}

/**
 * SPEC "Link behaviour", as a pure function so every link of the shell follows one rule:
 * - `sameSite` reduces an absolute URL of the site's own origin to path, query and hash. The path
 *   is already the full path on that origin, so the base path is not added again;
 * - a root-relative href gets the base path;
 * - `newWindow` opens a new tab (`rel="noopener noreferrer"`) only when the final href is absolute
 *   http(s): a new tab for a page of this very site would only be in the reader's way.
 */
export function resolveLink(item: Pick<LinkItem, 'href' | 'newWindow' | 'sameSite'>, env: LinkEnv): ResolvedLink {
  const reduced = item.sameSite ? sameOriginPath(item.href, env.siteUrl) : undefined
  const href = reduced ?? withBasePathOnce(env.basePath, item.href)
  if (!item.newWindow || !ABSOLUTE_HTTP.test(href)) return { href }
  // noopener: the new page cannot reach back through window.opener; noreferrer: no Referer leak.
  return { href, target: '_blank', rel: 'noopener noreferrer' }
}

export type LinkProps = LinkItem & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'title'> & {
  /** Overrides the render context (the shell renders outside a page's context). */
  env?: LinkEnv
}

/**
 * A link with the SPEC "Link behaviour" (`newWindow`, `sameSite`, base path). Usable in MDX
 * without an import.
 *
 * @example <Link href="https://the-guild.dev/blog" sameSite newWindow>Blog</Link>
 */
export function Link({ href, children, title, newWindow, sameSite, env, ...rest }: LinkProps): ReactElement {
  const context = useRenderContext()
  const resolved = resolveLink({ href, newWindow, sameSite }, env ?? context)
  return (
    <a {...rest} {...resolved} title={title}>
      {children}
      {resolved.target ? <span className="gs-sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
