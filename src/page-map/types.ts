import type { PageThemeInput } from '../config/schema.js'
import type { MetaEntry } from '../content/types.js'
import type { NextraMajor } from './nextra-major.js'

/** A page of the page map (one locale). */
export interface PageNode {
  kind: 'page'
  name: string
  route: string
  /** Source path relative to the content root. */
  rel: string
  /** Source path relative to the site folder, for messages. */
  file: string
  locale?: string
  /** The page's own title: front matter `sidebarTitle`, `title`, first `#` heading, then the title-cased name. */
  title: string
  frontMatter: Record<string, unknown>
  /** The page map's Nextra major, when not 2 (see `majorOf`). */
  nextra?: NextraMajor
  /** An app page's own evaluated `metadata` export, while it renders (`app-router/app-node.ts`). */
  appMetadata?: Record<string, unknown>
  /** While an app page renders: takes an error thrown inside it that was for something absent (`app-router/absent-page.ts`). */
  onAbsent?: (error: unknown) => boolean
  /** Its place in a page map list a Nextra 4 layout gave (`listOrder`). */
  listed?: number
}

export interface FolderNode {
  kind: 'folder'
  name: string
  route: string
  children: PageMapNode[]
  /** The page map's Nextra major, when not 2 (see `majorOf`). */
  nextra?: NextraMajor
  /**
   * Its place in the list of a page map a Nextra 4 layout gave (`<Layout pageMap>`, e.g.
   * `[...await getPageMap(), remoteFolder]`): Nextra's theme draws such a list in its own order.
   */
  listed?: number
}

export interface MetaNode {
  kind: 'meta'
  /** Meta file relative to the site folder. */
  file: string
  locale?: string
  data: Record<string, MetaEntry>
  /** A dynamic meta's keys may name a dynamic route's pages: none is reported as naming no file. */
  dynamic?: boolean
  /**
   * Entries naming app router pages that are no item of the navigation (the home page `index`,
   * hidden ones): Nextra 4's `getPageMap` still gives them (`templates/components/nextra-page-map.ts`).
   */
  appEntries?: Record<string, MetaEntry>
}

export type PageMapNode = PageNode | FolderNode | MetaNode

/** The page map of one locale: a tree mirroring the content folder, metas resolved per folder. */
export interface PageMap {
  locale: string
  defaultLocale: string
  /** Route prefix of this locale: '' for the default locale, `/fr` otherwise. */
  prefix: string
  /** Whose navigation rules this map follows. */
  nextra: NextraMajor
  children: PageMapNode[]
  /**
   * The content folder's own nodes, when the root layout's `<Layout pageMap>` gave the navigation
   * `children` (Nextra 4: `app-router/root-layout-page-map.ts`); `getPageMap` lists these.
   */
  siteChildren?: PageMapNode[]
  /** Every page, in file order. */
  pages: PageNode[]
  /** Routes of the app router's static pages (Nextra 4's `app/**\/page.*`), which Nextra 4's `getPageMap` lists too. */
  appRoutes?: string[]
  /** Front matter of those pages by route, as Nextra 4's page map gives it (`app-router/static-metadata.ts`). */
  appFrontMatter?: Record<string, Record<string, unknown>>
  /**
   * The segments of the app router's page that serves the content (`['[lang]', '[[...mdxPath]]']`):
   * each content page gets the params its route gives them, as Nextra 4's catch-all passes them.
   */
  contentSegments?: string[]
  /**
   * Nextra ≥ 4.2.4's page-map shape: `getPageMap`/`normalizePageMap` give every item a `title`
   * (`src/page-map/nextra-version.ts`); without it, 4.0.5's (folders only).
   */
  nextraTitles?: boolean
}

/** `other`: a `_meta` type Nextra 2/3 do not know, in none of their lists but `directories` (their phone menu). */
export type ItemType = 'page' | 'doc' | 'menu' | 'separator' | 'other'
export type Display = 'normal' | 'hidden' | 'children'

export interface MenuLink {
  key: string
  title: string
  /** The title's markup, when the `_meta` gave it as React content: the navbar draws it (Nextra 2–4). */
  titleHtml?: string
  href?: string
  newWindow?: boolean
  type?: 'separator' | 'page' | 'doc'
}

/** One entry of the normalised navigation. */
export interface NavItem {
  name: string
  /** Route of the page or folder; '#' for placeholders (entries named only in metadata). */
  route: string
  title: string
  /** The title's markup, when the `_meta` gave it as React content: the sidebar draws it (Nextra 3/4). */
  titleHtml?: string
  type: ItemType
  kind: 'page' | 'folder' | 'placeholder' | 'separator'
  display?: Display
  href?: string
  newWindow?: boolean
  /** The page behind this item (a page, or a folder merged with its same-name page). */
  page?: PageNode
  withIndexPage?: boolean
  children?: NavItem[]
  /** For `page`/`menu` items with children: where the navbar link goes. */
  firstChildRoute?: string
  /** The theme of this item with its parents' cascaded in. */
  theme: PageThemeInput
  isUnderCurrentDocsTree?: boolean
  /** Links of a `menu` item. */
  menuItems?: MenuLink[]
}

/** Everything the layout needs about one route (SPEC §2 "Output"). */
export interface Navigation {
  activeType?: ItemType
  /** Index in `flatDocsDirectories` (doc) or `topLevelNavbarItems` (page/menu). */
  activeIndex: number
  activeTheme: PageThemeInput
  activePath: NavItem[]
  directories: NavItem[]
  flatDirectories: NavItem[]
  docsDirectories: NavItem[]
  flatDocsDirectories: NavItem[]
  topLevelNavbarItems: NavItem[]
}
