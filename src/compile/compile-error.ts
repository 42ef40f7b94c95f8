import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { findDeepNesting, type DeepPoint } from './nesting-depth.js'

interface Place {
  line?: number
  column?: number
  start?: { line?: number; column?: number }
}

interface ThrownMessage {
  name?: string
  reason?: string
  message?: string
  line?: number
  column?: number
  place?: Place
  ruleId?: string
  source?: string
  cause?: { message?: string }
}

const POSITION = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/g

/**
 * The parser's message without the positions it embeds (`(3:1-3:10)`): the first becomes the
 * location when the error has none of its own (an unclosed tag points at its opening tag), the
 * others are said in words.
 */
export function tidyReason(reason: string, hasPlace: boolean): { text: string; line?: number; column?: number } {
  let line: number | undefined
  let column: number | undefined
  const text = reason.replace(POSITION, (_, l: string, c: string) => {
    if (!hasPlace && line === undefined) {
      line = Number(l)
      column = Number(c)
      return ''
    }
    return ` (line ${l}, column ${c})`
  })
  return { text, line, column }
}

/** Where a page nests deepest: block containers or open JSX/HTML tags, whichever goes deeper. */
function deepestPoint(source: string): { line: number; column: number } {
  // The deepest block line is the first one beyond the largest limit that some line exceeds.
  let blocks: DeepPoint | undefined
  for (let low = 0, high = source.length; low <= high;) {
    const middle = (low + high) >> 1
    const found = findDeepNesting(source, middle)
    if (found) {
      blocks = found
      low = middle + 1
    } else high = middle - 1
  }
  let depth = 0
  let max = 0
  let at = 0
  for (const match of source.matchAll(/<\/|\/>|<[A-Za-z]/g)) {
    depth += match[0] === '</' || match[0] === '/>' ? -1 : 1
    if (depth > max) {
      max = depth
      at = match.index
    }
  }
  return !blocks || max > blocks.depth ? positionAt(source, at) : { line: blocks.line, column: blocks.column }
}

/**
 * A compile failure as a diagnostic of the page. Syntax errors keep the parser's position; a stack
 * overflow (absurdly deep nesting of tags or emphasis) points at the deepest place; anything else
 * is a guildsite bug, still reported against the page rather than crashing the build.
 */
export function compileError(error: unknown, file: string, source: string): Diagnostic {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return diagnostic(
      'CONTENT_TOO_DEEP',
      'Page is nested too deeply to compile (the parser ran out of stack)',
      { file, source, ...deepestPoint(source) },
      { hint: 'Flatten the nesting of tags, emphasis, lists or block quotes around this place.' }
    )
  }
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as ThrownMessage
  const isSyntax = e.name === 'VFileMessage' || e.ruleId !== undefined || e.place !== undefined
  const line = e.line ?? e.place?.start?.line ?? e.place?.line
  const column = e.column ?? e.place?.start?.column ?? e.place?.column
  // acorn's own words ("Unexpected token") say more than MDX's wrapper ("Could not parse … with acorn").
  const cause = e.cause?.message ? `: ${e.cause.message.replace(POSITION, '')}` : ''
  const reason = tidyReason((e.reason ?? e.message ?? String(error)).split('\n')[0] + cause, line !== undefined)
  if (!isSyntax)
    return diagnostic(
      'INTERNAL',
      `Could not compile the page: ${reason.text}`,
      { file },
      { hint: 'This is a bug in guildsite: please report it with the page.' }
    )
  return diagnostic('MDX_SYNTAX', `Could not compile MDX: ${reason.text}`, {
    file,
    source,
    line: line ?? reason.line,
    column: column ?? reason.column
  })
}
