import type { InlineCode, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

// rehype-pretty-code's inline code syntax, which Nextra 2, 3 and 4 compile with: `` `block(){:jsx}` ``
// is the code `block()` in the language jsx, `` `value{:.token}` `` the code in a theme token's colour.
// The reader sees the code without its `{:…}` suffix, whatever the name (an unknown language is plain
// text there); `` `x\{:jsx}` `` keeps `{:jsx}` as written. (Headings keep the suffix in their ids, as
// Nextra's are slugged from the text as written: this runs after remark-heading-ids.) The language is on
// `data-language`; guildsite does not colour inline code.
const SUFFIX = /^(.*?)\{:([a-zA-Z.-]+)\}$/s
const ESCAPED = /\\(\{:[a-zA-Z.-]+\})$/

/** Inline code as the reader sees it: without its `{:lang}` suffix (the TOC's entries: remark-heading-ids.ts). */
export function shownInlineCode(value: string): string {
  if (ESCAPED.test(value)) return value.replace(ESCAPED, '$1')
  return SUFFIX.exec(value)?.[1] ?? value
}

/**
 * Takes the `{:lang}` / `{:.token}` suffix off inline code, as rehype-pretty-code does.
 *
 * @example `` `mount(){:jsx}` `` → `<code data-language="jsx">mount()</code>`
 */
export function remarkInlineCodeLanguage() {
  return (tree: Root, file: VFile) => {
    // (Most pages have no suffix anywhere: no walk for them.)
    if (!String(file.value).includes('{:')) return
    visit(tree, 'inlineCode', (node: InlineCode) => {
      if (ESCAPED.test(node.value)) {
        node.value = node.value.replace(ESCAPED, '$1')
        return
      }
      const match = SUFFIX.exec(node.value)
      if (!match) return
      const [, code, language] = match as unknown as [string, string, string]
      node.value = code
      if (!language.startsWith('.')) {
        const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> }
        data.hProperties = { ...data.hProperties, 'data-language': language }
      }
    })
  }
}
