import type { InlineCode, Root } from 'mdast'
import { visit } from 'unist-util-visit'

/** `` `code{:lang}` `` or `` `code{:.token}` ``: the suffix rehype-pretty-code reads on inline code. */
const SUFFIX = /^([\s\S]*\S)\{:(\.?[\w#+.-]+)\}$/

/**
 * Inline code with rehype-pretty-code's language suffix (`` `skipGraphQLConfig: true{:json}` ``, in
 * every Nextra major): Nextra shows the code without the suffix, highlighted in that language (or a
 * theme token's colour, `{:.keyword}`). Here the suffix goes and the language stays on the element
 * (`<code data-language="json">`), the code shown plain as other inline code is.
 */
export function remarkInlineCodeLang() {
  return (tree: Root) => {
    visit(tree, 'inlineCode', (node: InlineCode) => {
      const match = SUFFIX.exec(node.value)
      if (!match) return
      node.value = match[1]!
      const lang = match[2]!
      if (!lang.startsWith('.'))
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'data-language': lang } }
    })
  }
}
