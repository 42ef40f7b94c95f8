import type { DecorationItem } from 'shiki'
import type { WordHighlight } from './parse-code-meta.js'

/**
 * Turns `/word/` highlights into Shiki decorations that wrap each chosen occurrence in
 * `<mark data-highlighted-chars>`. Shiki splits tokens at the edges, so a word may start or end in
 * the middle of a token. Occurrences are counted over the whole block, left to right, without
 * overlap; where two highlights overlap the first one in the meta wins, because Shiki rejects
 * intersecting decorations.
 */
export function findWordDecorations(code: string, words: readonly WordHighlight[]): DecorationItem[] {
  const taken: Array<[number, number]> = []
  const decorations: DecorationItem[] = []
  for (const { word, occurrences } of words) {
    // A highlight never spans lines: Shiki would then wrap whole lines instead of the word.
    if (word === '' || word.includes('\n')) continue
    let count = 0
    for (let start = code.indexOf(word); start !== -1; start = code.indexOf(word, start + word.length)) {
      count++
      const end = start + word.length
      if (occurrences && !occurrences.has(count)) continue
      if (taken.some(([from, to]) => start < to && from < end)) continue
      taken.push([start, end])
      decorations.push({
        start,
        end,
        tagName: 'mark',
        properties: { dataHighlightedChars: '' },
        alwaysWrap: true
      })
    }
  }
  return decorations
}
