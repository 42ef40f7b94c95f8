import type { Element } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { isPlainLang, type Highlighter } from 'shiki'
import { EncodedTokenMetadata } from 'shiki/textmate'
import { markAnsiWords } from './ansi-word-marks.js'
import { findWordDecorations } from './find-word-decorations.js'
import type { CodeThemes } from './highlighter.js'
import type { WordHighlight } from './parse-code-meta.js'
import { CLASS_THEMES, TOKEN_CLASSES } from './theme-colours.js'
import { tokenizeOnce, type ThemeSlot } from './tokenize-once.js'

// Code blocks go from the grammar's tokens straight to an HTML string: no Shiki hast (an object, a
// properties object and a style string per token), no hast → HTML pass. All 1,960 fences of the
// shared bench's 1,000 pages on one thread: 4.3 CPU-s instead of 7.4–9.5 for Shiki's tree + toHtml,
// and 3.7 MB of code HTML instead of 9.3 MB — a token's colours are two short classes (`l6 d5`,
// defined once in CODE_CSS) instead of `style="--shiki-light:#D73A49;--shiki-dark:#F97583"`. Then
// 2.2 MB: the common class lists are elements of their own (`<c-1>`, theme-colours.ts) and text of
// the theme's text colour is bare.

/** A highlighted block, as the caller wraps it into `pre > code > span.line…`. */
export interface HighlightedLines {
  /** The `style` attribute of the `pre` (with its leading space): the themes' text colours when CODE_CSS has no classes for them. */
  preStyle: string
  /** The inner HTML of each line (`<span class="line">` is added by the caller, with the line marks). */
  lines: string[]
}

/**
 * Highlights `code` in the light and dark theme. The text of the lines is exactly the code's (split
 * at line ends); tokens are cut, merged and decorated as Shiki's `codeToHast` with `defaultColor:
 * false` and `mergeSameStyleTokens` cuts them (tests/unit/compile/highlight-html.test.ts compares).
 */
export function highlightLines(
  highlighter: Highlighter,
  code: string,
  lang: string,
  themes: CodeThemes,
  words: readonly WordHighlight[]
): HighlightedLines {
  const marks = findWordDecorations(code, words)
    .map(({ start, end }) => [start as number, end as number] as const)
    .sort((a, b) => a[0] - b[0])
  const block = tokenizeOnce(highlighter, code, lang, themes)
  if (!block && !isPlainLang(highlighter.getInternalContext().resolveLangAlias(lang)))
    return shikiLines(highlighter, code, lang, themes, words)
  const lines = block?.lines ?? code.split(/\r?\n/)
  const classes = block ? TOKEN_CLASSES.matches(block.light, block.dark) : isClassPair(themes)
  const styles = block ? tokenStyles(block.light, block.dark, classes) : undefined
  const pair = block ? block.light.slot * 65536 + block.dark.slot : 0
  const html: string[] = []
  let offset = 0
  let mark = 0
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!
    const end = offset + text.length
    const lineMarks: number[] = []
    while (mark < marks.length && marks[mark]![0] < end) {
      lineMarks.push(marks[mark]![0] - offset, marks[mark]![1] - offset)
      mark++
    }
    // A line met before in the same state and themes (without word marks) has its HTML kept.
    const kept = block && lineMarks.length === 0 ? block.html[index] : undefined
    let line = kept?.get(pair)
    if (line === undefined) {
      // Plain text: one unstyled token per line, as Shiki gives it.
      const tokens = block ? merge(text, block.tokens[index]!) : [0, -1]
      line = lineHtml(text, tokens, styles, lineMarks)
      kept?.set(pair, line)
    }
    html.push(line)
    // The line end Shiki split at: `\r\n` or `\n`.
    offset = end + (code.charCodeAt(end) === 13 ? 2 : 1)
  }
  return { preStyle: classes ? '' : themeStyle(highlighter, themes), lines: html }
}

const isClassPair = (themes: CodeThemes) =>
  themes.light === CLASS_THEMES.light.name && themes.dark === CLASS_THEMES.dark.name

/** Shiki's `style` of the `pre` with `defaultColor: false`: each theme's text and background colour. */
function themeStyle(highlighter: Highlighter, themes: CodeThemes): string {
  const light = highlighter.getTheme(themes.light)
  const dark = highlighter.getTheme(themes.dark)
  const style = `--shiki-light:${light.fg};--shiki-dark:${dark.fg};--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}`
  return ` style="${style.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`
}

/**
 * Shiki's whitespace and same-style merges on one line's aligned tokens: a whitespace-only token
 * joins the next one (`mergeWhitespaceTokens`), then neighbours of the same colours and font styles
 * in both themes join (`mergeAdjacentStyledTokens`). Gives flat `[start, style key, …]`.
 */
function merge(text: string, aligned: number[]): number[] {
  const out: number[] = []
  let carried = -1
  for (let i = 0; i < aligned.length; i += 3) {
    const start = aligned[i]!
    const end = i + 3 < aligned.length ? aligned[i + 3]! : text.length
    if (i + 3 < aligned.length && isWhitespace(text, start, end)) {
      if (carried < 0) carried = start
      continue
    }
    const key = styleKey(aligned[i + 1]!, aligned[i + 2]!)
    const from = carried < 0 ? start : carried
    carried = -1
    if (out.length > 0 && out[out.length - 1] === key) continue
    out.push(from, key)
  }
  return out
}

/** Colours and font styles of both themes, as one number (colour ids are below 2^12). */
function styleKey(light: number, dark: number): number {
  return (
    ((EncodedTokenMetadata.getForeground(light) * 16 + EncodedTokenMetadata.getFontStyle(light)) * 4096 +
      EncodedTokenMetadata.getForeground(dark)) *
      16 +
    EncodedTokenMetadata.getFontStyle(dark)
  )
}

const WHITESPACE = /\s+/y

/** Whether `text.slice(start, end)` is whitespace only (Shiki's `/^\s+$/`). */
function isWhitespace(text: string, start: number, end: number): boolean {
  WHITESPACE.lastIndex = start
  return WHITESPACE.test(text) && WHITESPACE.lastIndex >= end
}

/** A token's opening and closing tag by style key, per theme pair; '' for bare text. */
type Styles = (key: number) => Tags

/** Opening and closing tag; both '' for text written bare. */
type Tags = readonly [open: string, close: string]

const BARE: Tags = ['', '']
const stylesByPair = new Map<string, Map<number, Tags>>()

function tokenStyles(light: ThemeSlot, dark: ThemeSlot, classes: boolean): Styles {
  const pair = `${light.slot} ${dark.slot}`
  let memo = stylesByPair.get(pair)
  if (!memo) stylesByPair.set(pair, (memo = new Map()))
  return key => {
    let tags = memo.get(key)
    if (tags === undefined) {
      const darkStyle = key % 16
      const darkColour = Math.floor(key / 16) % 4096
      const lightStyle = Math.floor(key / 65536) % 16
      const lightColour = Math.floor(key / 1048576)
      if (classes) {
        const element = TOKEN_CLASSES.element(lightColour, lightStyle, darkColour, darkStyle)
        tags = !element
          ? BARE
          : element.className === undefined
            ? [`<${element.tag}>`, `</${element.tag}>`]
            : [`<${element.tag} class="${element.className}">`, `</${element.tag}>`]
      } else {
        const style = inlineStyle(light.colorMap[lightColour], lightStyle, dark.colorMap[darkColour], darkStyle)
        tags = style ? [`<span${style}>`, '</span>'] : BARE
      }
      memo.set(key, tags)
    }
    return tags
  }
}

/** Shiki's inline CSS variables of a token, for themes CODE_CSS has no classes for. */
function inlineStyle(
  light: string | undefined,
  lightStyle: number,
  dark: string | undefined,
  darkStyle: number
): string {
  const parts: string[] = []
  const add = (name: string, colour: string | undefined, style: number) => {
    if (colour) parts.push(`--shiki-${name}:${colour}`)
    if (style & 1) parts.push(`--shiki-${name}-font-style:italic`)
    if (style & 2) parts.push(`--shiki-${name}-font-weight:bold`)
    const decorations = [style & 4 ? 'underline' : '', style & 8 ? 'line-through' : ''].filter(Boolean)
    if (decorations.length > 0) parts.push(`--shiki-${name}-text-decoration:${decorations.join(' ')}`)
  }
  add('light', light, lightStyle)
  add('dark', dark, darkStyle)
  return parts.length > 0 ? ` style="${parts.join(';')}"` : ''
}

/**
 * One line's tokens as elements (text of the theme's text colour bare), `<mark data-highlighted-chars>`
 * around each highlighted word (`marks`: flat `[start, end, …]` in the line, sorted, disjoint), cutting
 * tokens at its edges as Shiki does. Neighbours written with the same tags share one element: they look
 * the same (Shiki keeps such tokens apart only when their colours differ in a way no theme shows, e.g.
 * "no colour" and the text colour).
 */
function lineHtml(text: string, tokens: number[], styles: Styles | undefined, marks: number[]): string {
  if (text === '') return ''
  let html = ''
  let mark = 0
  let open = false
  // The element being written (its closing tag), or undefined when none is open.
  let current: Tags | undefined
  for (let i = 0; i < tokens.length; i += 2) {
    const tags = styles ? styles(tokens[i + 1]!) : BARE
    let start = tokens[i]!
    const end = i + 2 < tokens.length ? tokens[i + 2]! : text.length
    while (start < end) {
      let cut = end
      if (!open && mark < marks.length && marks[mark]! < end) {
        if (marks[mark]! <= start) {
          if (current) html += current[1]
          current = undefined
          html += '<mark data-highlighted-chars="">'
          open = true
        } else cut = marks[mark]!
      }
      if (open) cut = Math.min(cut, marks[mark + 1]!)
      if (current?.[0] !== tags[0]) {
        if (current) html += current[1]
        html += tags[0]
        current = tags
      }
      html += escapeHtml(text.slice(start, cut))
      start = cut
      if (open && cut === marks[mark + 1]) {
        html += `${current[1]}</mark>`
        current = undefined
        open = false
        mark += 2
      }
    }
  }
  if (current) html += current[1]
  return html
}

const SPECIAL = /[&<>]/

/** Text as HTML: `&`, `<` and `>` escaped. */
export function escapeHtml(text: string): string {
  if (!SPECIAL.test(text)) return text
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** Shiki's own path (ANSI, a grammar with unbalanced brackets): its hast, each line's children as HTML. */
function shikiLines(
  highlighter: Highlighter,
  code: string,
  lang: string,
  themes: CodeThemes,
  words: readonly WordHighlight[]
): HighlightedLines {
  const options = {
    lang,
    themes: { light: themes.light, dark: themes.dark },
    defaultColor: false,
    mergeSameStyleTokens: true,
    tokenizeTimeLimit: 0
  } as const
  let root: ReturnType<Highlighter['codeToHast']>
  // (An ANSI block's words are marked in its visible text: `ansi-word-marks.ts`.)
  const ansi = lang === 'ansi' && words.length > 0
  try {
    root = highlighter.codeToHast(code, ansi ? options : { ...options, decorations: findWordDecorations(code, words) })
  } catch (error) {
    // (A decoration Shiki cannot place — "Failed to find start index for decoration" — draws the block
    // without its word marks rather than failing the build.)
    if (!(error instanceof Error) || !/decoration/i.test(error.message)) throw error
    root = highlighter.codeToHast(code, options)
  }
  const pre = root.children[0] as Element
  const codeElement = pre.children[0] as Element
  const lineElements = codeElement.children.filter((child): child is Element => child.type === 'element')
  if (ansi) markAnsiWords(lineElements, words)
  const lines = lineElements.map(line => toHtml(line.children))
  return { preStyle: ` style="${String(pre.properties.style ?? '')}"`, lines }
}
