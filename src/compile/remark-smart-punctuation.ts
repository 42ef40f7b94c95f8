import type { Nodes, Parents, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'

// Nextra 3 and 4 set every page's prose with SmartyPants (remark-smartypants, their last remark
// plugin): straight quotes become curly ones from their neighbours (`don't` → `don’t`, `"x"` →
// `“x”`), `--` an em dash, `...` (or `. . .`) an ellipsis, ``` `` ``` and `''` double quotes. Nextra 2
// does not. This is our own implementation of those rules, applied where Nextra applies them:
// - quotes are decided over the text of the whole page at once, so a quote before a link or bold
//   text closes after it; inline code counts as a word there and is never changed; a paragraph,
//   heading or table cell starts as after a space;
// - dashes, ellipses and backticks are replaced within each text node;
// - code, raw HTML, expressions and the text of `<style>`/`<script>` are left alone.
// A changed text node keeps its author's text in `data.straight`: heading ids are slugged from it,
// as Nextra slugs them before this runs.

type Kind = 'word' | 'space' | 'mark'
interface Token {
  kind: Kind
  start: number
  end: number
}

const WORD = /[\p{L}\p{N}\p{M}]/u
const SPACE = /\s/u
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell'])
const IGNORED = new Set(['style', 'script'])
const OPEN = ['“', '‘']
const CLOSE = ['”', '’']

const kindOf = (char: string): Kind => (SPACE.test(char) ? 'space' : WORD.test(char) ? 'word' : 'mark')

/** Words, runs of white space, and runs of one punctuation or symbol character. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const char of text) {
    const at = tokens.length ? tokens[tokens.length - 1].end : 0
    const kind = kindOf(char)
    const last = tokens[tokens.length - 1]
    if (last && last.kind === kind && (kind !== 'mark' || text[last.start] === char)) last.end += char.length
    else tokens.push({ kind, start: at, end: at + char.length })
  }
  return tokens
}

/** The text with its straight quotes made curly (same length: one character for one). */
export function curlQuotes(text: string): string {
  if (!/["']/.test(text)) return text
  // (UTF-16 units: the tokens' offsets are; every quote is one unit, curly or straight.)
  const chars = text.split('')
  const tokens = tokenize(text)
  const value = (token: Token | undefined) => (token ? chars.slice(token.start, token.end).join('') : '')
  tokens.forEach((token, index) => {
    const quote = value(token)
    if (token.kind !== 'mark' || (quote !== '"' && quote !== "'")) return
    const which = quote === '"' ? 0 : 1
    const previous = tokens[index - 1]
    const next = tokens[index + 1]
    const nextNext = tokens[index + 2]
    const nextValue = value(next)
    let curled: string
    if (next?.kind === 'mark' && nextNext?.kind !== 'word') curled = CLOSE[which]
    else if (next?.kind === 'mark' && (nextValue === '"' || nextValue === "'") && nextNext?.kind === 'word') {
      // `"'Quoted' words"`: both open.
      curled = OPEN[which]
      chars[next.start] = OPEN[nextValue === '"' ? 0 : 1]
    } else if (next && /^\d\ds$/.test(nextValue))
      curled = CLOSE[which] // the '80s
    else if (previous && previous.kind !== 'word' && next?.kind === 'word') curled = OPEN[which]
    else if (previous?.kind === 'word') curled = CLOSE[which]
    else if (!next || next.kind === 'space' || (quote === "'" && nextValue === 's')) curled = CLOSE[which]
    else curled = OPEN[which]
    chars[token.start] = curled
  })
  return chars.join('')
}

/** `--` → em dash, a run of three or more dots → ellipsis, ``` `` ```/`''` → “/” (each a run of its own). */
export function smartDashes(text: string): string {
  if (!/--|\.\.\.|``|''/.test(text)) return text
  return tokenize(text)
    .map(token => {
      const value = text.slice(token.start, token.end)
      if (token.kind !== 'mark') return value
      if (value === '--') return '—'
      if (value === '``') return '“'
      if (value === "''") return '”'
      return /^\.{3,}$/.test(value) ? '…' : value
    })
    .join('')
}

/** The text of a node as its author wrote it (before {@link remarkSmartPunctuation}). */
export function straightText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string')
    return (node.data as { straight?: string } | undefined)?.straight ?? node.value
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? ''
  return 'children' in node ? (node.children as Nodes[]).map(straightText).join('') : ''
}

export function remarkSmartPunctuation() {
  return (tree: Root) => {
    const texts: { node: Text; start: number }[] = []
    let all = ''
    visit(tree, (node, _index, parent: Parents | undefined) => {
      if (!parent) return
      if (parent.type === 'mdxJsxTextElement' && IGNORED.has(parent.name ?? '')) return
      if (node.type === 'text') {
        texts.push({ node, start: all.length })
        all += node.value
      } else if (node.type === 'inlineCode') all += 'A'.repeat(node.value.length)
      else if (BLOCKS.has(node.type)) all += ' '
    })
    const curled = curlQuotes(all)
    for (const { node, start } of texts) {
      const value = smartDashes(curled.slice(start, start + node.value.length))
      if (value === node.value) continue
      node.data = { ...node.data, straight: node.value } as Text['data']
      node.value = value
    }
  }
}
