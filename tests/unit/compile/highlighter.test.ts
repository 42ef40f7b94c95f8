import {
  bundledLanguages,
  bundledLanguagesInfo,
  createHighlighter,
  type BundledLanguage,
  type Highlighter,
  type LanguageRegistration
} from 'shiki'
import { describe, expect, it, vi } from 'vitest'
import { BASE_DEPENDENCIES, BASE_LANGUAGES, DEFAULT_THEMES } from '../../../src/compile/rehype-code/highlighter.js'
import { codeSamples } from '../../helpers/code-samples.js'

/**
 * The highlighter loads a base language with the base languages it depends on, when a page first
 * needs it. Tokens must be those of a highlighter that loaded every base language first, whatever
 * the pages compiled before asked for.
 */

/** Every base language's dependencies, recomputed from the grammars (see BASE_DEPENDENCIES). */
async function dependenciesFromGrammars(): Promise<Record<string, string[]>> {
  const registrations = new Map<string, LanguageRegistration>()
  for (const lang of BASE_LANGUAGES)
    for (const registration of (await bundledLanguages[lang]()).default)
      registrations.set(registration.name, registration)
  const byScope = new Map([...registrations.values()].map(registration => [registration.scopeName, registration.name]))
  const direct = (name: string): string[] => {
    const registration = registrations.get(name)!
    const found = new Set<string>([...(registration.embeddedLangs ?? []), ...(registration.embeddedLangsLazy ?? [])])
    // `include: "source.css"` or `"source.css#rule"`, anywhere in the grammar.
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const { include } = value as { include?: unknown }
        if (typeof include === 'string' && !/^[#$]/.test(include)) found.add(byScope.get(include.split('#')[0]!) ?? '')
        Object.values(value).forEach(walk)
      }
    }
    walk(registration)
    // Resolver.getInjections: an injection into `source.ts` applies to `source.ts.embedded` too.
    for (const other of registrations.values()) {
      if (
        other.injectTo?.some(
          target => registration.scopeName === target || registration.scopeName.startsWith(`${target}.`)
        )
      )
        found.add(other.name)
    }
    return [...found].filter(lang => lang !== name && registrations.has(lang))
  }
  const result: Record<string, string[]> = {}
  for (const lang of BASE_LANGUAGES) {
    const closure = new Set<string>()
    const queue = [lang as string]
    while (queue.length > 0) {
      for (const dependency of direct(queue.pop()!)) {
        if (dependency === lang || closure.has(dependency)) continue
        closure.add(dependency)
        queue.push(dependency)
      }
    }
    if (closure.size > 0) result[lang] = BASE_LANGUAGES.filter(base => closure.has(base))
  }
  return result
}

/** Shiki's id of a language name or alias. */
function highlighterId(lang: string): string {
  return bundledLanguagesInfo.find(({ id, aliases }) => id === lang || aliases?.includes(lang))?.id ?? lang
}

/** A fresh copy of highlighter.ts (its own process-wide highlighter), as a new worker would have. */
async function freshHighlighterModule() {
  vi.resetModules()
  return import('../../../src/compile/rehype-code/highlighter.js')
}

describe('getHighlighter', () => {
  it('knows the base languages each base language depends on', async () => {
    expect(BASE_DEPENDENCIES).toEqual(await dependenciesFromGrammars())
  })

  it('has no base grammar that injects into other languages (a self-contained one then loads alone)', async () => {
    for (const lang of BASE_LANGUAGES)
      for (const registration of (await bundledLanguages[lang]()).default)
        expect(registration.injectTo ?? [], `${lang}: ${registration.name}`).toEqual([])
  })

  it('highlights as if every base language had been loaded first, whatever was asked before', async () => {
    // A few samples of each language (the fences of one kind are many and alike), files cut short.
    const all = codeSamples(4).map(sample => ({ ...sample, code: sample.code.split('\n').slice(0, 40).join('\n') }))
    const samples = all.filter(sample => {
      const same = all.filter(other => other.lang === sample.lang)
      return same.indexOf(sample) % Math.ceil(same.length / 6) === 0
    })
    const languages = [...new Set(samples.map(sample => sample.lang))].sort()
    const others = languages.filter(lang => !(BASE_LANGUAGES as string[]).includes(highlighterId(lang)))
    const render = (highlighter: Highlighter, lang: string) =>
      samples
        .filter(sample => sample.lang === lang)
        .map(({ code }) =>
          JSON.stringify(
            highlighter.codeToHast(code, {
              lang,
              themes: { ...DEFAULT_THEMES },
              defaultColor: false,
              tokenizeTimeLimit: 0
            })
          )
        )

    const everything = await createHighlighter({
      themes: [DEFAULT_THEMES.light, DEFAULT_THEMES.dark],
      langs: BASE_LANGUAGES
    })
    for (const lang of others) await everything.loadLanguage(lang as BundledLanguage)
    const expected = Object.fromEntries(languages.map(lang => [lang, render(everything, lang)]))

    // Pages asking for one language at a time, each highlighted as soon as asked and all of them at
    // the end: the languages that embed others first (each before some of what it embeds), or the
    // languages that are not base ones.
    const histories = [
      ['graphql', 'html', 'markdown', 'mdx', ...languages],
      ['mdx', ...languages],
      [...others, ...languages]
    ]
    for (const history of histories) {
      const { getHighlighter } = await freshHighlighterModule()
      const asked = new Set<string>()
      for (const lang of history.filter(lang => languages.includes(lang))) {
        const highlighter = await getHighlighter(DEFAULT_THEMES, [lang])
        if (!asked.has(lang))
          expect(render(highlighter, lang), `${lang} after ${[...asked].join(', ')}`).toEqual(expected[lang])
        asked.add(lang)
      }
      const highlighter = await getHighlighter(DEFAULT_THEMES, [])
      for (const lang of languages) expect(render(highlighter, lang), `${lang} at the end`).toEqual(expected[lang])
    }
  }, 300_000)

  it('loads only what the languages asked for need', async () => {
    const { getHighlighter } = await freshHighlighterModule()
    const highlighter = await getHighlighter(DEFAULT_THEMES, ['ts', 'bash'])
    expect(
      highlighter
        .getLoadedLanguages()
        .filter(lang => (BASE_LANGUAGES as string[]).includes(lang))
        .sort()
    ).toEqual(['shellscript', 'typescript'])
    await getHighlighter(DEFAULT_THEMES, ['gql'])
    expect(highlighter.getLoadedLanguages()).toEqual(expect.arrayContaining(['graphql', 'javascript', 'jsx', 'tsx']))
    expect(highlighter.getLoadedLanguages()).not.toContain('markdown')
  })

  it('loads a self-contained language alone, not with the base languages', async () => {
    const { getHighlighter } = await freshHighlighterModule()
    const highlighter = await getHighlighter(DEFAULT_THEMES, ['prisma', 'toml'])
    expect(highlighter.getLoadedLanguages().sort()).toEqual(['prisma', 'toml'])
    // One that embeds another (Vue: HTML, CSS, JavaScript…) still loads every base language first.
    await getHighlighter(DEFAULT_THEMES, ['vue'])
    expect(highlighter.getLoadedLanguages()).toEqual(expect.arrayContaining([...BASE_LANGUAGES, 'vue']))
  })
})
