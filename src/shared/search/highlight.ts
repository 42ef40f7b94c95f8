import { tokenize } from './tokenize.js'

/** A piece of text, marked when it is a matched term. Rendered as text nodes and `<mark>` elements. */
export interface Segment {
  text: string
  mark: boolean
}

/**
 * Splits `text` into plain and marked pieces: a word is marked when its index term is one of
 * `matched` (the terms a query matched, prefix and typo matches included). The query itself is
 * never turned into HTML or a regular expression; only the index's own terms are compared.
 */
export function highlight(text: string, matched: readonly string[]): Segment[] {
  const wanted = new Set(matched)
  const segments: Segment[] = []
  let position = 0
  for (const token of tokenize(text)) {
    if (!wanted.has(token.term)) continue
    if (token.start > position) segments.push({ text: text.slice(position, token.start), mark: false })
    segments.push({ text: text.slice(token.start, token.end), mark: true })
    position = token.end
  }
  if (position < text.length) segments.push({ text: text.slice(position), mark: false })
  return segments
}

/**
 * About `length` characters of `text` around its first matched word, cut at word boundaries, with
 * an ellipsis where text was left out; highlighted like `highlight`.
 */
export function snippet(text: string, matched: readonly string[], length = 160): Segment[] {
  if (text.length <= length) return highlight(text, matched)
  const wanted = new Set(matched)
  const first = tokenize(text).find(token => wanted.has(token.term))
  let start = first ? Math.max(0, first.start - Math.floor(length / 4)) : 0
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space === -1 || (first && space >= first.start) ? start : space + 1
  }
  let end = Math.min(text.length, start + length)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > start + length / 2) end = space
  }
  const segments = highlight(text.slice(start, end), matched)
  if (start > 0) segments.unshift({ text: '…', mark: false })
  if (end < text.length) segments.push({ text: '…', mark: false })
  return segments
}
