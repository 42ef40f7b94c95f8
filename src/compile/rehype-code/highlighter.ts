import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import {
  bundledLanguages,
  bundledLanguagesInfo,
  createHighlighter,
  createOnigurumaEngine,
  type BundledLanguage,
  type BundledTheme,
  type Highlighter,
  type ThemeRegistrationAny
} from 'shiki'
import { routeGrammars } from './regex-engine.js'
import { siteLanguageKey, siteLanguageRegistration, type SiteLanguage } from './site-languages.js'

/** The light and dark Shiki themes of code blocks. */
export interface CodeThemes {
  /** Bundled theme name or a theme object. @default 'github-light' */
  light: ThemeName
  /** Bundled theme name or a theme object. @default 'github-dark' */
  dark: ThemeName
}

/** A bundled theme name (`github-light`) or a theme registration object. */
export type ThemeName = BundledTheme | ThemeRegistrationAny

/** The themes used when the plugin options name none. */
export const DEFAULT_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' }

// One highlighter per process: creating one loads the WASM regex engine and themes, which costs far
// more than highlighting a block, and a 1,000-page build must not pay it per file.
let highlighter: Promise<Highlighter> | undefined
/**
 * The common docs languages, in the order they load. Grammars include and inject into each other,
 * so how one tokenizes can depend on which others are loaded. A base language therefore loads
 * together with every base language its tokens can depend on ({@link BASE_DEPENDENCIES}), and any
 * other language only once all of them are loaded: a page highlights the same whatever pages its
 * worker compiled before, as if every base language had been loaded first — without loading 16
 * grammars (a third of a second) for a site that uses two.
 */
export const BASE_LANGUAGES: BundledLanguage[] = [
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'json',
  'jsonc',
  'shellscript',
  'graphql',
  'yaml',
  'diff',
  'html',
  'css',
  'markdown',
  'mdx',
  'dotenv',
  'docker'
]
/**
 * The base languages whose grammars a base language's tokens can depend on: those its grammar
 * includes or embeds and those that inject into it, transitively; one not listed depends on none.
 * tests/unit/compile/highlighter.test.ts recomputes this from Shiki's grammars.
 */
export const BASE_DEPENDENCIES: Partial<Record<BundledLanguage, BundledLanguage[]>> = {
  graphql: ['javascript', 'typescript', 'jsx', 'tsx'],
  html: ['javascript', 'css'],
  markdown: [
    'javascript',
    'typescript',
    'tsx',
    'json',
    'jsonc',
    'shellscript',
    'yaml',
    'diff',
    'html',
    'css',
    'docker'
  ],
  mdx: [
    'javascript',
    'typescript',
    'jsx',
    'tsx',
    'json',
    'jsonc',
    'shellscript',
    'graphql',
    'yaml',
    'diff',
    'html',
    'css',
    'markdown',
    'docker'
  ]
}
/** Shiki's language ids by id and alias (`ts` → `typescript`). */
const LANGUAGE_IDS = new Map(
  bundledLanguagesInfo.flatMap(({ id, aliases = [] }) =>
    [id, ...aliases].map(name => [name, id as BundledLanguage] as const)
  )
)
// Loads run one at a time, so that what a load finds loaded depends only on the loads before it.
let languageQueue: Promise<void> = Promise.resolve()
// Load promises by name, so that pages compiled concurrently never load a theme twice.
const loading = new Map<string, Promise<void>>()

/**
 * Returns the process-wide Shiki highlighter with the given themes and languages loaded. Grammars
 * are loaded on first use only, so a site pays for the languages it actually uses.
 */
export async function getHighlighter(
  themes: CodeThemes,
  languages: Iterable<string>,
  /** The site's own languages (`site-languages.ts`): those among `languages` load from their grammars. */
  siteLanguages: readonly SiteLanguage[] = []
): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [DEFAULT_THEMES.light, DEFAULT_THEMES.dark],
    langs: [],
    engine: createEngine()
  })
  const instance = await highlighter
  const loads: Promise<void>[] = []
  for (const theme of [themes.light, themes.dark]) {
    const name = typeof theme === 'string' ? theme : (theme.name ?? '')
    if (!instance.getLoadedThemes().includes(name)) {
      loads.push(once(`theme:${name}`, () => instance.loadTheme(theme)))
    }
  }
  await Promise.all(loads)
  const wanted = new Set(languages)
  const own = siteLanguages.filter(
    language => wanted.has(language.name) && loadedGrammars.get(language.name) !== siteLanguageKey(language)
  )
  // `text` and `ansi` need no grammar.
  const missing = [...wanted]
    .filter(lang => !own.some(language => language.name === lang))
    .map(lang => LANGUAGE_IDS.get(lang))
    .filter((lang): lang is BundledLanguage => lang !== undefined && !isLoaded(instance, lang))
  if (missing.length > 0) await (languageQueue = languageQueue.then(() => loadLanguages(instance, missing)))
  if (own.length > 0) await (languageQueue = languageQueue.then(() => loadSiteLanguages(instance, own)))
  routeGrammars(instance, loadedGrammars)
  return instance
}

/** The grammar each site language was loaded from (a site's grammar loads once per process). */
const loadedGrammars = new Map<string, string>()

/**
 * Loads the site's grammars, sorted by name; one that includes another grammar's scope after every
 * base language, as any other language that is not self-contained ({@link loadLanguages}).
 */
async function loadSiteLanguages(instance: Highlighter, languages: readonly SiteLanguage[]): Promise<void> {
  if (languages.some(language => includesOtherGrammars(language.grammar))) {
    const base = BASE_LANGUAGES.filter(lang => !isLoaded(instance, lang))
    if (base.length > 0) await instance.loadLanguage(...base)
  }
  for (const language of [...languages].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (loadedGrammars.get(language.name) === siteLanguageKey(language)) continue
    await instance.loadLanguage(siteLanguageRegistration(language))
    loadedGrammars.set(language.name, siteLanguageKey(language))
  }
}

/**
 * Shiki's regex engine, compiled from its `onig.wasm`. Shiki's default engine has the same bytes
 * inlined, gzipped in base64, and unpacks them through web streams (`Response`, for which Node loads
 * its fetch implementation): twice the CPU of the whole start, ~0.1 s more per worker.
 */
function createEngine() {
  const file = createRequire(import.meta.url).resolve('shiki/onig.wasm')
  return createOnigurumaEngine({
    instantiator: async imports => WebAssembly.instantiate(await readFile(file), imports)
  })
}

/**
 * Loads `languages` (Shiki ids): the base ones with their dependencies in one go, in base order; any
 * other after every base language — unless it is self-contained ({@link isSelfContained}) — one at
 * a time, sorted (the order they load in can change tokens).
 */
async function loadLanguages(instance: Highlighter, languages: BundledLanguage[]): Promise<void> {
  const base = new Set<BundledLanguage>()
  const others: BundledLanguage[] = []
  for (const lang of languages) {
    if (BASE_LANGUAGES.includes(lang)) for (const needed of [lang, ...(BASE_DEPENDENCIES[lang] ?? [])]) base.add(needed)
    else {
      if (!(await isSelfContained(lang))) for (const needed of BASE_LANGUAGES) base.add(needed)
      others.push(lang)
    }
  }
  const load = BASE_LANGUAGES.filter(lang => base.has(lang) && !isLoaded(instance, lang))
  if (load.length > 0) await instance.loadLanguage(...load)
  for (const lang of others.sort()) if (!isLoaded(instance, lang)) await instance.loadLanguage(lang)
}

const selfContained = new Map<BundledLanguage, Promise<boolean>>()

/**
 * Whether a language's tokens depend on no other grammar and change no other's: one grammar (no
 * embedded languages), no include of another grammar's scope, no injections. No base grammar
 * injects into other languages (tests/unit/compile/highlighter.test.ts), so such a language loads
 * alone — not with the 16 base grammars (0.3 CPU-s a worker; prisma and toml alone: 0.01) — and
 * highlights as it would after them.
 */
function isSelfContained(lang: BundledLanguage): Promise<boolean> {
  let answer = selfContained.get(lang)
  if (!answer) {
    answer = bundledLanguages[lang]().then(({ default: registrations }) => {
      const [grammar] = registrations
      return registrations.length === 1 && !grammar!.injectTo && !grammar!.injections && !includesOtherGrammars(grammar)
    })
    selfContained.set(lang, answer)
  }
  return answer
}

/** Whether a grammar (or part of one) includes another grammar's scope (`source.css`, `source.css#rule`). */
function includesOtherGrammars(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(includesOtherGrammars)
  if (!value || typeof value !== 'object') return false
  const { include } = value as { include?: unknown }
  if (typeof include === 'string' && !/^[#$]/.test(include)) return true
  return Object.values(value).some(includesOtherGrammars)
}

function isLoaded(instance: Highlighter, lang: string): boolean {
  return instance.getLoadedLanguages().includes(lang)
}

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key)
  if (!promise) {
    promise = load()
    loading.set(key, promise)
  }
  return promise
}
