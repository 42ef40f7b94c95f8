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

/** `> [!NOTE]` blockquotes become `<Callout type="info">` with a bold **Note** and the rest of the quote as content. */
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
      // Nextra 4 opens the callout with the alert's name in bold ("Note"); Nextra 2 and 3 show the
      // quote with its `[!NOTE]` marker: the word is there in every major.
      const kind = match[1].toLowerCase()
      const title: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'b',
        attributes: [],
        children: [{ type: 'text', value: kind[0].toUpperCase() + kind.slice(1) }]
      } as unknown as MdxJsxFlowElement
      const callout: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: ALERT_TYPES[match[1].toUpperCase()] }],
        children: [title, ...node.children],
        position: node.position
      }
      parent.children[index] = callout
    })
  }
}
