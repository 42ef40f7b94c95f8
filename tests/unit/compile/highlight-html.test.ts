import type { Element, ElementContent } from 'hast'
import { createHighlighter, type Highlighter } from 'shiki'
import { Theme } from 'shiki/textmate'
import { beforeAll, describe, expect, it } from 'vitest'
import { CODE_CSS } from '../../../src/compile/rehype-code/code-css.js'
import { findWordDecorations } from '../../../src/compile/rehype-code/find-word-decorations.js'
import { highlightLines } from '../../../src/compile/rehype-code/highlight-html.js'
import { BASE_LANGUAGES, type CodeThemes } from '../../../src/compile/rehype-code/highlighter.js'
import type { WordHighlight } from '../../../src/compile/rehype-code/parse-code-meta.js'
import { CLASS_THEMES } from '../../../src/compile/rehype-code/theme-colours.js'
import { codeSamples } from '../../helpers/code-samples.js'

/**
 * `highlightLines` runs each grammar once for both themes, colours the scopes itself and writes HTML
 * without Shiki's hast; every span must carry the text, colours and font styles Shiki's `codeToHast`
 * gives (`defaultColor: false`, `mergeSameStyleTokens`), for every kind of code.
 */

const samples = codeSamples()
let highlighter: Highlighter

beforeAll(async () => {
  // The product's order: base languages first, then the others the samples use.
  highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark', 'one-light', 'monokai'],
    langs: BASE_LANGUAGES
  })
  for (const lang of [...new Set(samples.map(sample => sample.lang))].sort())
    await highlighter.loadLanguage(lang as never)
}, 120_000)

type Themes = { light: string; dark: string }
/** One span as a reader sees it: text, colour and font style per theme, and in which `<mark>` it is. */
type Span = [text: string, light: string, dark: string, mark: number]

const FONT = ['font-style', 'font-weight', 'text-decoration']

/** A span's look from Shiki's CSS variables (`inherit`: the `pre`'s text colour, no font style). */
function look(style: string, themes: Themes, mode: 'light' | 'dark'): string {
  const variables = new Map(
    style
      .split(';')
      .filter(Boolean)
      .map(part => part.split(':') as [string, string])
  )
  const colour = variables.get(`--shiki-${mode}`)
  const text = highlighter.getTheme(themes[mode]).fg
  const font = FONT.map(name => variables.get(`--shiki-${mode}-${name}`) ?? 'inherit')
  return [colour && colour !== 'inherit' ? colour : text, ...font].join(' ').toUpperCase()
}

function shikiSpans(code: string, lang: string, themes: Themes, words: WordHighlight[]): Span[][] {
  const root = highlighter.codeToHast(code, {
    lang,
    themes,
    defaultColor: false,
    mergeSameStyleTokens: true,
    tokenizeTimeLimit: 0,
    decorations: findWordDecorations(code, words)
  })
  const codeElement = (root.children[0] as Element).children[0] as Element
  let marks = 0
  const spans = (children: ElementContent[], mark: number): Span[] =>
    children.flatMap(child => {
      if (child.type !== 'element') return []
      if (child.tagName === 'mark') return spans(child.children, ++marks)
      const style = String(child.properties.style ?? '')
      const text = child.children.map(text => (text.type === 'text' ? text.value : '')).join('')
      return [[text, look(style, themes, 'light'), look(style, themes, 'dark'), mark] satisfies Span]
    })
  return codeElement.children
    .filter((child): child is Element => child.type === 'element')
    .map(line => spans(line.children, 0))
}

/** The classes' variables as CODE_CSS sets them, for the default themes. */
function classStyle(classes: string): string {
  const parts: string[] = []
  for (const name of classes.split(' ').filter(Boolean)) {
    const mode = name[0] === 'l' ? 'light' : 'dark'
    const theme = CLASS_THEMES[mode]
    const rest = name.slice(1)
    if (/^\d+$/.test(rest)) parts.push(`--shiki-${mode}:${theme.colours[Number(rest)]}`)
    else if (rest === 'i') parts.push(`--shiki-${mode}-font-style:italic`)
    else if (rest === 'b') parts.push(`--shiki-${mode}-font-weight:bold`)
    else if (rest === 'u' || rest === 's') {
      const both = classes.includes(`${name[0]}u`) && classes.includes(`${name[0]}s`)
      parts.push(
        `--shiki-${mode}-text-decoration:${both ? 'underline line-through' : rest === 'u' ? 'underline' : 'line-through'}`
      )
    } else throw new Error(`unknown class ${name}`)
  }
  return parts.join(';')
}

/** The variables CODE_CSS gives each `c-n` token element. */
const ELEMENT_STYLES = new Map(
  [...CODE_CSS.matchAll(/\.gs-code (c-\d+)\{([^}]*)\}/g)].map(([, tag, style]) => [tag!, style!] as const)
)

function decode(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

/**
 * Neighbours that look the same joined: what a reader sees. (Shiki keeps apart tokens whose colours
 * differ in a way no theme shows, such as none and the text colour; the HTML writes them as one.)
 */
function joinAlike(lines: Span[][]): Span[][] {
  return lines.map(spans =>
    spans.reduce<Span[]>((joined, span) => {
      const last = joined.at(-1)
      if (last && last[1] === span[1] && last[2] === span[2] && last[3] === span[3]) last[0] += span[0]
      else joined.push([...span])
      return joined
    }, [])
  )
}

function ourSpans(code: string, lang: string, themes: Themes, words: WordHighlight[]): Span[][] {
  const { lines } = highlightLines(highlighter, code, lang, themes as CodeThemes, words)
  let marks = 0
  return lines.map(line => {
    const spans: Span[] = []
    let mark = 0
    let rest = line
    // A mark's tags, a token element (span or `c-n`) with its text, or bare text: nothing else.
    const part =
      /^(?:(<mark data-highlighted-chars="">|<\/mark>)|<(span|c-\d+)(?: class="([^"]*)"| style="([^"]*)")?>([^<]*)<\/\2>|([^<]+))/
    while (rest) {
      const match = part.exec(rest)
      if (!match) throw new Error(`unexpected HTML: ${rest}`)
      const [whole, tag, element, classes, style, text, bare] = match
      rest = rest.slice(whole.length)
      if (tag) mark = tag === '</mark>' ? 0 : ++marks
      else {
        const variables =
          bare !== undefined
            ? ''
            : element !== 'span'
              ? (ELEMENT_STYLES.get(element!) ?? '')
              : (style ?? (classes === undefined ? '' : classStyle(classes)))
        if (element && element !== 'span') expect(ELEMENT_STYLES.has(element)).toBe(true)
        spans.push([
          decode(text ?? bare ?? ''),
          look(variables, themes, 'light'),
          look(variables, themes, 'dark'),
          mark
        ])
      }
    }
    return spans
  })
}

/** The samples whose spans differ from Shiki's. */
function mismatches(
  themes: Themes,
  words: (code: string) => WordHighlight[] = () => [],
  among: typeof samples = samples
): string[] {
  return among
    .filter(({ lang, code }) => {
      const expected = JSON.stringify(joinAlike(shikiSpans(code, lang, themes, words(code))))
      return JSON.stringify(joinAlike(ourSpans(code, lang, themes, words(code)))) !== expected
    })
    .map(({ origin }) => origin)
}

describe('highlightLines', () => {
  it('covers every base language with real code', () => {
    const languages = new Set(samples.map(sample => highlighter.resolveLangAlias(sample.lang)))
    expect(BASE_LANGUAGES.filter(lang => !languages.has(lang))).toEqual([])
    expect(samples.length).toBeGreaterThan(400)
  })

  it("gives Shiki's spans for the default themes, coloured by class", () => {
    expect(mismatches({ light: 'github-light', dark: 'github-dark' })).toEqual([])
    const { lines, preStyle } = highlightLines(highlighter, 'const a = 1', 'ts', CLASS_THEMES_NAMES, [])
    expect(lines[0]).toMatch(/^<c-\d+>const<\/c-\d+><c-\d+> a<\/c-\d+>/)
    expect(preStyle).toBe('')
  }, 120_000)

  it("gives Shiki's spans for themes with font styles, coloured inline", () => {
    expect(mismatches({ light: 'one-light', dark: 'monokai' })).toEqual([])
    const { preStyle } = highlightLines(highlighter, 'let a', 'ts', { light: 'one-light', dark: 'monokai' }, [])
    expect(preStyle).toMatch(/^ style="--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+/i)
  }, 120_000)

  it('keeps a line met again per theme pair, and never for a line with word marks', () => {
    const code = 'const keptLine = 1\nconst keptLine = 1'
    const pair = { light: 'github-light', dark: 'github-dark' } as const
    const first = highlightLines(highlighter, code, 'ts', pair, [])
    expect(first.lines[1]).toBe(first.lines[0])
    // Another pair of themes: its own colours, not the kept line's.
    const other = highlightLines(highlighter, code, 'ts', { light: 'one-light', dark: 'monokai' }, []).lines[0]!
    expect(other).toMatch(/style="--shiki-light:/)
    expect(JSON.stringify(joinAlike(ourSpans(code, 'ts', { light: 'one-light', dark: 'monokai' }, [])))).toBe(
      JSON.stringify(joinAlike(shikiSpans(code, 'ts', { light: 'one-light', dark: 'monokai' }, [])))
    )
    // A word mark on the kept line: marked, and the kept line stays unmarked.
    const marked = highlightLines(highlighter, code, 'ts', pair, [{ word: 'keptLine', occurrences: new Set([2]) }])
    expect(marked.lines[0]).toBe(first.lines[0])
    expect(marked.lines[1]).toContain('<mark data-highlighted-chars="">')
    expect(highlightLines(highlighter, code, 'ts', pair, []).lines).toEqual(first.lines)
  })

  it("marks highlighted words as Shiki's decorations do, across tokens", () => {
    // A word of each sample's first line, and every `(`: cuts tokens at both edges.
    const words = (code: string): WordHighlight[] => [
      { word: code.split('\n')[0]!.slice(2, 7).trim(), occurrences: undefined },
      { word: '(', occurrences: undefined }
    ]
    // Every fourth sample (over a hundred, of many languages): how a decoration cuts tokens does not depend on the grammar.
    const some = samples.filter((_, index) => index % 4 === 0)
    expect(some.length).toBeGreaterThan(100)
    expect(mismatches({ light: 'github-light', dark: 'github-dark' }, words, some)).toEqual([])
  }, 120_000)

  it('marks a highlighted word of an ANSI block in its visible text, as Nextra does (quint’s blog)', async () => {
    // (informalsystems/quint docs, Nextra 4: "```ansi {11} /\"goodbye\"/" over colored REPL output — Shiki threw
    // "Failed to find start index for decoration" and the page failed the build, INTERNAL; then the block was drawn
    // without its mark. Nextra's rehype-pretty-code marks the word in each line's text as the reader sees it.)
    await highlighter.loadLanguage('ansi')
    const code =
      '{ payload\x1b[90m:\x1b[39m \x1b[32m"hello"\x1b[39m }\n{ payload\x1b[90m:\x1b[39m \x1b[32m"goodbye"\x1b[39m }'
    const { lines } = highlightLines(highlighter, code, 'ansi', CLASS_THEMES_NAMES, [
      { word: '"goodbye"', occurrences: undefined }
    ])
    expect(lines).toHaveLength(2)
    expect(lines[0]).not.toContain('<mark')
    expect(lines[1]).toMatch(/<mark data-highlighted-chars=""><span[^>]*>"goodbye"<\/span><\/mark>/)
    expect(lines[1]).not.toContain('\x1b')
    // A word across two colours, cut inside both tokens; its second occurrence only (`/ay/2`).
    const across = highlightLines(highlighter, code, 'ansi', CLASS_THEMES_NAMES, [
      { word: 'ad: "he', occurrences: undefined },
      { word: 'ay', occurrences: new Set([2]) }
    ]).lines
    const text = (html: string) => html.replace(/<[^>]*>/g, '')
    expect(across.map(text)).toEqual(['{ payload: "hello" }', '{ payload: "goodbye" }'])
    const marked = (html: string) => [...html.matchAll(/<mark[^>]*>(.*?)<\/mark>/g)].map(match => text(match[1]!))
    expect(marked(across[0]!)).toEqual(['ad: "he'])
    expect(marked(across[1]!)).toEqual(['ay'])
    expect(across[0]).toMatch(/<mark data-highlighted-chars="">(<span[^>]*>[^<]*<\/span>){3}<\/mark>/)
  })

  it('renders plain text bare, escaped', () => {
    const { lines } = highlightLines(highlighter, 'a <b> & c\n\nd', 'text', CLASS_THEMES_NAMES, [
      { word: 'b>', occurrences: undefined }
    ])
    expect(lines).toEqual(['a &lt;<mark data-highlighted-chars="">b&gt;</mark> &amp; c', '', 'd'])
  })

  it('has the colour maps of the themes Shiki ships', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { name, colours, text } = CLASS_THEMES[mode]
      const theme = highlighter.getTheme(name)
      expect(Array.from(Theme.createFromRawTheme(theme).getColorMap(), colour => colour ?? '')).toEqual(colours)
      expect(theme.fg).toBe(text)
    }
  })
})

const CLASS_THEMES_NAMES = { light: CLASS_THEMES.light.name, dark: CLASS_THEMES.dark.name }
