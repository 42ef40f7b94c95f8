import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'

/** Build-time blocks that never contain components: highlighted code and npm2yarn tabs. */
const isStaticBlock = (node: Element) => {
  const className = node.properties.className
  const classes = Array.isArray(className) ? className : []
  return (
    (node.tagName === 'figure' && classes.includes('gs-code')) ||
    (node.tagName === 'div' && classes.includes('gs-tabs'))
  )
}

/**
 * Highlighted code is thousands of spans; as JSX each one costs compile time, bundle bytes and
 * render time. Static blocks are serialised to HTML once here and rendered through
 * `dangerouslySetInnerHTML` on a `display: contents` wrapper, so the page module carries one string.
 */
export function rehypeStaticHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined || !isStaticBlock(node)) return undefined
      const html = toHtml(node)
      const replacement: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: 'gs-static' },
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: '',
              data: {
                estree: {
                  type: 'Program',
                  sourceType: 'module',
                  body: [
                    {
                      type: 'ExpressionStatement',
                      expression: {
                        type: 'ObjectExpression',
                        properties: [
                          {
                            type: 'Property',
                            key: { type: 'Identifier', name: '__html' },
                            value: { type: 'Literal', value: html },
                            kind: 'init',
                            method: false,
                            shorthand: false,
                            computed: false
                          }
                        ]
                      }
                    }
                  ]
                }
              }
            }
          }
        ],
        children: [],
        position: node.position
      }
      parent.children[index] = replacement as unknown as Element
      return [SKIP, index + 1]
    })
  }
}
