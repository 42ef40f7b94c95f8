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

/**
 * Shiki writes `class` as a string; the rest of the pipeline (and hast utilities) expect the
 * `className` array, so the two never end up side by side on one element.
 */
export function normalizeClass(element: Element): void {
  const { class: cls, ...rest } = element.properties
  if (typeof cls !== 'string') return
  element.properties = { className: cls.split(/\s+/).filter(Boolean), ...rest }
}

/** Whether an element has a class, in either of the two shapes above. */
export function hasClass(element: Element, name: string): boolean {
  const { className, class: cls } = element.properties
  if (Array.isArray(className)) return className.includes(name)
  return typeof cls === 'string' && cls.split(/\s+/).includes(name)
}
