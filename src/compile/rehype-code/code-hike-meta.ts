import type { ColumnMark, WordHighlight } from './code-meta-types.js'

// Code Hike 0.9's annotations in a fence's meta (```` ```js app.js focus=3:10 ````, `mark=2:4`,
// `mark=1[10:14]`), which `@code-hike/mdx`'s remark plugin reads on every code block of a site that
// gives it to Nextra (keaganaut/docs-nextra): focused lines at full opacity and the others at Code
// Hike's 0.33; marked lines as a highlighted line (`{2-4}`), marked columns as a `/word/`.

/**
 * Lines and line columns of a Code Hike range list: `2`, `2:4`, `1,3:5`, `1[10:14]`, `1[3:5,8:9]`
 * (1-based, inclusive). Pieces that are not ranges are skipped, as with Nextra's own ranges.
 */
export function parseCodeHikeRanges(text: string): { lines: Set<number>; columns: ColumnMark[] } {
  const lines = new Set<number>()
  const columns: ColumnMark[] = []
  for (const match of text.matchAll(/(\d+)(?::(\d+))?(?:\[([^\]]*)\])?/g)) {
    const start = Number(match[1])
    if (match[3] !== undefined) {
      for (const piece of match[3].split(',')) {
        const span = /^\s*(\d+)(?::(\d+))?\s*$/.exec(piece)
        if (span) columns.push({ line: start, from: Number(span[1]), to: Number(span[2] ?? span[1]) })
      }
      continue
    }
    const end = match[2] === undefined ? start : Number(match[2])
    // (Capped as Nextra's ranges are: `1:99999999` cannot exhaust memory.)
    for (let n = start; n <= Math.min(end, start + 10_000); n++) lines.add(n)
  }
  return { lines, columns }
}

/**
 * Marked columns as the `/word/` highlights that mark them: the text at the columns and which of its
 * occurrences (counted over the block left to right, without overlap, as `findWordDecorations` counts)
 * starts there. Columns past their line's end, or inside an earlier occurrence, are left out.
 */
export function columnWords(code: string, marks: readonly ColumnMark[]): WordHighlight[] {
  const lines = code.split('\n')
  const words: WordHighlight[] = []
  for (const { line, from, to } of marks) {
    const text = lines[line - 1]
    if (text === undefined || from < 1 || to < from) continue
    const word = text.slice(from - 1, to)
    if (!word) continue
    const offset = lines.slice(0, line - 1).reduce((sum, previous) => sum + previous.length + 1, 0) + from - 1
    let count = 0
    for (
      let start = code.indexOf(word);
      start !== -1 && start <= offset;
      start = code.indexOf(word, start + word.length)
    ) {
      count++
      if (start === offset) words.push({ word, occurrences: new Set([count]) })
    }
  }
  return words
}

/**
 * Code Hike's file name of a block: the first word of its meta that is neither `key=value` nor
 * `{…}`, `/word/` or quoted, nor one of Nextra's flags (```` ```js app.js focus=2 ```` → `app.js`);
 * undefined without one.
 */
export function codeHikeFileName(meta: string | null | undefined): string | undefined {
  const word = meta?.trim().split(/\s+/)[0]
  if (!word || /[="]/.test(word) || word.startsWith('{') || word.startsWith('/')) return undefined
  return /^(?:npm2yarn|copy|twoslash|showLineNumbers)(?:\{|$)/.test(word) ? undefined : word
}
