import GithubSlugger from 'github-slugger'
import type { Heading, Link, Nodes, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import type { PageLink } from '../remark-analyse.js'
import { hasMarkup, inlineHtml, type TocHeading } from '../remark-heading-ids.js'
import { straightText } from '../remark-smart-punctuation.js'
import { linkResolver, type NextraLinks } from '../resolve-links.js'
import { decline } from '../fast-parse/decline.js'

/**
 * The node types the token path writes itself. Anything else (HTML, JSX, expressions, ESM, footnotes,
 * definitions, math, task items…) declines the page to the full pipeline, which knows it.
 */
const KNOWN = new Set([
  'root',
  'yaml',
  'heading',
  'paragraph',
  'text',
  'strong',
  'emphasis',
  'inlineCode',
  'link',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'code',
  'thematicBreak',
  'break',
  'blockquote',
  'image'
])

// URLs that `normalizeUri` (micromark-util-sanitize-uri, remark-rehype's `href`) gives back as written.
const PLAIN_URL = /^(?:[\w!#$&'()*+,\-./:;=?@~]|%[\dA-Fa-f]{2})*$/
// A GitHub alert's opening (`> [!NOTE]`), which remark-github-alerts makes a callout.
const ALERT = /^\[!/

/**
 * What remark's plugins learn from a page the token path writes, in one walk over its tree: every
 * node checked against {@link KNOWN}, links resolved (remark-analyse.ts: relative to the folder,
 * Nextra's link rules) and listed with their places, the headings found. Declines what it does not
 * reproduce exactly (custom ids are declined at the source: `[#`). Changes nothing in the tree.
 */
export function pageFacts(
  tree: Root,
  file: VFile,
  options: { folderRoute?: string; nextraLinks?: NextraLinks }
): { headings: Heading[]; links: PageLink[]; hrefs: Map<Link, string> } {
  const links: PageLink[] = []
  const hrefs = new Map<Link, string>()
  const headings: Heading[] = []
  const resolveLink = linkResolver(options, file)
  const walk = (node: Nodes): void => {
    if (!KNOWN.has(node.type)) decline(`node ${node.type}`)
    switch (node.type) {
      case 'heading':
        headings.push(node)
        break
      case 'link': {
        // (A script URL: the full pipeline warns and, in `.md`, strips it; controls and spaces are ignored.)
        if (/^javascript:/i.test(node.url.replace(/[\u0000-\u0020]/g, ''))) decline('javascript: link')
        const url = resolveLink(node.url, node)
        if (!PLAIN_URL.test(url)) decline('link URL normalizeUri would encode')
        hrefs.set(node, url)
        links.push({ url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 })
        break
      }
      case 'image':
        // (A file next to the page becomes a bundled import: remark-analyse.ts.)
        if (/^(\.{1,2}|private-next-content-dir)\//.test(node.url)) decline('relative image')
        if (!PLAIN_URL.test(node.url)) decline('image URL normalizeUri would encode')
        break
      case 'listItem':
        if (node.checked !== null && node.checked !== undefined) decline('task list item')
        break
      case 'blockquote': {
        const first = node.children[0]
        const text = first?.type === 'paragraph' ? first.children[0] : undefined
        if (text?.type === 'text' && ALERT.test(text.value)) decline('GitHub alert')
        break
      }
      case 'code':
        // (parse5's rule, rehype-raw-when-needed.ts: a `.md` code block's first line feed goes; an empty block has no text.)
        if (!node.value || node.value.startsWith('\n')) decline('code block empty or starting with a blank line')
        break
    }
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return { headings, links, hrefs }
}

/** The heading's text as its author wrote it: Nextra slugs it before SmartyPants curls its quotes (remark-heading-ids.ts). */
const authorText = (heading: Heading) => (smartened(heading) ? straightText(heading) : toString(heading)).trim()
const smartened = (node: Nodes): boolean =>
  (node.data as { straight?: string } | undefined)?.straight !== undefined ||
  ('children' in node && node.children.some(smartened))

/**
 * The headings' ids and the table of contents, as remark-heading-ids.ts gives them without custom ids:
 * h2–h6 slugged first, then the h1; each heading's id on its `data.hProperties`.
 */
export function tableOfContents(headings: readonly Heading[]): TocHeading[] {
  const slugger = new GithubSlugger()
  const ids = new Map<Heading, string>()
  for (const heading of headings) if (heading.depth > 1) ids.set(heading, slugger.slug(authorText(heading)))
  const toc: TocHeading[] = []
  for (const heading of headings) {
    const value = toString(heading).trim()
    const id = ids.get(heading) ?? slugger.slug(authorText(heading))
    heading.data = { hProperties: { id } }
    toc.push({
      id,
      value,
      depth: heading.depth,
      ...(hasMarkup(heading.children) && { html: inlineHtml(heading.children).trim() })
    })
  }
  return toc
}
