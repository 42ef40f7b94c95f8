import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import { DECLINE, type HtmlWriter } from './html-writer.js'

type Jsx = MdxJsxFlowElementHast | MdxJsxTextElementHast

/**
 * Writes a JSX element of the page. Known so far: the compile's static HTML blocks (highlighted code,
 * `rehype-code/static-html-node.ts`: `<div className="gs-static" dangerouslySetInnerHTML={{ __html }} />`).
 * Components (`<Callout>`, `<Tabs>`) and any other JSX take the full pipeline.
 */
export function writeComponent(out: HtmlWriter, node: Jsx) {
  const html = staticHtmlOf(node)
  if (html === undefined) throw DECLINE
  out.open('div', [['className', 'gs-static']])
  out.raw(html)
  out.close('div')
}

interface Estree {
  body: { type: string; expression?: { type: string; properties?: Property[] } }[]
}
interface Property {
  type: string
  key?: { type: string; name?: string }
  value?: { type: string; value?: unknown }
  computed?: boolean
}

/** The HTML of a static HTML block, or undefined for any other JSX. */
function staticHtmlOf(node: Jsx): string | undefined {
  if (node.name !== 'div' || node.children.length > 0 || node.attributes.length !== 2) return undefined
  const [className, inner] = node.attributes
  if (className.type !== 'mdxJsxAttribute' || className.name !== 'className' || className.value !== 'gs-static')
    return undefined
  if (inner.type !== 'mdxJsxAttribute' || inner.name !== 'dangerouslySetInnerHTML') return undefined
  const value = inner.value
  if (!value || typeof value !== 'object') return undefined
  const program = (value.data as { estree?: Estree } | undefined)?.estree
  const statement = program?.body.length === 1 ? program.body[0] : undefined
  const properties = statement?.type === 'ExpressionStatement' ? statement.expression?.properties : undefined
  if (statement?.expression?.type !== 'ObjectExpression' || properties?.length !== 1) return undefined
  const [property] = properties
  if (property.type !== 'Property' || property.computed || property.key?.type !== 'Identifier') return undefined
  if (property.key.name !== '__html' || property.value?.type !== 'Literal') return undefined
  return typeof property.value.value === 'string' ? property.value.value : undefined
}
