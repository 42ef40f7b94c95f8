import type { Blockquote, Paragraph, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'

/** GitHub alert kinds → Callout types (NOTE→info, TIP→default, IMPORTANT→important, WARNING→warning, CAUTION→error). */
export const ALERT_TYPES: Record<string, string> = {
  NOTE: 'info',
  TIP: 'default',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'error'
}

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(\n|$)/i

/** `> [!NOTE]` blockquotes become `<Callout type="info">` with the rest of the quote as content. */
export function remarkGithubAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      const first = node.children[0] as Paragraph | undefined
      const text = first?.type === 'paragraph' ? first.children[0] : undefined
      if (!parent || index === undefined || text?.type !== 'text') return
      const match = MARKER.exec(text.value)
      if (!match) return
      text.value = text.value.slice(match[0].length)
      if (!text.value) first!.children.shift()
      if (first!.children.length === 0) node.children.shift()
      const callout: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: ALERT_TYPES[match[1].toUpperCase()] }],
        children: node.children,
        position: node.position
      }
      parent.children[index] = callout
    })
  }
}
