// What `compileMdx` (compile-mdx.ts) is given and what it returns: the page compile's options and result, apart
// from the pipeline that makes one from the other.
import type { Root } from 'hast'
import type { PageMetaSlots } from '../content/meta-slots.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { SiteComponents } from '../website/mdx-components.js'
import type { TabManager } from './rehype-code/convert-npm-command.js'
import type { CodeThemes } from './rehype-code/highlighter.js'
import type { SiteLanguage } from './rehype-code/site-languages.js'
import type { PageImport, PageLink } from './remark-analyse.js'
import type { TocHeading } from './remark-heading-ids.js'
import type { LinkRewrite } from './remark-link-rewrite.js'
import type { SearchSection } from './remark-search-sections.js'
import type { NextraLinks } from './resolve-links.js'
import type { SiteMdxPlugins } from './site-mdx-plugins.js'

export interface CompileMdxOptions {
  /** Path relative to the site folder, used in diagnostics. */
  display: string
  /** Absolute path (for the vfile). */
  path: string
  source: string
  /** By the file's extension; the page's own format follows from it and the two options below (page-format.ts). */
  format: 'md' | 'mdx'
  /** `.md` pages compile as MDX (config `mdFormat: 'mdx'`); one MDX refuses is compiled as Markdown, with a warning. */
  mdAsMdx?: boolean
  /** A page's front matter `mdxOptions.format`: read (Nextra 2, guildsite's own sites), refused (Nextra 3: a warning); else ignored (Nextra 4). */
  frontMatterFormat?: 'read' | 'refused'
  builtins: ReadonlySet<string>
  /** The site's `mdx-components` file and the components it adds (Nextra 4): in scope of every page (src/website/mdx-components.ts). */
  siteComponents?: SiteComponents
  /** React content of the page's `_meta` theme (Nextra 3's `topContent`/`bottomContent`): imported from its meta module (src/content/meta-slots.ts). */
  metaSlots?: PageMetaSlots
  /** Lowercase JSX tags routed through the element overrides (tag → component name). */
  elementAliases?: ReadonlyMap<string, string>
  /** Route of the file's folder; relative links resolve against it. */
  folderRoute?: string
  /** Links as Nextra's visitors follow them (a Next.js website folder): relative to the page's URL, redirects followed. */
  nextraLinks?: NextraLinks
  allowRawHtml?: boolean
  /** Include code blocks in search sections. */
  searchCodeblocks?: boolean
  /** False: code blocks get a copy button only with `copy` in the fence (config `copyCode`). */
  copyCode?: boolean
  /** `$…$` and `$$…$$` are math, set with KaTeX (config `latex`, Nextra's `latex` option). */
  latex?: boolean
  /** KaTeX macros of the `latex` option (config `katexMacros`). */
  katexMacros?: Readonly<Record<string, string>>
  /** Curly quotes, dashes and ellipses in prose, as Nextra 3 and 4 set it (remark-smart-punctuation.ts). */
  smartPunctuation?: boolean
  /**
   * Mark the elements Markdown made (`data-md`), so that Markdown typography leaves JSX and site
   * components alone, as Nextra's does (`templates/markdown-marks.ts`): a site that follows Nextra.
   * MDX compiled from a string (`remote`) is always marked: only Nextra's APIs compile it.
   */
  markdownMarks?: boolean
  /** The tabs of `npm2yarn` fences (the site's Nextra release's, `nextra2PackageManagers`); empty: none. */
  packageManagers?: readonly TabManager[]
  /** The site's own code languages (config `codeLanguages`): their fences highlighted with their grammars. */
  codeLanguages?: readonly SiteLanguage[]
  /** The code blocks' Shiki themes (config `codeThemes`). @default DEFAULT_THEMES */
  codeThemes?: CodeThemes
  /** Code Hike's file names on code blocks (config `codeHike`). */
  codeHike?: boolean
  /** Code Hike's line numbers on every block (config `codeHikeLineNumbers`). */
  codeHikeLineNumbers?: boolean
  /** Headings of JSX as Nextra 4.1+ makes them: summaries' content an `<h3>` (an id in a `<details>`), tabs' hidden `<h3>` (nextra-jsx-headings.ts). */
  jsxHeadings?: boolean
  /** Where highlighted code blocks persist across builds (not part of what the output depends on). */
  highlightStoreDir?: string
  /**
   * Give a page without code of its own as its final hast (`staticContent`) instead of a module: the
   * build renders it without MDX's JavaScript stages. The dev server and partials keep modules.
   */
  staticContent?: boolean
  /**
   * MDX compiled from a string at build time (`compileMdx` from `nextra/compile`): a function body
   * (MDX's `function-body` format, run by `evaluate`), with no imports — relative images stay URLs
   * and components that are not built-ins are left to the components the page passes.
   */
  remote?: boolean
  /**
   * An MDX file a page imports: components it neither imports nor has built in may come from the
   * importer's `components` prop, so they are no compile warning (`remark-analyse.ts`).
   */
  partial?: boolean
  /** Link rewrites a remote page asks `compileMdx` for (Nextra's `remarkLinkRewrite`), applied before links are read. */
  linkRewrites?: LinkRewrite[]
  /**
   * A website folder's own remark/rehype plugins (its Next config's `mdxOptions`: site-mdx-plugins.ts), run
   * first in each stage as Nextra runs them; such a page takes the unified pipeline, never the token path.
   */
  sitePlugins?: SiteMdxPlugins
}

/** One page or partial compiled to an ES module (MDX program), with what it says about itself. */
export interface CompiledMdx {
  code?: string
  /** The content as hast, for a page compiled with `staticContent` that has no code of its own (then no `code`). */
  staticContent?: Root
  toc: TocHeading[]
  /** Ids of the page's own elements that `#…` links may name beside its headings (`<a name="x" />`, `<span id="x">`). */
  targets?: string[]
  links: PageLink[]
  imports: PageImport[]
  hasMermaid: boolean
  searchSections: SearchSection[]
  diagnostics: Diagnostic[]
  /**
   * Files the page's bundle imports as URLs (`[output path, source file]`), kept with its facts so that
   * a build that takes the page from the previous one still writes them (set by the build).
   */
  bundleAssets?: [string, string][]
  /**
   * The modules of the page's bundle that run in the browser (`src/islands/`), as `file:line:col`: such
   * a page is bundled at every build, so that the site's islands build holds its islands too (set by the build).
   */
  islands?: string[]
}
