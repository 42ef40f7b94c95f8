import type { ElementContent } from 'hast'
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import { DECLINE, type Attribute, type HtmlWriter } from './html-writer.js'
import { PLAIN, VOID } from './elements.js'
import { componentShell, type ShellProp } from './shells.js'

type Jsx = MdxJsxFlowElementHast | MdxJsxTextElementHast
type WriteChildren = (children: ElementContent[]) => void

/**
 * Writes a JSX element of the page: the compile's static HTML blocks (highlighted code,
 * `rehype-code/static-html-node.ts`), fragments, plain lowercase elements with literal attributes,
 * and the built-in components whose HTML is a pure function of literal props (`shells.ts`). Any
 * other component, an expression attribute or a spread takes the full pipeline.
 */
export function writeComponent(out: HtmlWriter, node: Jsx, writeChildren: WriteChildren) {
  const html = staticHtmlOf(node)
  if (html !== undefined) {
    out.open('div', [['className', 'gs-static']])
    out.raw(html)
    return out.close('div')
  }
  const shellProps = literalProps(node)
  const shell = node.name === null ? undefined : componentShell(node.name, shellProps, out.context)
  if (shell) {
    out.raw(shell[0])
    writeChildren(node.children)
    return out.raw(shell[1])
  }
  // Plain elements take text attributes only (React writes `true` differently per attribute).
  const props = shellProps.map(([name, value]): Attribute => {
    if (value === true) throw DECLINE
    return [name, value]
  })
  if (node.name === null) {
    if (props.length > 0) throw DECLINE
    return writeChildren(node.children)
  }
  if (VOID.has(node.name)) {
    if (node.children.length > 0) throw DECLINE
    return out.empty(node.name, props)
  }
  if (!PLAIN.has(node.name)) throw DECLINE
  out.open(node.name, props)
  writeChildren(node.children)
  out.close(node.name)
}

/** The element's attributes as props: a string literal (`type="info"`) or none (`true`); anything else declines. */
function literalProps(node: Jsx): ShellProp[] {
  const props: ShellProp[] = []
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') throw DECLINE
    const value = attribute.value === null ? true : attribute.value
    if (typeof value !== 'string' && value !== true) throw DECLINE
    if (props.some(([name]) => name === attribute.name)) throw DECLINE
    props.push([attribute.name, value])
  }
  return props
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

/** The HTML of a static HTML block (`<div className="gs-static" dangerouslySetInnerHTML={{ __html }} />`), or undefined. */
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
