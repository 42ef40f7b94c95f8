import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx'
import { decline } from './decline.js'
import { parseAttributeExpression } from './estree-expression.js'
import type { Locator } from './locator.js'

/** One JSX tag written on a single line, in the subset the fast parser reproduces. */
export interface JsxTag {
  kind: 'open' | 'close' | 'self'
  name: string
  attributes: MdxJsxAttribute[]
  /** Offsets of `<` and just after `>`. */
  start: number
  end: number
}

const NAME = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*|[A-Za-z_$][\w$-]*/y
const ATTRIBUTE_NAME = /[A-Za-z_$][\w$-]*/y
const STRING = /"[^"\n&]*"|'[^'\n&]*'/y

function match(pattern: RegExp, source: string, at: number): string | undefined {
  pattern.lastIndex = at
  return pattern.exec(source)?.[0]
}

/** End of a `{…}` expression: braces counted without regard to strings, as micromark does. */
function expressionEnd(source: string, open: number, max: number): number {
  let depth = 0
  for (let index = open; index < max; index++) {
    const char = source[index]
    if (char === '{') depth++
    else if (char === '}' && --depth === 0) return index + 1
  }
  return decline('unclosed expression')
}

/**
 * Reads the tag starting at `start` (a `<`) and ending before `max`, or undefined when the text
 * there is no tag of the supported shape: names and members, string and expression attributes,
 * single spaces or more between attributes, no namespaces, spreads, comments or line breaks.
 */
export function readJsxTag(source: string, start: number, max: number, locator: Locator): JsxTag | undefined {
  let at = start + 1
  const closing = source[at] === '/'
  if (closing) at++
  const name = match(NAME, source, at)
  if (!name) return undefined
  at += name.length
  const attributes: MdxJsxAttribute[] = []
  for (;;) {
    const spaceStart = at
    while (source[at] === ' ') at++
    if (source[at] === '>' || (source[at] === '/' && source[at + 1] === '>')) break
    if (at === spaceStart || closing || at >= max) return undefined
    const attributeName = match(ATTRIBUTE_NAME, source, at)
    if (!attributeName) return undefined
    const attributeStart = at
    at += attributeName.length
    let value: MdxJsxAttribute['value'] = null
    if (source[at] === '=') {
      at++
      const literal = match(STRING, source, at)
      if (literal) {
        value = literal.slice(1, -1)
        at += literal.length
      } else if (source[at] === '{') {
        const end = expressionEnd(source, at, max)
        const expression = source.slice(at + 1, end - 1)
        value = {
          type: 'mdxJsxAttributeValueExpression',
          value: expression,
          data: { estree: parseAttributeExpression(expression, at + 1, locator) }
        }
        at = end
      } else return undefined
    } else if (source[at] !== ' ' && source[at] !== '>' && source[at] !== '/') return undefined
    attributes.push({
      type: 'mdxJsxAttribute',
      name: attributeName,
      value,
      position: locator.position(attributeStart, at)
    })
  }
  const selfClosing = source[at] === '/'
  if (selfClosing && closing) return undefined
  const end = at + (selfClosing ? 2 : 1)
  if (end > max) return undefined
  return { kind: closing ? 'close' : selfClosing ? 'self' : 'open', name, attributes, start, end }
}
