// next.config.*: `nextra({...})` and `withGuildDocs({...})` as config fields (basePath, redirects, locales, Nextra's).
import { isObject, isText, type ConfigFields, type WebsiteNote } from './option-context.js'
import { NEXTRA_WEBPACK_MARK } from './config-stubs.js'

/** What `nextra({...})` and `withGuildDocs({...})` captured, and the Next config they wrap. */
export interface CapturedNextConfig {
  next: Record<string, unknown>
  nextra?: Record<string, unknown>
  /** Wrapped by `withGuildDocs` (its defaults: copy buttons on, code blocks searched). */
  guild: boolean
}

const NEXT_IGNORED: Record<string, string> = {
  output: 'guildsite always writes a static site',
  webpack: 'guildsite bundles with esbuild',
  eslint: 'no lint step',
  typescript: 'no type check',
  images: 'images are copied as they are',
  env: 'no environment',
  reactStrictMode: 'no React runtime in the browser',
  poweredByHeader: 'static files',
  experimental: 'Next.js only',
  transpilePackages: 'esbuild compiles every package',
  headers: 'static files carry no headers',
  rewrites: 'static files cannot rewrite'
}

const NEXTRA_IGNORED: Record<string, string> = {
  theme: 'guildsite draws the docs theme itself',
  mdxOptions:
    "guildsite has its own Markdown pipeline: the site's own remark/rehype plugins run (a note names them), rehypePrettyCodeOptions' grammars and themes and `format` (by the Nextra release) are read, its other options are not",
  staticImage: 'images are always static',
  readingTime: 'not shown',
  flexsearch: 'guildsite has its own search',
  codeHighlight: 'code is always highlighted',
  unstable_shouldAddLocaleToLinks: 'locale links follow the i18n config',
  whiteListTagsStyling: "HTML tags keep guildsite's styling",
  autoImportThemeStyle: 'the theme style is built in'
}

/** The `webpack` the `withNextra()` stand-in gives a config without one of its own (`config-stubs.ts`). */
export const isNextraWebpack = (option: unknown): boolean =>
  typeof option === 'function' && (option as unknown as Record<string, unknown>)[NEXTRA_WEBPACK_MARK] === true

export function mapNextConfig(
  file: string,
  captured: CapturedNextConfig
): { fields: ConfigFields; notes: WebsiteNote[]; themeConfig?: string } {
  const fields: ConfigFields = {}
  const notes: WebsiteNote[] = []
  const read = (key: string, detail: string) => notes.push({ file, key, action: 'read', detail })
  const ignored = (key: string, detail: string) => notes.push({ file, key, action: 'ignored', detail })
  let themeConfig: string | undefined
  for (const [key, option] of Object.entries(captured.next)) {
    if (key === '__guildsiteNextra' || isNextraWebpack(option)) continue
    switch (key) {
      case 'basePath':
        if (isText(option)) {
          fields.basePath = option
          read(key, `pages are served under ${option}`)
        } else if (option !== undefined && option !== '') ignored(key, 'not a string')
        break
      case 'hiveNavigation':
        // Read from a root layout's GuildLayout (src/app-router/read-root-layout.ts), never a theme config key.
        if (isObject(option)) {
          fields.hiveNavigation = option
          read('GuildLayout', 'the Guild navigation bar (Products, Developer, Company menus) instead of the header')
        } else ignored(key, 'not an object')
        break
      case 'i18n':
        if (isObject(option) && Array.isArray(option.locales) && option.locales.every(isText)) {
          fields.nextLocales = option.locales
          if (isText(option.defaultLocale)) fields.defaultLocale = option.defaultLocale
          read(key, `locales ${option.locales.join(', ')}`)
        } else ignored(key, 'no list of locales')
        break
      case 'pageExtensions':
        // (Taken by read-next-config.ts for the pages folder's component pages: `pages-router-pages.ts`.)
        if (Array.isArray(option) && option.every(isText))
          read(key, `the pages folder's component pages are its ${option.map(ext => `.${ext}`).join(', ')} files`)
        else ignored(key, 'no list of extensions')
        break
      case 'trailingSlash':
        if (typeof option === 'boolean') {
          fields.trailingSlash = option
          read(key, `pages are folders with index.html; relative links resolve as at ${option ? '/a/b/' : '/a/b'}`)
        } else ignored(key, 'not a boolean')
        break
      case 'redirects':
        if (Array.isArray(option)) {
          fields.redirects = option
          read(
            key,
            `${option.length} redirect${option.length === 1 ? '' : 's'}, each written as a redirect page (one without parameters)`
          )
        } else ignored(key, 'not a list of redirects')
        break
      case 'staticPageGenerationTimeout':
        // Next's time for one page's static generation (data functions and render; 60 s by default,
        // then it retries and fails the build). A site sets it when its data takes long (a catalogue
        // fetched page by page): its data functions get that long before the page renders without.
        if (typeof option === 'number' && option > 0) {
          fields.pageBudget = { dataSeconds: option }
          read(key, `a page's data functions may take ${option} s`)
        } else ignored(key, 'not a positive number of seconds')
        break
      default:
        ignored(key, NEXT_IGNORED[key] ?? 'a Next.js option guildsite has no use for')
    }
  }
  const nextra: Record<string, unknown> = {
    ...(captured.guild && { defaultShowCopyCode: true, search: { codeblocks: true } }),
    ...captured.nextra
  }
  const nextraFile = captured.guild ? `${file} withGuildDocs` : `${file} nextra`
  const readN = (key: string, detail: string) => notes.push({ file: nextraFile, key, action: 'read', detail })
  const ignoredN = (key: string, detail: string) => notes.push({ file: nextraFile, key, action: 'ignored', detail })
  if (!captured.nextra && !captured.guild) return { fields, notes }
  for (const [key, option] of Object.entries(nextra)) {
    switch (key) {
      case 'themeConfig':
        if (isText(option)) {
          themeConfig = option
          readN(key, `the theme config is ${option}`)
        } else ignoredN(key, 'not a file path')
        break
      case 'defaultShowCopyCode':
        if (typeof option === 'boolean') {
          fields.copyCode = option
          readN(key, option ? 'code blocks have a copy button' : 'code blocks have a copy button only with `copy`')
        } else ignoredN(key, 'not a boolean')
        break
      case 'search':
        if (isObject(option) && typeof option.codeblocks === 'boolean') {
          fields.searchCodeblocks = option.codeblocks
          readN(key, `code blocks ${option.codeblocks ? 'are' : 'are not'} searched`)
        } else if (option === false) {
          fields.searchEnabled = false
          readN(key, 'no search')
        } else ignoredN(key, 'no codeblocks option')
        break
      case 'contentDirBasePath':
        if (isText(option) && option.startsWith('/')) {
          fields.contentDirBasePath = option
          readN(key, `pages are served under ${option}`)
        } else ignoredN(key, 'not a route starting with "/"')
        break
      case 'latex': {
        fields.latex = Boolean(option)
        // (Nextra 3's `latex: { renderer: 'katex', options }`: KaTeX's options; its macros are what a page's math reads.)
        // (With `renderer: 'mathjax'`, better-react-mathjax's `options.config.tex.macros`: named without
        // the backslash, a macro is its definition or `[definition, arguments]`, and KaTeX reads `#1`… in
        // the definition alike — georgerowlands.ch's \E, \Var, \RR: 321 MATH_ERROR warnings without them.)
        const given = isObject(option) && isObject(option.options) ? option.options : undefined
        const mathjax =
          isObject(given?.config) && isObject(given.config.tex) && isObject(given.config.tex.macros)
            ? given.config.tex.macros
            : undefined
        const fromMathjax = !isObject(given?.macros) && mathjax !== undefined
        const macros = Object.entries((isObject(given?.macros) ? given.macros : mathjax) ?? {}).flatMap(
          ([name, value]): [string, string][] => {
            const definition = isText(value) ? value : Array.isArray(value) && isText(value[0]) ? value[0] : undefined
            if (definition === undefined) return []
            return [[fromMathjax && !name.startsWith('\\') ? `\\${name}` : name, definition]]
          }
        )
        if (macros.length) fields.katexMacros = Object.fromEntries(macros)
        readN(
          key,
          option
            ? `math set with KaTeX at build time${isObject(option) && option.renderer === 'mathjax' ? ' (MathJax is not available: KaTeX instead)' : ''}${fields.katexMacros ? `, its ${Object.keys(fields.katexMacros).length} macros` : ''}`
            : 'no math'
        )
        break
      }
      default:
        ignoredN(key, NEXTRA_IGNORED[key] ?? 'a Nextra option guildsite has no use for')
    }
  }
  return { fields, notes, themeConfig }
}
