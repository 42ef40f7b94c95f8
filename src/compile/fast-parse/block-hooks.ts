import type { StateBlock, Token } from 'markdown-it'
import { decline } from './decline.js'
import { metaOf } from './token-meta.js'

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean

/**
 * Where each line of `getLines(begin, end, indent)` starts in the source (replicating markdown-it's
 * `StateBlock#getLines`), as `[contentOffset, sourceOffset]` pairs, with the joined text.
 */
function lineSegments(
  state: StateBlock,
  begin: number,
  end: number,
  indent: number
): { segments: [number, number][]; text: string } {
  const segments: [number, number][] = []
  let text = ''
  for (let line = begin; line < end; line++) {
    // A lazy line (without its container's prefix or indent; markdown-it marks block quote ones
    // with -1): micromark's container positions around them differ.
    if (line > begin && state.sCount[line] < indent) decline('lazy continuation line')
    let lineIndent = 0
    const lineStart = state.bMarks[line]
    let first = lineStart
    const last = line + 1 < end ? state.eMarks[line] + 1 : state.eMarks[line]
    while (first < last && lineIndent < indent) {
      const char = state.src.charCodeAt(first)
      if (char === 0x09) decline('tab in indentation')
      if (char === 0x20 || first - lineStart < state.tShift[line]) lineIndent++
      else break
      first++
    }
    segments.push([text.length, first])
    text += state.src.slice(first, last)
  }
  return { segments, text }
}

/** Segments of trimmed content: the offsets shift by what the trim removed at the start. */
function trimmedSegments(token: Token, segments: [number, number][], text: string): [number, number][] {
  const lead = text.length - text.trimStart().length
  if (text.slice(lead).trimEnd() !== token.content) decline('inline content does not match its lines')
  return segments.map(([content, source]) => [content - lead, source])
}

function annotateParagraph(state: StateBlock, tokens: Token[], indent: number) {
  for (const token of tokens) {
    if (token.type !== 'inline' || !token.map) continue
    const [begin, end] = token.map
    const { segments, text } = lineSegments(state, begin, end, indent)
    metaOf(token).segments = trimmedSegments(token, segments, text)
  }
}

function annotateHeading(state: StateBlock, tokens: Token[], line: number) {
  const inline = tokens.find(token => token.type === 'inline')
  if (!inline) return
  let at = state.bMarks[line] + state.tShift[line]
  while (state.src[at] === '#') at++
  while (state.src[at] === ' ' || state.src[at] === '\t') at++
  if (inline.content && !state.src.startsWith(inline.content, at)) decline('heading content not found')
  metaOf(inline).segments = [[0, at]]
}

function annotateSetext(state: StateBlock, tokens: Token[], startLine: number, indent: number) {
  const inline = tokens.find(token => token.type === 'inline')
  const open = tokens[0]
  if (!inline || !open.map) return
  // The underline is the construct's last line; the content is every line before it.
  const { segments, text } = lineSegments(state, startLine, open.map[1] - 1, indent)
  metaOf(inline).segments = trimmedSegments(inline, segments, text)
}

/** Table cells: split each row's source line on `|` again to find where each cell's text starts. */
function annotateTable(state: StateBlock, tokens: Token[]) {
  for (let index = 0; index < tokens.length; index++) {
    const row = tokens[index]
    if (row.type !== 'tr_open' || !row.map) continue
    const line = row.map[0]
    const lineStart = state.bMarks[line] + state.tShift[line]
    const lineText = state.src.slice(lineStart, state.eMarks[line])
    if (lineText.includes('\\')) decline('backslash in a table row')
    const trimmed = lineText.trimEnd()
    if (!trimmed.startsWith('|') || !trimmed.endsWith('|') || trimmed.length < 2)
      decline('table row without outer pipes')
    const cells: [number, number, number][] = []
    for (let at = 0; at < trimmed.length - 1;) {
      const next = trimmed.indexOf('|', at + 1)
      const raw = trimmed.slice(at + 1, next)
      const lead = raw.length - raw.trimStart().length
      cells.push([lineStart + at, lineStart + at + 1 + lead, lineStart + next])
      at = next
    }
    const cellTokens: Token[] = []
    for (let inner = index + 1; tokens[inner].type !== 'tr_close'; inner++)
      if (tokens[inner].type === 'th_open' || tokens[inner].type === 'td_open') cellTokens.push(tokens[inner])
    if (cellTokens.length !== cells.length) decline('table row with a different cell count')
    let cell = 0
    for (let inner = index + 1; tokens[inner].type !== 'tr_close'; inner++) {
      const token = tokens[inner]
      if (token.type === 'th_open' || token.type === 'td_open') {
        const [start, , end] = cells[cell]
        const last = cell === cells.length - 1
        // The last cell (like the row) runs to the end of the line, trailing whitespace included.
        Object.assign(metaOf(token), { start, end: last ? state.eMarks[line] : end })
      } else if (token.type === 'inline') {
        const [, contentStart, end] = cells[cell++]
        if (state.src.slice(contentStart, end).trim() !== token.content) decline('table cell content mismatch')
        metaOf(token).segments = [[0, contentStart]]
      }
    }
    const rowMeta = metaOf(row)
    rowMeta.start = lineStart
    rowMeta.end = state.eMarks[line]
  }
}

/**
 * Wraps a block rule so each token it produces records where its construct starts in the source
 * (and inline tokens where each of their lines starts), while the state still describes the
 * construct's container (block quotes and list items shift line starts only while they parse).
 */
export function wrapBlockRule(name: string, rule: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const first = state.tokens.length
    const indent = state.blkIndent
    const ok = rule(state, startLine, endLine, silent)
    if (!ok || silent) return ok
    if (name === 'code') decline('indented code')
    if (name === 'html_block') decline('HTML block')
    if (name === 'reference') decline('definition')
    const tokens = state.tokens.slice(first)
    if (name === 'paragraph') annotateParagraph(state, tokens, indent)
    else if (name === 'heading') annotateHeading(state, tokens, startLine)
    else if (name === 'lheading') annotateSetext(state, tokens, startLine, indent)
    else if (name === 'table') annotateTable(state, tokens)
    for (const token of tokens) {
      const meta = metaOf(token)
      if (token.map && meta.start === undefined && token.nesting >= 0)
        meta.start = state.bMarks[token.map[0]] + state.tShift[token.map[0]]
    }
    return ok
  }
}
