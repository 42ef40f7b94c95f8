import type { Element, Root } from 'hast'
import { visit, SKIP } from 'unist-util-visit'

/** Elements that run code or change where the page's URLs point. */
const ACTIVE_ELEMENTS = new Set(['script', 'object', 'embed', 'base'])

/**
 * A URL that runs script. Browsers drop ASCII tabs and newlines inside URLs and ignore leading
 * control characters and spaces, so `jav&#x09;ascript:` is the same URL as `javascript:`.
 */
const isScriptUrl = (value: string): boolean => /^(javascript|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, ''))

/**
 * Raw HTML in `.md` pages is content, not code: `<script>` and other active elements, `on*`
 * event-handler attributes, `srcdoc` documents (they run their own scripts) and `javascript:` URLs
 * are dropped unless the config allows raw HTML.
 */
export function rehypeStripUnsafeHtml(options: { allow: boolean }) {
  return (tree: Root) => {
    if (options.allow) return
    visit(tree, 'element', (node: Element, index, parent) => {
      if (ACTIVE_ELEMENTS.has(node.tagName) && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return [SKIP, index]
      }
      for (const key of Object.keys(node.properties)) {
        const value = node.properties[key]
        if (/^on/i.test(key) || key.toLowerCase() === 'srcdoc') delete node.properties[key]
        else if (typeof value === 'string' && isScriptUrl(value)) delete node.properties[key]
      }
      return undefined
    })
  }
}
