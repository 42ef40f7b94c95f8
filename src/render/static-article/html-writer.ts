import type { RenderContext } from '../../../templates/context.js'
import { escapeHtml } from '../../shared/escape-html.js'

/** Thrown where the string path meets what it does not write as React would: the page takes the full pipeline. */
export const DECLINE = Symbol('decline the string path')

/** React's test for a `javascript:` URL (`sanitizeURL`), which it replaces: such a page is left to React. */
const JAVASCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i

/** One attribute as React receives it: its name in React's case and a string, number or boolean. */
export type Attribute = [name: string, value: string | number]

/**
 * The article's HTML, written as React's server renderer writes it: text and attribute values
 * escaped alike (`escapeTextForBrowser`), `<!-- -->` between two texts that no tag separates, void
 * elements closed with `/>`. One string grows by appending (V8 keeps it as a rope until it is read).
 */
export class HtmlWriter {
  html = ''
  /** The last thing written was text (React then separates the next text with a comment). */
  private afterText = false
  /** Inside a heading (`InsideHeading` of the React path): its links leave out the new-tab note. */
  insideHeading = false

  constructor(readonly context: RenderContext) {}

  text(value: string) {
    // React writes nothing for an empty string, and it does not count as text.
    if (value === '') return
    if (this.afterText) this.html += '<!-- -->'
    this.html += escapeHtml(value)
    this.afterText = true
  }

  open(tag: string, attributes: readonly Attribute[]) {
    this.html += `<${tag}${attributesHtml(tag, attributes)}>`
    this.afterText = false
  }

  /** A void element (`<br/>`, `<hr/>`): React closes it in its start tag. */
  empty(tag: string, attributes: readonly Attribute[]) {
    this.html += `<${tag}${attributesHtml(tag, attributes)}/>`
    this.afterText = false
  }

  close(tag: string) {
    this.html += `</${tag}>`
    this.afterText = false
  }

  /** HTML that React would write as is (`dangerouslySetInnerHTML`). */
  raw(html: string) {
    this.html += html
    this.afterText = false
  }
}

function attributesHtml(tag: string, attributes: readonly Attribute[]): string {
  let html = ''
  for (const [name, value] of attributes) html += attributeHtml(tag, name, value)
  return html
}

/** One attribute as React's `pushAttribute` writes it, for the names the string path passes on. */
function attributeHtml(tag: string, name: string, value: string | number): string {
  switch (name) {
    case 'className':
      return ` class="${escapeHtml(String(value))}"`
    case 'href':
    case 'src':
      // React drops an empty URL, but keeps a link's `href=""` (a link to the page itself).
      if (value === '') return tag === 'a' && name === 'href' ? ' href=""' : ''
      if (JAVASCRIPT_URL.test(String(value))) throw DECLINE
      return ` ${name}="${escapeHtml(String(value))}"`
    case 'start':
      if (typeof value !== 'number' && typeof value !== 'string') throw DECLINE
      return Number.isNaN(Number(value)) ? '' : ` start="${escapeHtml(String(value))}"`
    case 'style':
      // (Built by the writers from a known declaration, `text-align:left`.)
      return ` style="${escapeHtml(String(value))}"`
    case 'id':
    case 'title':
    case 'alt':
    case 'target':
    case 'rel':
    case 'aria-label':
    case 'aria-hidden':
    case 'decoding':
    case 'loading':
    case 'data-non-http':
    case 'data-md':
      // (`data-md`: the mark on Markdown's elements of a site that follows Nextra, `templates/markdown-marks.ts`.)
      return ` ${name}="${escapeHtml(String(value))}"`
    default:
      throw DECLINE
  }
}
