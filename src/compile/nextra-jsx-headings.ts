import type { Element, Root } from 'hast'
import type { Nodes, Parents } from 'mdast'
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxFlowElementHast,
  MdxJsxTextElement,
  MdxJsxTextElementHast
} from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { jsxElementAlias } from '../../templates/jsx-element-aliases.js'
import { straightText } from './remark-smart-punctuation.js'

// Headings Nextra 4.1+ makes of JSX (read in nextra 4.0.5, 4.1.0, 4.2.x and 4.6.1's built code):
// - `remark-headings.js` gives a `<summary>` written as MDX text inside a `<details>` an id from the
//   page's heading slugger, in document order (a nested details' summary is slugged again when its turn
//   comes, the last id winning; a summary followed by a blank line is a block and gets none), and
//   `mdx-components/summary.js` draws every summary's content in an `<h3>` (with that id), after the
//   arrow and before a permalink when it has an id;
// - it puts a hidden `<h3>` with the tab's name, slugged likewise, first in each `<Tabs.Tab>` of a
//   `<Tabs items={[…]}>` (a name that is no string literal is "undefined", with no id).
// Neither is a table of contents entry. Nextra 4.0 and 2–3 do neither. `remark-heading-ids.ts` slugs
// them (`jsxHeadings`); the element overrides draw them: `Summary` (`templates/components/mdx-elements.tsx`)
// for a summary this marks, `Tab` (`templates/components/tab.tsx`) from its attributes.

/** The prop that asks `Summary` for Nextra 4.1's heading. */
export const SUMMARY_HEADING_PROP = 'data-nextra-heading'
/** The props that give a `Tab` its hidden heading: the tab's name and its id. */
export const TAB_HEADING_PROP = 'data-nextra-heading'
export const TAB_HEADING_ID_PROP = 'data-nextra-heading-id'

/** A heading Nextra makes of JSX: the text it slugs (undefined: none), and what takes the slug. */
export interface JsxHeading {
  text: string | undefined
  assign(id: string): void
}

/**
 * The headings a JSX flow element makes, in the order Nextra slugs them (it visits them where the
 * page's headings are visited), or undefined when it makes none.
 */
export function jsxHeadingsOf(
  node: MdxJsxFlowElement,
  index: number | undefined,
  parent: Parents | undefined
): JsxHeading[] | undefined {
  if (node.name === 'details')
    return detailsSummaries(node).map((summary): JsxHeading => ({
      text: straightText(summary),
      assign: id => setAttribute(summary, 'id', id)
    }))
  if (node.name === 'Tabs.Tab' && parent?.type === 'mdxJsxFlowElement' && parent.name === 'Tabs') {
    const items = tabNames(parent)
    if (!items || index === undefined) return undefined
    const name = items[index]
    return [
      {
        text: name,
        assign: (id: string) => {
          setAttribute(node, TAB_HEADING_PROP, String(name))
          if (id) setAttribute(node, TAB_HEADING_ID_PROP, id)
        }
      }
    ]
  }
  return undefined
}

/** The `<summary>`s written as text anywhere inside a `<details>` (a nested `<details>`' too). */
function detailsSummaries(details: MdxJsxFlowElement): MdxJsxTextElement[] {
  const found: MdxJsxTextElement[] = []
  const walk = (node: Nodes) => {
    for (const child of (node as { children?: Nodes[] }).children ?? []) {
      if (child.type === 'mdxJsxTextElement' && child.name === 'summary') found.push(child)
      else walk(child)
    }
  }
  walk(details)
  return found
}

/**
 * The tab names of `<Tabs items={[…]}>`, as Nextra reads them: each array element's literal value
 * (undefined for an object item, `{ label, disabled }`); undefined when `items` is no array literal.
 */
function tabNames(tabs: MdxJsxFlowElement): (string | undefined)[] | undefined {
  const items = tabs.attributes.find(
    (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'items'
  )
  const value = items?.value
  if (!value || typeof value !== 'object') return undefined
  const statement = value.data?.estree?.body[0]
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined
  if (expression?.type !== 'ArrayExpression') return undefined
  return expression.elements.map(element =>
    element?.type === 'Literal' && typeof element.value === 'string' ? element.value : undefined
  )
}

/** Sets a JSX attribute to a string: the last one given wins, as Nextra's pushed duplicate does. */
function setAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, value: string): void {
  const at = node.attributes.findIndex(attribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name)
  const attribute: MdxJsxAttribute = { type: 'mdxJsxAttribute', name, value }
  if (at < 0) node.attributes.push(attribute)
  else node.attributes[at] = attribute
}

const SUMMARY_NAMES = new Set(['summary', jsxElementAlias('summary')])

/** Marks every `<summary>` of the page (MDX JSX, and a `.md` page's raw HTML), to be drawn with its content as a heading. */
export function rehypeSummaryHeadings() {
  return (tree: Root) => {
    visit(tree, node => {
      if (node.type === 'element' && (node as Element).tagName === 'summary') {
        ;(node as Element).properties.dataNextraHeading = ''
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast
        if (jsx.name && SUMMARY_NAMES.has(jsx.name))
          jsx.attributes.push({ type: 'mdxJsxAttribute', name: SUMMARY_HEADING_PROP, value: '' })
      }
    })
  }
}
