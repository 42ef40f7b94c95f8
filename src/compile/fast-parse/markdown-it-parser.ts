import MarkdownIt, { type Token } from 'markdown-it'
import { wrapBlockRule } from './block-hooks.js'
import { wrapInlineRule } from './inline-hooks.js'
import { mdxEsmRule } from './esm-rule.js'
import { mdxJsxFlowRule, type ParseEnv } from './jsx-flow-rule.js'

/** Deepest token nesting fastParse accepts (micromark has no such limit, markdown-it does). */
export const MAX_NESTING = 50

type RuleList = { __rules__: { name: string; fn: never; alt: string[] }[]; __cache__: unknown }

/** Replaces every rule of a markdown-it ruler by `wrap(name, rule)`, keeping names and alternatives. */
function wrapRules<Rule>(ruler: unknown, wrap: (name: string, rule: Rule) => Rule) {
  const list = ruler as RuleList
  for (const rule of list.__rules__) rule.fn = wrap(rule.name, rule.fn) as never
  list.__cache__ = null
}

/**
 * A markdown-it instance whose tokens carry source positions: CommonMark plus GFM tables, URLs kept
 * as written (micromark does not normalise them), no typographer or linkify. For MDX the HTML and
 * autolink rules are off and the MDX flow JSX rule is on; for Markdown HTML is parsed (and declined).
 */
function createParser(format: 'md' | 'mdx'): MarkdownIt {
  const md = new MarkdownIt('commonmark', { html: format === 'md' })
  // The preset stops nesting at 20 levels and keeps the rest as text; fastParse declines far before this.
  Object.assign(md.options, { maxNesting: MAX_NESTING + 10 })
  md.enable(['table'])
  md.normalizeLink = url => url
  md.normalizeLinkText = text => text
  md.validateLink = () => true
  // Escapes and entities stay separate tokens so each keeps its span.
  // No `normalize`: fastParse declines sources with CR or NUL, the only characters it changes, and
  // its two global replaces copied every page's text twice (`/\r\n?|\n/g` matches every line end).
  md.core.ruler.disable(['text_join', 'normalize'])
  md.inline.ruler2.disable(['fragments_join'])
  if (format === 'mdx') md.inline.ruler.disable(['autolink', 'html_inline'])
  wrapRules(md.block.ruler, wrapBlockRule)
  wrapRules(md.inline.ruler, wrapInlineRule)
  if (format === 'mdx') {
    md.block.ruler.after('code', 'mdx_jsx_flow', mdxJsxFlowRule, {
      alt: ['paragraph', 'reference', 'blockquote', 'list']
    })
    md.block.ruler.before('table', 'mdx_esm', mdxEsmRule)
  }
  return md
}

const parsers: Partial<Record<'md' | 'mdx', MarkdownIt>> = {}

/** markdown-it's block tokens (inline children included) for `source`, with positions recorded. */
export function parseTokens(source: string, format: 'md' | 'mdx', env: ParseEnv): Token[] {
  const md = (parsers[format] ??= createParser(format))
  return md.parse(source, env)
}
