import type { Token } from 'markdown-it'
import type { PhrasingContent, Text } from 'mdast'
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { decline } from './decline.js'
import type { Locator } from './locator.js'
import { metaOf } from './token-meta.js'

type Parent = { children: PhrasingContent[]; position?: PhrasingContent['position'] }

/** A function from an offset in inline content to the source offset, from the line segments. */
function sourceOffsets(segments: [number, number][]) {
  return (offset: number) => {
    let index = segments.length - 1
    while (index > 0 && segments[index][0] > offset) index--
    return segments[index][1] + offset - segments[index][0]
  }
}

// GFM autolink literal triggers (micromark-extension-gfm-autolink-literal): `www.`, `http(s)://`,
// `mailto:`/`xmpp:` and an `@` with an address character before it (or at a token edge, unknowable here).
const AUTOLINK_LITERAL = /www\.|https?:\/\/|mailto:|xmpp:|(?:^|[\w.+-])@[\w]/i

/** Text micromark would read differently: GFM autolink literals, strikethrough; in MDX, JSX and expressions. */
function checkText(raw: string, format: 'md' | 'mdx') {
  if (AUTOLINK_LITERAL.test(raw)) decline('possible GFM autolink literal')
  if (raw.includes('~')) decline('possible strikethrough')
  if (format === 'mdx' && /[<{}]/.test(raw)) decline('JSX or expression in text')
}

/** The alt text of an image: its label as plain text, as mdast-util-to-string reads it. */
function altText(tokens: Token[]): string {
  let alt = ''
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline') alt += token.content
    else if (token.type === 'softbreak') alt += '\n'
    else if (token.type === 'image') alt += altText(token.children ?? [])
    else if (token.type === 'hardbreak') decline('line break in alt text')
  }
  return alt
}

/** Spans of `**`/`__` delimiters: markdown-it keeps the second character as an empty text token next to the open/close token. */
function joinStrongDelimiters(tokens: Token[]) {
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]
    if (token.type !== 'strong_open' && token.type !== 'strong_close') continue
    const meta = metaOf(token)
    for (const other of [tokens[index - 1], tokens[index + 1]]) {
      const otherMeta = other && metaOf(other)
      if (
        !other ||
        other.type !== 'text' ||
        other.content !== '' ||
        otherMeta.start === undefined ||
        otherMeta.end === undefined
      )
        continue
      if (otherMeta.end === meta.start || otherMeta.start === meta.end) {
        meta.start = Math.min(meta.start!, otherMeta.start)
        meta.end = Math.max(meta.end!, otherMeta.end)
        otherMeta.pending = false
        other.type = 'strong_delimiter'
      }
    }
  }
}

/**
 * Converts an inline token's children to mdast phrasing content with source positions: adjacent
 * text, escapes, entities and soft line breaks merge into one text node, as micromark does.
 */
export function inlineToMdast(inline: Token, locator: Locator, format: 'md' | 'mdx'): PhrasingContent[] {
  const segments = metaOf(inline).segments
  if (!segments) return decline('inline content without positions')
  const toSource = sourceOffsets(segments)
  const tokens = inline.children ?? []
  joinStrongDelimiters(tokens)
  const root: Parent = { children: [] }
  const stack: Parent[] = [root]
  let cursor = 0
  const at = (start: number, end: number) => locator.position(toSource(start), toSource(end))
  // A line ending ends where the next line starts (before any container prefix or indentation).
  const lineEndingEnd = (end: number) => toSource(end - 1) + 1
  const appendText = (value: string, start: number, end: number, sourceEnd = toSource(end)) => {
    const siblings = stack[stack.length - 1].children
    const last = siblings[siblings.length - 1] as Text | undefined
    if (last?.type === 'text') {
      last.value += value
      last.position!.end = locator.point(sourceEnd)
    } else siblings.push({ type: 'text', value, position: locator.position(toSource(start), sourceEnd) })
  }
  const open = (node: Parent & PhrasingContent) => {
    stack[stack.length - 1].children.push(node)
    stack.push(node)
  }
  for (const token of tokens) {
    const meta = metaOf(token)
    if (token.type === 'text' && (meta.pending || meta.start === undefined)) {
      checkText(token.content, format)
      if (token.content) appendText(token.content, cursor, cursor + token.content.length)
      cursor += token.content.length
      continue
    }
    if (token.type === 'strong_delimiter') continue
    if (meta.start === undefined || meta.end === undefined) return decline(`token ${token.type} without a span`)
    const { start, end } = meta
    switch (token.type) {
      case 'text':
        checkText(token.content, format)
        if (token.content) appendText(token.content, start, end)
        break
      case 'text_special':
        if (format === 'mdx' && token.info === 'entity') checkText(token.content, format)
        appendText(token.content, start, end)
        break
      case 'softbreak':
        appendText('\n', start, end, lineEndingEnd(end))
        break
      case 'hardbreak':
        stack[stack.length - 1].children.push({
          type: 'break',
          position: locator.position(toSource(start), lineEndingEnd(end))
        })
        break
      case 'code_inline':
        // markdown-it turns line endings in code into spaces; mdast keeps them (container prefixes aside).
        if (locator.point(toSource(start)).line !== locator.point(toSource(end)).line) decline('inline code over lines')
        stack[stack.length - 1].children.push({ type: 'inlineCode', value: token.content, position: at(start, end) })
        break
      case 'em_open':
        open({ type: 'emphasis', children: [], position: at(start, end) })
        break
      case 'strong_open':
        open({ type: 'strong', children: [], position: at(start, end) })
        break
      case 'link_open':
        if (token.markup === 'autolink' || token.markup === 'linkify' || meta.url === undefined)
          decline('autolink or reference link')
        if (format === 'mdx' && /[<{}]/.test(meta.url + (meta.title ?? '')))
          decline('JSX characters in a link destination')
        open({ type: 'link', url: meta.url, title: meta.title ?? null, children: [], position: at(start, end) })
        cursor = start + 1
        continue
      case 'em_close':
      case 'strong_close':
      case 'link_close': {
        const node = stack.pop()!
        node.position!.end = locator.point(toSource(end))
        break
      }
      case 'image': {
        if (meta.url === undefined) decline('reference image')
        if (format === 'mdx' && /[<{}]/.test(meta.url + (meta.title ?? ''))) decline('JSX characters in an image')
        stack[stack.length - 1].children.push({
          type: 'image',
          title: meta.title ?? null,
          url: meta.url,
          alt: altText(token.children ?? []),
          position: at(start, end)
        })
        break
      }
      default:
        return decline(`unsupported inline token ${token.type}`)
    }
    cursor = meta.next ?? end
  }
  if (stack.length !== 1) decline('unbalanced inline tokens')
  return root.children
}

/** The children of a paragraph made of MDX text elements (`<Name>text</Name>` lines). */
export function jsxTextElement(open: Token, inline: Token, locator: Locator, format: 'md' | 'mdx'): MdxJsxTextElement {
  const { tag, start, end } = metaOf(open)
  return {
    type: 'mdxJsxTextElement',
    name: tag!.name,
    attributes: tag!.attributes,
    children: inlineToMdast(inline, locator, format),
    position: locator.position(start!, end!)
  }
}
