import {
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type Highlighter,
  type ThemeRegistrationAny,
} from 'shiki'

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
 * Languages every highlighter loads first, in this order: the common docs languages and every
 * grammar that injects into them. Pages then highlight the same whatever order they compile in (and
 * on whichever worker), because no later load changes how these tokenize.
 */
const BASE_LANGUAGES: BundledLanguage[] = ['javascript', 'typescript', 'jsx', 'tsx', 'json', 'jsonc', 'bash', 'shellscript', 'graphql', 'yaml', 'diff', 'html', 'css', 'markdown', 'mdx', 'dotenv', 'docker']
let languageQueue: Promise<void> = Promise.resolve()
// Load promises by name, so that pages compiled concurrently never load a grammar or theme twice.
const loading = new Map<string, Promise<void>>()

/**
 * Returns the process-wide Shiki highlighter with the given themes and languages loaded. Grammars
 * are loaded on first use only, so a site pays for the languages it actually uses.
 */
export async function getHighlighter(themes: CodeThemes, languages: Iterable<string>): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [DEFAULT_THEMES.light, DEFAULT_THEMES.dark], langs: BASE_LANGUAGES })
  const instance = await highlighter
  const loads: Promise<void>[] = []
  for (const theme of [themes.light, themes.dark]) {
    const name = typeof theme === 'string' ? theme : (theme.name ?? '')
    if (!instance.getLoadedThemes().includes(name)) {
      loads.push(once(`theme:${name}`, () => instance.loadTheme(theme)))
    }
  }
  await Promise.all(loads)
  // Grammars inject into each other (GraphQL into TypeScript template literals…), so the order they
  // load in changes tokens: load the rest one at a time, sorted, through one queue per process.
  for (const lang of [...languages].sort()) {
    if (lang === 'text' || lang === 'ansi' || instance.getLoadedLanguages().includes(lang)) continue
    await once(`lang:${lang}`, () => (languageQueue = languageQueue.then(() => instance.loadLanguage(lang as BundledLanguage))))
  }
  return instance
}

function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key)
  if (!promise) {
    promise = load()
    loading.set(key, promise)
  }
  return promise
}
