// A website folder's own code highlighting, from `nextra({ mdxOptions: { rehypePrettyCodeOptions } })` in its
// next.config: the TextMate grammars it adds for its fences and the Shiki themes it sets. Nextra hands
// these options to rehype-pretty-code, which highlights each fence with the highlighter the site's
// `getHighlighter(options)` returns: a site with a language of its own (kliveide's `z80klive`, an
// assembler) gives it there, in `langs`, as a grammar object written in the config or imported from a
// `.tmLanguage.json` file or a module of the site. The site's `getHighlighter` is called here as
// rehype-pretty-code calls it, with `shiki` a stand-in (`SHIKI_STUB`) that records what it asks for;
// the grammars among its `langs` (and a `path` to a grammar file in the site) become config
// `codeLanguages`, its `theme` (a name or a theme object, or `{ light, dark }`) config `codeThemes`.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAbsolute, resolve } from 'node:path'
import { inFolder } from '../../compile/page-data.js'
import { isObject, type ConfigFields, type WebsiteNote } from './option-context.js'

/** A grammar as config `codeLanguages` holds it: Shiki's language registration. */
export interface CodeLanguage {
  /** The fence name (`z80klive`). */
  name: string
  /** Other fence names of it. */
  aliases?: string[]
  /** The TextMate grammar (with its `scopeName`). */
  grammar: Record<string, unknown>
}

/**
 * Shiki's lists of its bundled languages and themes, loaded the first time a next.config's `shiki` or a
 * `theme` name asks: `shiki/langs` and `shiki/themes` are ES modules outside the CLI's bundle (no code cache,
 * each a table of hundreds of loaders), which every build's main thread used to load at its start while
 * only sites with a `rehypePrettyCodeOptions` highlighter or theme read them (bench/RESULTS.md, "Session 25,
 * speedrt" and "speedmisc").
 */
let lists: { languages: Record<string, unknown>; themes: Record<string, unknown> } | undefined
const shikiLists = () =>
  (lists ??= {
    languages: (createRequire(import.meta.url)('shiki/langs') as typeof import('shiki/langs')).bundledLanguages,
    themes: (createRequire(import.meta.url)('shiki/themes') as typeof import('shiki/themes')).bundledThemes
  })

/** The marker the `shiki` stand-in's highlighter factories return: what the site asked for. */
const ASKED = '__guildsiteShikiOptions'

/**
 * `shiki` as a next.config sees it: `getHighlighter`/`createHighlighter` record their options,
 * `bundledLanguages` lists guildsite's Shiki's languages (a site may spread them into `langs`).
 */
export const SHIKI_STUB = (names: Set<string>): string => {
  const factories = ['getHighlighter', 'createHighlighter', 'getSingletonHighlighter']
  const languages = JSON.stringify(Object.fromEntries(Object.keys(shikiLists().languages).map(id => [id, id])))
  const lines = [
    ...factories.map(name => `export async function ${name}(options) { return { ${ASKED}: options ?? {} } }`),
    `export const bundledLanguages = ${languages}`,
    // (A theme module as Shiki's loaders give it, `{ default: theme }`: Doenet adds token colours to it.)
    `export const bundledThemes = new Proxy({}, { get: (_, name) => typeof name === 'string' ? async () => ({ default: { name, type: 'light', colors: {}, tokenColors: [] } }) : undefined })`
  ]
  const defined = [...factories, 'bundledLanguages', 'bundledThemes']
  const others = [...names].filter(name => !defined.includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
  if (others.length > 0)
    lines.unshift(`import { __gsStandIn } from 'gs-stand-in'`, ...others.map(n => `export const ${n} = __gsStandIn()`))
  return lines.join('\n')
}

/**
 * The config fields of the site's `rehypePrettyCodeOptions` (`codeLanguages`, `codeThemes`) and a note
 * for each; `warn` for a `getHighlighter` that throws.
 */
export async function readCodeHighlighting(
  options: unknown,
  siteDir: string,
  file: string,
  warn: (message: string) => void
): Promise<{ fields: ConfigFields; notes: WebsiteNote[] }> {
  const fields: ConfigFields = {}
  const notes: WebsiteNote[] = []
  if (!isObject(options)) return { fields, notes }
  const themes = codeThemesOf(options.theme)
  let langs: unknown[] = Array.isArray(options.langs) ? options.langs : []
  let langAlias: Record<string, unknown> = {}
  if (typeof options.getHighlighter === 'function') {
    try {
      // (rehype-pretty-code gives it the themes it needs and no languages; in the site folder, as under
      // `next build`: Doenet's reads its grammar at `../vscode-extension/…`.)
      const asked = (await inFolder(siteDir, async () =>
        (options.getHighlighter as (o: unknown) => unknown)({
          themes: themes ? [themes.light, themes.dark] : ['github-light', 'github-dark'],
          langs: []
        })
      )) as Record<string, unknown> | undefined
      const given = isObject(asked) && isObject(asked[ASKED]) ? asked[ASKED] : undefined
      if (given && Array.isArray(given.langs)) langs = [...langs, ...given.langs]
      // (Shiki's `langAlias`, `{ dn: 'doenet' }`: more fence names of a grammar.)
      if (given && isObject(given.langAlias)) langAlias = given.langAlias
    } catch (error) {
      warn(`rehypePrettyCodeOptions.getHighlighter() failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const languages = langs
    .flatMap(lang => codeLanguageOf(lang, siteDir) ?? [])
    .map(language => {
      const more = Object.keys(langAlias).filter(alias => langAlias[alias] === language.name)
      const aliases = [...new Set([...(language.aliases ?? []), ...more.map(alias => alias.toLowerCase())])]
      return aliases.length > 0 ? { ...language, aliases } : language
    })
  if (languages.length > 0) {
    fields.codeLanguages = languages
    notes.push({
      file,
      key: 'mdxOptions',
      action: 'read',
      detail: `rehypePrettyCodeOptions: the site's grammars highlight its ${languages.map(l => l.name).join(', ')} fences`
    })
  }
  if (themes) {
    fields.codeThemes = themes
    notes.push({
      file,
      key: 'mdxOptions',
      action: 'read',
      detail: "rehypePrettyCodeOptions.theme: the site's code themes"
    })
  }
  return { fields, notes }
}

/**
 * A grammar of `langs`: Shiki 1+'s registration (`name`, `scopeName`, its patterns), or Shiki 0.x's
 * (`id`, `scopeName`, `grammar` or `path`, `aliases`). Bundled language names are Shiki's already.
 */
function codeLanguageOf(lang: unknown, siteDir: string): CodeLanguage | undefined {
  if (!isObject(lang)) return undefined
  const aliases = Array.isArray(lang.aliases) ? lang.aliases.filter(a => typeof a === 'string') : []
  let grammar: Record<string, unknown> | undefined
  if (isObject(lang.grammar)) grammar = lang.grammar
  else if (typeof lang.path === 'string') grammar = grammarFile(lang.path, siteDir)
  else if (Array.isArray(lang.patterns) || isObject(lang.repository)) {
    const { aliases: _aliases, id: _id, ...rest } = lang
    grammar = rest
  }
  const name = typeof lang.id === 'string' ? lang.id : typeof lang.name === 'string' ? lang.name : undefined
  const scopeName = typeof lang.scopeName === 'string' ? lang.scopeName : grammar?.scopeName
  if (!grammar || !name || typeof scopeName !== 'string') return undefined
  // (A grammar file's `name` is its display name, "Z80 Assembly": the fence name is the registration's.)
  const id = name.toLowerCase()
  return {
    name: id,
    ...(aliases.length > 0 && { aliases: aliases.map(a => a.toLowerCase()) }),
    grammar: { ...grammar, scopeName }
  }
}

/** A grammar file the site names (`path`), relative to the site folder: JSON (`.tmLanguage.json`). */
function grammarFile(path: string, siteDir: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(isAbsolute(path) ? path : resolve(siteDir, path), 'utf8'))
    return isObject(value) ? value : undefined
  } catch {
    return undefined
  }
}

type Theme = string | Record<string, unknown>

/**
 * Code Hike's theme (`@code-hike/mdx`'s `theme` option) from a next.config's text: the Shiki theme its
 * `require('shiki/themes/<name>.json')` or `theme: '<name>'` names, one Shiki bundles, else Code Hike's
 * default "dark-plus"; the same in light and dark mode, as Code Hike has one theme.
 */
export function codeHikeThemes(configText: string): { light: Theme; dark: Theme } {
  const named =
    /themes\/([\w-]+)\.json['"]/.exec(configText)?.[1] ?? /\btheme\s*:\s*['"]([\w-]+)['"]/.exec(configText)?.[1]
  const theme = named && Object.hasOwn(shikiLists().themes, named) ? named : 'dark-plus'
  return { light: theme, dark: theme }
}

/**
 * rehype-pretty-code's `theme`: a name or a theme object (both modes), or `{ light, dark }`. Other keys
 * (`{ myTheme: … }`) make variables nextra-theme-docs' stylesheet does not read: no colours, as in Nextra
 * (undefined: guildsite's own themes stay, as Nextra's CSS gives none).
 */
function codeThemesOf(theme: unknown): { light: Theme; dark: Theme } | undefined {
  const one = (value: unknown): Theme | undefined =>
    typeof value === 'string'
      ? Object.hasOwn(shikiLists().themes, value)
        ? value
        : undefined
      : isThemeObject(value)
        ? namedTheme(value)
        : undefined
  const single = one(theme)
  if (single) return { light: single, dark: single }
  if (!isObject(theme)) return undefined
  const light = one(theme.light)
  const dark = one(theme.dark)
  return light && dark ? { light, dark } : undefined
}

const isThemeObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && (Array.isArray(value.settings) || Array.isArray(value.tokenColors) || isObject(value.colors))

/** A theme object with a name (Shiki registers themes by name; one the site leaves unnamed is named by its content). */
function namedTheme(theme: Record<string, unknown>): Record<string, unknown> {
  if (typeof theme.name === 'string' && theme.name) return theme
  let hash = 0
  for (const char of JSON.stringify(theme)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return { ...theme, name: `site-theme-${(hash >>> 0).toString(36)}` }
}
