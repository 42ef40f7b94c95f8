import { bundledLanguages, bundledLanguagesInfo, createHighlighter, type Highlighter } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { highlightLines } from '../../../src/compile/rehype-code/highlight-html.js'
import { DEFAULT_THEMES, getHighlighter } from '../../../src/compile/rehype-code/highlighter.js'
import { JAVASCRIPT_ENGINE_SCOPES, regexEngineOf } from '../../../src/compile/rehype-code/regex-engine.js'
import { buildRegexTable, regexConstructor } from '../../../src/compile/rehype-code/regex-table.js'
import { codeSamples } from '../../helpers/code-samples.js'

/**
 * The grammars of a few languages run on Shiki's JavaScript regex engine instead of Oniguruma
 * (regex-engine.ts). A reader must not see it: every block of those languages highlights to the
 * same bytes as on Oniguruma alone, and every pattern of their grammars converts.
 */

const languages = Object.keys(JAVASCRIPT_ENGINE_SCOPES)
/** Shiki's id of a language name: fences name languages by alias too (`bash`, `ts`). */
const idOf = (name: string) =>
  bundledLanguagesInfo.find(info => info.id === name || info.aliases?.includes(name))?.id ?? name
let samples: ReturnType<typeof codeSamples>
let product: Highlighter
let oniguruma: Highlighter

beforeAll(async () => {
  product = await getHighlighter(DEFAULT_THEMES, languages)
  // Shiki's own default: every grammar on Oniguruma.
  oniguruma = await createHighlighter({ themes: [DEFAULT_THEMES.light, DEFAULT_THEMES.dark], langs: languages })
  samples = codeSamples(3).filter(sample => languages.includes(idOf(sample.lang)))
}, 120_000)

/** Every regex source of a grammar (match, begin, end, while), anywhere in it. */
function patternsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) patternsOf(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (['match', 'begin', 'end', 'while'].includes(key) && typeof item === 'string') out.push(item)
      else patternsOf(item, out)
    }
  }
  return out
}

describe('regex engines', () => {
  it('has samples of every language it moves', () => {
    for (const lang of languages)
      expect([lang, samples.filter(sample => idOf(sample.lang) === lang).length >= 3]).toEqual([lang, true])
  })

  it('highlights every sample of those languages to the same HTML as Oniguruma alone', () => {
    const differ = samples.filter(({ code, lang }) => {
      const ours = highlightLines(product, code, lang, DEFAULT_THEMES, [])
      const theirs = highlightLines(oniguruma, code, lang, DEFAULT_THEMES, [])
      return JSON.stringify(ours) !== JSON.stringify(theirs)
    })
    expect(differ.map(sample => sample.origin)).toEqual([])
    // The product's grammars did run on the JavaScript engine; Shiki's own highlighter's did not.
    for (const lang of languages) {
      const grammar = product.getInternalContext().getLanguage(lang)
      expect([lang, regexEngineOf(grammar)]).toEqual([lang, 'javascript'])
      expect(regexEngineOf(oniguruma.getInternalContext().getLanguage(lang))).toBe('oniguruma')
    }
  }, 120_000)

  it('converts every pattern of those grammars', async () => {
    const engine = createJavaScriptRegexEngine()
    for (const lang of languages) {
      const [registration] = (await bundledLanguages[lang as keyof typeof bundledLanguages]()).default
      expect(registration!.scopeName).toBe(JAVASCRIPT_ENGINE_SCOPES[lang])
      const failed = patternsOf(registration).filter(pattern => {
        try {
          engine.createScanner([pattern])
          return false
        } catch {
          return true
        }
      })
      expect([lang, failed]).toEqual([lang, []])
    }
  })

  it("builds from the package build's table the regexes the engine makes, and ignores a table made for another Shiki", async () => {
    const table = await buildRegexTable(languages)
    // Every pattern is in it, those the engine emulates too.
    const patterns = new Set<string>()
    for (const lang of languages)
      for (const registration of (await bundledLanguages[lang as keyof typeof bundledLanguages]()).default)
        patternsOf(registration).forEach(pattern => patterns.add(pattern))
    expect(table.regexes.length).toBe(patterns.size)
    const live = createJavaScriptRegexEngine()
    const dir = mkdtempSync(join(tmpdir(), 'gs-regex-table-'))
    const write = (name: string, value: unknown) => {
      writeFileSync(join(dir, name), JSON.stringify(value))
      return join(dir, name)
    }
    // A table entry that is not the engine's conversion shows which one a constructor used.
    const [pattern, source] = table.regexes.at(-1)!
    const marked = { ...table, regexes: [...table.regexes.slice(0, -1), [pattern, 'marked', 'g']] }
    expect(regexConstructor(write('ok.json', marked))(pattern).source).toBe('marked')
    const fromTable = regexConstructor(write('table.json', table))
    const kinds = { plain: 0, emulated: 0, lazy: 0 }
    for (const [entry] of table.regexes) {
      const ours = fromTable(entry) as RegExp & { rawOptions?: Record<string, unknown> }
      const theirs = (live.createScanner([entry]) as unknown as { regexps: (typeof ours)[] }).regexps[0]!
      // (`source` as a plain regex shows it: an emulated one's getter gives the pattern unescaped.)
      const shown = (regex: RegExp) => new RegExp(regex.source, regex.flags).source
      expect([entry, shown(ours), ours.flags]).toEqual([entry, shown(theirs), theirs.flags])
      // An emulated conversion is built by the engine's class with its options; one emulated only to
      // compile lazily is a plain regex (the same matches without the subclass's `exec`).
      const { lazyCompile, ...emulation } = theirs.rawOptions ?? {}
      const kind = Object.keys(emulation).length > 0 ? 'emulated' : lazyCompile ? 'lazy' : 'plain'
      kinds[kind]++
      expect([entry, Object.getPrototypeOf(ours) === RegExp.prototype]).toEqual([entry, kind !== 'emulated'])
      if (kind === 'emulated') {
        expect([entry, ours.constructor]).toEqual([entry, theirs.constructor])
        expect([entry, ours.rawOptions]).toEqual([entry, theirs.rawOptions])
      }
    }
    // TypeScript's longest patterns compile lazily; shell's atomic groups are emulated.
    expect(kinds.lazy).toBeGreaterThan(0)
    expect(kinds.emulated).toBeGreaterThan(0)
    // Another version's table, another regex feature set, or a first entry that is not today's conversion: not used.
    for (const other of [
      { ...marked, shiki: '0.0.1' },
      { ...marked, unicodeSets: !table.unicodeSets },
      { ...marked, regexes: [[table.regexes[0]![0], 'x', 'g'], ...marked.regexes.slice(1)] }
    ])
      expect(regexConstructor(write('other.json', other))(pattern).source).toBe(source)
    expect(regexConstructor(join(dir, 'missing.json'))(pattern).source).toBe(source)
  })
})
