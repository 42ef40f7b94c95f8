// A Nextra 2/3 theme config's `logo`, footer content and `toc.extraContent` that read the page they are
// drawn on (`useRouter()`, `useConfig()`, `usePathname()`: grpcity's logo links to `/en` on English pages and
// `/zh` on Chinese ones, its footer's links go to the page's locale; Lamatic's TOC extra shows the page's
// front matter): Nextra renders them inside each page's render. The config reader draws them once, for no page in particular, and notes that they
// read the page (`readsPage`, src/config/website/theme-logo.ts); such a node is drawn again for each
// page where the theme's `head` is (`theme-head.ts`: on the thread that rendered the page, from the
// config's module run there once, from the JSON the page carries), in place of the markup drawn once.
// Nodes that read nothing of the page (nearly all) are drawn once, as before.
import type { createElement as CreateElement, ReactNode } from 'react'
import type { HeadInput, HeadRenderer } from './theme-head-input.js'

/** A node drawn per page: the markup the config reader drew (what each page holds), and the module when no other option carries it. */
export interface ThemePageNode {
  markup: string
  code?: string
}

const MARKER = /<script type="application\/json" data-gs-theme-head="">([^<]*)<\/script>/

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The theme config's nodes drawn per page when they read it, by their names in `themeComponents`. */
export const PAGE_NODE_KEYS = ['logo', 'footer', 'tocExtra'] as const
export type PageNodeKey = (typeof PAGE_NODE_KEYS)[number]

/**
 * What stands in the page for a node that reads the page and drew nothing for no page (a TOC extra shown
 * only where the front matter asks for it): each page's markup replaces it.
 */
export const pageNodeMarker = (key: PageNodeKey): string => `<!--gs-page-node:${key}-->`

/** The node `key` of a theme config's options (`config`), as nextra-theme-docs draws it. */
export function themePageNode(config: unknown, key: PageNodeKey, create: typeof CreateElement): unknown {
  const options = isObject(config) ? config : {}
  if (key === 'logo') return options.logo
  if (key === 'footer') return footerContentNode(options.footer, create)
  // (`toc.extraContent`: under the table of contents, a node or a component.)
  return isObject(options.toc) ? options.toc.extraContent : undefined
}

/**
 * What nextra-theme-docs' footer draws of a theme config's `footer`: Nextra 3's `content`, Nextra 2's
 * `text` (a node or a component), inside a box of its `className`; nextra-theme-blog's footer itself (a node).
 */
export function footerContentNode(option: unknown, create: typeof CreateElement): ReactNode | (() => ReactNode) {
  const content =
    isObject(option) && !('$$typeof' in option)
      ? option.content !== undefined
        ? option.content
        : option.text
      : isObject(option) || typeof option === 'string'
        ? option
        : undefined
  const className = isObject(option) && isText(option.className) ? option.className : undefined
  return (
    className && content != null
      ? create('div', { className: `gs-nextra-footer-content ${className}` }, content as ReactNode)
      : content
  ) as ReactNode | (() => ReactNode)
}

/**
 * The page with each copy of a node drawn once replaced by the node drawn for this page: unchanged
 * without the theme head's JSON or that markup; a node that throws keeps the markup and is reported
 * through `warn` (`what`: the option's name).
 */
export function applyThemePageNode<T extends string | Uint8Array>(
  html: T,
  render: HeadRenderer,
  node: ThemePageNode,
  what: string,
  warn: (message: string) => void
): T {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString()
  const marker = MARKER.exec(text)
  if (!marker || !text.includes(node.markup)) return html
  let markup: string
  try {
    markup = render(JSON.parse(marker[1]!) as HeadInput)
  } catch (error) {
    warn(`The theme config's ${what} threw: ${error instanceof Error ? error.message : String(error)}`)
    return html
  }
  if (markup === node.markup) return html
  const out = text.split(node.markup).join(markup)
  return (typeof html === 'string' ? out : new Uint8Array(Buffer.from(out, 'utf8'))) as T
}
