import { Parser } from 'acorn'
import jsx from 'acorn-jsx'

// A page as plain Markdown for machines (`<route>.md`, llms-full.txt): the author's Markdown as
// written, with MDX's code taken out — ESM statements, expressions and comments dropped, component
// and HTML tags removed around the text they hold. Code fences and inline code stay as they are.

const JsxParser = Parser.extend(jsx())

/** Whether `code` parses as a complete module (an `import`/`export` statement has ended). */
function isCompleteModule(code: string): boolean {
  try {
    JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' })
    return true
  } catch {
    return false
  }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** Index just past a `{…}` expression starting at `start` (strings and nesting respected), or -1. */
function expressionEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '"' || c === "'" || c === '`') {
      const close = text.indexOf(c, i + 1)
      if (close < 0) return -1
      i = close
    } else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i + 1
  }
  return -1
}

/** Index just past a tag starting at `start` (`<Name …>`, `</Name>`, `<Name />`), or -1 when it is not a tag. */
function tagEnd(text: string, start: number): number {
  if (!/^<\/?[A-Za-z][\w.:-]*|^<>|^<\/>/.test(text.slice(start, start + 64))) return -1
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1)
      if (close < 0) return -1
      i = close
    } else if (c === '{') {
      const end = expressionEnd(text, i)
      if (end < 0) return -1
      i = end - 1
    } else if (c === '>') return i + 1
  }
  return -1
}

/** The characters `reduceProse` looks at; every other character is copied as it is. */
const SPECIAL = /[`\\<{]/g
const SPECIAL_MD = /[`\\<]/g
const BACKTICKS = /`+/y

/** The prose of a body outside code fences: tags, expressions and comments removed. */
function reduceProse(text: string, mdx: boolean): string {
  let out = ''
  let i = 0
  const special = mdx ? SPECIAL : SPECIAL_MD
  while (i < text.length) {
    // Runs of plain text are copied in one piece rather than a character at a time (the main
    // thread writes every page's Markdown: ~0.15 CPU-s of a cold 1,000-page build went here).
    special.lastIndex = i
    const next = special.exec(text)?.index ?? text.length
    if (next > i) {
      out += text.slice(i, next)
      i = next
      continue
    }
    const c = text[i]!
    if (c === '`') {
      // An inline code span: kept whole, whatever it holds.
      BACKTICKS.lastIndex = i
      const run = BACKTICKS.exec(text)![0]
      const close = text.indexOf(run, i + run.length)
      const end = close < 0 ? i + run.length : close + run.length
      out += text.slice(i, end)
      i = end
    } else if (c === '\\' && i + 1 < text.length) {
      out += text.slice(i, i + 2)
      i += 2
    } else if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4)
      i = close < 0 ? text.length : close + 3
    } else if (c === '<') {
      const end = tagEnd(text, i)
      if (end < 0) {
        out += c
        i++
      } else i = end
    } else if (c === '{' && mdx) {
      const end = expressionEnd(text, i)
      if (end < 0) {
        out += c
        i++
      } else i = end
    } else {
      out += c
      i++
    }
  }
  return out
}

/**
 * Lines that held only markup become empty; runs of empty lines shrink to one; indentation left by
 * components goes. One pass over the lines: each block between empty lines loses the spaces all its
 * lines begin with (Markdown inside a component is usually indented).
 */
function tidy(text: string): string {
  const result: string[] = []
  let blockStart = 0
  let indent = Infinity
  const flush = () => {
    if (Number.isFinite(indent) && indent > 0)
      for (let k = blockStart; k < result.length; k++) result[k] = result[k]!.slice(indent)
    indent = Infinity
  }
  let afterEmpty = false
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (afterEmpty) continue
      afterEmpty = true
      flush()
      result.push('')
      blockStart = result.length
      continue
    }
    afterEmpty = false
    let spaces = 0
    while (line.charCodeAt(spaces) === 32) spaces++
    if (spaces < indent) indent = spaces
    result.push(line)
  }
  flush()
  return result.join('\n').trim()
}

/**
 * `body` (the page without its front matter) as plain Markdown. `.md` pages keep everything but HTML
 * comments and tags; `.mdx` pages also lose their ESM statements and expressions.
 */
export function reduceToMarkdown(body: string, mdx: boolean): string {
  // The lines as offsets into `body` (what `split('\n')` gives): prose, fences and statements are
  // sliced out of it whole rather than joined again line by line (the main thread writes every page's
  // Markdown in a build).
  const starts = [0]
  for (let at = body.indexOf('\n'); at >= 0; at = body.indexOf('\n', at + 1)) starts.push(at + 1)
  const count = starts.length
  const endOf = (i: number) => (i + 1 < count ? starts[i + 1]! - 1 : body.length)
  /** Lines `first` to `last` (both included), joined as they are in `body`. */
  const linesOf = (first: number, last: number) => body.slice(starts[first], endOf(last))
  const parts: string[] = []
  let prose = -1
  const flushProse = (end: number) => {
    if (prose >= 0) parts.push(reduceProse(linesOf(prose, end - 1), mdx))
    prose = -1
  }
  for (let i = 0; i < count; i++) {
    const line = linesOf(i, i)
    const fence = FENCE.exec(line)
    if (fence) {
      // A fenced block, kept verbatim up to its closing fence (or the end of the page).
      flushProse(i)
      const marker = fence[1]!
      const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`)
      const first = i
      for (i++; i < count; i++) if (closing.test(linesOf(i, i))) break
      parts.push(linesOf(first, Math.min(i, count - 1)))
      continue
    }
    if (mdx && /^(import|export)\s/.test(line)) {
      // An ESM statement, to where it parses as a whole (at most 200 lines).
      let end = i
      let complete = isCompleteModule(line)
      while (!complete && end + 1 < count && end - i < 200) complete = isCompleteModule(linesOf(i, ++end))
      if (complete) {
        flushProse(i)
        parts.push('')
        i = end
        continue
      }
    }
    if (prose < 0) prose = i
  }
  flushProse(count)
  return tidy(parts.join('\n'))
}

/** A page's Markdown file: its title as the heading (unless the body starts with one), then the body. */
export function pageMarkdown(page: {
  title: string
  description?: string
  source: string
  frontMatterEnd: number
  mdx: boolean
}): string {
  const body = reduceToMarkdown(page.source.slice(page.frontMatterEnd), page.mdx)
  const heading = /^#\s/.test(body) ? '' : `# ${page.title}\n\n`
  const description = page.description && !heading ? '' : page.description ? `> ${page.description}\n\n` : ''
  return `${heading}${description}${body}\n`
}
