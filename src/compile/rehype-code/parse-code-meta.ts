import { parseCodeHikeRanges } from './code-hike-meta.js'
import type { ColumnMark, WordHighlight } from './code-meta-types.js'
import { parseRanges } from './parse-ranges.js'

export type { ColumnMark, WordHighlight } from './code-meta-types.js'

/** What a fence's meta string asks for, e.g. ```` ```ts filename="a.ts" {1,3-5} /foo/ showLineNumbers ````. */
export interface CodeMeta {
  /** `filename="…"` (or rehype-pretty-code's `title="…"`): shown in a title bar above the code. */
  filename?: string
  /** `{1,3-5}`: 1-based lines that get `data-highlighted-line`. */
  highlightLines: Set<number>
  /** `/word/` or `"word"`, optionally `/word/2` or `/word/1-3` to pick occurrences (1-based). */
  highlightWords: WordHighlight[]
  /** `showLineNumbers` or `showLineNumbers=10` / `showLineNumbers{10}`: the first line's number. */
  lineNumbersStart?: number
  /** False for `copy=false`. */
  copy: boolean
  /** `npm2yarn`: show npm / pnpm / yarn / bun tabs. */
  npm2yarn: boolean
  /** Code Hike's `focus=2,4:6`: the lines in focus, the others dimmed (`code-hike-meta.ts`). */
  focusLines?: Set<number>
  /** Code Hike's `mark=1[10:14]`: columns of a line marked as a `/word/` is. */
  markColumns?: ColumnMark[]
}

// One token of the meta string, tried in this order at each position:
//   key=value (double, single or no quotes) | {ranges} | /word/ranges | "word"ranges | bare word
const TOKEN =
  /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S*))|\{([^}]*)\}(?:#[\w-]+)?|\/((?:[^/]|\/(?!(?:[\d,-]*)(?:#[\w-]+)?(?:\s|$)))+)\/([\d,-]*)(?:#[\w-]+)?|"([^"]+)"([\d,-]*)|(\S+)/g

/**
 * Parses the meta string of a code fence with Nextra's (rehype-pretty-code's) syntax. Unknown
 * tokens are ignored, as Nextra does, so that existing docs build unchanged.
 *
 * `nextraFilename`: a site that follows Nextra, whose title comes only from `filename="…"` in double quotes.
 *
 * @example parseCodeMeta('filename="src/server.ts" {1,3-5} /yoga/2 showLineNumbers')
 */
export function parseCodeMeta(
  meta: string | null | undefined,
  { nextraFilename = false }: { nextraFilename?: boolean } = {}
): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), highlightWords: [], copy: true, npm2yarn: false }
  if (!meta) return result
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, doubleQuoted, singleQuoted, unquoted, lines, slashWord, slashRange, quotedWord, quotedRange, bare] =
      match
    if (key !== undefined) {
      // (Nextra reads `filename="…"` only: its title bar is not drawn for single quotes or none.)
      if (nextraFilename && key === 'filename' && doubleQuoted === undefined) continue
      applyAttribute(result, key, doubleQuoted ?? singleQuoted ?? unquoted ?? '')
    } else if (lines !== undefined) {
      for (const line of parseRanges(lines)) result.highlightLines.add(line)
    } else if (slashWord !== undefined || quotedWord !== undefined) {
      const word = (slashWord ?? quotedWord) as string
      const range = slashRange ?? quotedRange
      result.highlightWords.push({ word, occurrences: range ? parseRanges(range) : undefined })
    } else if (bare !== undefined) {
      applyFlag(result, bare)
    }
  }
  return result
}

function applyAttribute(result: CodeMeta, key: string, value: string): void {
  if (key === 'filename' || key === 'title') result.filename = value
  else if (key === 'copy') result.copy = value !== 'false'
  else if (key === 'showLineNumbers') result.lineNumbersStart = toStart(value)
  else if (key === 'focus' || key === 'mark') {
    // (Code Hike's annotations: `@code-hike/mdx`'s remark plugin reads them; rehype-pretty-code has none such.)
    const { lines, columns } = parseCodeHikeRanges(value)
    if (key === 'mark') {
      for (const line of lines) result.highlightLines.add(line)
      if (columns.length) result.markColumns = [...(result.markColumns ?? []), ...columns]
    } else {
      result.focusLines ??= new Set()
      for (const line of [...lines, ...columns.map(column => column.line)]) result.focusLines.add(line)
    }
  }
}

function applyFlag(result: CodeMeta, flag: string): void {
  if (flag === 'npm2yarn') result.npm2yarn = true
  else if (flag === 'copy') result.copy = true
  else if (flag === 'showLineNumbers') result.lineNumbersStart = 1
  else if (flag.startsWith('showLineNumbers{')) result.lineNumbersStart = toStart(flag.slice(16, -1))
}

function toStart(value: string): number {
  const start = Number.parseInt(value, 10)
  return Number.isFinite(start) ? start : 1
}
