import type { Token } from 'markdown-it'
import type {
  AlignType,
  BlockContent,
  Code,
  Heading,
  List,
  ListItem,
  Paragraph,
  RootContent,
  Table,
  TableCell,
  TableRow,
  Text
} from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { unescapeAll } from 'markdown-it/lib/common/utils.mjs'
import { decline } from './decline.js'
import { inlineToMdast, jsxTextElement } from './inline-to-mdast.js'
import type { Locator } from './locator.js'
import { metaOf } from './token-meta.js'

type Node = RootContent
type Context = { tokens: Token[]; locator: Locator; format: 'md' | 'mdx'; source: string }

const startOf = (token: Token) => metaOf(token).start ?? decline(`${token.type} without a start`)
const endOfLast = (children: Node[]) => children[children.length - 1]?.position?.end ?? decline('empty container')

/** Returns the index of the token closing the one at `index` (same level, opposite nesting). */
function closing(tokens: Token[], index: number): number {
  let depth = 0
  for (let at = index; at < tokens.length; at++) {
    depth += tokens[at].nesting
    if (depth === 0) return at
  }
  return decline('unclosed token')
}

function paragraph(context: Context, index: number, close: number): Paragraph {
  const { tokens, locator, format } = context
  const open = tokens[index]
  if (tokens[index + 1].type === 'mdx_jsx_text_open') {
    const children: Paragraph['children'] = []
    for (let at = index + 1; at < close; at++) {
      const token = tokens[at]
      const meta = metaOf(token)
      if (token.type === 'mdx_line_ending')
        children.push({ type: 'text', value: '\n', position: locator.position(meta.start!, meta.end!) })
      else if (token.type === 'mdx_jsx_text_open')
        children.push(jsxTextElement(token, tokens[++at], locator, format) as never)
    }
    return { type: 'paragraph', children, position: locator.position(metaOf(open).start!, metaOf(open).end!) }
  }
  const inline = tokens[index + 1]
  if (format === 'mdx' && /(?:^|\n)[ \t]*(?:import|export)\b/.test(inline.content)) decline('ESM')
  const segments = metaOf(inline).segments ?? decline('paragraph without positions')
  const toSource = (offset: number) => {
    let at = segments.length - 1
    while (at > 0 && segments[at][0] > offset) at--
    return segments[at][1] + offset - segments[at][0]
  }
  // A paragraph runs to the end of its last line, trailing whitespace included (its text does not).
  return {
    type: 'paragraph',
    children: inlineToMdast(inline, locator, format),
    position: locator.position(toSource(0), locator.lineEnd(inline.map![1] - 1))
  }
}

function code(context: Context, token: Token): Code {
  const { locator, source } = context
  const [first, after] = token.map ?? decline('fence without lines')
  const start = startOf(token)
  const closingLine = source.slice(locator.lineStart(after - 1), locator.lineEnd(after - 1)).trim()
  const marker = token.markup
  if (after - 1 === first || !closingLine.startsWith(marker) || closingLine.replaceAll(marker[0], '') !== '')
    decline('unclosed fence')
  // A closing fence indented past the opening one may be code (4 spaces or more in its container): micromark decides.
  if (
    source.slice(locator.lineStart(after - 1), locator.lineEnd(after - 1)).indexOf(marker[0]) >
    start - locator.lineStart(first)
  )
    decline('indented closing fence')
  const info = source.slice(start + marker.length, locator.lineEnd(first)).replace(/^[ \t]+/, '')
  const langEnd = info.search(/[ \t]/)
  const lang = langEnd === -1 ? info : info.slice(0, langEnd)
  const meta = langEnd === -1 ? '' : info.slice(langEnd).replace(/^[ \t]+/, '')
  const value = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content
  return {
    type: 'code',
    lang: lang ? unescapeAll(lang) : null,
    meta: meta ? unescapeAll(meta) : null,
    value,
    position: locator.position(start, locator.lineEnd(after - 1))
  }
}

const ALIGN: Record<string, AlignType> = {
  'text-align:left': 'left',
  'text-align:right': 'right',
  'text-align:center': 'center'
}

function table(context: Context, index: number, close: number): Table {
  const { tokens, locator, format } = context
  const rows: TableRow[] = []
  const align: AlignType[] = []
  for (let at = index; at < close; at++) {
    const token = tokens[at]
    if (token.type === 'tr_open')
      rows.push({
        type: 'tableRow',
        children: [],
        position: locator.position(metaOf(token).start!, metaOf(token).end!)
      })
    else if (token.type === 'th_open' || token.type === 'td_open') {
      if (token.type === 'th_open') align.push(ALIGN[token.attrGet('style') ?? ''] ?? null)
      const inline = tokens[at + 1]
      const cell: TableCell = {
        type: 'tableCell',
        children: inline.content ? inlineToMdast(inline, locator, format) : [],
        position: locator.position(metaOf(token).start!, metaOf(token).end!)
      }
      rows[rows.length - 1].children.push(cell)
    }
  }
  return {
    type: 'table',
    align,
    children: rows,
    position: { start: rows[0].position!.start, end: rows[rows.length - 1].position!.end }
  }
}

/** GFM task list items: `[ ]`/`[x]` opening the first paragraph becomes `checked` and leaves the text. */
function taskItem(item: ListItem) {
  const first = item.children[0]
  if (first?.type !== 'paragraph') return
  const text = first.children[0] as Text | undefined
  if (
    text?.type !== 'text' ||
    !/^\[[ xX]\][ \t]/.test(text.value) ||
    text.position!.start.line !== first.position!.start.line
  )
    return
  if (/^\[[ xX]\][ \t]([ \t]|$)/.test(text.value)) decline('task list item spacing')
  if (text.position!.start.offset !== first.position!.start.offset) decline('task list check position')
  item.checked = text.value[1] !== ' '
  const shift = (point: { line: number; column: number; offset?: number }) => ({
    line: point.line,
    column: point.column + 4,
    offset: point.offset! + 4
  })
  text.value = text.value.slice(4)
  text.position!.start = shift(text.position!.start)
  first.position!.start = { ...text.position!.start }
  if (text.value === '') decline('task list check alone')
}

/** A blank line between two blocks (mdast `spread`: between a list's items, or between an item's children). */
const hasGap = (nodes: Node[]) =>
  nodes.some((node, index) => index > 0 && node.position!.start.line > nodes[index - 1].position!.end.line + 1)

function list(context: Context, index: number, close: number): List {
  const { tokens } = context
  const open = tokens[index]
  const items: ListItem[] = []
  for (let at = index + 1; at < close; at++) {
    const itemClose = closing(tokens, at)
    const children = blocks(context, at + 1, itemClose) as BlockContent[]
    if (!children.length || children[0].position!.start.line !== tokens[at].map![0] + 1)
      decline('list item not starting on its marker line')
    const item: ListItem = {
      type: 'listItem',
      spread: hasGap(children),
      checked: null,
      children,
      position: { start: context.locator.point(startOf(tokens[at])), end: endOfLast(children) }
    }
    taskItem(item)
    items.push(item)
    at = itemClose
  }
  const ordered = open.type === 'ordered_list_open'
  const start = ordered ? Number.parseInt(tokens[index + 1].info, 10) : null
  return {
    type: 'list',
    ordered,
    start,
    spread: hasGap(items),
    children: items,
    position: { start: items[0].position!.start, end: items[items.length - 1].position!.end }
  }
}

/**
 * Converts the block tokens in `[from, to)` to mdast nodes. MDX flow tags open and close
 * `mdxJsxFlowElement`s within one container, as mdast-util-mdx-jsx requires.
 */
export function blocks(context: Context, from: number, to: number): Node[] {
  const { tokens, locator } = context
  const result: Node[] = []
  const elements: MdxJsxFlowElement[] = []
  const add = (node: Node) =>
    elements.length ? elements[elements.length - 1].children.push(node as never) : result.push(node)
  for (let index = from; index < to; index++) {
    const token = tokens[index]
    const close = token.nesting === 1 ? closing(tokens, index) : index
    switch (token.type) {
      case 'paragraph_open':
        add(paragraph(context, index, close))
        break
      case 'heading_open': {
        const [first, after] = token.map!
        const node: Heading = {
          type: 'heading',
          depth: Number(token.tag.slice(1)) as Heading['depth'],
          children: inlineToMdast(tokens[index + 1], locator, context.format),
          position: locator.position(startOf(token), locator.lineEnd(after - 1))
        }
        if (token.markup.startsWith('#') && after !== first + 1) decline('heading spans lines')
        add(node)
        break
      }
      case 'hr':
        add({ type: 'thematicBreak', position: locator.position(startOf(token), locator.lineEnd(token.map![0])) })
        break
      case 'fence':
        add(code(context, token))
        break
      case 'blockquote_open': {
        const children = blocks(context, index + 1, close) as BlockContent[]
        // micromark stretches a list in a block quote over a following `>` line; not reproduced.
        const [first, after] = token.map!
        if (
          children.some(child => child.type === 'list') &&
          Array.from({ length: after - first }, (_, line) =>
            context.source.slice(locator.lineStart(first + line), locator.lineEnd(first + line))
          ).some(text => /^[ \t]*(?:>[ \t]*)+$/.test(text))
        )
          decline('list in a block quote with blank lines')
        // Trailing lines holding only markers (`>`) belong to the block quote: micromark ends it at the end of
        // the last one, so a list item holding it does not look spread over a blank line.
        const end = endOfLast(children)
        add({
          type: 'blockquote',
          children,
          position: {
            start: locator.point(startOf(token)),
            end: end.line < after ? locator.point(locator.lineEnd(after - 1)) : end
          }
        })
        break
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        add(list(context, index, close))
        break
      case 'table_open':
        add(table(context, index, close))
        break
      case 'mdx_esm': {
        const { esm, start, end } = metaOf(token)
        add({
          type: 'mdxjsEsm',
          value: esm!.value,
          data: { estree: esm!.estree },
          position: locator.position(start!, end!)
        } as never)
        break
      }
      case 'mdx_jsx_flow': {
        const { tag, start, end } = metaOf(token)
        if (!tag) return decline('JSX token without a tag')
        if (tag.kind === 'close') {
          const element = elements.pop()
          if (!element || element.name !== tag.name) decline('mismatched closing tag')
          element.position!.end = locator.point(end!)
          break
        }
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: tag.name,
          attributes: tag.attributes,
          children: [],
          position: locator.position(start!, end!)
        }
        add(element)
        if (tag.kind === 'open') elements.push(element)
        break
      }
      default:
        decline(`unsupported block token ${token.type}`)
    }
    index = close
  }
  if (elements.length) decline('unclosed JSX element')
  return result
}
