import type { Position } from 'unist'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'

/**
 * Highlighted code is thousands of spans; as JSX each one would cost compile time, bundle bytes and
 * render time. A block built at compile time (a highlighted fence, npm2yarn tabs) is HTML already and
 * goes into the page as one string, rendered through `dangerouslySetInnerHTML` on a
 * `display: contents` wrapper: `<div className="gs-static" dangerouslySetInnerHTML={{ __html }} />`.
 */
export function staticHtmlNode(html: string, position: Position | undefined): MdxJsxFlowElementHast {
  return {
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
    position
  }
}
