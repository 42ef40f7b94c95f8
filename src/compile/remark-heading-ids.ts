import GithubSlugger from 'github-slugger'
import type { Heading, Nodes, PhrasingContent, Root, Text } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { escapeHtml } from '../shared/escape-html.js'
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
}

const TAGS: Partial<Record<PhrasingContent['type'], string>> = { strong: 'strong', emphasis: 'em', delete: 'del' }

/** The heading's phrasing as TOC HTML: code, strong, em, del kept; everything else its text. */
function inlineHtml(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map(node => {
      if (node.type === 'text') return escapeHtml(node.value)
      if (node.type === 'inlineCode') return `<code>${escapeHtml(node.value)}</code>`
      const tag = TAGS[node.type]
      if (tag && 'children' in node) return `<${tag}>${inlineHtml(node.children)}</${tag}>`
      // Links, JSX elements and the rest: their text (a link inside the TOC's link would nest).
      return 'children' in node ? inlineHtml(node.children as PhrasingContent[]) : escapeHtml(toString(node))
    })
    .join('')
}

const hasMarkup = (nodes: readonly PhrasingContent[]): boolean =>
  nodes.some(
    node =>
      node.type === 'inlineCode' ||
      node.type in TAGS ||
      ('children' in node && hasMarkup(node.children as PhrasingContent[]))
  )

/** The heading's text as written: Nextra slugs it before SmartyPants curls its quotes (remark-smart-punctuation.ts). */
const authorText = (heading: Heading) => (smartened(heading) ? straightText(heading) : toString(heading)).trim()
const smartened = (node: Nodes): boolean =>
  (node.data as { straight?: string } | undefined)?.straight !== undefined ||
  ('children' in node && (node.children as Nodes[]).some(smartened))

const CUSTOM_ID = /\s*\[#([^\]\s]+)\]\s*$/

/** A `<summary>` written in MDX text (`<summary>**Title**</summary>`), as remark holds it. */
type SummaryNode = MdxJsxTextElement

/**
 * Gives every heading an id: `## Title [#custom]` sets it (the marker is removed from the text),
 * otherwise a GitHub-style slug, unique per page (h2–h6 first, as Nextra's; then the h1). Collects the table of contents into `file.data.toc`.
 * With `summaryIds` (Nextra 4.1+: `summary-headings.ts`) a `<summary>` inside a `<details>` takes an
 * id from the same slugger, in document order among the h2–h6, and no TOC entry.
 */
export function remarkHeadingIds(options: { summaryIds?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger()
    const toc: TocHeading[] = []
    const headings: Heading[] = []
    // (h2–h6 and groups of summaries, in the order Nextra slugs them.)
    const slugged: (Heading | SummaryNode[])[] = []
    const test = options.summaryIds ? ['heading', 'mdxJsxFlowElement'] : 'heading'
    visit(tree, test, node => {
      if (node.type === 'heading') {
        headings.push(node)
        if (node.depth > 1) slugged.push(node)
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'details') slugged.push(detailsSummaries(node))
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
      if (Array.isArray(item)) for (const summary of item) setSummaryId(summary, slugger.slug(straightText(summary)))
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
        ...(hasMarkup(heading.children) && { html: inlineHtml(heading.children).trim() })
      })
    }
    file.data.toc = toc
  }
}

/**
 * The `<summary>`s written as text anywhere inside a `<details>` (a nested `<details>`' too, as
 * Nextra 4's walk finds them: the inner one's are slugged again when its turn comes, and the last id wins).
 */
function detailsSummaries(details: MdxJsxFlowElement): SummaryNode[] {
  const found: SummaryNode[] = []
  const walk = (node: Nodes) => {
    for (const child of (node as { children?: Nodes[] }).children ?? []) {
      if (child.type === 'mdxJsxTextElement' && child.name === 'summary') found.push(child)
      else walk(child)
    }
  }
  walk(details)
  return found
}

/** Sets a summary's `id` attribute: the last one given (a nested one is slugged more than once). */
function setSummaryId(summary: SummaryNode, id: string): void {
  const at = summary.attributes.findIndex(attribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')
  const attribute = { type: 'mdxJsxAttribute' as const, name: 'id', value: id }
  if (at < 0) summary.attributes.push(attribute)
  else summary.attributes[at] = attribute
}
