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
      const run = /^`+/.exec(text.slice(i))![0]
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

/** Lines that held only markup become empty; runs of empty lines shrink to one; indentation left by components goes. */
function tidy(text: string): string {
  const lines = text.split('\n').map(line => (line.trim() === '' ? '' : line))
  // Markdown inside a component is usually indented: take the indentation of the block back out.
  const out: string[] = []
  for (const line of lines) {
    if (line === '' && out.at(-1) === '') continue
    out.push(line)
  }
  let block: string[] = []
  const result: string[] = []
  const flush = () => {
    const indent = Math.min(...block.filter(Boolean).map(line => /^ */.exec(line)![0].length))
    for (const line of block) result.push(Number.isFinite(indent) && indent > 0 ? line.slice(indent) : line)
    block = []
  }
  for (const line of out) {
    if (line === '') {
      flush()
      result.push('')
    } else block.push(line)
  }
  flush()
  return result.join('\n').trim()
}

/**
 * `body` (the page without its front matter) as plain Markdown. `.md` pages keep everything but HTML
 * comments and tags; `.mdx` pages also lose their ESM statements and expressions.
 */
export function reduceToMarkdown(body: string, mdx: boolean): string {
  const lines = body.split('\n')
  const parts: string[] = []
  let prose: string[] = []
  const flushProse = () => {
    if (prose.length) parts.push(reduceProse(prose.join('\n'), mdx))
    prose = []
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const fence = FENCE.exec(line)
    if (fence) {
      // A fenced block, kept verbatim up to its closing fence (or the end of the page).
      flushProse()
      const marker = fence[1]!
      const block = [line]
      for (i++; i < lines.length; i++) {
        block.push(lines[i]!)
        if (new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`).test(lines[i]!)) break
      }
      parts.push(block.join('\n'))
      continue
    }
    if (mdx && /^(import|export)\s/.test(line)) {
      // An ESM statement, to where it parses as a whole (at most 200 lines).
      let statement = line
      let end = i
      while (!isCompleteModule(statement) && end + 1 < lines.length && end - i < 200) statement += '\n' + lines[++end]!
      if (isCompleteModule(statement)) {
        flushProse()
        parts.push('')
        i = end
        continue
      }
    }
    prose.push(line)
  }
  flushProse()
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
