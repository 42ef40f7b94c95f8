import { createHash } from 'node:crypto'
import type { LanguageRegistration } from 'shiki'

// Languages a site adds for its code fences (config `codeLanguages`: a Nextra site's grammars from its
// `rehypePrettyCodeOptions`, src/config/website/code-highlighting.ts): a fence named by one of them, or
// one of its aliases, is highlighted with its TextMate grammar, before Shiki's own language of that name.
// The highlighter loads a grammar the first time a page uses it (highlighter.ts); a block's cache key
// holds the grammar's hash, so an edited grammar highlights again.

/** One site language, as config `codeLanguages` gives it. */
export interface SiteLanguage {
  name: string
  aliases?: readonly string[]
  grammar: Readonly<Record<string, unknown>>
}

/** A fence name resolved to a site language: its name for Shiki and what a highlighted block's key holds. */
export interface SiteLanguageMatch {
  lang: string
  key: string
}

const indexes = new WeakMap<readonly SiteLanguage[], Map<string, SiteLanguageMatch>>()

/** The site language a fence names (`z80klive`, an alias), if any. */
export function siteLanguageOf(
  languages: readonly SiteLanguage[] | undefined,
  fence: string | undefined
): SiteLanguageMatch | undefined {
  if (!languages?.length || !fence) return undefined
  let index = indexes.get(languages)
  if (!index) {
    index = new Map()
    for (const language of languages) {
      const match = { lang: language.name, key: siteLanguageKey(language) }
      for (const name of [language.name, ...(language.aliases ?? [])]) index.set(name.toLowerCase(), match)
    }
    indexes.set(languages, index)
  }
  return index.get(fence.toLowerCase())
}

/** The grammar's registration for Shiki: the fence name as its name, the grammar's own name shown. */
export function siteLanguageRegistration(language: SiteLanguage): LanguageRegistration {
  const { name: displayName, ...grammar } = language.grammar
  return {
    ...(grammar as unknown as LanguageRegistration),
    name: language.name,
    ...(typeof displayName === 'string' && { displayName }),
    ...(language.aliases?.length && { aliases: [...language.aliases] })
  }
}

const keys = new WeakMap<SiteLanguage, string>()

/** The language's name and its grammar's hash: what a highlighted block of it is cached under. */
export function siteLanguageKey(language: SiteLanguage): string {
  let key = keys.get(language)
  if (!key) {
    const hash = createHash('sha256').update(JSON.stringify(language.grammar)).digest('base64url').slice(0, 16)
    keys.set(language, (key = `${language.name}@${hash}`))
  }
  return key
}
