// A highlighted code block on a page whose site overrides `pre` (a theme config's `components: { pre }`,
// an `mdx-components` file's): Nextra spreads those over its own components, so the site's `pre` wraps
// every code block. What it gets is what Nextra 3/4's rehype plugins leave on rehype-pretty-code's
// `<pre>` (read in their built code): `tabIndex`, `data-language`, `data-word-wrap`, `data-filename`
// when the fence names a file, `data-copy` when it has a copy button, and one `<code>` child holding the
// highlighted lines. The block stays one HTML string made at compile time (static-html-node.ts); the
// page calls `codeBlockThrough` (templates/mdx-provider.tsx) with it, which renders it through the
// page's `pre` when it has one at render time, and as the static block otherwise (byte for byte). Pages
// of sites without a `pre` override never come here.
import type { CallExpression, Expression, Literal, ObjectExpression, Program, Property } from 'estree'
import type { Position } from 'unist'
import type { MdxFlowExpressionHast } from 'mdast-util-mdx-expression'
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm'
import type { CodeMeta } from './parse-code-meta.js'

/** The name the page imports `codeBlockThrough` under. */
const CALLEE = '__gsCodeBlock'

/** What the site's `pre` is given for one block: its props, and its `<code>`'s attributes and inner HTML. */
export interface SitePreBlock {
  pre: Record<string, string | number>
  code: { attributes: Record<string, string>; html: string }
}

/** The parts of a rendered block (`renderCodeBlock`'s figure) the site's `pre` is given. */
export function sitePreBlock(figure: string, label: string, meta: CodeMeta): SitePreBlock | undefined {
  const open = figure.indexOf('<code')
  const openEnd = figure.indexOf('>', open)
  const close = figure.lastIndexOf('</code>')
  if (open < 0 || openEnd < 0 || close < openEnd) return undefined
  const attributes: Record<string, string> = {}
  for (const [, name, value] of figure.slice(open + 5, openEnd).matchAll(/([\w-]+)="([^"]*)"/g))
    attributes[name!] = unescapeAttribute(value!)
  return {
    pre: {
      tabIndex: 0,
      'data-language': label,
      'data-word-wrap': '',
      ...(meta.filename !== undefined && { 'data-filename': meta.filename }),
      ...(meta.copy && { 'data-copy': '' })
    },
    code: { attributes, html: figure.slice(openEnd + 1, close) }
  }
}

/** `{__gsCodeBlock(props.components, figure, pre, code)}`: the block, through the page's `pre` if it has one. */
export function sitePreNode(
  figure: string,
  block: SitePreBlock,
  position: Position | undefined
): MdxFlowExpressionHast {
  const call: CallExpression = {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: CALLEE },
    optional: false,
    arguments: [
      {
        type: 'MemberExpression',
        object: { type: 'Identifier', name: 'props' },
        property: { type: 'Identifier', name: 'components' },
        computed: false,
        optional: false
      },
      literal(figure),
      objectOf(block.pre),
      {
        type: 'ObjectExpression',
        properties: [
          property('attributes', objectOf(block.code.attributes)),
          property('html', literal(block.code.html))
        ]
      }
    ]
  }
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: call }]
  }
  return { type: 'mdxFlowExpression', value: '', data: { estree: program }, position }
}

/** `import { codeBlockThrough as __gsCodeBlock } from 'guildsite/mdx-provider'`, once per page that has such a block. */
export function sitePreImport(): MdxjsEsmHast {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: { type: 'Identifier', name: 'codeBlockThrough' },
            local: { type: 'Identifier', name: CALLEE }
          }
        ],
        source: { type: 'Literal', value: 'guildsite/mdx-provider' },
        attributes: []
      }
    ]
  }
  return { type: 'mdxjsEsm', value: '', data: { estree: program } }
}

const literal = (value: string | number): Literal => ({ type: 'Literal', value })

function property(key: string, value: Expression): Property {
  return {
    type: 'Property',
    key: { type: 'Literal', value: key },
    value,
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false
  }
}

function objectOf(record: Record<string, string | number>): ObjectExpression {
  return {
    type: 'ObjectExpression',
    properties: Object.entries(record).map(([key, value]) => property(key, literal(value)))
  }
}

function unescapeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}
