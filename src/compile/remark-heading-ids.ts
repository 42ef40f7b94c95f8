import GithubSlugger from 'github-slugger'
import type { ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { Heading, Nodes, PhrasingContent, Root, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { escapeHtml } from '../shared/escape-html.js'
import { jsxHeadingsOf, type JsxHeading } from './nextra-jsx-headings.js'
import { shownInlineCode } from './remark-inline-code-language.js'
import { straightText } from './remark-smart-punctuation.js'

export interface TocHeading {
  id: string
  value: string
  depth: number
  /**
   * The heading's text with its inline code, strong, emphasis and strikethrough kept, as HTML, when
   * it has any: Nextra 3 and 4 show them in the table of contents (links become their text).
   */
  html?: string
  /**
   * The heading holds an MDX expression or JSX (`## Foo {myVar}`, `#### Qux <Test />`): Nextra 3 and 4
   * draw the heading's own content in the table of contents, rendered with the page's scope, so the
   * entry shows what the heading shows (filled in from the rendered page: `src/render/toc-heading-text.ts`).
   */
  fromHeading?: true
}

const TAGS: Partial<Record<PhrasingContent['type'], string>> = { strong: 'strong', emphasis: 'em', delete: 'del' }

/** The heading's phrasing as TOC HTML: code, strong, em, del kept; everything else its text. */
export function inlineHtml(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map(node => {
      if (node.type === 'text') return escapeHtml(node.value)
      if (node.type === 'inlineCode') return `<code>${escapeHtml(shownInlineCode(node.value))}</code>`
      // Inline math as KaTeX set it (remark-math-katex.ts runs first), as Nextra 3/4's TOC shows it.
      const math = katexOf(node)
      if (math) return `<span class="gs-math">${toHtml(math)}</span>`
      const tag = TAGS[node.type]
      if (tag && 'children' in node) return `<${tag}>${inlineHtml(node.children)}</${tag}>`
      // Links, JSX elements and the rest: their text (a link inside the TOC's link would nest).
      return 'children' in node ? inlineHtml(node.children as PhrasingContent[]) : escapeHtml(toString(node))
    })
    .join('')
}

/** Whether the phrasing holds an MDX expression or JSX element, which only the page's render knows the value of. */
const rendered = (nodes: readonly PhrasingContent[]): boolean =>
  nodes.some(
    node =>
      node.type === 'mdxTextExpression' ||
      node.type === 'mdxJsxTextElement' ||
      ('children' in node && rendered(node.children as PhrasingContent[]))
  )

/** KaTeX's HTML of an inline formula (`$x^2$` on a site with `latex`). */
const katexOf = (node: Nodes): ElementContent[] | undefined =>
  node.type === 'inlineMath' ? (node.data as { hChildren?: ElementContent[] } | undefined)?.hChildren : undefined

export const hasMarkup = (nodes: readonly PhrasingContent[]): boolean =>
  nodes.some(
    node =>
      node.type === 'inlineCode' ||
      katexOf(node) !== undefined ||
      node.type in TAGS ||
      ('children' in node && hasMarkup(node.children as PhrasingContent[]))
  )

/** The heading's text as written: Nextra slugs it before SmartyPants curls its quotes (remark-smart-punctuation.ts). */
const authorText = (heading: Heading) => (smartened(heading) ? straightText(heading) : toString(heading)).trim()
const smartened = (node: Nodes): boolean =>
  (node.data as { straight?: string } | undefined)?.straight !== undefined ||
  ('children' in node && (node.children as Nodes[]).some(smartened))

const CUSTOM_ID = /\s*\[#([^\]\s]+)\]\s*$/

/**
 * Gives every heading an id: `## Title [#custom]` sets it (the marker is removed from the text),
 * otherwise a GitHub-style slug, unique per page (h2–h6 first, as Nextra's; then the h1). Collects the table of contents into `file.data.toc`.
 * With `jsxHeadings` (Nextra 4.1+: `nextra-jsx-headings.ts`) a `<summary>` inside a `<details>` and a
 * `<Tabs.Tab>` take ids from the same slugger, in document order among the h2–h6, and no TOC entry.
 */
export function remarkHeadingIds(options: { jsxHeadings?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger()
    const toc: TocHeading[] = []
    const headings: Heading[] = []
    // (h2–h6 and the headings JSX makes, in the order Nextra slugs them.)
    const slugged: (Heading | JsxHeading[])[] = []
    const test = options.jsxHeadings ? ['heading', 'mdxJsxFlowElement'] : 'heading'
    visit(tree, test, (node, index, parent) => {
      if (node.type === 'heading') {
        headings.push(node)
        if (node.depth > 1) slugged.push(node)
      } else if (node.type === 'mdxJsxFlowElement') {
        const made = jsxHeadingsOf(node, index, parent)
        if (made) slugged.push(made)
      }
    })
    // Custom ids first, so an automatic slug never takes an id an author chose explicitly.
    const custom = new Map<Heading, string>()
    for (const heading of headings) {
      const last = heading.children[heading.children.length - 1]
      if (last?.type === 'text') {
        // (The id as written: `[#a--b]` is `a--b`, though SmartyPants made the text's `--` a dash.)
        const data = last.data as { straight?: string } | undefined
        const match = CUSTOM_ID.exec(data?.straight ?? last.value)
        const cut = data?.straight === undefined ? match : CUSTOM_ID.exec(last.value)
        if (match && cut) {
          ;(last as Text).value = last.value.slice(0, cut.index)
          if (data?.straight !== undefined) data.straight = data.straight.slice(0, match.index)
          custom.set(heading, match[1])
          slugger.slug(match[1])
        }
      }
    }
    // Nextra (2, 3 and 4) slugs h2–h6 only, so `# Setup` then `## Setup` gives the h2 `#setup`, as
    // links into the page expect; the h1 is slugged after them and takes a free id.
    const ids = new Map<Heading, string>()
    for (const item of slugged) {
      // (A name that is no string takes no slug: github-slugger gives such a value '' and counts nothing.)
      if (Array.isArray(item))
        for (const made of item) made.assign(made.text === undefined ? '' : slugger.slug(made.text))
      else if (!custom.has(item)) ids.set(item, slugger.slug(authorText(item)))
    }
    for (const heading of headings) {
      const value = toString(heading).trim()
      const id = custom.get(heading) ?? ids.get(heading) ?? slugger.slug(authorText(heading))
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties as object), id } }
      toc.push({
        id,
        value,
        depth: heading.depth,
        ...(hasMarkup(heading.children) && { html: inlineHtml(heading.children).trim() }),
        ...(rendered(heading.children) && { fromHeading: true as const })
      })
    }
    file.data.toc = toc
  }
}
