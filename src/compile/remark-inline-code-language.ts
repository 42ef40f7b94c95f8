import type { InlineCode, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { resolveLanguage } from './rehype-code/resolve-language.js'

// rehype-pretty-code's inline code syntax, which Nextra 2, 3 and 4 compile with: `` `block(){:jsx}` ``
// is the code `block()` in the language jsx, `` `value{:.token}` `` the code in a theme token's colour.
// The reader sees the code without its `{:…}` suffix. (Headings keep it in their ids, as Nextra's are
// slugged from the text as written: this runs after remark-heading-ids.) The language is on
// `data-language`; guildsite does not colour inline code.
const SUFFIX = /^(.+?)\{:(\.?[\w.+#-]+)\}$/s

/**
 * Takes the `{:lang}` / `{:.token}` suffix off inline code whose language Shiki knows (or that names a
 * token), as rehype-pretty-code does; anything else stays as written.
 *
 * @example `` `mount(){:jsx}` `` → `<code data-language="jsx">mount()</code>`
 */
export function remarkInlineCodeLanguage() {
  return (tree: Root) => {
    visit(tree, 'inlineCode', (node: InlineCode) => {
      const match = SUFFIX.exec(node.value)
      if (!match) return
      const [, code, language] = match as unknown as [string, string, string]
      const token = language.startsWith('.')
      if (!token && !resolveLanguage(language).known) return
      node.value = code
      if (!token) {
        const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> }
        data.hProperties = { ...data.hProperties, 'data-language': language }
      }
    })
  }
}
