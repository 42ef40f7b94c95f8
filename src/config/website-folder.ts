// A Next.js website folder read as a guildsite config: its Next config, theme config and root layout merged into one.
import { existsSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { dependencyRanges, majorFromPackageJson, majorOfRange } from '../page-map/nextra-major.js'
import { copyPageRelease, nextra4SiteRelease } from '../page-map/nextra-version.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { guildConferenceStrip } from './guild-conference-strip.js'
import { confCardText, guildComponentsVersion } from './graphql-conf-card.js'
import { footerBadges } from './hive-footer-badges.js'
import { siteChrome } from './site-chrome.js'
import type { WebpackAliases } from '../website/webpack-config.js'
import { localeName, type WebsiteNote } from './website-options.js'
import { nextraChrome } from './website/nextra-chrome.js'
import { nextraDefaultPrimary } from './website/nextra-primary.js'
import { isObject } from './website/option-context.js'
import { catchAllContentBase } from './website/catch-all-base.js'
import { readLayoutOptions } from './website/read-layout-options.js'
import { readNextConfig } from './website/read-next-config.js'
import { readThemeConfig, type ThemeComponents } from './website/read-theme-config.js'
import { readThemeProvider, type ThemeProvider } from '../website/theme-provider.js'
import type { SiteMdxPlugins } from '../compile/site-mdx-plugins.js'
import {
  danglingContentLinks,
  findContentFolder,
  first,
  NEXT_CONFIGS,
  readPackage,
  repositoryBase,
  THEME_CONFIGS,
  type FolderReading
} from './website/website-files.js'

export { findContentFolder, isWebsiteFolder } from './website/website-files.js'
export type { ThemeComponents } from './website/read-theme-config.js'

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
  /** Next's `pageExtensions` (`read-next-config.ts`). */
  pageExtensions?: string[]
  /** The config input of app pages under other chains of layouts than the content's (their own chrome). */
  layoutScopes?: { layouts: string[]; chromeless: boolean; raw: Record<string, unknown> }[]
  /**
   * The theme config (Nextra 2/3) and the capitalised names of its `components` option, which every
   * page gets (`src/website/mdx-components.ts`): read here, so the config is evaluated once a build.
   */
  themeComponents?: ThemeComponents
  /**
   * A theme of its own whose `<MDXProvider components>` gives pages components by name
   * (src/website/theme-provider.ts; pages import them: src/website/mdx-components.ts).
   */
  themeProvider?: ThemeProvider
  /** Its root layout gives the navbar an element of its own (read-root-layout.ts; src/app-router/navbar-child.ts). */
  navbarChild?: boolean
  /** Its own remark/rehype plugins that run on the pages (its Next config's `mdxOptions`: src/compile/site-mdx-plugins.ts). */
  mdxPlugins?: SiteMdxPlugins
}

const plainRedirect = (value: unknown): value is { source: string; destination: string; permanent?: boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { source?: unknown }).source === 'string' &&
  typeof (value as { destination?: unknown }).destination === 'string'

/** Whether a redirect applies only to requests for another host name (Next's `has` host condition). */
const forOtherHost = (redirect: object): boolean =>
  'has' in redirect &&
  Array.isArray(redirect.has) &&
  redirect.has.some(
    (condition: unknown) =>
      typeof condition === 'object' && condition !== null && (condition as { type?: unknown }).type === 'host'
  )

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

  const reading: FolderReading = { siteDir, notes, diagnostics, files, display, warn }
  // (A content folder that is a link to nothing: the site would build without a page, silently.)
  if (!findContentFolder(siteDir))
    for (const { dir, target } of danglingContentLinks(siteDir))
      diagnostics.push(
        diagnostic(
          'CONTENT_DIR_MISSING',
          `${dir} is a symbolic link to ${target}, where there is nothing: the site is built without its pages`,
          { file: dir },
          {
            severity: 'warning',
            hint: 'Build the folder where the link finds its target (the whole repository), or replace the link by the folder.'
          }
        )
      )

  // Next config first: it may name the theme config (`themeConfig`).
  const nextFile = first(siteDir, NEXT_CONFIGS)
  const next = nextFile ? await readNextConfig(nextFile, reading) : undefined
  const nextFields = { ...next?.fields, ...catchAllContentBase(siteDir, next?.fields ?? {}, notes) }
  const svgComponents = next?.svgComponents ?? false
  const webpackAliases = next?.webpackAliases
  const pageExtensions = next?.pageExtensions
  const themeFile = next?.themeFile ?? first(siteDir, THEME_CONFIGS)
  const theme = themeFile ? await readThemeConfig(themeFile, svgComponents, reading) : undefined
  const themeFields = theme?.fields ?? {}
  const themeComponents = theme?.themeComponents
  const themeProvider = next?.localTheme ? readThemeProvider(next.localTheme) : undefined
  if (themeProvider)
    notes.push({
      file: display(next!.localTheme!),
      key: 'MDXProvider',
      action: 'read',
      detail: `the components its <MDXProvider> gives MDX pages by name (${Object.keys(themeProvider.components).join(', ')}); guildsite draws the docs theme itself`
    })

  // Nextra 4: the root layout's <Layout>/<GuildLayout>, <Navbar>, <Banner> props (src/app-router/).
  const {
    rootLayout,
    fields: layoutFields,
    footerResources,
    scopes,
    scopeFiles,
    navbarChild
  } = await readLayoutOptions(nextFields, svgComponents, reading)
  const chrome = siteChrome(pkg, files)
  const input = { siteDir, pkg, display, chrome, themeFile, rootLayout, nextFile }
  const raw = configInput({ ...nextFields, ...layoutFields, ...themeFields }, footerResources, notes, input)
  // (An app page under other layouts than the content's has their chrome: src/app-router/layout-scopes.ts.)
  const layoutScopes = scopes.map(scope => ({
    layouts: scope.layouts,
    chromeless: scope.chromeless,
    raw: configInput({ ...nextFields, ...scope.fields, ...themeFields }, scope.footerResources, [], input)
  }))
  files.push(...scopeFiles)
  return {
    raw,
    notes,
    diagnostics,
    files,
    svgComponents,
    ...(layoutScopes.length && { layoutScopes }),
    ...(webpackAliases && { webpackAliases }),
    ...(pageExtensions && { pageExtensions }),
    ...(themeComponents && { themeComponents }),
    ...(themeProvider && { themeProvider }),
    ...(navbarChild && { navbarChild: true }),
    ...(next?.mdxPlugins && { mdxPlugins: next.mdxPlugins })
  }
}

/** What `configInput` reads besides the fields: the site folder's own facts. */
interface InputContext {
  siteDir: string
  pkg: Record<string, unknown> | undefined
  display: (path: string) => string
  chrome: ReturnType<typeof siteChrome>
  themeFile: string | undefined
  rootLayout: string | undefined
  nextFile: string | undefined
}

/** The config input (validated by load-config like a guildsite config) the folder's merged option fields amount to. */
function configInput(
  fields: Record<string, unknown>,
  footerResources: { href: string; children: string; title?: string }[],
  notes: WebsiteNote[],
  { siteDir, pkg, display, chrome, themeFile, rootLayout, nextFile }: InputContext
): Record<string, unknown> {
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
  // Site name: the theme's websiteName, the product of its logo, (a Nextra site's) the name its own
  // head gives, package.json's name, the folder.
  const headName =
    (chrome === 'nextra' || chrome === 'blog') && typeof fields.headSiteName === 'string'
      ? fields.headSiteName
      : undefined
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
      headName ??
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
    'navbarLinks',
    'layoutHeaderMarkup',
    'tocExtraMarkup',
    'tocBackToTop',
    'blogNavbar',
    'blogThemeSwitch',
    'blogReadMore',
    'project',
    'chat',
    'editLink',
    'feedback',
    'banner',
    'lightOnlyPages',
    'fontFamily',
    'titleTemplate',
    'sidebar',
    'basePath',
    'contentDirBasePath',
    'trailingSlash',
    'copyCode',
    'latex',
    'katexMacros',
    'comments',
    'pageBudget',
    'defaultTheme',
    'forcedTheme',
    'themeColors',
    'codeLanguages',
    'codeThemes',
    'codeHike',
    'codeHikeLineNumbers',
    'mdFormat'
  ] as const) {
    if (fields[key] !== undefined) raw[key] = fields[key]
  }
  // Nextra's default blue where the site gives no colour: the Guild's `defineConfig` (components 5–7)
  // sets none, so its sites show that blue, not their product's colour. (Components 9's GuildLayout
  // sets its teal and lime: templates/styles/hive-navigation.css draws them.)
  const colours = isObject(raw.themeColors) ? raw.themeColors : {}
  if ((chrome === 'guild' || chrome === 'nextra') && colours.primary === undefined && !fields.hiveNavigation) {
    const major = rootLayout ? 4 : pkg ? majorFromPackageJson(pkg)?.major : undefined
    raw.themeColors = { ...colours, primary: nextraDefaultPrimary(fields, major) }
  }
  // GuildLayout draws one bar, HiveNavigation, where guildsite has the company header and the navbar;
  // the Guild's Nextra 3 `defineConfig` one navbar with the Guild's logo and menus (guildNavbar).
  if (fields.hiveNavigation !== undefined) {
    // (A theme config's `<HiveFooter>`, read apart from its navbar: theme-hive-navigation.ts.)
    const navigation = fields.hiveNavigation as Record<string, unknown>
    // (The Company menu's GraphQLConf card: the words and link of the site's components release, its own over them.)
    const card = navigation.companyCard as Record<string, string> | undefined
    const release = guildComponentsVersion(siteDir, pkg)
    const withCard: Record<string, unknown> = card
      ? { ...navigation, companyCard: { ...card, ...confCardText(release, card) } }
      : { ...navigation }
    // (Its footer's badges: the release's, `showSecurityBadges` read from the layout's HiveFooter.)
    const ownFooter = navigation.footer as Record<string, unknown> | undefined
    if (ownFooter) {
      const { showSecurityBadges, ...rest } = ownFooter
      withCard.footer = { ...rest, badges: footerBadges(release, showSecurityBadges === true) }
    }
    raw.hiveNavigation =
      fields.hiveFooter !== undefined && withCard.footer === undefined
        ? { ...withCard, footer: fields.hiveFooter }
        : withCard
    raw.header = false
  } else if (fields.guildNavbar !== undefined) {
    // (Its height is the site's components' style sheet's: `components`.)
    const components = pkg ? majorOfRange(dependencyRanges(pkg)['@theguild/components']) : undefined
    raw.guildNavbar =
      components !== undefined && isObject(fields.guildNavbar)
        ? { ...fields.guildNavbar, components }
        : fields.guildNavbar
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
  // …but the Guild's components 5.x draw their GraphQL Conf 2023 strip on every page.
  const strip = chrome === 'guild' && fields.banner === undefined ? guildConferenceStrip(siteDir, pkg) : undefined
  if (strip) {
    raw.banner = strip
    notes.push({
      file: display(join(siteDir, 'package.json')),
      key: 'banner',
      action: 'read',
      detail: 'components 5.x: their GraphQL Conf 2023 strip'
    })
  }
  if (chrome === 'nextra' || chrome === 'blog')
    nextraChrome(
      raw,
      fields,
      notes,
      Boolean(themeFile) && !rootLayout,
      chrome === 'blog',
      pkg !== undefined && majorFromPackageJson(pkg)?.major === 2
    )
  // nextra-theme-docs 4.4+ draws a "Copy page" button above every docs page (its layout's `copyPageButton`).
  if (chrome === 'nextra' && rootLayout) {
    const release = nextra4SiteRelease(siteDir, contentDir ? join(siteDir, contentDir) : siteDir)
    if (release && copyPageRelease(release)) {
      raw.copyPage = true
      notes.push({
        file: '',
        key: 'copyPageButton',
        action: 'read',
        detail: `nextra-theme-docs ${release.join('.')}'s "Copy page" button`
      })
    }
  }
  if (Array.isArray(fields.redirects)) {
    const plain = fields.redirects.filter(plainRedirect)
    // A redirect for another host (`has: [{ type: 'host', … }]`: next-auth's old subdomains served by
    // the same deployment) never answers a request for this site's pages: not a page to write, nor a
    // redirect "skipped" (issue 34.11). Noted once for `guildsite check`.
    const kept = plain.filter(r => !forOtherHost(r))
    if (kept.length < plain.length && nextFile)
      notes.push({
        file: display(nextFile),
        key: 'redirects',
        action: 'ignored',
        detail: `${plain.length - kept.length} for other hosts (has: host), which never answer this site's paths`
      })
    raw.redirects = kept.map(r => ({ source: r.source, destination: r.destination, permanent: r.permanent !== false }))
  }
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
  return raw
}
