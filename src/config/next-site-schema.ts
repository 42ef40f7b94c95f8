import { z } from 'zod'

// Config fields that mirror a Next.js / Nextra website's own options (its Nextra major, Next's
// `trailingSlash` and `redirects`, Nextra 4's `contentDirBasePath`, the root layout's title template,
// `nextThemes`, the theme's colours…): a website folder gets them from its files
// (`src/config/website-options.ts`), a guildsite config may set them.

/** Composed into `configSchema` (`schema.ts`). */
export const nextSiteSchema = z.strictObject({
  /**
   * Whose navigation rules the page map follows: Nextra 2, 3 or 4 (titles of pages and folders left
   * out of `_meta`, order, hidden folders, `_meta` keys naming no file). @default detected from the
   * site's package.json (`nextra`, `nextra-theme-docs`, `@theguild/components`), else its `_meta` files
   * (`_meta.json`: 2; `_meta.{js,ts,tsx}`: 3; `_meta.global` or `content/` beside `app/`: 4), else 2
   */
  nextra: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** Route prefix of every content page (Nextra 4's `contentDirBasePath`): `content/a.mdx` is served at `/docs/a`. @default '' */
  contentDirBasePath: z
    .string()
    .regex(/^(\/[^/?#\s]+)*\/?$/, { error: 'contentDirBasePath must be empty or start with "/", e.g. "/docs"' })
    .default(''),
  /** Page URLs end with `/` (Next's `trailingSlash`): an app-router (Nextra 4) page's relative links resolve against its own route as a folder, as the browser resolves them there (`./b` on `/a/` is `/a/b`); a pages-router (Nextra 2/3) page's as next/link resolves them, against the route without it; pages are written as folders either way. @default false */
  trailingSlash: z.boolean().default(false),
  /** Pages that send the visitor elsewhere (Next's `redirects`): a small HTML page with a refresh and a canonical link at each `source`. */
  redirects: z
    .array(
      z.strictObject({
        /** Route of the redirect page, e.g. `/old-page`. */
        source: z.string().regex(/^\//, { error: 'A redirect source is a route and starts with "/"' }),
        /** Where it leads: a route of the site or an absolute URL. */
        destination: z.string().min(1),
        /** Permanent (301) or temporary; a static page cannot say which, it is kept for the record. @default true */
        permanent: z.boolean().default(true)
      })
    )
    .default([]),
  /** KaTeX macros for `latex` (Nextra's `latex: { options: { macros } }`): `{ '\\RR': '\\mathbb{R}' }`. */
  katexMacros: z.record(z.string(), z.string()).optional(),
  /**
   * The document title of a page, `%s` being the page's title (a Nextra 4 website folder: its root
   * layout's `metadata.title.template`, which Next writes every page's title through). Pages whose own
   * metadata gives their whole title (app router pages) keep it. Default: `%s – {siteName}`.
   * @example '%s | GraphQL-Config'
   */
  titleTemplate: z.string().includes('%s', { message: 'titleTemplate must hold %s, the page title' }).optional(),
  /**
   * Pages that stay light whatever the theme switch says (the Guild's `lightOnlyPages` of `<GuildLayout>`:
   * landing pages drawn for a light background). Routes without the base path. @example ['/']
   */
  lightOnlyPages: z.array(z.string().startsWith('/', 'lightOnlyPages lists routes such as /')).default([]),
  /**
   * The sans-serif font of every page, a CSS font-family list (components 9's `<HiveLayout fontFamily>`:
   * Hive's `next/font/local` font, whose faces the build writes). Default: the system's sans-serif fonts.
   * @example "'Inter', sans-serif"
   */
  fontFamily: z
    .string()
    .regex(/^[^;{}<>]+$/, 'fontFamily is a CSS font-family list, such as "\'Inter\', sans-serif"')
    .optional(),
  /**
   * The theme of a reader who has not chosen one with the theme switch (a Nextra site's `nextThemes:
   * { defaultTheme }`: the theme config's, or Nextra 4's `<Layout nextThemes>`). @default 'system'
   */
  defaultTheme: z.enum(['light', 'dark', 'system']).default('system'),
  /**
   * The theme every reader sees, whatever is stored or the system prefers (a Nextra site's `nextThemes:
   * { forcedTheme }`: safe-docs' 'dark', nestia's blog 'light'). The theme switch changes nothing then.
   */
  forcedTheme: z.enum(['light', 'dark']).optional(),
  /**
   * The primary colour and the page background per theme (a Nextra site's `color` and `backgroundColor`:
   * Nextra 4's `<Head>` in its root layout, Nextra 3's theme config), as CSS colours. Unset, the product's
   * colour (or Nextra's blue) and guildsite's backgrounds.
   */
  themeColors: z
    .strictObject({
      primary: z.strictObject({ light: z.string(), dark: z.string() }).optional(),
      background: z.strictObject({ light: z.string(), dark: z.string() }).optional()
    })
    .optional(),
  /**
   * Languages of the site's own for its code fences (a Nextra site's `rehypePrettyCodeOptions`:
   * the grammars its `getHighlighter` adds), each a TextMate grammar with its fence name and aliases.
   * @example [{ name: 'z80klive', aliases: ['z80-assembly'], grammar: { scopeName: 'source.z80klive', patterns: [] } }]
   */
  codeLanguages: z
    .array(
      z.strictObject({
        /** The fence name. */
        name: z.string().regex(/^[\w.+#-]+$/, 'a code language name is one word, as written after ```'),
        /** Other fence names of the language. */
        aliases: z.array(z.string()).optional(),
        /** The TextMate grammar: its `scopeName`, `patterns` and `repository`. */
        grammar: z.looseObject({ scopeName: z.string() })
      })
    )
    .optional(),
  /**
   * How `.md` pages compile (Nextra's `mdxOptions.format`): `'md'`, CommonMark + GFM with raw HTML; `'mdx'`, as
   * MDX (components and `{expressions}` run; a page MDX refuses, e.g. for an HTML comment or a stray `{`, is compiled
   * as Markdown with an `MD_NOT_MDX` warning). `.mdx` pages are always MDX. A page's front matter
   * `mdxOptions: { format: 'mdx' }` (or `'md'`, `'detect'`) decides that page, as in Nextra 2. A website folder's
   * comes from its Nextra release and Next config: `'mdx'` for Nextra 2.0–2.2.10 and for 4.3+ with
   * `mdxOptions.format: 'mdx'`, else `'md'`. @default 'md'
   */
  mdFormat: z.enum(['md', 'mdx']).optional(),
  /**
   * Code Hike 0.9 on every code block (a Nextra site giving `@code-hike/mdx`'s remark plugin to its MDX): each
   * block drawn in Code Hike's editor frame, a fence's first word of meta that is not an option its file name,
   * shown as its tab, as Code Hike does.
   * @example true
   */
  codeHike: z.boolean().optional(),
  /**
   * Code Hike's line numbers on every code block (its `lineNumbers: true` option in the site's next.config).
   * @example true
   */
  codeHikeLineNumbers: z.boolean().optional(),
  /**
   * The Shiki themes of code blocks in light and dark mode (a Nextra site's `rehypePrettyCodeOptions.theme`):
   * bundled theme names or theme objects. @default { light: 'github-light', dark: 'github-dark' }
   */
  codeThemes: z
    .strictObject({
      light: z.union([z.string(), z.looseObject({ name: z.string() })]),
      dark: z.union([z.string(), z.looseObject({ name: z.string() })])
    })
    .optional()
})
