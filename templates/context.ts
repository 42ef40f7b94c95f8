import { createContext, useContext } from 'react'
import type { CommentsSettings } from './components/comments-settings.js'

/** What every template may read about the site and the page being rendered. */
export interface RenderContext {
  /** Base path of the site, '' or '/docs-site' (no trailing slash). Prefix every root-relative URL. */
  basePath: string
  /** Absolute origin of the deployed site (e.g. `https://the-guild.dev`), or '' when not configured. */
  siteUrl: string
  /** Route of the page being rendered, e.g. `/docs/features/cors` (no base path). */
  route: string
  /** Source file of the page, relative to the site folder, for messages. */
  file: string
  /**
   * Maps a root-relative link to the current locale's page when that locale has it (`/docs` →
   * `/fr/docs` on a French page), like Next.js links in Nextra's i18n sites.
   */
  localizeRoute?: (href: string) => string
  /** The Nextra major the page's site follows, when it is 4 (nextra-theme-docs 4 numbers every heading level of `<Steps>`). */
  nextra?: 4
  /**
   * Collects build warnings raised while rendering (e.g. a non-http image source), at a line of the
   * page's file, or of `file` (relative to the site folder: an MDX file the page imports).
   */
  warn: (message: string, line?: number, column?: number, file?: string) => void
  /** The page's source text: where a warning raised while it renders is (an island's element, `island-element-at.ts`). */
  source?: string
  /** Package versions known at build time (config `npm.versions`, or the registry when enabled), for `NPMBadge`. */
  npmVersions?: Readonly<Record<string, string>>
  /** The heading permalink's label in the page's language. @default 'Permalink' */
  permalinkLabel?: string
  /**
   * A Markdown link to another site whose content is text alone ends in a ↗ (Nextra 4's `Anchor`, 4.0+:
   * a thin space and an arrow after the text): a Nextra 4 website folder (`templates/components/link-arrow.tsx`).
   */
  linkArrows?: boolean
  /**
   * Markdown links are components 9's `MDXLink` (the site's mdx-components file gives `useHiveMDXComponents`):
   * its `Anchor` opens a link to another site in the same tab (Next's `Link`), with no ↗ and no screen-reader note.
   */
  hiveLinks?: boolean
  /** The page being rendered, for Nextra's `useConfig()` (`title`, `frontMatter`). */
  page?: { title: string; frontMatter: Readonly<Record<string, unknown>> }
  /** A dynamic route's params (`{ tag: 'react' }` at `/blog/tag/react`), as `useRouter().query` of Next holds them. */
  query?: Readonly<Record<string, string | string[]>>
  /**
   * The site's theme options as Nextra's `useThemeConfig()` gives them to a page's components
   * (`project.link`, `chat.link`, `docsRepositoryBase`): what a component building an edit link reads.
   */
  themeConfig?: Readonly<Record<string, unknown>>
  /** Locale of the page (`en-US`), when the site has several. */
  locale?: string
  /** The site's locales and default locale, as Next's `useRouter()` gives them (`locales`, `defaultLocale`). */
  i18n?: { locales: readonly string[]; defaultLocale: string }
  /**
   * The page's comments: the config block's settings (absent without one), the page's language,
   * and whether a `<Comments>` was rendered already (then the layout adds none of its own).
   */
  comments?: { settings?: CommentsSettings; locale: string; placed: boolean }
  /** The page's island roots decided so far (`src/islands/island.ts`); absent outside a page render. */
  islandRoots?: IslandRoots
  /**
   * The table of contents the page's content hands the MDX `wrapper` (Nextra 4's `<Wrapper toc>`, of
   * MDX compiled while the page renders): the renderer draws the page again with it.
   */
  contentToc?: { entries?: readonly { id: string; value: unknown; depth: number }[] }
}

/**
 * Island roots moved up (issue 35.2): a first render of the page collects, for each island whose
 * props cannot be sent, the nearest enclosing component whose props can (`wanted`); the page is then
 * rendered again with those as islands (`promoted`, `final`). Components are named by
 * `file#export#n`, n counting that component's renders in page order (the same in both renders).
 */
export interface IslandRoots {
  promoted: ReadonlySet<string>
  wanted: Set<string>
  counts: Map<string, number>
  final: boolean
}

export const newIslandRoots = (promoted: ReadonlySet<string> = new Set()): IslandRoots => ({
  promoted,
  wanted: new Set(),
  counts: new Map(),
  final: promoted.size > 0
})

export const RenderContextValue = createContext<RenderContext>({
  basePath: '',
  siteUrl: '',
  route: '/',
  file: '',
  warn: () => {}
})

export const useRenderContext = (): RenderContext => useContext(RenderContextValue)

/**
 * True inside an island (`src/islands/island.ts`): its components run in the browser too, so a built-in
 * that does its work there (`next/script`) renders nothing on the server, as its browser version does.
 */
export const InsideIsland = createContext(false)

/**
 * Inside an island of an app-router page being built: what `useSearchParams()` calls to bail out to
 * client-side rendering, as Next's static prerender does (`src/islands/client-render.ts`).
 */
export const ClientRenderBailoutContext = createContext<((hook: string) => never) | undefined>(undefined)

/**
 * The island root candidates around a component, innermost first: each one's `file#export#n` (absent
 * when its props cannot be sent) and the island modules its module reaches.
 */
export interface IslandRootLink {
  key?: string
  reaches: readonly string[]
  parent?: IslandRootLink
}

export const NearestIslandRoot = createContext<IslandRootLink | undefined>(undefined)

// (In a module of its own, without React, for the build's main thread, which never loads React for it.)
export { withBasePath, withBasePathOnce } from './base-path.js'
