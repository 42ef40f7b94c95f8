// What a theme config's page-reading functions (head, logo, footer, TOC extra) are given of the page being
// rendered: its own module, so that theme-head-module.ts and theme-page-nodes.ts share it without a cycle.

/** What a theme head function reads of the page being rendered. */
export interface HeadInput {
  route: string
  title: string
  frontMatter: Record<string, unknown>
  query?: Record<string, string | string[]>
  locale?: string
  basePath: string
  /** The site's locales, as `useRouter()` gives them while the page renders. */
  i18n?: { locales: string[]; defaultLocale: string }
  /** The page's path in the navigation (`normalizePagesResult.activePath`): routes and titles. */
  activePath: { route: string; title: string; name: string }[]
  /** nextra-theme-blog 2/3: the head is called with `{ title, meta }` (the title with `titleSuffix`, the front matter). */
  blog?: true
  /** The page file's path in the repository, for an `editLink.component` (its `filePath`). */
  editPath?: string
  /** The route as Next's router names it (`/plugins/[name]` of a dynamic route's page), when it is not `route`. */
  pattern?: string
  /** Nextra 2's docs theme calls a theme config's `main` as a function and keeps the content when it returns nothing. */
  nextra2?: true
}

/** Renders the head for a page: its markup; throws what the head throws. */
export type HeadRenderer = (input: HeadInput) => string
