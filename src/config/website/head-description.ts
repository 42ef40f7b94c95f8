// What a Nextra 2/3 theme config's own `head` says the page description is. The theme's `head`
// replaces its default head, so a head without `<meta name="description">` gives pages none.
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
  let found: string | undefined
  const visit = (node: unknown, depth: number): void => {
    if (found !== undefined || depth > 12) return
    if (Array.isArray(node)) return node.forEach(child => visit(child, depth + 1))
    if (!isValidElement(node)) return
    const props = (node.props ?? {}) as { name?: unknown; content?: unknown; children?: unknown }
    if (node.type === 'meta' && props.name === 'description' && typeof props.content === 'string') {
      found = props.content
      return
    }
    visit(props.children, depth + 1)
  }
  visit(head, 0)
  return found ?? ''
}
