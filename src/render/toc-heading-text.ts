import { escapeHtml } from '../shared/escape-html.js'

// Nextra 3 and 4 (`rehype-extract-toc-content`, read in nextra 3.3.1 and 4.6.1) give the table of
// contents, for a heading that holds more than text, the heading's own JSX, rendered with the page's
// scope: `## Foo {myVar}` is listed as "Foo" and myVar's value, `#### Qux <Test someProp="x" />` with
// what Test draws (Nextra 2 lists the flattened source, `Foo myVar`). Only the page's render knows
// those values, so the TOC writes such an entry with a mark (`tocEntryLink`) and, once the page is
// rendered, the entry takes the rendered heading's content (`withHeadingTexts`): its permalink left
// out, its links their content (a link inside the TOC's link would nest), its ids dropped (unique).

const MARK = 'data-gs-heading-text=""'

/** The TOC entry's link: marked to take the rendered heading's content when `fromHeading`. */
export function tocEntryLink(entry: { id: string; fromHeading?: true }, content: string): string {
  const href = `#${escapeHtml(String(entry.id))}`
  return `<a href="${href}"${entry.fromHeading ? ` ${MARK}` : ''}>${content}</a>`
}

/** Whether any of the page's pieces hold a marked entry. */
export const hasHeadingTexts = (pieces: readonly string[]): boolean => pieces.some(piece => piece.includes(MARK))

const MARKED_ENTRY = /<a href="#([^"]*)" data-gs-heading-text="">([^]*?)<\/a>/g
const HEADING = /<h([2-6])(\s[^>]*)?>([^]*?)<\/h\1>/g
const ID_ATTRIBUTE = /\sid="([^"]*)"/
const PERMALINK = /<a class="gs-anchor" href="[^"]*" aria-label="[^"]*">#<\/a>$/

/**
 * The page's HTML with each marked TOC entry showing its heading's rendered content (the text it was
 * written with when the page has no such heading), and the marks gone.
 */
export function withHeadingTexts(html: string): string {
  if (!html.includes(MARK)) return html
  const contents = new Map<string, string>()
  for (const [, , attributes = '', inner] of html.matchAll(HEADING)) {
    const id = ID_ATTRIBUTE.exec(attributes)?.[1]
    if (id !== undefined && !contents.has(id)) contents.set(id, entryContent(inner))
  }
  return html.replace(MARKED_ENTRY, (_entry, href: string, fallback: string) => {
    const content = contents.get(href)
    return `<a href="#${href}">${content ?? fallback}</a>`
  })
}

/** A heading's inner HTML as a TOC entry's content. */
const entryContent = (inner: string): string =>
  inner
    .replace(PERMALINK, '')
    .replace(/<a(?:\s[^>]*)?>|<\/a>/g, '')
    .replace(/(<[a-z][^>]*?)\sid="[^"]*"/gi, '$1')
    .trim()
