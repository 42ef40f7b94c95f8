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

/** `https://host/a?b#c` → `/a?b#c`, whatever the host; undefined for anything else. */
function pathOfAbsolute(href: string): string | undefined {
  if (!ABSOLUTE_HTTP.test(href)) return undefined
  try {
    const url = new URL(href)
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}

/** True when `href` is an absolute http(s) URL on the origin of `siteUrl` (the deployed site). */
export function onSiteOrigin(href: string, siteUrl: string | undefined): boolean {
  if (!siteUrl || !ABSOLUTE_HTTP.test(href)) return false
  try {
    return new URL(href).origin === new URL(siteUrl).origin
  } catch {
    return false
  }
}

/**
 * The `sameSite` the shell's own links (header, menus, footer, ecosystem panel, company logo) are
 * rendered with: the item's own flag when it has one, else whether the href is on the origin the
 * site is deployed on. So the company's default links (catalogue, about, blog …) are written as
 * paths on https://the-guild.dev and stay absolute on any other host or without a `siteUrl`.
 */
export function shellSameSite(item: Pick<LinkItem, 'href' | 'sameSite'>, env: LinkEnv): boolean {
  return item.sameSite ?? onSiteOrigin(item.href, env.siteUrl)
}

/**
 * SPEC "Link behaviour", as a pure function so every link of the shell follows one rule:
 * - `sameSite` reduces any absolute http(s) URL to its path, query and hash (SPEC: "reduces an
 *   absolute URL to its path, query and hash"), whatever its origin. An off-site URL therefore
 *   becomes a path on the host that serves this site (`https://github.com/org` → `/org`): set
 *   `sameSite` only on URLs of the site's own origin. The path is already the full path on that
 *   origin, so the base path is not added again;
 * - a root-relative href gets the base path;
 * - `newWindow` opens a new tab (`rel="noopener noreferrer"`) only when the final href is absolute
 *   http(s): a new tab for a page of this very site would only be in the reader's way.
 */
export function resolveLink(item: Pick<LinkItem, 'href' | 'newWindow' | 'sameSite'>, env: LinkEnv): ResolvedLink {
  const reduced = item.sameSite ? pathOfAbsolute(item.href) : undefined
  const href = reduced ?? withBasePathOnce(env.basePath, item.href)
  if (!item.newWindow || !ABSOLUTE_HTTP.test(href)) return { href }
  // noopener: the new page cannot reach back through window.opener; noreferrer: no Referer leak.
  return { href, target: '_blank', rel: 'noopener noreferrer' }
}

export type LinkProps = LinkItem &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'title'> & {
    /** Overrides the render context (the shell renders outside a page's context). */
    env?: LinkEnv
  }

/**
 * A link with the SPEC "Link behaviour" (`newWindow`, `sameSite`, base path). Usable in MDX
 * without an import. `sameSite` keeps only the path, query and hash of any absolute URL: on an
 * off-site URL it sends the reader to that path on this site's host, so use it for links to the
 * site's own origin only.
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
