import type { Root, RootContent } from 'mdast'
import { blocks } from './block-to-mdast.js'
import { Decline } from './decline.js'
import { readFrontMatter } from './front-matter.js'
import { createLocator } from './locator.js'
import { MAX_NESTING, parseTokens } from './markdown-it-parser.js'

/** What fastParse made of a page: the tree, or why micromark must parse it instead. */
export type FastParseResult = { tree: Root; reason?: undefined } | { tree?: undefined; reason: string }

/** Constructs never handed to markdown-it (checked on the raw source: cheap and certain). */
function sourceReason(source: string): string | undefined {
  if (/[\r\0]/.test(source)) return 'CR or NUL characters'
  if (source.includes('[^')) return 'possible footnote'
  return undefined
}

/** Like fastParse, with the reason when it declines (for tests and tuning). */
export function fastParseExplained(source: string, format: 'md' | 'mdx'): FastParseResult {
  const reason = sourceReason(source)
  if (reason) return { reason }
  try {
    const { node, body } = readFrontMatter(source)
    const locator = createLocator(source)
    const env = { locator }
    const tokens = parseTokens(body, format, env)
    if ((env as { references?: unknown }).references) return { reason: 'link reference definitions' }
    if (tokens.some(token => token.level >= MAX_NESTING || token.children?.some(child => child.level >= MAX_NESTING)))
      return { reason: 'nesting too deep' }
    const children: RootContent[] = blocks({ tokens, locator, format, source }, 0, tokens.length)
    if (node) children.unshift(node)
    return { tree: { type: 'root', children, position: locator.position(0, source.length) } }
  } catch (error) {
    if (error instanceof Decline) return { reason: error.reason }
    throw error
  }
}

/**
 * Parses a page into the mdast tree `processor.parse` builds (remark-parse with GFM, front matter
 * and, for `.mdx`, MDX), positions included, using markdown-it, which is about ten times faster
 * than micromark. Returns undefined for pages using anything it does not reproduce exactly (ESM,
 * expressions, inline JSX, HTML, footnotes, definitions, autolink literals, strikethrough…): the
 * caller then parses them with micromark.
 */
export function fastParse(source: string, format: 'md' | 'mdx'): Root | undefined {
  try {
    return fastParseExplained(source, format).tree
  } catch {
    // A bug here must never cost a page: micromark still parses it (tests call fastParseExplained).
    return undefined
  }
}
