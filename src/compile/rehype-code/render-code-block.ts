import type { Element, ElementContent } from 'hast'
import type { Highlighter } from 'shiki'
import { createCopyButton } from './create-copy-button.js'
import { findWordDecorations } from './find-word-decorations.js'
import { h, hasClass, normalizeClass } from './hast.js'
import { cachedHighlight } from './highlight-cache.js'
import type { CodeThemes, ThemeName } from './highlighter.js'
import type { CodeMeta } from './parse-code-meta.js'
import { codeToHastOnce } from './tokenize-once.js'

/** One code block to render. */
export interface CodeBlock {
  /** The code exactly as written, without the fence's final newline. */
  code: string
  /** Shiki language (already resolved and loaded). */
  lang: string
  /** Value of `data-language` on the figure. */
  label: string
  meta: CodeMeta
}

/**
 * Highlights one block with Shiki (both themes as CSS variables) and wraps it as
 * `figure.gs-code > [figcaption.gs-code-title] pre.shiki > code > span.line…` plus the copy button.
 * The text of `code` is exactly the source, so copying the `pre` gives back what the author wrote.
 */
export function renderCodeBlock(
  highlighter: () => Highlighter,
  themes: CodeThemes,
  block: CodeBlock,
  storeDir?: string
): Element {
  const { code, lang, label, meta } = block
  const pre = cachedHighlight(
    highlightKey(themes, block),
    () => {
      // Shiki's `codeToHast`, with the grammar run once for both themes rather than once per theme.
      const root = codeToHastOnce(highlighter(), code, {
        lang,
        themes: { light: themes.light, dark: themes.dark },
        // No default colour: every token carries `--shiki-light` and `--shiki-dark`, and CODE_CSS
        // picks one, so switching theme needs no second copy of the code.
        defaultColor: false,
        // Fewer spans: smaller HTML and less work for the MDX compiler after this plugin.
        mergeSameStyleTokens: true,
        // Shiki stops tokenizing a line after 500 ms by default, so a loaded machine got plainer
        // highlighting than an idle one. Output must not depend on the clock: no limit.
        tokenizeTimeLimit: 0,
        decorations: findWordDecorations(code, meta.highlightWords)
      })
      const element = root.children[0] as Element
      normalizeClass(element)
      return element
    },
    storeDir
  )
  const codeElement = pre.children[0] as Element
  markLines(codeElement, meta)

  const children: ElementContent[] = []
  if (meta.filename)
    children.push(h('figcaption', { className: ['gs-code-title'] }, [{ type: 'text', value: meta.filename }]))
  children.push(pre)
  if (meta.copy) children.push(createCopyButton())
  return h('figure', { className: ['gs-code'], dataLanguage: label }, children)
}

/** What a block's highlighted tree depends on: language, themes, highlighted words, code. */
export function highlightKey(
  themes: CodeThemes,
  { code, lang, meta }: Pick<CodeBlock, 'code' | 'lang' | 'meta'>
): string {
  // Occurrence sets spread to arrays: JSON would write every Set as `{}`, merging `/a/1` and `/a/2`.
  const words = meta.highlightWords.map(({ word, occurrences }) => [word, occurrences && [...occurrences]])
  return JSON.stringify([lang, themeKey(themes.light), themeKey(themes.dark), words, code])
}

function themeKey(theme: ThemeName): string {
  // Shiki registers themes by name too, so the name identifies a theme object.
  return typeof theme === 'string' ? theme : (theme.name ?? '')
}

function markLines(codeElement: Element, meta: CodeMeta): void {
  let lineCount = 0
  for (const child of codeElement.children) {
    if (child.type !== 'element' || !hasClass(child, 'line')) continue
    lineCount++
    normalizeClass(child)
    if (meta.highlightLines.has(lineCount)) child.properties.dataHighlightedLine = ''
  }
  if (meta.lineNumbersStart === undefined) return
  const start = meta.lineNumbersStart
  codeElement.properties.dataLineNumbers = ''
  // Lets CSS size the gutter for the widest number instead of guessing.
  codeElement.properties.dataLineNumbersMaxDigits = String(String(start + lineCount - 1).length)
  if (start !== 1) codeElement.properties.style = `counter-reset: line ${start - 1}`
}
