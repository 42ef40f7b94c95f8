// The new-tab rule of SPEC "Link behaviour", in one place for the templates (link-target.ts, the
// MDX link) and the browser (src/client/sidebar-markup.ts): plain data, no React.

// `//host/path` is external too: it only borrows the page's scheme.
const EXTERNAL = /^(?:https?:)?\/\//i

/** An absolute http(s) or protocol-relative href: it leaves the site. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href)
}

/**
 * A link opens in a new tab only when its href leaves the site, and then unless `newWindow` is
 * explicitly `false`; `newWindow` on an internal route is ignored.
 */
export function opensNewTab(href: string | undefined, newWindow?: boolean): boolean {
  return href !== undefined && isExternalHref(href) && newWindow !== false
}
