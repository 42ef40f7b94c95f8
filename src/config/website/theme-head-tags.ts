// What a Nextra 2/3 theme config's own `head` says the page description and the site's name are. The
// theme's `head` replaces its default head, so a head without `<meta name="description">` gives pages none.
import { isValidElement } from 'react'

/**
 * The `content` of the first `<meta name="description">` in a theme config's `head` element; '' when
 * the element has none (Nextra writes no description then); undefined when `head` is a function (what
 * it renders depends on the page: not known here).
 *
 * @example headDescription(<><meta name="description" content="Fast" /></>) // 'Fast'
 */
export function headDescription(head: unknown): string | undefined {
  if (typeof head === 'function') return undefined
  return metaContent(head, meta => meta.name === 'description') ?? ''
}

/**
 * The site's name a theme config's static `head` element gives: its `og:site_name`, else its
 * `og:title` (a head of its own is written once for every page, so its title names the site).
 *
 * @example headSiteName(<meta property="og:title" content="ESLint React" />) // 'ESLint React'
 */
export function headSiteName(head: unknown): string | undefined {
  if (typeof head === 'function') return undefined
  const named = (key: string) =>
    metaContent(head, meta => meta.property === key || meta.name === key)?.trim() || undefined
  return named('og:site_name') ?? named('og:title')
}

/** The `content` of the first `<meta>` in an element tree that `matches`. */
function metaContent(
  head: unknown,
  matches: (meta: { name?: unknown; property?: unknown }) => boolean
): string | undefined {
  let found: string | undefined
  const visit = (node: unknown, depth: number): void => {
    if (found !== undefined || depth > 12) return
    if (Array.isArray(node)) return node.forEach(child => visit(child, depth + 1))
    if (!isValidElement(node)) return
    const props = (node.props ?? {}) as { name?: unknown; property?: unknown; content?: unknown; children?: unknown }
    if (node.type === 'meta' && typeof props.content === 'string' && matches(props)) {
      found = props.content
      return
    }
    visit(props.children, depth + 1)
  }
  visit(head, 0)
  return found
}
