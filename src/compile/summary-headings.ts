import type { Element, Root } from 'hast'
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import { jsxElementAlias } from '../../templates/jsx-element-aliases.js'
import { visit } from 'unist-util-visit'

// Nextra 4.1+ (`nextra/dist/client/mdx-components/summary.js`, read in 4.1.0–4.6.1) draws every
// `<summary>` of a page with its content in an `<h3>`, after the arrow and before a permalink when it
// has an id; `remark-headings.js` gives a summary written as MDX text inside a `<details>` that id,
// from the page's heading slugger (`remark-heading-ids.ts`, `summaryIds`). Nextra 4.0 and 2–3 draw the
// content as it is. This marks each summary of such a site's page (MDX JSX, and the raw HTML of a
// `.md` page), and the `Summary` element override (`templates/components/mdx-elements.tsx`) draws
// the heading for a marked one.

/** The prop that asks `Summary` for Nextra 4.1's heading. */
export const SUMMARY_HEADING_PROP = 'data-nextra-heading'

const SUMMARY_NAMES = new Set(['summary', jsxElementAlias('summary')])

/** Marks every `<summary>` of the page, to be drawn with its content as a heading. */
export function rehypeSummaryHeadings() {
  return (tree: Root) => {
    visit(tree, node => {
      if (node.type === 'element' && (node as Element).tagName === 'summary') {
        ;(node as Element).properties.dataNextraHeading = ''
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast
        if (jsx.name && SUMMARY_NAMES.has(jsx.name)) {
          const marker: MdxJsxAttribute = { type: 'mdxJsxAttribute', name: SUMMARY_HEADING_PROP, value: '' }
          jsx.attributes.push(marker)
        }
      }
    })
  }
}
