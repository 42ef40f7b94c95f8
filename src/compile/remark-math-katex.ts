import katex from 'katex'
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic'
import type { ElementContent } from 'hast'
import type { Root } from 'mdast'
import remarkMath from 'remark-math'
import type { Processor } from 'unified'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { katexCssUrl } from '../shared/katex-assets.js'

/**
 * Nextra's `latex` option (config `latex`): `$…$` and `$$…$$` (and ```math fences) are math, set
 * at build time with KaTeX, as remark-math + rehype-katex do in Nextra: the page gets KaTeX's HTML
 * and MathML, no script. A page with math links KaTeX's stylesheet (fonts beside it) once, before
 * its content; pages without math load nothing. A formula KaTeX cannot parse is shown as its
 * source in KaTeX's error colour, with a warning at its line. `macros`: the `latex` option's KaTeX
 * macros (`\RR` → `\mathbb{R}`), a fresh copy for each formula (KaTeX's `\gdef` writes into it).
 */
export function remarkMathKatex(
  this: Processor,
  macros: Readonly<Record<string, string>> = {}
): (tree: Root, file: VFile) => void {
  remarkMath.call(this as never)
  return (tree, file) => {
    let found = false
    visit(tree, ['math', 'inlineMath', 'code'], node => {
      const math = node as unknown as {
        type: 'math' | 'inlineMath' | 'code'
        lang?: string | null
        value: string
        position?: { start: { line: number; column: number } }
        data?: Record<string, unknown>
      }
      if (math.type === 'code' && math.lang !== 'math') return
      // (A ```math fence is display math, as rehype-katex reads it.)
      if (math.type === 'code') Object.assign(math, { type: 'math', lang: undefined, meta: undefined })
      const displayMode = math.type === 'math'
      let html: string
      try {
        html = katex.renderToString(math.value, {
          displayMode,
          throwOnError: true,
          output: 'htmlAndMathml',
          macros: { ...macros }
        })
      } catch (error) {
        const message = file.message(`Math could not be set: ${(error as Error).message}`, math.position?.start)
        message.ruleId = 'math-error'
        html = katex.renderToString(math.value, {
          displayMode,
          throwOnError: false,
          output: 'htmlAndMathml',
          macros: { ...macros }
        })
      }
      const children = fromHtmlIsomorphic(html, { fragment: true }).children as ElementContent[]
      math.data = {
        hName: displayMode ? 'div' : 'span',
        hProperties: { className: displayMode ? ['gs-math', 'gs-math-display'] : ['gs-math'] },
        hChildren: children
      }
      found = true
    })
    if (found)
      tree.children.unshift({
        type: 'gsKatexStyles',
        data: { hName: 'link', hProperties: { rel: ['stylesheet'], href: katexCssUrl(katex.version) } }
      } as never)
  }
}
