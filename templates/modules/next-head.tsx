// `import Head from 'next/head'`: page-level head tags. guildsite writes the document head from
// the page's front matter and the site config; tags given here are not moved there.
import type { ReactElement, ReactNode } from 'react'

/**
 * `next/head` on a static site: renders nothing in the page body (its children would otherwise
 * show as text). The document's title, description and social tags come from the front matter.
 */
export default function Head(_props: { children?: ReactNode }): ReactElement | null {
  return null
}

/** `defaultHead` of `next/head`: the tags Next adds to every page (charset and viewport), which guildsite writes itself. */
export function defaultHead(): ReactElement[] {
  return []
}

export { Head }
