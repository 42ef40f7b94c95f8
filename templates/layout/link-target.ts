import { opensNewTab } from './external-href.js'

/** Attributes that make a link open in a new tab, or nothing for a same-tab link. */
export interface LinkTarget {
  target?: '_blank'
  rel?: 'noopener noreferrer'
}

/**
 * SPEC "Link behaviour": a link opens in a new tab only when its href is absolute http(s).
 * External links do so unless `newWindow` is explicitly `false`; `newWindow` on an internal
 * route is ignored, because a docs page replacing itself is what readers expect there.
 */
export function linkTarget(href: string | undefined, newWindow?: boolean): LinkTarget {
  if (!opensNewTab(href, newWindow)) return {}
  // noopener: the new page cannot reach back through window.opener; noreferrer: no Referer leak.
  return { target: '_blank', rel: 'noopener noreferrer' }
}
