import type { Highlighter } from 'shiki'
import { COPY_BUTTON_HTML } from './create-copy-button.js'
import { cachedHighlight } from './highlight-cache.js'
import { escapeHtml, highlightLines } from './highlight-html.js'
import type { CodeThemes, ThemeName } from './highlighter.js'
import type { CodeMeta } from './parse-code-meta.js'
import { columnWords } from './code-hike-meta.js'

/** One code block to render. */
export interface CodeBlock {
  /** The code exactly as written, without the fence's final newline. */
  code: string
  /** Shiki language (already resolved and loaded). */
  lang: string
  /** Value of `data-language` on the figure. */
  label: string
  meta: CodeMeta
  /** A site language's name and grammar hash (`site-languages.ts`): the block's cache key holds it in place of `lang`. */
  grammarKey?: string
}

/**
 * Highlights one block (both themes at once) and renders it as the HTML of
 * `figure.gs-code > [figcaption.gs-code-title] pre.shiki > code > span.line…` plus the copy button.
 * The text of `code` is exactly the source, so copying the `pre` gives back what the author wrote.
 */
export function renderCodeBlock(
  highlighter: () => Highlighter,
  themes: CodeThemes,
  block: CodeBlock,
  storeDir?: string
): string {
  const { code, lang, label } = block
  // (Code Hike's marked columns are `/word/` highlights: `code-hike-meta.ts`.)
  const meta = block.meta.markColumns?.length
    ? { ...block.meta, highlightWords: [...block.meta.highlightWords, ...columnWords(code, block.meta.markColumns)] }
    : block.meta
  const { preStyle, lines } = cachedHighlight(
    highlightKey(themes, { ...block, meta }),
    () => highlightLines(highlighter(), code, lang, themes, meta.highlightWords),
    storeDir
  )
  let html = `<figure class="gs-code" data-language="${escapeAttribute(label)}">`
  if (meta.filename) html += `<figcaption class="gs-code-title">${escapeHtml(meta.filename)}</figcaption>`
  html += `<pre class="shiki shiki-themes ${escapeAttribute(themeKey(themes.light))} ${escapeAttribute(themeKey(themes.dark))}"${preStyle} tabindex="0"><code`
  if (meta.lineNumbersStart !== undefined) {
    const start = meta.lineNumbersStart
    // The widest number lets CSS size the gutter instead of guessing.
    html += ` data-line-numbers="" data-line-numbers-max-digits="${String(start + lines.length - 1).length}"`
    if (start !== 1) html += ` style="counter-reset:line ${start - 1}"`
  }
  html += '>'
  for (let index = 0; index < lines.length; index++) {
    if (index > 0) html += '\n'
    html += '<span class="line"'
    if (meta.highlightLines.has(index + 1)) html += ' data-highlighted-line=""'
    if (meta.focusLines && !meta.focusLines.has(index + 1)) html += ' data-unfocused=""'
    html += '>'
    html += `${lines[index]}</span>`
  }
  html += '</code></pre>'
  if (meta.copy) html += COPY_BUTTON_HTML
  return `${html}</figure>`
}

/** What a block's highlighted lines depend on: language, themes, highlighted words, code. */
export function highlightKey(
  themes: CodeThemes,
  { code, lang, meta, grammarKey }: Pick<CodeBlock, 'code' | 'lang' | 'meta' | 'grammarKey'>
): string {
  // Occurrence sets spread to arrays: JSON would write every Set as `{}`, merging `/a/1` and `/a/2`.
  const words = meta.highlightWords.map(({ word, occurrences }) => [word, occurrences && [...occurrences]])
  return JSON.stringify([grammarKey ?? lang, themeKey(themes.light), themeKey(themes.dark), words, code])
}

function themeKey(theme: ThemeName): string {
  // Shiki registers themes by name too, so the name identifies a theme object.
  return typeof theme === 'string' ? theme : (theme.name ?? '')
}

/** An attribute value between double quotes. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}
