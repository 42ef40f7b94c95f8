import type { Token } from 'markdown-it'
import type { JsxTag } from './jsx-tag.js'

/** What the hooks record on a markdown-it token (in `token.meta`, which core markdown-it leaves unused). */
export interface TokenMeta {
  /** Block tokens: offset of the first character of the construct's first line. Inline tokens: span in the inline content. */
  start?: number
  end?: number
  /** Inline tokens: where markdown-it went on reading (after a line ending's indentation, say). */
  next?: number
  /** Inline content tokens: `[contentOffset, sourceOffset]` pairs, one per line piece. */
  segments?: [number, number][]
  /** A text token flushed from markdown-it's pending text (its span follows from its neighbours). */
  pending?: boolean
  /** Links: the destination and title as micromark decodes them. */
  url?: string
  title?: string | null
  /** MDX import/export blocks. */
  esm?: { value: string; estree: import('estree').Program }
  /** MDX tags (flow or the text element of a tag-only paragraph). */
  tag?: JsxTag
}

/** The hook data of `token`, created on first use. */
export function metaOf(token: Token): TokenMeta {
  return (token.meta ??= {}) as TokenMeta
}
