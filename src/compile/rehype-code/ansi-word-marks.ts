import type { Element, ElementContent, Text } from 'hast'
import { findWordDecorations } from './find-word-decorations.js'
import type { WordHighlight } from './parse-code-meta.js'

// `/word/` highlights in an ```ansi block (informalsystems/quint's blog, Nextra 4: ```` ```ansi /"goodbye"/ ````).
// Shiki's ANSI tokens leave the escape sequences out, so its decorations (offsets in the source) cannot
// be placed. Nextra's rehype-pretty-code finds a word in each line's text as the reader sees it; this does
// the same: occurrences are counted over the block's visible text (as `findWordDecorations` counts them),
// the tokens are cut at the word's edges, and the word's tokens are wrapped in one
// `<mark data-highlighted-chars>`, as on every other block.

/** Marks the words in Shiki's line elements (`span.line`, one per line), in place. */
export function markAnsiWords(lines: Element[], words: readonly WordHighlight[]): void {
  const texts = lines.map(line => textOf(line))
  const ranges = findWordDecorations(texts.join('\n'), words).map(
    ({ start, end }) => [start as number, end as number] as const
  )
  let offset = 0
  lines.forEach((line, index) => {
    const from = offset
    const to = offset + texts[index]!.length
    offset = to + 1
    const mine = ranges
      .filter(([start, end]) => start >= from && end <= to)
      .map(([start, end]) => [start - from, end - from] as const)
      .sort((a, b) => b[0] - a[0])
    // (Right to left: a cut never moves the offsets of a word to its left.)
    for (const [start, end] of mine) wrap(line, start, end)
  })
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value
  return node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/** Wraps the line's text between two offsets in a mark, cutting the tokens at its edges. */
function wrap(line: Element, start: number, end: number): void {
  cut(line, end)
  cut(line, start)
  let position = 0
  let first = -1
  let last = -1
  line.children.forEach((child, index) => {
    const length = textOf(child).length
    if (position >= start && position + length <= end && length > 0) {
      if (first === -1) first = index
      last = index
    }
    position += length
  })
  if (first === -1) return
  const mark: Element = {
    type: 'element',
    tagName: 'mark',
    properties: { dataHighlightedChars: '' },
    children: line.children.slice(first, last + 1)
  }
  line.children.splice(first, last - first + 1, mark)
}

/** Splits the token (a text, or a span holding one) that the offset falls inside into two tokens. */
function cut(line: Element, at: number): void {
  let position = 0
  for (let index = 0; index < line.children.length; index++) {
    const child = line.children[index]!
    const length = textOf(child).length
    if (at > position && at < position + length) {
      const split = at - position
      const [left, right] = splitToken(child, split)
      line.children.splice(index, 1, left, right)
      return
    }
    position += length
  }
}

function splitToken(token: ElementContent, at: number): [ElementContent, ElementContent] {
  if (token.type === 'text') return [text(token.value.slice(0, at)), text(token.value.slice(at))]
  const value = textOf(token)
  const element = token as Element
  return [
    { ...element, children: [text(value.slice(0, at))] },
    { ...element, properties: { ...element.properties }, children: [text(value.slice(at))] }
  ]
}

const text = (value: string): Text => ({ type: 'text', value })
