import GithubSlugger from 'github-slugger'
import type { Heading, Link, Nodes, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import type { PageLink } from '../remark-analyse.js'
import { hasMarkup, inlineHtml, type TocHeading } from '../remark-heading-ids.js'
import { linkResolver, type NextraLinks } from '../resolve-links.js'
import { decline } from '../fast-parse/decline.js'

/**
 * The node types the token path writes itself. Anything else (images, HTML, JSX, expressions, ESM,
 * footnotes, definitions, math, task items…) declines the page to the full pipeline, which knows it.
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
  'blockquote'
])

// URLs that `normalizeUri` (micromark-util-sanitize-uri, remark-rehype's `href`) gives back as written.
const PLAIN_URL = /^(?:[\w!#$&'()*+,\-./:;=?@~]|%[\dA-Fa-f]{2})*$/
// A GitHub alert's opening (`> [!NOTE]`), which remark-github-alerts makes a callout.
const ALERT = /^\[!/

/**
 * What remark's plugins learn from a page the token path writes, in one walk over its tree: every
 * node checked against {@link KNOWN}, links resolved (remark-analyse.ts: relative to the folder,
 * Nextra's link rules) and listed with their places, headings given their ids (`data.hProperties`)
 * and the table of contents (remark-heading-ids.ts: h2–h6 slugged first, then the h1). Declines what
 * it does not reproduce exactly (custom ids are declined at the source: `[#`). Changes nothing in the
 * tree the full pipeline reads but the headings' `data`, which remark-heading-ids sets again.
 */
export function pageFacts(
  tree: Root,
  file: VFile,
  options: { folderRoute?: string; nextraLinks?: NextraLinks }
): { toc: TocHeading[]; links: PageLink[]; hrefs: Map<Link, string> } {
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
  const slugger = new GithubSlugger()
  const ids = new Map<Heading, string>()
  for (const heading of headings) if (heading.depth > 1) ids.set(heading, slugger.slug(toString(heading).trim()))
  const toc: TocHeading[] = []
  for (const heading of headings) {
    const value = toString(heading).trim()
    const id = ids.get(heading) ?? slugger.slug(value)
    heading.data = { hProperties: { id } }
    toc.push({
      id,
      value,
      depth: heading.depth,
      ...(hasMarkup(heading.children) && { html: inlineHtml(heading.children).trim() })
    })
  }
  return { toc, links, hrefs }
}
