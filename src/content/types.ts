import type { AppPageInfo } from '../app-router/types.js'
import type { PageThemeInput } from '../config/schema.js'

export type SourceKind = 'page' | 'meta' | 'meta-global' | 'asset'

/** One file under the content root, classified by name. */
export interface SourceFile {
  kind: SourceKind
  /** Absolute path. */
  path: string
  /** Path relative to the content root, with `/` separators. */
  rel: string
  /** Folder of `rel` ('' at the root). */
  dir: string
  /** Name without extension and locale suffix (`index`, `getting-started`, `_meta`). */
  name: string
  /** Locale suffix (`page.fr.mdx` → `fr`), when it names a configured locale. */
  locale?: string
  ext: string
}

/** A meta entry as authors write it (`_meta.*`), after JSX titles became text. */
export interface MetaItem {
  title?: string
  /** The title's markup, when the meta gave it as React content (Nextra 3/4 draw it in the sidebar). */
  titleHtml?: string
  /** `other`: a type Nextra 2/3 do not know (triplex's `"hidden"`): in their phone menu only. */
  type?: 'page' | 'doc' | 'menu' | 'separator' | 'other'
  display?: 'normal' | 'hidden' | 'children'
  theme?: PageThemeInput
  href?: string
  newWindow?: boolean
  items?: Record<string, MetaItem | string>
}

export type MetaEntry = string | MetaItem

/** One folder's metadata for one locale. */
export interface MetaSource {
  /** Folder relative to the content root ('' at the root). */
  dir: string
  locale?: string
  /** Meta file relative to the site folder, for messages. */
  file: string
  data: Record<string, MetaEntry>
  /**
   * Nextra 3's dynamic meta (a function): its keys may name pages a dynamic route serves (`[name].mdx`
   * with getStaticPaths), so a key naming no file is not reported.
   */
  dynamic?: boolean
}

/**
 * What later stages ask of every page's text (so that a page unchanged since the previous build is not
 * read for it: `source-records.ts`). Computed by `sourceMarks` (`source-marks.ts`).
 */
export interface SourceMarks {
  /** sha256 of `source` (hex): the page's text in its compile key. */
  hash: string
  /** The page exports Next's `getStaticProps` (it renders again at every build). */
  staticProps: boolean
  /** The text names Mermaid or exports `getStaticProps`/`getStaticPaths` (`mayDrawDiagrams`). */
  diagrams: boolean
  /** Packages of its version-less `<NPMBadge>`s (`badgePackages`). */
  badges: string[]
}

/** A page's source facts the page map and compile stages need. */
export interface PageSource {
  file: SourceFile
  /** Path relative to the site folder, for messages. */
  display: string
  /**
   * Source with BOM removed and CRLF normalised to LF. A page unchanged since the previous build
   * reads it on first use (a getter; `source-records.ts`); everything else a build needs of every page
   * is in the facts below and `marks`.
   */
  source: string
  marks: SourceMarks
  frontMatter: Record<string, unknown>
  /** Length in characters of the front matter block (incl. fences), or 0. */
  frontMatterEnd: number
  /** Line (1-based) where the body starts. */
  bodyLine: number
  /** Text of the first `# heading`, if any. */
  firstHeading?: string
  /** A page of Nextra 4's app router (not of the content folder): how its routes are found and it renders. */
  app?: AppPageInfo
}
