import type { Node as AcornNode, Options } from 'acorn'
import type { Program } from 'estree'
import { decline } from './decline.js'
import { acornParser as parser, placeEstree } from './estree-positions.js'
import type { Locator } from './locator.js'

// The options micromark-extension-mdxjs gives micromark-util-events-to-acorn (parser: estree-positions.ts).
const OPTIONS: Options = { ecmaVersion: 2024, sourceType: 'module' }

const isEmpty = (value: string) =>
  /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ''))

/**
 * Parses the single-line expression `value` found at source offset `offset` into the ESTree program
 * MDX attaches to expression attributes (`data.estree`): the same acorn call, the same wrapping in
 * a Program, parentheses removed one level and positions moved into the page, as
 * micromark-util-events-to-acorn does. Anything it would reject (or treat specially) is declined.
 */
export function parseAttributeExpression(value: string, offset: number, locator: Locator): Program {
  if (value.includes('\n')) decline('multi-line expression')
  if (isEmpty(value)) decline('empty expression')
  const comments: unknown[] = []
  let expression: AcornNode
  try {
    expression = parser.parseExpressionAt(value, 0, { ...OPTIONS, onComment: comments as never, preserveParens: true })
  } catch {
    return decline('expression acorn rejects')
  }
  if (!isEmpty(value.slice(expression.end))) decline('content after expression')
  const program = {
    type: 'Program',
    start: 0,
    end: value.length,
    body: [{ type: 'ExpressionStatement', expression, start: 0, end: value.length }],
    sourceType: 'module',
    comments
  }
  const start = locator.point(offset)
  // Comments sit in `program.comments`, so they are positioned too (as in MDX).
  placeEstree(program as unknown as Program, relative => {
    const clamped = Math.min(Math.max(relative, 0), value.length)
    return { line: start.line, column: start.column + clamped - 1, offset: offset + clamped }
  })
  return program as unknown as Program
}
