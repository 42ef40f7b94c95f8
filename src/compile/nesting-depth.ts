/** How deep lists and block quotes may nest; markdown-it stops at the same depth (`maxNesting`). */
export const MAX_NESTING = 100

export interface DeepPoint {
  depth: number
  line: number
  column: number
}

const FENCE = /^(`{3,}|~{3,})/
const LIST_MARKER = /^([-*+]|\d{1,9}[.)])([ \t]+|$)/
const THEMATIC_BREAK = /^([-*_])([ \t]*\1){2,}[ \t]*$/

/**
 * The first line whose block containers (block quotes and list items) nest deeper than `limit`, by a
 * line scan that needs no parser. The parsers slow down sharply with depth (a 5,000-deep list takes
 * minutes) before their recursion overflows the stack, so such input is refused up front. The count
 * is an estimate: lazy continuation lines and several markers on one line make it lower; only list
 * markers inside indented code could make it higher, and code nested 100 levels deep is not docs.
 */
export function findDeepNesting(source: string, limit = MAX_NESTING): DeepPoint | undefined {
  const lists: number[] = []
  let fence: string | undefined
  const lines = source.split('\n')
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]
    let i = 0
    let quotes = 0
    // The block quote prefix: `>` markers with optional spaces around them.
    while (i < line.length && (line[i] === '>' || line[i] === ' ' || line[i] === '\t')) {
      if (line[i] === '>') quotes++
      i++
    }
    const rest = line.slice(i)
    if (fence !== undefined) {
      if (rest.startsWith(fence)) fence = undefined
      continue
    }
    const opening = FENCE.exec(rest)
    if (opening) {
      fence = opening[1]
      continue
    }
    if (rest.trim() === '') continue
    // Indentation after the last `>` (tabs to the next multiple of 4).
    let indent = 0
    for (let j = line.lastIndexOf('>', i - 1) + 1; j < i; j++)
      indent = line[j] === '\t' ? indent + 4 - (indent % 4) : indent + 1
    while (lists.length && lists[lists.length - 1] > indent) lists.pop()
    // Every marker of the line opens a list (`- - - item` is three deep; fuzzing found 3,000 of them
    // on one line taking 13 s), except on a thematic break (`- - -`).
    if (!THEMATIC_BREAK.test(rest)) {
      let offset = indent
      for (let marker = LIST_MARKER.exec(rest), at = 0; marker; marker = LIST_MARKER.exec(rest.slice(at))) {
        offset += marker[0].length
        at += marker[0].length
        lists.push(offset)
        if (lists.length + quotes > limit) break
      }
    }
    const depth = quotes + lists.length
    if (depth > limit) return { depth, line: n + 1, column: i + 1 }
  }
  return undefined
}

/**
 * The first `{` of an MDX page that opens more than `limit` nested braces, outside code. MDX parses an
 * expression with acorn at each candidate end, so deeply nested (and mostly unbalanced) braces cost
 * time that grows with the square of the nesting: 6,000 `{[` took 8 s of CPU (issue 23's fuzzing).
 * Braces in JS strings count too; 100 levels of them is not docs either.
 */
export function findDeepBraces(source: string, limit = MAX_NESTING): DeepPoint | undefined {
  let depth = 0
  let line = 1
  let lineStart = 0
  let fence: string | undefined
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === '\n') {
      line++
      lineStart = i + 1
      const rest = source.slice(i + 1, i + 8).trimStart()
      const opening = FENCE.exec(rest)
      if (fence !== undefined && rest.startsWith(fence)) fence = undefined
      else if (fence === undefined && opening) fence = opening[1]
      continue
    }
    if (fence !== undefined) continue
    if (char === '{' && ++depth > limit) return { depth, line, column: i - lineStart + 1 }
    if (char === '}' && depth > 0) depth--
  }
  return undefined
}
