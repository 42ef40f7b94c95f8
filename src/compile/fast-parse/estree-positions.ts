import { Parser, type Node as AcornNode } from 'acorn'
import acornJsx from 'acorn-jsx'
import type { Program } from 'estree'
import { visit } from 'estree-util-visit'

/** The acorn parser micromark-extension-mdxjs uses (JSX included). */
export const acornParser = Parser.extend(acornJsx())

/** A position in the page: 1-based line, 0-based column (ESTree `loc`), offset. */
export interface EstreePoint {
  line: number
  column: number
  offset: number
}

type Positioned = AcornNode & { loc?: unknown; range?: [number, number]; expression?: unknown }

/**
 * What micromark-util-events-to-acorn does to a parsed program: parentheses removed one level
 * (acorn ran with `preserveParens`) and every node — comments in `program.comments` too — moved to
 * its place in the page (`start`, `end`, `loc`, `range`), `place` mapping an acorn offset.
 */
export function placeEstree(program: Program, place: (acornOffset: number) => EstreePoint): void {
  visit(program as never, (node, field, index, parents) => {
    const esnode = node as unknown as Positioned
    const context = parents[parents.length - 1] as unknown as Record<string, unknown> | undefined
    if (esnode.type === 'ParenthesizedExpression' && context && field) {
      if (typeof index === 'number') (context[field] as unknown[])[index] = esnode.expression
      else context[field] = esnode.expression
    }
    const from = place(esnode.start)
    const to = place(esnode.end)
    esnode.start = from.offset
    esnode.end = to.offset
    esnode.loc = { start: from, end: to }
    esnode.range = [esnode.start, esnode.end]
  })
}
