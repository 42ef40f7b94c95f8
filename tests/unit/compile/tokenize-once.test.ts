import { createHighlighter, type CodeToHastOptions, type Highlighter } from 'shiki'
import { Theme } from 'shiki/textmate'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASE_LANGUAGES } from '../../../src/compile/rehype-code/highlighter.js'
import { codeToHastOnce } from '../../../src/compile/rehype-code/tokenize-once.js'
import { codeSamples } from '../../helpers/code-samples.js'

/**
 * `codeToHastOnce` runs each grammar once for both themes and colours the scopes itself; it must give
 * exactly the tree Shiki gives running the grammar once per theme, for every kind of code.
 */

const samples = codeSamples()
let highlighter: Highlighter

beforeAll(async () => {
  // The product's order: base languages first, then the others the samples use.
  highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark', 'one-light', 'monokai', 'slack-ochin'],
    langs: BASE_LANGUAGES
  })
  for (const lang of [...new Set(samples.map(sample => sample.lang))].sort())
    await highlighter.loadLanguage(lang as never)
}, 120_000)

function options(lang: string, themes: Record<string, string>): CodeToHastOptions {
  return { lang, themes, defaultColor: false, mergeSameStyleTokens: true, tokenizeTimeLimit: 0 }
}

/** The samples whose tree differs from Shiki's. */
function mismatches(themes: Record<string, string>, extra: Partial<CodeToHastOptions> = {}): string[] {
  return samples
    .filter(({ lang, code }) => {
      const expected = JSON.stringify(highlighter.codeToHast(code, { ...options(lang, themes), ...extra }))
      return JSON.stringify(codeToHastOnce(highlighter, code, { ...options(lang, themes), ...extra })) !== expected
    })
    .map(({ origin }) => origin)
}

describe('codeToHastOnce', () => {
  it('covers every base language with real code', () => {
    const languages = new Set(samples.map(sample => highlighter.resolveLangAlias(sample.lang)))
    expect(BASE_LANGUAGES.filter(lang => !languages.has(lang))).toEqual([])
    expect(samples.length).toBeGreaterThan(400)
  })

  it('gives the tree of Shiki for the default themes', () => {
    expect(mismatches({ light: 'github-light', dark: 'github-dark' })).toEqual([])
  }, 120_000)

  it('gives the tree of Shiki for themes with font styles and backgrounds, and three of them', () => {
    expect(
      mismatches(
        { light: 'one-light', dark: 'monokai', contrast: 'slack-ochin' },
        { mergeSameStyleTokens: false, mergeWhitespaces: false }
      )
    ).toEqual([])
  }, 120_000)

  it('keeps decorations and plain text as Shiki renders them', () => {
    const code = 'const a = 1\nconst b = a + 1'
    const decorations = [{ start: 6, end: 7, properties: { 'data-highlighted-chars': '' } }]
    for (const lang of ['typescript', 'text']) {
      const themed = { ...options(lang, { light: 'github-light', dark: 'github-dark' }), decorations }
      expect(codeToHastOnce(highlighter, code, themed)).toEqual(highlighter.codeToHast(code, themed))
    }
  })

  it('colours with the colour ids of the theme Shiki sets (the same construction)', () => {
    const primitive = highlighter.getInternalContext()
    for (const name of ['github-light', 'monokai']) {
      const { theme, colorMap } = primitive.setTheme(name)
      expect(Theme.createFromRawTheme(theme).getColorMap()).toEqual(colorMap)
    }
  })
})
