import { Parser, type Node as AcornNode, type Options } from 'acorn'
import acornJsx from 'acorn-jsx'
import type { Program } from 'estree'
import { visit } from 'estree-util-visit'
import { decline } from './decline.js'
import type { Locator } from './locator.js'

// The parser and options micromark-extension-mdxjs gives micromark-util-events-to-acorn.
const parser = Parser.extend(acornJsx())
const OPTIONS: Options = { ecmaVersion: 2024, sourceType: 'module' }

const isEmpty = (value: string) => /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ''))

type Positioned = AcornNode & { loc?: unknown; range?: [number, number] }

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
  const place = (relative: number) => {
    const clamped = Math.min(Math.max(relative, 0), value.length)
    return { line: start.line, column: start.column + clamped - 1, offset: offset + clamped }
  }
  const fix = (node: Positioned) => {
    const from = place(node.start)
    const to = place(node.end)
    node.start = from.offset
    node.end = to.offset
    node.loc = { start: from, end: to }
    node.range = [node.start, node.end]
  }
  // Comments sit in `program.comments`, so the visit positions them too (as in MDX).
  visit(program as never, (node, field, index, parents) => {
    const esnode = node as unknown as Positioned & { expression?: unknown }
    const context = parents[parents.length - 1] as unknown as Record<string, unknown> | undefined
    if (esnode.type === 'ParenthesizedExpression' && context && field) {
      if (typeof index === 'number') (context[field] as unknown[])[index] = esnode.expression
      else context[field] = esnode.expression
    }
    fix(esnode)
  })
  return program as unknown as Program
}
