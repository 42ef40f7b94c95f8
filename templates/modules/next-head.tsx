// `import Head from 'next/head'`: page-level head tags.
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'

/** What React 19 moves into the document's `<head>` wherever it is rendered. */
const HOISTED = new Set(['meta', 'link'])

function headTags(children: ReactNode): ReactElement[] {
  return Children.toArray(children).flatMap(child => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return []
    if (child.type === Fragment) return headTags(child.props.children)
    return typeof child.type === 'string' && HOISTED.has(child.type) ? [child] : []
  })
}

/**
 * `next/head` on a static site: its `<meta>` and `<link>` children go into the document head (React
 * hoists them there while the page is rendered). The `<title>` is the page's own (front matter or
 * first heading, written by the layout), and scripts or styles are left out: nothing of them shows
 * in the page body.
 */
export default function Head({ children }: { children?: ReactNode }): ReactElement {
  return <>{headTags(children)}</>
}

/** `defaultHead` of `next/head`: the tags Next adds to every page (charset and viewport), which guildsite writes itself. */
export function defaultHead(): ReactElement[] {
  return []
}

export { Head }
