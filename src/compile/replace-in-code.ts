// Text replacements in a module's code that leave its strings, template text, comments and regular
// expressions alone (issue 34, wild12): `import.meta.url` is the module's file URL where it is code, and
// stays the words a page shows where it is text — openmrs' o3-docs writes `import.meta.url` in inline
// code, which MDX compiles to a string literal; the string was cut by the URL's quotes, and the page's
// bundle failed ("Expected "}" but found "file""), the whole build with it.

/**
 * Characters after which a `/` opens a regular expression rather than dividing (not `<`: a JSX closing
 * tag `</p>` in a site's `.jsx` file, read before esbuild compiles it).
 */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%>~^]$/
const KEYWORDS_BEFORE_REGEX = /\b(?:return|typeof|instanceof|in|of|new|delete|void|throw|case|do|else|yield|await)$/

/**
 * The spans `[start, end)` of `code` that are code: outside string literals, template literals' text
 * (their `${…}` are code), comments and regular expression literals. A lexer's view, not a parser's:
 * a `/` is a regular expression where the previous token cannot end an expression.
 */
export function codeSpans(code: string): [number, number][] {
  const spans: [number, number][] = []
  // (Each open `${` of a template: the brace depth at which its `}` returns to the template's text.)
  const templates: number[] = []
  let depth = 0
  let start = 0
  let i = 0
  const close = (end: number) => {
    if (end > start) spans.push([start, end])
  }
  /** Skips a template literal's text from `at` (after its backtick or a `}`): to its end or its next `${`. */
  const templateText = (at: number): number => {
    let j = at
    while (j < code.length) {
      const c = code[j]
      if (c === '\\') j += 2
      else if (c === '`') return j + 1
      else if (c === '$' && code[j + 1] === '{') {
        templates.push(depth)
        depth++
        return j + 2
      } else j++
    }
    return j
  }
  while (i < code.length) {
    const c = code[i]
    if (c === '"' || c === "'") {
      close(i)
      let j = i + 1
      while (j < code.length && code[j] !== c && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1
      i = start = j + 1
    } else if (c === '`') {
      close(i)
      i = start = templateText(i + 1)
    } else if (c === '/' && code[i + 1] === '/') {
      close(i)
      const end = code.indexOf('\n', i)
      i = start = end < 0 ? code.length : end
    } else if (c === '/' && code[i + 1] === '*') {
      close(i)
      const end = code.indexOf('*/', i + 2)
      i = start = end < 0 ? code.length : end + 2
    } else if (c === '/' && opensRegex(code, i)) {
      close(i)
      let j = i + 1
      let inClass = false
      while (j < code.length && code[j] !== '\n') {
        const d = code[j]
        if (d === '\\') j++
        else if (d === '[') inClass = true
        else if (d === ']') inClass = false
        else if (d === '/' && !inClass) break
        j++
      }
      j++
      while (j < code.length && /[a-z]/i.test(code[j])) j++
      i = start = j
    } else if (c === '{') {
      depth++
      i++
    } else if (c === '}') {
      depth--
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop()
        close(i)
        i = start = templateText(i + 1)
      } else i++
    } else i++
  }
  close(code.length)
  return spans
}

function opensRegex(code: string, at: number): boolean {
  const before = code.slice(Math.max(0, at - 16), at).trimEnd()
  return before === '' || BEFORE_REGEX.test(before) || KEYWORDS_BEFORE_REGEX.test(before)
}

/** Whether `offset` is in one of `spans` (sorted, as `codeSpans` gives them). */
function inSpans(spans: [number, number][], offset: number): boolean {
  let low = 0
  let high = spans.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [start, end] = spans[middle]
    if (offset < start) high = middle - 1
    else if (offset >= end) low = middle + 1
    else return true
  }
  return false
}

/**
 * `code.replace(pattern, replacement)` for the matches that start in its code (`codeSpans`): a match
 * starting in a string, template text, comment or regular expression is left as it is. `pattern` global.
 */
export function replaceInCode(
  code: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string)
): string {
  const spans = codeSpans(code)
  return code.replace(pattern, (...args: unknown[]) => {
    const named = typeof args[args.length - 1] === 'object'
    const offset = args[args.length - (named ? 3 : 2)] as number
    const match = args[0] as string
    if (!inSpans(spans, offset)) return match
    if (typeof replacement === 'function')
      return replacement(match, ...(args.slice(1, args.length - (named ? 3 : 2)) as string[]))
    // (A string replacement's `$1`… patterns, as String.replace reads them.)
    return match.replace(new RegExp(pattern.source, pattern.flags.replace('g', '')), replacement)
  })
}
