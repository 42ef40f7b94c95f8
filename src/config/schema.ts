import { z } from 'zod'
import { footerSchema, headerSchema, npmSchema } from './marketing-schema.js'
import { DEFAULT_AUTOCOMPLETE, PANEL_PLACEMENTS } from '../shared/search/settings.js'
import { builtinChromeMessages } from '../../templates/layout/messages.js'
import { CONFERENCE_BANNER, SITE_CONFIG_COLLAPSE_LEVEL } from './site-defaults.js'
import { algoliaSchema } from './hosted-search-schema.js'
import { chromeSchema } from './chrome-schema.js'
import { nextSiteSchema } from './next-site-schema.js'

/** Per-page theme settings (SPEC §3): strict, every key optional in `_meta` and front matter. */
export const pageThemeSchema = z.strictObject({
  /** Show the breadcrumb above the page. @default true */
  breadcrumb: z.boolean().optional(),
  /** Start this folder collapsed in the sidebar. @default false */
  collapsed: z.boolean().optional(),
  /** Show the site footer. @default true */
  footer: z.boolean().optional(),
  /** Show the navbar. @default true */
  navbar: z.boolean().optional(),
  /** Show previous/next links. @default true */
  pagination: z.boolean().optional(),
  /** Show the sidebar. @default true */
  sidebar: z.boolean().optional(),
  /** Show the last-updated time. @default true */
  timestamp: z.boolean().optional(),
  /** Show the table of contents. @default true */
  toc: z.boolean().optional(),
  /** `default` (sidebar and TOC), `full` (full width) or `raw` (no docs chrome). @default 'default' */
  layout: z.enum(['default', 'full', 'raw']).optional(),
  /** `article` sets a reading layout for blog-like pages. @default 'default' */
  typesetting: z.enum(['default', 'article']).optional(),
  /** Nextra 4's "copy page" button; accepted so Nextra 4 metas validate (guildsite shows no such button). @default true */
  copyPage: z.boolean().optional(),
  /** Nextra 3's content above and below the page (React elements in `_meta`); accepted, not rendered. */
  topContent: z.unknown().optional(),
  bottomContent: z.unknown().optional()
})

export type PageThemeInput = z.infer<typeof pageThemeSchema>
/** The settings guildsite renders (Nextra-only keys accepted by the schema are left out). */
export type PageTheme = Required<Omit<PageThemeInput, 'copyPage' | 'topContent' | 'bottomContent'>>

/** SPEC §8's message when `key` is absent; a value of the wrong type gets the generic "expected X" text. */
const missing = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `Missing required "${key}" property` : undefined

const httpsLink = (what: string) =>
  z.string().refine(value => value.startsWith('https://'), { error: `${what} must start with "https://"` })

const localeSchema = z.strictObject({
  /** Locale code used in file suffixes (`page.fr.mdx`) and URLs (`/fr/…`). @example 'fr' */
  locale: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, { error: 'Invalid locale code' }),
  /** Label in the language switch. @example 'Français' */
  text: z.string(),
  /** Text direction. @default 'ltr' */
  direction: z.enum(['ltr', 'rtl']).default('ltr')
})

/** Overrides of the docs chrome's texts for one locale: any key of the built-in tables, strictly. */
const chromeMessagesSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(builtinChromeMessages('en-US')).map(([key, value]) => [
      key,
      (typeof value === 'string'
        ? z.string()
        : z.strictObject(Object.fromEntries(Object.keys(value).map(inner => [inner, z.string().optional()])))
      ).optional()
    ])
  )
)

/** Giscus-compatible comments widget settings (SPEC §3 defaults). */
const commentsSchema = z.strictObject({
  /**
   * Comments host: an `https://` origin, or an `http://` one on a loopback address (a local stand-in).
   * Anything else falls back to the default with a `COMMENTS_HOST` warning. @default 'https://giscus.app'
   */
  host: z.string().default('https://giscus.app'),
  /** GitHub repository holding the discussions, `owner/name`. */
  repo: z.string(),
  /** The repository's id (giscus.app shows it). */
  repoId: z.string(),
  /** Discussion category name. */
  category: z.string(),
  /** The category's id (giscus.app shows it). */
  categoryId: z.string(),
  /** How a page maps to a discussion: `pathname`, `url`, `title`, `og:title`, `specific` (the term) or `number` (term = discussion number). @default 'pathname' */
  mapping: z.enum(['url', 'title', 'og:title', 'specific', 'number', 'pathname']).default('pathname'),
  /** The term for `specific`, the discussion number for `number`. */
  term: z.string().optional(),
  /** `'1'`: match the term's hash only. @default '0' */
  strict: z.enum(['0', '1']).default('0'),
  /** @default '1' */
  reactionsEnabled: z.enum(['0', '1']).default('1'),
  /** `'1'`: the container gets a `comments:metadata` event with the discussion's metadata. @default '0' */
  emitMetadata: z.enum(['0', '1']).default('0'),
  /** @default 'bottom' */
  inputPosition: z.enum(['top', 'bottom']).default('bottom'),
  /** `light` or `dark` follow the site's theme switch live; any other theme (`preferred_color_scheme`, a theme name or URL) is passed as it is. @default 'light' */
  theme: z.string().default('light'),
  /** The widget's language. @default the page's language (`en` for `en-US`) */
  lang: z.string().optional(),
  /** `lazy`: the frame loads when the reader scrolls near it. @default 'eager' */
  loading: z.enum(['eager', 'lazy']).default('eager')
})

/** SPEC §5 autocomplete options: placement, sources with unique ids, focus behaviour. */
const autocompleteSchema = z.strictObject({
  /** Where the results panel sits under the search box: aligned to its start or end edge (28rem wide), as wide as the box, or the full window width. @default 'end' @example 'input-wrapper-width' */
  panelPlacement: z
    .enum(PANEL_PLACEMENTS, {
      error: `panelPlacement must be one of ${PANEL_PLACEMENTS.map(p => `"${p}"`).join(', ')}`
    })
    .default('end'),
  /** Open the panel as soon as the box gets focus (SPEC §9: not by default). @default false */
  openOnFocus: z.boolean().default(false),
  /** Below this media query the box becomes a search button opening a full-screen search. @default '(max-width: 680px)' */
  detachedMediaQuery: z.string().default('(max-width: 680px)'),
  /** Results per source (SPEC §9: 5). @default 5 */
  hitsPerPage: z.number().int().min(1).max(20).default(5),
  /**
   * Result groups, each the pages under a route prefix, in this order. Ids must be unique.
   * @default [{ id: 'docs' }]
   * @example [{ id: 'hive', label: 'Hive', prefix: '/hive' }, { id: 'mesh', label: 'Mesh', prefix: '/mesh' }]
   */
  sources: z
    .array(
      z.strictObject({
        /** Unique id of the source. */
        id: z.string().min(1),
        /** Heading above the source's results. */
        label: z.string().optional(),
        /** Only pages whose route (without locale prefix) starts with this, e.g. `/hive`. */
        prefix: z.string().regex(/^\//, { error: 'A source prefix is a route and starts with "/"' }).optional(),
        /** One item without a URL instead of pages: `Search all docs for "…"`, opening the docs search modal with the query. @default false */
        searchAll: z.boolean().optional()
      })
    )
    .min(1)
    .superRefine((sources, ctx) => {
      const seen = new Set<string>()
      for (const [index, source] of sources.entries()) {
        if (seen.has(source.id))
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `Duplicate autocomplete source id "${source.id}": source ids must be unique`
          })
        seen.add(source.id)
      }
    })
    .default([{ id: 'docs' }])
})

/**
 * The site configuration — the contract other tools rely on. One strict schema: unknown keys are
 * rejected by name. Paths are relative to the config file.
 */
export const configSchema = z.strictObject({
  /** Site or product name; a product catalogue key (e.g. `'YOGA'`) takes that product's name, logo and colour. @example 'YOGA' */
  siteName: z.string({ error: missing('siteName') }).min(1, { error: 'Missing required "siteName" property' }),
  /** Base URL of the docs in their repository, for edit links. @example 'https://github.com/dotansimha/graphql-yoga/tree/main/website' */
  docsRepositoryBase: z
    .string({ error: missing('docsRepositoryBase') })
    .refine(value => value.startsWith('https://github.com/'), { error: 'Invalid docs repository' }),
  /** Content folder. @default 'pages', else 'content' */
  contentDir: z.string().optional(),
  ...nextSiteSchema.shape,
  /** Static files copied as they are. @default 'public' */
  publicDir: z.string().default('public'),
  /** Output folder. @default 'dist' */
  outDir: z.string().default('dist'),
  /** Persistent build cache folder. @default 'node_modules/.cache/guildsite' */
  cacheDir: z.string().default('node_modules/.cache/guildsite'),
  /** Path the site is served under, e.g. `/docs`. @default '' */
  basePath: z
    .string()
    .regex(/^(\/[^/?#\s]+)*\/?$/, { error: 'basePath must be empty or start with "/", e.g. "/docs"' })
    .default(''),
  /** Code blocks have a copy button unless the fence says `copy=false` (Nextra's `defaultShowCopyCode`); false: only with `copy`. @default true */
  copyCode: z.boolean().default(true),
  /** Math: `$…$` inline and `$$…$$` display (and ```math fences) set with KaTeX at build time, no client script; KaTeX's stylesheet and fonts only on pages with math (Nextra's `latex` option). @default false */
  latex: z.boolean().default(false),
  /** Absolute origin of the deployed site, for canonical URLs, the sitemap and robots.txt. @example 'https://the-guild.dev' */
  siteUrl: z.url({ protocol: /^https?$/, error: 'siteUrl must be an absolute http(s) URL' }).optional(),
  /** Logo image (path in publicDir or URL); default: the catalogue product's mark. */
  logo: z.string().optional(),
  /** Title shown next to the logo; default: the product's display name or siteName. */
  title: z.string().optional(),
  /** Default page description. @default '{siteName} Documentation' */
  description: z.string().optional(),
  /** Locales of the site. The default locale is served at `/`, others under `/{locale}/`. */
  i18n: z
    .strictObject({
      /** @default 'en-US' */
      defaultLocale: z.string().default('en-US'),
      locales: z
        .array(localeSchema)
        .min(1)
        .default([{ locale: 'en-US', text: 'English', direction: 'ltr' }]),
      /**
       * The docs chrome's texts per locale (edit link, "On this page", previous/next, theme switch,
       * copy button, 404/500 pages…) on top of the built-in tables (en-US, fr, ru, zh-CN; other
       * locales use their language's table, else English).
       * @example { fr: { editLink: 'Proposer une modification' } }
       */
      messages: z.record(z.string(), chromeMessagesSchema).optional()
    })
    .default({ defaultLocale: 'en-US', locales: [{ locale: 'en-US', text: 'English', direction: 'ltr' }] }),
  /** Sidebar behaviour. */
  sidebar: z
    .strictObject({
      /**
       * Folders deeper than this level start collapsed. Integer ≥ 1. Unset, 1: the level the
       * Guild's docs config sets, and this config is the site's. 2, the Nextra docs theme's own
       * default, applies only where no site config gives a level.
       * @default 1
       */
      defaultMenuCollapseLevel: z
        .number()
        .int({ error: 'defaultMenuCollapseLevel must be an integer of at least 1' })
        .min(1, { error: 'defaultMenuCollapseLevel must be an integer of at least 1' })
        .default(SITE_CONFIG_COLLAPSE_LEVEL),
      /** Show the button that hides the sidebar. @default true */
      toggleButton: z.boolean().default(true),
      /** Collapse other folders when one opens. @default false */
      autoCollapse: z.boolean().default(false)
    })
    .default({ defaultMenuCollapseLevel: SITE_CONFIG_COLLAPSE_LEVEL, toggleButton: true, autoCollapse: false }),
  /** Edit link on docs pages; `false` hides it. */
  editLink: z
    .union([
      z.literal(false),
      z.strictObject({
        /** @default 'Edit this page on GitHub' */ text: z.string().default('Edit this page on GitHub')
      })
    ])
    .default({ text: 'Edit this page on GitHub' }),
  /** Feedback link (opens a new issue); `false` hides it. */
  feedback: z
    .union([
      z.literal(false),
      z.strictObject({
        /** @default 'Question? Give us feedback →' */
        content: z.string().default('Question? Give us feedback →'),
        /** Issue label. @default 'kind/docs' */
        labels: z.string().default('kind/docs')
      })
    ])
    .default({ content: 'Question? Give us feedback →', labels: 'kind/docs' }),
  /** Chat link in the navbar (e.g. Discord). */
  chat: z.strictObject({ link: httpsLink('chat.link') }).optional(),
  /** The site's X (Twitter) accounts for the `twitter:site` and `twitter:creator` cards; each tag is left out when unset. @example { site: '@TheGuildDev' } */
  twitter: z
    .strictObject({
      /** The site's account, as a handle. @example '@TheGuildDev' */
      site: z
        .string()
        .regex(/^@\w{1,15}$/, 'twitter.site must be a handle such as @TheGuildDev')
        .optional(),
      /** The author's account, as a handle. @example '@TheGuildDev' */
      creator: z
        .string()
        .regex(/^@\w{1,15}$/, 'twitter.creator must be a handle such as @TheGuildDev')
        .optional()
    })
    .optional(),
  /** Project link in the navbar; default: the repository of docsRepositoryBase. */
  project: z.strictObject({ link: httpsLink('project.link') }).optional(),
  /**
   * The dismissible banner above every page. Unset, it is the conference banner ("GraphQL Conf ·
   * 19–21 September 2023 · San Francisco", Register Now → https://graphql.org/conf/, key
   * `nextra-banner`); an object replaces it; `false` turns it off.
   * @example { text: 'v2 is out', link: '/docs/migration', linkText: 'Read more' }
   */
  banner: z
    .union([
      z.literal(false),
      z.strictObject({
        /** Local-storage key remembering the dismissal. @default 'nextra-banner' */
        key: z.string().default(CONFERENCE_BANNER.key),
        text: z.string(),
        link: z.string().optional(),
        /** @default 'Register Now' */
        linkText: z.string().default('Register Now'),
        dismissible: z.boolean().default(true),
        /** A second sentence after the link, with a link of its own. */
        more: z.strictObject({ text: z.string(), link: z.string(), linkText: z.string() }).optional(),
        /**
         * How the strip looks: `conference` (default) the 2.5rem dark strip over the conference drawing, its link
         * with an arrow; `guild-2023` the Guild's slim purple strip (components 5.2.6), its links underlined.
         */
        look: z.enum(['conference', 'guild-2023']).optional()
      })
    ])
    .default(CONFERENCE_BANNER),
  /** The company header above every page (logo, navigation, menus); `false` removes it. Defaults: the company's links. */
  header: headerSchema.optional(),
  ...chromeSchema.shape,
  /** The company footer under every page. */
  footer: footerSchema.default({ resources: [] }),
  /** Package versions for `<NPMBadge>` without a `version`; the registry is asked only when enabled. */
  npm: npmSchema.default({ versions: {}, registry: false }),
  /** Comments under every docs page (Giscus protocol; front matter `comments: false` turns them off for a page); absent = no comments. */
  comments: commentsSchema.optional(),
  /** Built-in search. */
  search: z
    .strictObject({
      /** Set false to build no index and show no search box. @default true */
      enabled: z.boolean().default(true),
      /** Index code blocks too. @default false */
      codeblocks: z.boolean().default(false),
      /** The header search box (SPEC §4/§5 autocomplete). */
      autocomplete: autocompleteSchema.default(DEFAULT_AUTOCOMPLETE),
      /**
       * Who answers searches: the local index built with the site (fast, private, offline, dev), or
       * a hosted Algolia-compatible index (`algolia`, one index across many sites; see `algolia`).
       * The local index is built either way: pages fall back to it when the hosted settings are missing.
       * @default 'local'
       */
      provider: z
        .enum(['local', 'algolia'], { error: 'search.provider must be "local" or "algolia"' })
        .default('local'),
      /** The hosted search service, for `provider: 'algolia'`. */
      algolia: algoliaSchema.optional()
    })
    .default({ enabled: true, codeblocks: false, autocomplete: DEFAULT_AUTOCOMPLETE, provider: 'local' }),
  /** What a broken internal link or anchor does to the build; one level (`'warn'`) sets both. */
  links: z
    .enum(['error', 'warn', 'ignore'])
    .transform(level => ({ pages: level, anchors: level }))
    .or(
      z.strictObject({
        /** @default 'error' */
        pages: z.enum(['error', 'warn', 'ignore']).default('error'),
        /** @default 'warn' */
        anchors: z.enum(['error', 'warn', 'ignore']).default('warn')
      })
    )
    .default({ pages: 'error', anchors: 'warn' }),
  /**
   * Write pages for machines: `llms.txt` (the site's map) and each page's Markdown at `<route>.md`;
   * `'full'` also writes `llms-full.txt`, every page's Markdown in one file (as large as all the `.md`
   * files together: opt-in, as with the llms plugins of Starlight and Docusaurus). @default true
   */
  llms: z.union([z.boolean(), z.literal('full')]).default(true),
  /** Allow raw `<script>` and event-handler attributes in `.md` pages. @default false */
  allowRawHtml: z.boolean().default(false),
  /**
   * What one page's own code may use while the build loads and renders it: past either, the page
   * fails (`PAGE_TIMEOUT`, `PAGE_OUT_OF_MEMORY`) and the rest of the site goes on. The environment's
   * `GUILDSITE_PAGE_BUDGET_MS` and `GUILDSITE_PAGE_HEAP_MB` override them.
   * @example { seconds: 30, heapMb: 1024 }
   */
  pageBudget: z
    .strictObject({
      /** Wall-clock seconds for one page file (its module, data functions and routes). @default 120 */
      seconds: z.number().positive().optional(),
      /** Heap of the thread that runs a page's code, in MB. @default 2048 */
      heapMb: z.number().int().min(64).optional(),
      /**
       * Seconds one page's data function (`getStaticProps`, `getStaticPaths`, a route handler) may take
       * before the page renders without its data, with a warning. A website folder's Next config
       * `staticPageGenerationTimeout` sets it (Next's time for one page). @default 10
       */
      dataSeconds: z.number().positive().optional()
    })
    .optional()
})

export type ConfigInput = z.input<typeof configSchema>
export type ResolvedConfigFields = z.output<typeof configSchema>
