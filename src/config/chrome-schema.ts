import { z } from 'zod'

// Config fields of the chrome around the pages: the Guild's or nextra-theme-docs', their bars, logo and footer markup.

/** Composed into `configSchema` (`schema.ts`); website folders get these from their theme config or root layout. */
export const chromeSchema = z.strictObject({
  /**
   * The logo as inline HTML (an `<svg>` or `<img>`), drawn beside the name in place of `logo`, in the
   * Guild's bars (`guildNavbar`, `hiveNavigation`); under `chrome: 'nextra'` the whole brand (any HTML). Website folders get it from the logo element their
   * theme config or root layout gives (`<ScalarsLogo className="w-8" />`), rendered at build time.
   */
  logoMarkup: z.string().optional(),
  /**
   * Whose chrome frames the pages: `'guild'`, the company header and footer (with `hiveNavigation` or
   * `guildNavbar`, the Guild's bars); `'nextra'`, nextra-theme-docs' own: no company header, a navbar
   * whose brand is the logo element alone (`logoMarkup`, else the title), and a plain footer holding
   * `footerMarkup` (none without it). Website folders whose theme comes from `nextra-theme-docs`, not
   * @theguild/components, get `'nextra'`. @default 'guild'
   */
  chrome: z.enum(['guild', 'nextra']).default('guild'),
  /**
   * nextra-theme-blog's layout, under `chrome: 'nextra'`: no sidebar, table of contents, breadcrumb or
   * pagination; one narrow column; every Markdown page headed by its title, date, author and tags, as
   * the blog theme's MDX wrapper draws them. Website folders using `nextra-theme-blog` get it.
   * @default false
   */
  blog: z.boolean().default(false),
  /**
   * nextra-theme-docs 4.4+'s "Copy page" button above the content, under `chrome: 'nextra'`: it copies
   * the page's Markdown (its `<route>.md`, written when `llms` is on). Website folders of that release get
   * it. @default false
   */
  copyPage: z.boolean().default(false),
  /**
   * Links after the navbar's top-level items under `chrome: 'nextra'`: the `<NavbarLink href>`
   * elements a nextra-theme-blog 4 root layout puts in its `<Navbar>` (drawn as its links, the current
   * page's marked). Website folders get them from their root layout. @default []
   * @example [{ href: '/posts', title: 'Posts' }]
   */
  navbarLinks: z.array(z.strictObject({ href: z.string(), title: z.string() })).default([]),
  /**
   * Inline HTML drawn above every page's content under `chrome: 'nextra'` with `blog`: the elements a
   * nextra-theme-blog 4 root layout puts in its `<Layout>` before the page (a header of the site's
   * own), rendered at build time. Website folders get it from their root layout.
   */
  layoutHeaderMarkup: z.string().optional(),
  /**
   * Under `blog`: nextra-theme-blog 4's root layout, whose `<Navbar>` (the top pages' links, the brand,
   * `navbarLinks`, the theme switch; `search`: the search box) is drawn in the post's column above its
   * title. Without it, Nextra 2/3's theme: every page titled, a line of links to the `page` and `posts`
   * pages under the title. Website folders get it from their root layout; `themeSwitch`: the `<Navbar>`
   * holds a `<ThemeSwitch>` (the theme draws none of its own).
   */
  blogNavbar: z.strictObject({ search: z.boolean().default(false), themeSwitch: z.boolean().default(true) }).optional(),
  /**
   * Under `blog` without `blogNavbar` (Nextra 2/3's theme): the theme switch at the end of the line under
   * the title. Website folders get it from the theme config's `darkMode`, which nextra-theme-blog 2/3
   * leave off by default (no switch). @default true
   */
  blogThemeSwitch: z.boolean().default(true),
  /**
   * The link after each post's description in the list a `posts` or `tag` page shows under `blog`
   * (nextra-theme-blog 2/3's theme config `readMore`); empty: no link. @default 'Read More →'
   */
  blogReadMore: z.string().default('Read More →'),
  /**
   * The footer's content as inline HTML under `chrome: 'nextra'` (the site's `<Footer>` children or
   * theme config `footer.content`/`footer.text`, rendered at build time). Ignored by the Guild chrome.
   */
  footerMarkup: z.string().optional(),
  /**
   * Inline HTML drawn under the table of contents (after the feedback and edit links) under
   * `chrome: 'nextra'`: nextra-theme-docs' `toc.extraContent` (theme config, or Nextra 4's `<Layout toc>`),
   * rendered at build time.
   */
  tocExtraMarkup: z.string().optional(),
  /**
   * The label of the button under the table of contents that scrolls back to the top, on a site that
   * follows Nextra 3 or 4 (nextra-theme-docs' `toc.backToTop`); `false`: none. @default "Scroll to top"
   */
  tocBackToTop: z.union([z.string(), z.literal(false)]).optional(),
  /**
   * The Guild's product navigation bar (what `GuildLayout` of @theguild/components 9 draws): one bar
   * with the logo and site name, the Products, Developer and Company menus, the search box, "Contact
   * us" and "Docs", in place of the company header and the docs navbar; and its footer, `HiveFooter`.
   * Website folders whose root layout uses `GuildLayout` get it from its `websiteName`, `navbarProps`
   * and `layoutProps.footer`.
   * @example { productName: 'GraphQL-Config', developerMenu: [{ href: '/docs', title: 'Documentation' }] }
   */
  hiveNavigation: z
    .strictObject({
      /** The name beside the logo, as written. @default the title */
      productName: z.string().optional(),
      /** The Developer menu's first column (the Community column is built in). */
      developerMenu: z
        .array(
          z.strictObject({
            href: z.string(),
            title: z.string(),
            /** An icon of @theguild/components by name. @example 'PaperIcon' */
            icon: z.string().optional()
          })
        )
        .default([]),
      /** Links beside the menus. */
      navLinks: z.array(z.strictObject({ href: z.string(), title: z.string() })).default([]),
      /**
       * The card beside the Company menu's links (`HiveNavigation`'s `companyMenuChildren`: the Guild's
       * GraphQLConf card), with its image's URL (a public path or a data URL, written as an asset), and its
       * words and link (components 9.11's props). @default components 7.4–9.7's GraphQLConf 2024 card
       */
      companyCard: z
        .strictObject({
          image: z.string().optional(),
          href: z.string().optional(),
          title: z.string().optional(),
          details: z.string().optional(),
          description: z.string().optional(),
          callToAction: z.string().optional()
        })
        .optional(),
      /** The Guild's footer (`HiveFooter`) under every page, with its own description and Resources links. */
      footer: z
        .strictObject({
          /** The line under the logo. @default the site description */
          description: z.string().optional(),
          resources: z.array(z.strictObject({ href: z.string(), title: z.string() })).default([]),
          /**
           * The badges in its last column: the CSA STAR badge (components up to 9.7), it and an AICPA SOC 2 badge
           * (9.11 with `showSecurityBadges`), or none (9.11 without). @default 'csa'
           */
          badges: z.enum(['csa', 'csa+soc2', 'none']).optional()
        })
        .optional()
    })
    .optional(),
  /**
   * The one navbar of the Guild's Nextra 3 sites (what `defineConfig` of @theguild/components 6/7
   * draws): the Guild's logo, then the product's mark, name and description linking home; the
   * Company and Products menus before the site's own navbar items; search, project link and theme
   * switch. In place of the company header. Website folders whose theme config uses `defineConfig`
   * get it from its `websiteName`, `description` and `logo`.
   * @example { name: 'Envelop', description: 'The GraphQL plugin system', mark: false }
   */
  guildNavbar: z
    .strictObject({
      /** The product's name beside its mark, as written. @default the title */
      name: z.string().optional(),
      /** The line under the name (on wide screens). */
      description: z.string().optional(),
      /** Draw the product's mark before its name (`false`: the name alone). @default true */
      mark: z.boolean().default(true),
      /** The catalogue product whose mark is drawn (`PRODUCTS.ANGULAR.logo`). @default the site's logo */
      markProduct: z.string().optional(),
      /**
       * The product part (mark, name and description) and the Company and Products menus; `false`
       * leaves the Guild's logo alone, as `defineConfig` without a `logo` does. @default true
       */
      product: z.boolean().default(true),
      /**
       * The `@theguild/components` major whose style sheet the bar follows: 7's sets it 90 px high
       * from 768 px (64 below). Website folders get it from their package.json. @default none: 4rem high
       */
      components: z.number().int().positive().optional()
    })
    .optional()
})
