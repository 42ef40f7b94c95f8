import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { evaluateModules } from '../content/evaluate-modules.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { commentsOrigin, DEFAULT_COMMENTS_HOST } from '../../templates/components/comments-settings.js'
import {
  PRODUCT_DATA,
  isProductKey,
  productDisplayName,
  type ProductData
} from '../../templates/catalogue/product-data.js'
import { configSchema, type ResolvedConfigFields } from './schema.js'
import { friendlyIssues, locateKeyPath } from './zod-issues.js'
import { isWebsiteFolder, readWebsiteFolder, type ThemeComponents } from './website-folder.js'
import type { ThemeProvider } from '../website/theme-provider.js'
import type { WebsiteNote } from './website-options.js'
import type { WebpackAliases } from '../website/webpack-config.js'
import type { SiteMdxPlugins } from '../compile/site-mdx-plugins.js'
import { withHostedEnv } from '../search/hosted-settings.js'

export const CONFIG_FILES = [
  'guildsite.config.ts',
  'guildsite.config.mts',
  'guildsite.config.js',
  'guildsite.config.mjs',
  'guildsite.config.json'
]

/** The validated configuration plus the absolute folders it resolves to. */
export interface SiteConfig extends Omit<ResolvedConfigFields, 'docsRepositoryBase'> {
  siteDir: string
  /** The guildsite config; for a website folder without one, the main file its settings came from. */
  configFile: string
  /** Absent only for a website folder whose repository is unknown (no edit or feedback links then). */
  docsRepositoryBase?: string
  /** A Next.js website folder read without a guildsite config: the files read and what each option did. */
  website?: {
    files: string[]
    notes: WebsiteNote[]
    themeComponents?: ThemeComponents
    /** A theme of its own whose `<MDXProvider components>` gives pages components by name (src/website/theme-provider.ts). */
    themeProvider?: ThemeProvider
    /**
     * Its root layout may give the navbar an element of its own (`src/app-router/navbar-child.ts`): every
     * page renders in the page runner, where that element renders for the page.
     */
    navbarChild?: boolean
    /** Next's `pageExtensions`: which files of the pages folder are pages. */
    pageExtensions?: string[]
    /** Its own remark/rehype plugins, run on every page (src/compile/site-mdx-plugins.ts). */
    mdxPlugins?: SiteMdxPlugins
  }
  /** `.svg` imports of the site's code are React components (its Next config gives them to `@svgr/webpack`). */
  svgComponents?: boolean | 'query'
  /** The aliases and fallbacks its Next config's `webpack()` sets (`src/website/webpack-config.ts`). */
  webpackAliases?: WebpackAliases
  contentRoot: string
  publicRoot: string
  outRoot: string
  /** The catalogue product when `siteName` is one of its keys. */
  product?: ProductData
  /** Name shown in page titles: the product's name, or siteName. */
  displayName: string
  /**
   * A website folder's app pages under other chains of layouts than the content's: what their own
   * layouts change in the config (src/app-router/layout-scopes.ts picks a page's).
   */
  layoutScopes?: LayoutScope[]
}

/** The config of the app pages under one chain of layouts, as it differs from the site's. */
export interface LayoutScope {
  /** The layout files (absolute), outermost first: `AppPageInfo.layouts` of the pages in the scope. */
  layouts: string[]
  /** Top-level config keys whose value differs for these pages. */
  overrides: Partial<SiteConfig>
  /** None of its layouts draws the theme's chrome (the site's do): no navbar, banner nor footer. */
  chromeless: boolean
}

export interface LoadConfigOptions {
  siteDir: string
  configFile?: string
  outDir?: string
  basePath?: string
}

export type ConfigResult =
  { config: SiteConfig; diagnostics: Diagnostic[] } | { config?: undefined; diagnostics: Diagnostic[] }

function findConfigFile(siteDir: string): string | undefined {
  return CONFIG_FILES.map(name => join(siteDir, name)).find(file => existsSync(file))
}

async function readRawConfig(
  file: string,
  siteDir: string
): Promise<{ value?: unknown; source: string; diagnostics: Diagnostic[] }> {
  const display = relative(siteDir, file) || basename(file)
  const source = await readFile(file, 'utf8')
  if (file.endsWith('.json')) {
    try {
      return { value: JSON.parse(source.replace(/^\uFEFF/, '')), source, diagnostics: [] }
    } catch (error) {
      const text = (error as Error).message
      const at = /position (\d+)/.exec(text)
      const position = at ? positionAt(source, Number(at[1])) : { line: 1, column: 1 }
      return {
        source,
        diagnostics: [
          diagnostic('CONFIG_SYNTAX', `Config is not valid JSON: ${text.replace(/ in JSON at position \d+.*$/, '')}`, {
            file: display,
            source,
            ...position
          })
        ]
      }
    }
  }
  const { modules, failures } = await evaluateModules([file], dirname(file))
  if (failures.length) {
    return {
      source,
      diagnostics: failures.map(f =>
        diagnostic(
          f.phase === 'build' ? 'CONFIG_SYNTAX' : 'CONFIG_LOAD',
          f.phase === 'build'
            ? `Config could not be compiled: ${f.message}`
            : `Config threw while loading: ${f.message}`,
          {
            file: f.file ? relative(siteDir, f.file) : display,
            source: f.file === file || !f.file ? source : undefined,
            line: f.line,
            column: f.column
          }
        )
      )
    }
  }
  const namespace = modules.get(file) ?? {}
  if (!('default' in namespace)) {
    return {
      source,
      diagnostics: [
        diagnostic(
          'CONFIG_INVALID',
          'Config has no default export',
          { file: display, source, line: 1, column: 1 },
          { hint: 'Write `export default defineConfig({ … })`.' }
        )
      ]
    }
  }
  return { value: namespace.default, source, diagnostics: [] }
}

/** What to do about the SPEC §8 messages, which say only what is wrong. */
const HINTS: Record<string, string> = {
  'Missing required "siteName" property':
    'Add "siteName": a product key such as "YOGA" (its name, logo and colour), or the site\'s own name.',
  'Missing required "docsRepositoryBase" property':
    'Add "docsRepositoryBase": the GitHub URL of the docs folder, e.g. "https://github.com/dotansimha/graphql-yoga/tree/main/website".',
  'Invalid docs repository':
    '"docsRepositoryBase" must start with "https://github.com/", e.g. "https://github.com/dotansimha/graphql-yoga/tree/main/website".'
}

/** A top-level key the unknown one was probably meant to be (`sitename` → `siteName`). */
function suggestKey(unknown: string): string | undefined {
  const lower = unknown.toLowerCase().replace(/[-_]/g, '')
  return Object.keys(configSchema.shape).find(key => key.toLowerCase() === lower)
}

const normaliseBasePath = (basePath: string): string => basePath.replace(/\/+$/, '')

/**
 * Finds, loads and validates the site configuration. Every problem becomes a diagnostic with the
 * config file's line and column; nothing is thrown for bad input.
 */
export async function loadConfig(options: LoadConfigOptions): Promise<ConfigResult> {
  const siteDir = resolve(options.siteDir)
  if (!existsSync(siteDir)) {
    return {
      diagnostics: [
        diagnostic(
          'CONFIG_NOT_FOUND',
          `Site folder ${siteDir} does not exist`,
          {},
          { hint: 'Pass the folder that holds guildsite.config.*' }
        )
      ]
    }
  }
  const configFile = options.configFile ? resolve(options.configFile) : findConfigFile(siteDir)
  if (!configFile && !options.configFile && isWebsiteFolder(siteDir)) return loadWebsiteConfig(siteDir, options)
  if (!configFile || !existsSync(configFile)) {
    return {
      diagnostics: [
        diagnostic(
          'CONFIG_NOT_FOUND',
          options.configFile
            ? `Config file ${options.configFile} does not exist`
            : `No guildsite.config.* found in ${siteDir}`
        )
      ]
    }
  }
  const display = relative(siteDir, configFile) || basename(configFile)
  const raw = await readRawConfig(configFile, siteDir)
  if (raw.diagnostics.length) return { diagnostics: raw.diagnostics }

  const parsed = configSchema.safeParse(raw.value)
  if (!parsed.success) {
    return {
      diagnostics: friendlyIssues(parsed.error, 'config', raw.value).map(issue => {
        const suggestion = issue.unknownKey && issue.path.length === 1 ? suggestKey(issue.unknownKey) : undefined
        const hint = suggestion ? `Did you mean "${suggestion}"?` : HINTS[issue.message]
        return diagnostic(
          issue.unknownKey ? 'CONFIG_UNKNOWN_KEY' : 'CONFIG_INVALID',
          issue.message,
          { file: display, source: raw.source, ...locateKeyPath(raw.source, issue.path) },
          hint ? { hint } : {}
        )
      })
    }
  }
  const diagnostics: Diagnostic[] = []
  const fields = parsed.data
  if (fields.comments) {
    const origin = commentsOrigin(fields.comments.host)
    if (!origin) {
      const at = locateKeyPath(raw.source, ['comments', 'host'])
      diagnostics.push(
        diagnostic(
          'COMMENTS_HOST',
          `Comments host "${fields.comments.host}" is not valid: the comments use ${DEFAULT_COMMENTS_HOST}`,
          { file: display, source: raw.source, ...at }
        )
      )
    }
    fields.comments = { ...fields.comments, host: origin ?? DEFAULT_COMMENTS_HOST }
  }
  return { config: resolveConfig(fields, siteDir, configFile, options), diagnostics }
}

/** The folders and names a validated config resolves to. */
function resolveConfig(
  fields: Omit<ResolvedConfigFields, 'docsRepositoryBase'> & { docsRepositoryBase?: string },
  siteDir: string,
  configFile: string,
  options: LoadConfigOptions,
  /** What the config's paths are relative to: its own folder (a website folder's are the site folder's). */
  configDir = dirname(configFile)
): SiteConfig {
  const at = (path: string) => (isAbsolute(path) ? path : resolve(configDir, path))
  const contentRoot = fields.contentDir
    ? at(fields.contentDir)
    : existsSync(join(configDir, 'pages')) || !existsSync(join(configDir, 'content'))
      ? join(configDir, 'pages')
      : join(configDir, 'content')
  const product = isProductKey(fields.siteName) ? PRODUCT_DATA[fields.siteName] : undefined
  const basePath = normaliseBasePath(options.basePath ?? fields.basePath)
  return {
    ...fields,
    search: withHostedEnv(fields.search, process.env),
    basePath: basePath === '' || basePath.startsWith('/') ? basePath : `/${basePath}`,
    contentDirBasePath: normaliseBasePath(fields.contentDirBasePath),
    siteDir,
    configFile,
    contentRoot,
    publicRoot: at(fields.publicDir),
    outRoot: options.outDir ? resolve(options.outDir) : at(fields.outDir),
    cacheDir: at(fields.cacheDir),
    product,
    displayName: product ? productDisplayName(product.key) : fields.siteName
  }
}

/** A website folder's schema: what such a folder may lack is optional (its repository). */
const websiteSchema = configSchema.extend({ docsRepositoryBase: configSchema.shape.docsRepositoryBase.optional() })

/**
 * A Next.js website folder without a guildsite config: its own config files read (website-folder.ts).
 * What they say is validated like a config; a value guildsite cannot take is dropped with a warning
 * rather than stopping the build.
 */
async function loadWebsiteConfig(siteDir: string, options: LoadConfigOptions): Promise<ConfigResult> {
  const website = await readWebsiteFolder(siteDir)
  const diagnostics = [...website.diagnostics]
  const raw = { ...website.raw }
  const mainFile =
    website.files.find(file => !file.endsWith('package.json')) ?? website.files[0] ?? join(siteDir, 'package.json')
  let parsed = websiteSchema.safeParse(raw)
  // Drop each top-level key the schema refuses (reported), then validate again.
  for (let round = 0; !parsed.success && round < 3; round++) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0]
      if (typeof key !== 'string' || !(key in raw) || key === 'siteName') continue
      // (At the file that gave the key — theme.config's `sidebar` — where the notes say which.)
      const from = website.notes.find(note => note.key === key && note.action === 'read')?.file
      diagnostics.push(
        diagnostic(
          'CONFIG_INVALID',
          `${key} from the website's config is not used: ${issue.message}`,
          { file: from ?? relative(siteDir, mainFile) },
          { severity: 'warning' }
        )
      )
      delete raw[key]
    }
    parsed = websiteSchema.safeParse(raw)
  }
  if (!parsed.success)
    return {
      diagnostics: [
        ...diagnostics,
        diagnostic('CONFIG_INVALID', parsed.error.issues[0].message, { file: relative(siteDir, mainFile) })
      ]
    }
  // (Its paths are the site folder's, whichever file gave them: `app/layout.tsx` sits in `app/`.)
  const config = resolveConfig(parsed.data, siteDir, mainFile, options, siteDir)
  const dropped = Object.keys(website.raw).filter(key => !(key in raw))
  const layoutScopes = (website.layoutScopes ?? []).flatMap(scope => {
    const input = Object.fromEntries(Object.entries(scope.raw).filter(([key]) => !dropped.includes(key)))
    const own = websiteSchema.safeParse(input)
    if (!own.success) return []
    const scoped = resolveConfig(own.data, siteDir, mainFile, options, siteDir) as unknown as Record<string, unknown>
    const site = config as unknown as Record<string, unknown>
    const overrides = Object.fromEntries(
      Object.keys({ ...site, ...scoped })
        .filter(key => JSON.stringify(scoped[key]) !== JSON.stringify(site[key]))
        .map(key => [key, scoped[key]])
    ) as Partial<SiteConfig>
    return Object.keys(overrides).length || scope.chromeless
      ? [{ layouts: scope.layouts, overrides, chromeless: scope.chromeless }]
      : []
  })
  return {
    config: {
      ...config,
      // Nextra never checked links: a website folder's broken links and anchors are warnings (the
      // summary counts them and shows the guildsite config that makes them errors).
      links: { pages: 'warn', anchors: 'warn' },
      website: {
        files: website.files,
        notes: website.notes,
        ...(website.themeComponents && { themeComponents: website.themeComponents }),
        ...(website.themeProvider && { themeProvider: website.themeProvider }),
        ...(website.navbarChild && { navbarChild: true }),
        ...(website.pageExtensions && { pageExtensions: website.pageExtensions }),
        ...(website.mdxPlugins && { mdxPlugins: website.mdxPlugins })
      },
      ...(website.svgComponents && { svgComponents: website.svgComponents }),
      ...(website.webpackAliases && { webpackAliases: website.webpackAliases }),
      ...(layoutScopes.length && { layoutScopes })
    },
    diagnostics
  }
}
