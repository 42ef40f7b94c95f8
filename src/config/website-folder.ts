import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { PRODUCT_DATA } from '../../templates/catalogue/product-data.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { readRootLayout, type FooterLink } from '../app-router/read-root-layout.js'
import { escapeHtml } from '../shared/escape-html.js'
import { evaluateLenient } from './evaluate-lenient.js'
import { nextImageStub, nextLinkStub, nextRouterStub } from './next-stubs.js'
import { guildConferenceStrip } from './guild-conference-strip.js'
import { siteChrome } from './site-chrome.js'
import { websiteBundlePlugins } from '../website/bundle-plugins.js'
import { aliasNames, readWebpackAliases, type WebpackAliases } from '../website/webpack-config.js'
import {
  localeName,
  mapNextConfig,
  mapThemeConfig,
  type CapturedNextConfig,
  type ConfigFields,
  type WebsiteNote
} from './website-options.js'

/**
 * A whole Next.js website folder as a site, with no guildsite config: the content folder found the
 * way Next.js and Nextra find it, `theme.config.*` and `next.config.*` read for what guildsite can
 * use. Nothing here is fatal: a config file that cannot be evaluated is a warning, and the site
 * builds with defaults.
 */
export interface WebsiteFolder {
  /** Config input (validated by load-config like a guildsite config). */
  raw: Record<string, unknown>
  notes: WebsiteNote[]
  diagnostics: Diagnostic[]
  /** The files read (theme config, Next config, package.json), for messages and the dev watcher. */
  files: string[]
  /** The Next config gives `.svg` files to `@svgr/webpack`: SVG imports are React components (`'query'`: `.svg?svgr` ones). */
  svgComponents: boolean | 'query'
  /** The aliases and fallbacks the Next config's `webpack()` sets (`src/website/webpack-config.ts`). */
  webpackAliases?: WebpackAliases
  /**
   * The theme config (Nextra 2/3) and the capitalised names of its `components` option, which every
   * page gets (`src/website/mdx-components.ts`): read here, so the config is evaluated once a build.
   */
  themeComponents?: ThemeComponents
}

/** A Nextra 2/3 theme config's `components` option: the file and the component names it gives every page. */
export interface ThemeComponents {
  file: string
  names: string[]
}

const THEME_CONFIGS = ['theme.config.tsx', 'theme.config.jsx', 'theme.config.ts', 'theme.config.js', 'theme.config.mjs']
const NEXT_CONFIGS = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs', 'next.config.mts']

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory()
const first = (dir: string, names: string[]) => names.map(name => join(dir, name)).find(path => existsSync(path))

/** The capitalised keys of a theme config's `components` option, sorted (none when it has no such option). */
function componentNames(themeConfig: unknown): string[] {
  const components = (themeConfig as { components?: unknown } | null)?.components
  if (components === null || typeof components !== 'object') return []
  return Object.keys(components)
    .filter(name => /^[A-Z][\w$]*$/.test(name))
    .sort()
}

/** True when the folder is a Next.js (Nextra) site: a Next or theme config, or `next`/`nextra` in package.json. */
export function isWebsiteFolder(siteDir: string): boolean {
  if (first(siteDir, [...THEME_CONFIGS, ...NEXT_CONFIGS])) return true
  const pkg = readPackage(siteDir)
  const deps = { ...(pkg?.dependencies as object), ...(pkg?.devDependencies as object) }
  return ['next', 'nextra', 'nextra-theme-docs', '@theguild/components'].some(name => name in deps)
}

function readPackage(siteDir: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/**
 * The content folder as Next.js and Nextra find it: Nextra 4's `content/` (or `src/content/`) when
 * an `app/` folder sits beside it, else the pages router's `pages/` then `src/pages/`, else
 * `content/`, `src/content/`. Relative to the site folder; undefined when there is none.
 */
export function findContentFolder(siteDir: string): string | undefined {
  const app = isDir(join(siteDir, 'app')) || isDir(join(siteDir, 'src', 'app'))
  const order = app
    ? ['content', 'src/content', 'pages', 'src/pages']
    : ['pages', 'src/pages', 'content', 'src/content']
  return order.find(dir => isDir(join(siteDir, dir)))
}

/** The edit-link base from package.json `repository` (a GitHub URL, with its `directory`). */
function repositoryBase(pkg: Record<string, unknown> | undefined): string | undefined {
  const repository = pkg?.repository
  const url =
    typeof repository === 'string'
      ? repository
      : typeof (repository as { url?: unknown })?.url === 'string'
        ? (repository as { url: string }).url
        : undefined
  if (!url) return undefined
  const match = /github(?:\.com)?[:/]([^/]+)\/([^/#.]+)/.exec(url)
  if (!match) return undefined
  const directory = (repository as { directory?: unknown })?.directory
  return `https://github.com/${match[1]}/${match[2]}/tree/main${typeof directory === 'string' ? `/${directory.replace(/^\/+|\/+$/g, '')}` : ''}`
}

/** `@theguild/components` as a theme config sees it: `defineConfig` returns its options, `PRODUCTS` marks its logos. */
function guildComponentsShim(names: Set<string>): string {
  const products = Object.fromEntries(
    Object.entries(PRODUCT_DATA).map(([key, data]) => [
      key,
      { name: data.name, title: data.title, href: data.href, primaryColor: data.primaryColor }
    ])
  )
  const lines = [
    `import { __gsStandIn } from 'gs-stand-in'`,
    `const data = ${JSON.stringify(products)}`,
    `export const PRODUCTS = Object.fromEntries(Object.entries(data).map(([key, product]) => [key, { ...product, logo: Object.assign(() => ({ __guildsiteProduct: key }), { __guildsiteProduct: key }) }]))`,
    `export function defineConfig(config) { return { __guildsiteDefineConfig: true, ...config } }`
  ]
  for (const name of names)
    if (['PRODUCTS', 'defineConfig', 'default'].includes(name) || !/^[A-Za-z_$][\w$]*$/.test(name)) continue
    // An icon element keeps its name: GuildLayout's menu items show it (src/app-router/read-root-layout.ts).
    else if (/Icon$/.test(name))
      lines.push(`export const ${name} = Object.assign(() => null, { __guildsiteIcon: ${JSON.stringify(name)} })`)
    // A logo element keeps its name too: the Guild bars draw the catalogue's mark of that product (website-options.ts).
    else if (/Logo$/.test(name))
      lines.push(`export const ${name} = Object.assign(() => null, { __guildsiteLogo: ${JSON.stringify(name)} })`)
    // `<Giscus>` in the theme's `main` gives the comments (theme-main-comments.ts).
    else if (name === 'Giscus')
      lines.push(`export const Giscus = Object.assign(() => null, { __guildsiteGiscus: true })`)
    else lines.push(`export const ${name} = __gsStandIn()`)
  lines.push('export default { PRODUCTS, defineConfig }')
  return lines.join('\n')
}

/** Stand-ins for the names a config imports that a stub does not define: one missing name never loses the config. */
function otherNames(names: Set<string>, defined: string[]): string {
  const others = [...names].filter(name => !defined.includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
  return others.length
    ? [`import { __gsStandIn } from 'gs-stand-in'`, ...others.map(name => `export const ${name} = __gsStandIn()`)].join(
        '\n'
      )
    : ''
}

const NEXT_STUBS: Record<string, (names: Set<string>) => string> = {
  nextra: names =>
    `export default function nextra(options, themeConfig) {
      const nextra = typeof options === 'string' ? { theme: options, ...(themeConfig && { themeConfig }) } : options ?? {}
      return (next = {}) => ({ ...next, __guildsiteNextra: { nextra, guild: false } })
    }
    ${otherNames(names, ['default'])}`,
  '@theguild/components/next.config': names =>
    `export function withGuildDocs({ nextraConfig, ...next } = {}) { return { ...next, __guildsiteNextra: { nextra: nextraConfig ?? {}, guild: true } } }
    export const defaultRemarkPlugins = []
    ${otherNames(names, ['withGuildDocs', 'defaultRemarkPlugins', 'default'])}`
}

const plainRedirect = (value: unknown): value is { source: string; destination: string; permanent?: boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { source?: unknown }).source === 'string' &&
  typeof (value as { destination?: unknown }).destination === 'string'

/**
 * The root layout of a site without `app/layout.*` whose one top folder is a dynamic segment (Nextra
 * 4's i18n: `app/[lang]/layout.tsx`, as Nextra's swr-site has it), relative to the site folder.
 */
function localeRootLayout(siteDir: string): string | undefined {
  for (const dir of ['app', 'src/app']) {
    if (!isDir(join(siteDir, dir))) continue
    const dynamic = readdirSync(join(siteDir, dir)).filter(name => /^\[\w+\]$/.test(name))
    if (dynamic.length !== 1) return undefined
    return ['tsx', 'jsx', 'ts', 'js']
      .map(ext => `${dir}/${dynamic[0]}/layout.${ext}`)
      .find(path => existsSync(join(siteDir, path)))
  }
  return undefined
}

/**
 * nextra-theme-docs' chrome (config `chrome: 'nextra'`): its navbar's brand is the logo element alone
 * (a text logo is text, not an image path), its footer the site's content — Nextra 2/3's default
 * `MIT <year> © Nextra.` when a theme config gives none (the year of the build, as Nextra's).
 */
function nextraChrome(
  raw: Record<string, unknown>,
  fields: ConfigFields,
  notes: WebsiteNote[],
  themeConfig: boolean,
  blog = false
) {
  raw.chrome = 'nextra'
  if (blog) raw.blog = true
  const brand =
    typeof fields.brandMarkup === 'string'
      ? fields.brandMarkup
      : typeof fields.logo === 'string' && !/^(\/|https?:|\.)|\.(svg|png|jpe?g|webp|gif)$/i.test(fields.logo)
        ? escapeHtml(fields.logo)
        : undefined
  if (brand) {
    raw.logoMarkup = brand
    delete raw.logo
    for (const note of notes)
      if (note.key === 'logo')
        Object.assign(note, { action: 'read', detail: "the logo element as it renders: the navbar's brand" })
  }
  const footer =
    typeof fields.footerMarkup === 'string'
      ? fields.footerMarkup
      : themeConfig
        ? // (nextra-theme-blog's default footer is its author's licence line.)
          blog
          ? `<small>CC BY-NC 4.0 ${new Date().getFullYear()} © Shu Ding.</small>`
          : `MIT ${new Date().getFullYear()} © Nextra.`
        : undefined
  if (footer !== undefined) raw.footerMarkup = footer
  // nextra-theme-docs 2 and 3 title every page `<title> – Nextra` unless the theme config's
  // `useNextSeoProps` (2) or `head` (3) says otherwise.
  // (nextra-theme-blog's: the page's title alone, unless its `titleSuffix` follows it.)
  if (themeConfig && raw.titleTemplate === undefined && fields.themeHead !== true) {
    raw.titleTemplate = blog ? '%s' : '%s – Nextra'
    notes.push({
      file: '',
      key: 'head',
      action: 'read',
      detail: blog
        ? "page titles alone, nextra-theme-blog's default"
        : 'page titles "%s – Nextra", nextra-theme-docs\' default'
    })
  }
  notes.push({
    file: '',
    key: 'theme',
    action: 'read',
    detail: blog
      ? "nextra-theme-blog's layout: its navbar and footer, every page a post (title and date above it), no sidebar"
      : "nextra-theme-docs' chrome: its navbar (the logo alone) and footer, no company header or footer"
  })
}

export async function readWebsiteFolder(siteDir: string): Promise<WebsiteFolder> {
  const diagnostics: Diagnostic[] = []
  const notes: WebsiteNote[] = []
  const files: string[] = []
  const display = (path: string) => relative(siteDir, path) || basename(path)
  const pkg = readPackage(siteDir)
  if (pkg) files.push(join(siteDir, 'package.json'))
  const warn = (file: string, what: string, error: { message: string; line?: number; column?: number }) =>
    diagnostics.push(
      diagnostic(
        'CONFIG_LOAD',
        `${what} could not be evaluated: ${error.message.split('\n')[0]}; the site builds without it`,
        { file: display(file), line: error.line, column: error.column },
        { severity: 'warning' }
      )
    )

  // Next config first: it may name the theme config (`themeConfig`).
  let nextFields: ConfigFields = {}
  let themeFile = first(siteDir, THEME_CONFIGS)
  const nextFile = first(siteDir, NEXT_CONFIGS)
  let svgComponents: boolean | 'query' = false
  let webpackAliases: WebpackAliases | undefined
  if (nextFile) {
    files.push(nextFile)
    const text = readFileSync(nextFile, 'utf8')
    // (A rule for `?svgr` imports only, `resourceQuery: /svgr/`, leaves the others images: bundle-plugins.ts.)
    if (/@svgr\/webpack|['"]svgr['"]/.test(text))
      svgComponents = /resourceQuery\s*:\s*\/svgr\//.test(text) ? 'query' : true
    if (svgComponents)
      notes.push({
        file: display(nextFile),
        key: 'webpack',
        action: 'read',
        detail:
          svgComponents === 'query'
            ? "`.svg?svgr` imports of the site's code are React components (@svgr/webpack), other `.svg` imports images"
            : "`.svg` imports of the site's code are React components (@svgr/webpack)"
      })
    const result = await evaluateLenient(nextFile, siteDir, { stubs: NEXT_STUBS, callDefault: true })
    if ('error' in result) warn(nextFile, 'The Next config', result.error)
    else if (typeof result.value === 'object' && result.value !== null) {
      const value = result.value as Record<string, unknown>
      let next = value
      if (typeof value.redirects === 'function') {
        try {
          next = { ...value, redirects: await (value.redirects as () => unknown)() }
        } catch (error) {
          warn(nextFile, 'redirects()', { message: error instanceof Error ? error.message : String(error) })
          next = { ...value, redirects: undefined }
        }
      }
      // Its `webpack()` function, called as Next calls it: the aliases it sets apply to pages and islands.
      if (typeof value.webpack === 'function') {
        const read = await readWebpackAliases(value.webpack, next, siteDir)
        const found = /\bwebpack\s*(\(|:)/.exec(text)
        const at = found ? positionAt(text, found.index) : {}
        if (read.error)
          diagnostics.push(
            diagnostic(
              'CONFIG_LOAD',
              `webpack() could not be evaluated: ${read.error.split('\n')[0]}; its resolve.alias is not used (imports resolve as installed)`,
              { file: display(nextFile), ...at },
              {
                severity: 'warning',
                // (A folder without its node_modules: `require.resolve('esquery')` finds nothing.)
                ...(/Cannot find (module|package)/.test(read.error) && {
                  hint: "webpack() resolves the site's packages: install them (npm install) for its aliases to apply, as in Next's build."
                })
              }
            )
          )
        else if (read.aliases && aliasNames(read.aliases).length > 0) {
          webpackAliases = read.aliases
          notes.push({
            file: display(nextFile),
            key: 'webpack',
            action: 'read',
            detail: `resolve.alias and resolve.fallback of webpack() (${aliasNames(read.aliases).join(', ')}): applied to the pages' and the islands' bundles`
          })
        }
      }
      const captured = value.__guildsiteNextra as { nextra?: Record<string, unknown>; guild: boolean } | undefined
      const mapped = mapNextConfig(display(nextFile), {
        next,
        nextra: captured?.nextra,
        guild: captured?.guild ?? false
      } satisfies CapturedNextConfig)
      nextFields = mapped.fields
      // Math through the site's own plugins (`mdxOptions: { remarkPlugins: [remarkMath], rehypePlugins:
      // [rehypeKatex] }`) is Nextra's `latex`: `$…$` is math, not an MDX expression (`y_{t-1}`).
      const mathPlugin = /['"](remark-math|rehype-katex|rehype-mathjax)['"]/.exec(text)?.[1]
      if (mathPlugin && nextFields.latex === undefined) {
        nextFields.latex = true
        notes.push({
          file: display(nextFile),
          key: 'mdxOptions',
          action: 'read',
          detail: `${mathPlugin}: math set with KaTeX at build time, as Nextra's latex option`
        })
      }
      notes.push(
        ...mapped.notes.filter(
          note => !((svgComponents || webpackAliases) && note.key === 'webpack' && note.action === 'ignored')
        )
      )
      if (mapped.themeConfig && existsSync(resolve(siteDir, mapped.themeConfig)))
        themeFile = resolve(siteDir, mapped.themeConfig)
    }
  }
  let themeFields: ConfigFields = {}
  let themeComponents: ThemeComponents | undefined
  if (themeFile) {
    files.push(themeFile)
    const stubs = {
      '@theguild/components': guildComponentsShim,
      '@theguild/components/products': guildComponentsShim,
      'next/link': nextLinkStub,
      'next/router': nextRouterStub,
      'next/image': nextImageStub
    }
    const result = await evaluateLenient(themeFile, siteDir, {
      stubs,
      plugins: websiteBundlePlugins({ svgComponents })
    })
    if ('error' in result) warn(themeFile, 'The theme config', result.error)
    else {
      const mapped = mapThemeConfig(display(themeFile), result.value)
      themeFields = mapped.fields
      notes.push(...mapped.notes)
      themeComponents = { file: themeFile, names: componentNames(result.value) }
    }
  }

  // Nextra 4: the root layout's <Layout>/<GuildLayout>, <Navbar>, <Banner> props (src/app-router/).
  let layoutFields: ConfigFields = {}
  let footerResources: FooterLink[] = []
  const rootLayout =
    ['app', 'src/app']
      .flatMap(dir => ['tsx', 'jsx', 'ts', 'js'].map(ext => `${dir}/layout.${ext}`))
      .find(path => existsSync(join(siteDir, path))) ?? localeRootLayout(siteDir)
  if (rootLayout) {
    const layoutFile = join(siteDir, rootLayout)
    files.push(layoutFile)
    // (A root layout in a dynamic segment, `app/[lang]/layout.tsx`, is read for the default locale.)
    const segment = /\[(\w+)\]\/layout\.\w+$/.exec(rootLayout)?.[1]
    const locale =
      typeof nextFields.defaultLocale === 'string'
        ? nextFields.defaultLocale
        : Array.isArray(nextFields.nextLocales) && typeof nextFields.nextLocales[0] === 'string'
          ? nextFields.nextLocales[0]
          : 'en'
    const read = await readRootLayout(
      layoutFile,
      siteDir,
      {
        '@theguild/components': guildComponentsShim,
        // (`PRODUCTS.YOGA.title`, the Guild's product data, as the layout's metadata reads it.)
        '@theguild/components/products': guildComponentsShim
      },
      websiteBundlePlugins({ svgComponents }),
      segment ? { [segment]: locale } : undefined
    )
    if ('error' in read) warn(layoutFile, 'The root layout', read.error)
    else {
      const mapped = mapThemeConfig(rootLayout, read.theme)
      layoutFields = mapped.fields
      notes.push(...mapped.notes)
      if (read.footerResources.length) {
        footerResources = read.footerResources
        const names = read.footerResources.map(link => link.children).join(', ')
        notes.push({ file: rootLayout, key: 'footer', action: 'read', detail: `<HiveFooter> resources: ${names}` })
      }
      // Nextra 4's layouts (its <Layout>, components 9's <GuildLayout>) show a banner only when
      // given a <Banner>: no conference banner by default, as in Nextra's build.
      if (layoutFields.banner === undefined) {
        layoutFields.banner = false
        notes.push({ file: rootLayout, key: 'banner', action: 'read', detail: 'no <Banner>: no top banner' })
      }
    }
  }
  const fields = { ...nextFields, ...layoutFields, ...themeFields }
  const raw: Record<string, unknown> = {}
  const contentDir = findContentFolder(siteDir)
  if (contentDir) raw.contentDir = contentDir
  notes.unshift({
    file: '',
    key: 'content',
    action: 'read',
    detail: contentDir ? `pages from ${contentDir}/` : 'no pages/, src/pages/, content/ or src/content/ folder'
  })
  const app = ['app', 'src/app']
    .flatMap(dir => ['tsx', 'jsx', 'mdx'].map(ext => `${dir}/page.${ext}`))
    .find(path => existsSync(join(siteDir, path)))
  if (app)
    notes.push({
      file: app,
      key: 'page',
      action: 'read',
      detail: 'app/ router pages are built at their routes (src/app-router/), the home page among them'
    })
  if (existsSync(join(siteDir, 'public')))
    notes.push({ file: '', key: 'public', action: 'read', detail: 'static files from public/' })
  // Site name: the theme's websiteName, the product of its logo, package.json's name, the folder.
  const logoProduct = typeof fields.logoProduct === 'string' ? fields.logoProduct : undefined
  const named = typeof fields.siteName === 'string' ? fields.siteName : undefined
  if (logoProduct && named !== logoProduct) {
    raw.siteName = logoProduct
    if (named) raw.title = named
  } else {
    const pkgName =
      typeof pkg?.name === 'string' && !['website', 'docs', 'site', 'web'].includes(pkg.name) ? pkg.name : undefined
    raw.siteName =
      named ??
      pkgName ??
      (['website', 'docs', 'site', 'web'].includes(basename(siteDir))
        ? basename(resolve(siteDir, '..'))
        : basename(siteDir))
  }
  const repo = typeof fields.docsRepositoryBase === 'string' ? fields.docsRepositoryBase : repositoryBase(pkg)
  if (repo) raw.docsRepositoryBase = repo
  if (!fields.docsRepositoryBase)
    notes.push({
      file: pkg ? 'package.json' : '',
      key: 'repository',
      action: repo ? 'read' : 'ignored',
      detail: repo ? `edit links under ${repo}` : 'no GitHub repository: no edit or feedback links'
    })
  for (const key of [
    'description',
    'logo',
    'project',
    'chat',
    'editLink',
    'feedback',
    'banner',
    'lightOnlyPages',
    'titleTemplate',
    'sidebar',
    'basePath',
    'contentDirBasePath',
    'copyCode',
    'latex',
    'comments'
  ] as const) {
    if (fields[key] !== undefined) raw[key] = fields[key]
  }
  // GuildLayout draws one bar, HiveNavigation, where guildsite has the company header and the navbar;
  // the Guild's Nextra 3 `defineConfig` one navbar with the Guild's logo and menus (guildNavbar).
  if (fields.hiveNavigation !== undefined) {
    raw.hiveNavigation = fields.hiveNavigation
    raw.header = false
  } else if (fields.guildNavbar !== undefined) {
    raw.guildNavbar = fields.guildNavbar
    raw.header = false
  }
  // The Guild's bars draw the layout's own logo element beside the name (elsewhere a logo element is
  // the whole brand, name included: the catalogue mark and the title stand for it).
  if (typeof fields.logoMarkup === 'string' && (raw.hiveNavigation || raw.guildNavbar))
    raw.logoMarkup = fields.logoMarkup
  // Nextra (and the Guild's `defineConfig` and `GuildLayout`) show a banner only when the theme config
  // or the layout gives one: the conference banner is guildsite's own default (SPEC §1), not theirs.
  if (fields.banner === undefined) raw.banner = false
  if (footerResources.length) raw.footer = { resources: footerResources }
  if (!repo) {
    raw.editLink = false
    raw.feedback = false
  }
  const chrome = siteChrome(pkg, files)
  // …but the Guild's components 5.0–5.2.5 draw their GraphQL Conf 2023 strip on every page.
  const strip = chrome === 'guild' && fields.banner === undefined ? guildConferenceStrip(siteDir, pkg) : undefined
  if (strip) {
    raw.banner = strip
    notes.push({
      file: display(join(siteDir, 'package.json')),
      key: 'banner',
      action: 'read',
      detail: 'components 5.0–5.2.5: their GraphQL Conf 2023 strip'
    })
  }
  if (chrome === 'nextra' || chrome === 'blog')
    nextraChrome(raw, fields, notes, Boolean(themeFile) && !rootLayout, chrome === 'blog')
  if (Array.isArray(fields.redirects))
    raw.redirects = fields.redirects
      .filter(plainRedirect)
      .map(r => ({ source: r.source, destination: r.destination, permanent: r.permanent !== false }))
  if (fields.searchEnabled === false || typeof fields.searchCodeblocks === 'boolean')
    raw.search = {
      ...(fields.searchEnabled === false && { enabled: false }),
      ...(typeof fields.searchCodeblocks === 'boolean' && { codeblocks: fields.searchCodeblocks })
    }
  const themeLocales = Array.isArray(fields.locales)
    ? (fields.locales as { locale: string; text: string; direction?: string }[])
    : undefined
  const nextLocales = Array.isArray(fields.nextLocales) ? (fields.nextLocales as string[]) : undefined
  if (themeLocales || nextLocales) {
    const codes = nextLocales ?? themeLocales!.map(l => l.locale)
    const locales = codes.map(
      code => themeLocales?.find(l => l.locale === code) ?? { locale: code, text: localeName(code) }
    )
    raw.i18n = { defaultLocale: typeof fields.defaultLocale === 'string' ? fields.defaultLocale : codes[0], locales }
  }
  return {
    raw,
    notes,
    diagnostics,
    files,
    svgComponents,
    ...(webpackAliases && { webpackAliases }),
    ...(themeComponents && { themeComponents })
  }
}
