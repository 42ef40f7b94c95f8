import type { StateInline } from 'markdown-it'
import { decline } from './decline.js'
import { metaOf } from './token-meta.js'

type InlineRule = (state: StateInline, silent: boolean) => boolean

const isSpace = (char: string | undefined) => char === ' ' || char === '\t'

/** Re-reads an inline link's destination and title as micromark decodes them (an empty title stays ''). */
function readLink(state: StateInline, start: number): { url: string; title: string | null } | undefined {
  const { helpers } = state.md
  const labelEnd = helpers.parseLinkLabel(state, start, true)
  let at = labelEnd + 1
  if (labelEnd < 0 || state.src[at] !== '(') return undefined
  const max = state.posMax
  at++
  while (at < max && (isSpace(state.src[at]) || state.src[at] === '\n')) at++
  const destination = helpers.parseLinkDestination(state.src, at, max)
  if (!destination.ok) return undefined
  at = destination.pos
  const beforeTitle = at
  while (at < max && (isSpace(state.src[at]) || state.src[at] === '\n')) at++
  const title = helpers.parseLinkTitle(state.src, at, max)
  // micromark has no title string for `""`: the title is null, as when there is none.
  return {
    url: destination.str,
    title: at < max && beforeTitle !== at && title.ok && title.str !== '' ? title.str : null
  }
}

/**
 * Wraps an inline rule so every token it pushes records its span in the inline content. Text that
 * markdown-it flushes from its pending buffer is only marked: its span is what lies between its
 * neighbours. Delimiter runs push one token per character, so each gets its own character.
 */
export function wrapInlineRule(name: string, rule: InlineRule): InlineRule {
  return (state, silent) => {
    const start = state.pos
    const first = state.tokens.length
    const hadPending = state.pending !== ''
    const ok = rule(state, silent)
    if (!ok || silent) return ok
    const end = state.pos
    // An unmatched backtick run makes micromark shift later text positions over line prefixes.
    if (name === 'backticks' && state.tokens.length === first) decline('unmatched backtick run')
    let index = first
    if (hadPending && state.tokens[index]?.type === 'text' && !state.tokens[index].meta)
      metaOf(state.tokens[index++]).pending = true
    if (name === 'emphasis' || name === 'strikethrough') {
      // markdown-it and micromark pair long runs (`***`, `****`) differently in corner cases.
      if (end - start >= 3) decline('delimiter run of three or more')
      // Runs that can both open and close fall under the “multiple of 3” rule, where they differ too.
      const delimiter = state.delimiters[state.delimiters.length - 1]
      if (delimiter?.open && delimiter.close) decline('delimiter run that both opens and closes')
      for (let char = start; index < state.tokens.length; index++, char++)
        Object.assign(metaOf(state.tokens[index]), { start: char, end: char + 1 })
      return ok
    }
    let spanStart = start
    let spanEnd = end
    // Trailing spaces before a line ending belong to the break, not to the text before it; the next
    // line's indentation belongs to neither.
    if (name === 'newline') {
      if (state.tokens[state.tokens.length - 1].type === 'hardbreak')
        while (spanStart > 0 && state.src[spanStart - 1] === ' ') spanStart--
      spanEnd = start + 1
    } else if (name === 'escape' && state.src[start + 1] === '\n') spanEnd = start + 2
    for (; index < state.tokens.length; index++) {
      const token = state.tokens[index]
      const meta = metaOf(token)
      // Text without a span was flushed from the pending buffer (here: inside a link's label).
      if (token.type === 'text' && meta.start === undefined) meta.pending = true
      else if (meta.start === undefined && !meta.pending)
        Object.assign(meta, { start: spanStart, end: spanEnd, next: end })
    }
    if (name === 'link' || name === 'image') {
      const open = state.tokens[first + (hadPending ? 1 : 0)]
      const link = readLink(state, name === 'link' ? start : start + 1)
      if ((open?.type === 'link_open' || open?.type === 'image') && link) Object.assign(metaOf(open), link)
    }
    return ok
  }
}
