import type { Element, Root } from 'hast'
import { visit, SKIP } from 'unist-util-visit'

/**
 * Raw HTML in `.md` pages is content, not code: `<script>`, `<style>`-less active elements and
 * `on*` event-handler attributes are dropped (and `javascript:` URLs) unless the config allows raw HTML.
 */
export function rehypeStripUnsafeHtml(options: { allow: boolean }) {
  return (tree: Root) => {
    if (options.allow) return
    visit(tree, 'element', (node: Element, index, parent) => {
      if (['script', 'object', 'embed', 'base'].includes(node.tagName) && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return [SKIP, index]
      }
      for (const key of Object.keys(node.properties)) {
        const value = node.properties[key]
        if (/^on/i.test(key)) delete node.properties[key]
        else if (typeof value === 'string' && /^\s*javascript:/i.test(value)) delete node.properties[key]
      }
      return undefined
    })
  }
}
