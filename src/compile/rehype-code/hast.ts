import type { Element, ElementContent, Nodes, Properties } from 'hast'

/** Builds a hast element; a tiny stand-in for `hastscript`, which guildsite does not depend on. */
export function h(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children }
}

/** The concatenated text of a hast node, as `textContent` would give it. */
export function toText(node: Nodes): string {
  if (node.type === 'text') return node.value
  if ('children' in node) return node.children.map(child => toText(child as Nodes)).join('')
  return ''
}
