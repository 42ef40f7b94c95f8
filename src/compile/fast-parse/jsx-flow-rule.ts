import type { StateBlock } from 'markdown-it'
import { decline } from './decline.js'
import { readJsxTag, type JsxTag } from './jsx-tag.js'
import type { Locator } from './locator.js'
import { metaOf } from './token-meta.js'

/** What fastParse passes markdown-it as `env`. */
export interface ParseEnv {
  locator: Locator
  references?: unknown
  /** Names imported by earlier import/export blocks (MDX declares them before parsing the next). */
  moduleSpecifiers?: string[]
}

const lineText = (state: StateBlock, line: number) =>
  state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line])

/** A line holding only one tag (flow JSX), or undefined. Declines lines starting with `<` that are neither shape. */
function flowTag(state: StateBlock, line: number, locator: Locator): JsxTag | undefined {
  const start = state.bMarks[line] + state.tShift[line]
  const tag = readJsxTag(state.src, start, state.eMarks[line], locator)
  if (!tag) return decline('JSX outside the supported shapes')
  return state.src.slice(tag.end, state.eMarks[line]).trim() === '' ? tag : undefined
}

/** A line `<Name …>text</Name>`: the tag, its text's offsets and the closing tag's end. */
function textElementLine(state: StateBlock, line: number, locator: Locator) {
  const max = state.eMarks[line]
  const tag = readJsxTag(state.src, state.bMarks[line] + state.tShift[line], max, locator)
  if (!tag || tag.kind !== 'open') return undefined
  const closing = `</${tag.name}>`
  const close = state.src.indexOf(closing, tag.end)
  if (close === -1 || close + closing.length !== max) return undefined
  return { tag, textStart: tag.end, textEnd: close, end: close + closing.length }
}

/**
 * markdown-it block rule for the MDX JSX the fast parser supports: a line that is only an opening,
 * closing or self-closing tag (it interrupts paragraphs, as in MDX), and paragraphs made only of
 * `<Name>text</Name>` lines (MDX keeps those as text elements; unravelling them happens after parse).
 */
export function mdxJsxFlowRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false
  if (state.src[state.bMarks[startLine] + state.tShift[startLine]] !== '<') return false
  const { locator } = state.env as ParseEnv
  const tag = flowTag(state, startLine, locator)
  if (tag) {
    if (silent) return true
    const token = state.push('mdx_jsx_flow', '', 0)
    token.map = [startLine, startLine + 1]
    Object.assign(metaOf(token), { tag, start: tag.start, end: tag.end })
    state.line = startLine + 1
    return true
  }
  if (silent) return false
  const lines: NonNullable<ReturnType<typeof textElementLine>>[] = []
  let line = startLine
  for (; line < endLine && state.sCount[line] >= state.blkIndent && lineText(state, line).startsWith('<'); line++) {
    const element = textElementLine(state, line, locator)
    if (!element) break
    lines.push(element)
  }
  if (!lines.length) decline('inline JSX')
  // What follows must end the paragraph for MDX too: a blank line, the end, or a flow tag.
  if (
    line < endLine &&
    !state.isEmpty(line) &&
    !(state.sCount[line] >= state.blkIndent && lineText(state, line).startsWith('<') && flowTag(state, line, locator))
  )
    decline('text element paragraph continues')
  const open = state.push('paragraph_open', 'p', 1)
  open.map = [startLine, line]
  Object.assign(metaOf(open), { start: lines[0].tag.start, end: lines[lines.length - 1].end })
  lines.forEach((element, index) => {
    if (index > 0)
      Object.assign(metaOf(state.push('mdx_line_ending', '', 0)), {
        start: lines[index - 1].end,
        end: lines[index - 1].end + 1
      })
    Object.assign(metaOf(state.push('mdx_jsx_text_open', '', 1)), {
      tag: element.tag,
      start: element.tag.start,
      end: element.end
    })
    const inline = state.push('inline', '', 0)
    inline.content = state.src.slice(element.textStart, element.textEnd)
    inline.map = [startLine + index, startLine + index + 1]
    inline.children = []
    metaOf(inline).segments = [[0, element.textStart]]
    state.push('mdx_jsx_text_close', '', -1)
  })
  state.push('paragraph_close', 'p', -1)
  state.line = line
  return true
}
