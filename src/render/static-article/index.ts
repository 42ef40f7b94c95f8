import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { RenderContext } from '../../../templates/context.js'
import { DECLINE, HtmlWriter } from './html-writer.js'
import { writeComponent } from './components.js'
import { writeElement } from './elements.js'

/**
 * The string path of a static page's article: its final hast (a page compiled with `staticContent`)
 * written straight to the HTML `renderToString` would give for it — the provider's components
 * (headings, links, tables, list items) written as their templates render them — without
 * hast-util-to-jsx-runtime, React elements or React's renderer. A node, tag, attribute or component
 * it does not know makes it return `undefined`: the page then renders through React as before, so
 * both paths give the same bytes (tests/unit/render/static-article.test.tsx holds
 * it to every page of the corpora).
 */
export function staticArticleHtml(tree: Root, context: RenderContext): string | undefined {
  if (process.env.GUILDSITE_FULL_PIPELINE) return undefined
  const out = new HtmlWriter(context)
  try {
    writeChildren(out, tree.children, false)
  } catch (error) {
    if (error === DECLINE) return undefined
    throw error
  }
  return out.html
}

/** Whitespace as hast-util-whitespace sees it: hast-util-to-jsx-runtime drops it inside table parts. */
const WHITESPACE = /^[ \t\n\f\r]*$/

/** Writes a node's children; `inTablePart`: the whitespace-only text between table rows and cells is left out. */
export function writeChildren(out: HtmlWriter, children: (RootContent | ElementContent)[], inTablePart: boolean) {
  for (const child of children) {
    switch (child.type) {
      case 'text':
        if (inTablePart && WHITESPACE.test(child.value)) break
        out.text(child.value)
        break
      case 'element':
        writeOne(out, child)
        break
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        writeComponent(out, child, children => writeChildren(out, children, false))
        break
      default:
        // Comments, raw HTML, expressions, ESM: the full pipeline knows what to do with them.
        throw DECLINE
    }
  }
}

function writeOne(out: HtmlWriter, element: Element) {
  writeElement(out, element, children => writeChildren(out, children, TABLE_PARTS.has(element.tagName)))
}

const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr'])
