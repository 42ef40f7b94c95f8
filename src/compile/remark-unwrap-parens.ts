import type { Root } from 'mdast'

type Json = { [key: string]: unknown }

const isParenthesized = (value: unknown): value is { expression: unknown } =>
  typeof value === 'object' && value !== null && (value as Json).type === 'ParenthesizedExpression'

/** Replaces every `ParenthesizedExpression` in an estree by its inner expression (iteratively: depth is unbounded). */
function unwrapParens(root: unknown): void {
  const stack: unknown[] = [root]
  while (stack.length) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    const record = node as Json
    for (const key of Object.keys(record)) {
      if (key === 'loc' || key === 'range' || key === 'position') continue
      let value = record[key]
      while (isParenthesized(value)) value = value.expression
      record[key] = value
      if (typeof value === 'object' && value !== null) stack.push(value)
    }
  }
}

/**
 * MDX parses expressions with acorn's `preserveParens` and removes the parentheses again, but only
 * one level: `{((a))}` keeps a `ParenthesizedExpression` that the code generator cannot print, and
 * the compile crashes instead of producing `a`. Removing them all before that keeps valid MDX valid.
 */
export function remarkUnwrapParens() {
  return (tree: Root) => {
    const stack: unknown[] = [tree]
    while (stack.length) {
      const node = stack.pop() as {
        data?: { estree?: unknown }
        attributes?: unknown[]
        value?: unknown
        children?: unknown[]
      }
      if (node.data?.estree) unwrapParens(node.data.estree)
      for (const attribute of (node.attributes ?? []) as {
        data?: { estree?: unknown }
        value?: { data?: { estree?: unknown } }
      }[]) {
        if (attribute.data?.estree) unwrapParens(attribute.data.estree)
        if (typeof attribute.value === 'object' && attribute.value?.data?.estree)
          unwrapParens(attribute.value.data.estree)
      }
      if (Array.isArray(node.children)) stack.push(...node.children)
    }
  }
}
