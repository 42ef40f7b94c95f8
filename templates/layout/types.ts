import type { CommentsSettings } from '../components/comments-settings.js'
import type { ReactNode } from 'react'
import type { SearchBoxSettings } from '../../src/shared/search/settings.js'
import type { FooterData, HeaderData } from '../marketing/types.js'
import type { ChromeMessages } from './messages.js'

/** Resolved per-page theme settings (SPEC §3). */
export interface PageThemeSettings {
  breadcrumb: boolean
  collapsed: boolean
  footer: boolean
  navbar: boolean
  pagination: boolean
  sidebar: boolean
  timestamp: boolean
  toc: boolean
  layout: 'default' | 'full' | 'raw'
  typesetting: 'default' | 'article'
}

export interface LinkData {
  title: string
  /** The title's markup (a `_meta` title given as React content), where Nextra draws it as it is: the previous/next links. */
  titleHtml?: string
  /** Final URL, base path already applied for internal routes. */
  href: string
  newWindow?: boolean
}

export interface NavbarItemData extends LinkData {
  /** The current page is inside this item's section. */
  active: boolean
  /** The item is a folder of pages (Nextra's phone menu draws it with a folder's chevron). */
  folder?: true
  /** Dropdown entries of a `menu` item (separators have no href). */
  menu?: {
    title: string
    /** The title's markup (a `_meta` title given as React content), drawn as Nextra 2–4 draw it. */
    titleHtml?: string
    href?: string
    newWindow?: boolean
    separator?: boolean
    /** A catalogue product key: its mark before the title (the Guild's Products menu). */
    productKey?: string
  }[]
}

export interface SidebarNodeData {
  /**
   * `more`: the items of a long list the page leaves out (`range` of the list `key` in the
   * navigation file), a link to the nearest of them for readers without JavaScript; the client
   * puts the items in its place (see src/render/sidebar-window.ts).
   */
  kind: 'page' | 'folder' | 'separator' | 'link' | 'more'
  title: string
  /** The title's markup, drawn in its place (a `_meta` title given as React content, as Nextra 3/4 draw it). */
  titleHtml?: string
  /** URL of the page, the folder's index page, or the external link; absent for folders without index and separators. */
  href?: string
  newWindow?: boolean
  /** This is the current page. */
  active: boolean
  /** A navbar item that is a folder of pages (`NavbarItemData.folder`): its link is marked `data-folder`. */
  folderLink?: true
  /** Folder: render open (contains the current page, or above the collapse level, and not `collapsed`). */
  open?: boolean
  /**
   * Folder whose children are left out of the page (closed and off the current page's path): the
   * client loads them from the navigation file (`NavigationData.sidebarData`) when it is opened.
   */
  lazy?: boolean
  /** Folder: its route, naming it in the navigation file and in the stored open/closed state. `more`: the list's. */
  key?: string
  /** `more`: the first and past-the-last index of the left-out items in the list. */
  range?: [number, number]
  /** An item of a `_meta` type Nextra does not know, inside a docs folder: shown in the phone menu only (as Nextra 2.13's). */
  phoneOnly?: true
  children?: SidebarNodeData[]
}

export interface TocEntry {
  id: string
  value: string
  depth: number
  /** The heading's inline code, strong and emphasis as HTML (escaped text otherwise), when it has any. */
  html?: string
  /** Nextra 3/4: the entry shows the rendered heading's content (an MDX expression or JSX in it: src/render/toc-heading-text.ts). */
  fromHeading?: true
}

export interface SiteData {
  /** Display name (product name for catalogue sites), used in `<title>`. */
  name: string
  /** Text next to the logo. */
  title: string
  /** Logo image URL, or undefined to use the product mark / text. */
  logo?: string
  /** The logo as inline HTML (the site's own logo element, rendered), drawn instead of `logo`. */
  logoMarkup?: string
  /**
   * nextra-theme-docs' chrome (config `chrome: 'nextra'`): no company header, the logo element alone
   * as the navbar's brand, and its plain footer instead of the company's.
   */
  nextraChrome?: {
    /** The navbar's project (GitHub) icon: only when the site gives a project link. */
    projectIcon: boolean
    /** The footer's content as the site's code renders it; none: an empty footer bar. */
    footerMarkup?: string
    /** nextra-theme-docs' `toc.extraContent` as the site's code renders it, under the table of contents. */
    tocExtraMarkup?: string
    /** nextra-theme-blog's layout (config `blog`): one column, Markdown pages headed as posts. */
    blog?: boolean
    /** nextra-theme-docs 4.4+'s "Copy page" button (config `copyPage`, with the pages' Markdown written). */
    copyPage?: boolean
    /** Links after the navbar's items (nextra-theme-blog 4's `<NavbarLink>` children of its `<Navbar>`), base path applied. */
    links?: { href: string; title: string }[]
    /** nextra-theme-blog 2/3: the link after a listed post's description, when not its default `Read More →`. */
    readMore?: string
    /** nextra-theme-blog 4: the site's own elements its root `<Layout>` draws above each page, as HTML. */
    layoutHeader?: string
    /**
     * nextra-theme-blog 4's root layout (`blogNavbar`): its `<Navbar>` is drawn in the post's column,
     * above the title; `search` when the `<Navbar>` holds a `<Search>`, `themeSwitch` a `<ThemeSwitch>`.
     * Absent on a blog of Nextra 2/3's theme, which draws no navbar: a line of links under the title of a
     * page that is no post.
     */
    blogNavbar?: { search: boolean; themeSwitch: boolean }
    /** nextra-theme-blog 2/3 without the theme config's `darkMode: true`: no theme switch on the line under the title. */
    blogThemeSwitch?: false
  }
  /**
   * Markdown typography on the elements Markdown made only (`templates/markdown-marks.ts`): a site
   * that follows Nextra, whose JSX and components take none, as there.
   */
  markdownMarks?: boolean
  /** The Nextra major such a site follows (2, 3 or 4), where its chrome differs between them. */
  nextraMajor?: number
  /** A Nextra 4.3+ site: its article's blocks are 1.25em apart, not 1.5rem (`templates/styles/nextra-geometry.css`). */
  nextraEmSpacing?: boolean
  /** The TOC's "Scroll to top" label (nextra-theme-docs 3 and 4's `toc.backToTop`); absent: none. */
  backToTop?: string
  /**
   * A Nextra 4 website folder: links to other sites whose text is a string end in a ↗, as Nextra 4's
   * `Anchor` draws them (the TOC's feedback and edit links here; content links: `RenderContext.linkArrows`).
   */
  linkArrows?: boolean
  /** Catalogue product key when the site is a product site. */
  productKey?: string
  primaryColor?: string
  basePath: string
  siteUrl?: string
  docsRepositoryBase: string
  chatLink?: string
  projectLink: string
  banner?: {
    key: string
    text: string
    link?: string
    linkText: string
    dismissible: boolean
    /** A second sentence after the link, with its own link. */
    more?: { text: string; link: string; linkText: string }
    /** `guild-2023`: the Guild's slim purple strip (components 5.2.6), links underlined, in the same tab. */
    look?: 'conference' | 'guild-2023'
  }
  editLinkText: string | false
  /** The site's theme config renders the edit link (`editLink.component`): the link is marked for it. */
  editLinkComponent?: true
  feedback: { content: string; labels: string } | false
  sidebar: { defaultMenuCollapseLevel: number; toggleButton: boolean; autoCollapse: boolean }
  locale: string
  direction: 'ltr' | 'rtl'
  locales: { locale: string; text: string; direction: 'ltr' | 'rtl'; href: string }[]
  searchEnabled: boolean
  /** Search box settings: index manifest URL and autocomplete options (absent when search is off). */
  search?: SearchBoxSettings
  /** The company header above every page; absent when the site turns it off (`header: false`). */
  header?: HeaderData
  /** The Guild's product navigation bar in place of the header and navbar (config `hiveNavigation`). */
  hiveNavigation?: HiveNavigationData
  /** The Guild's Nextra 3 navbar (config `guildNavbar`): the Guild's logo and menus in the one navbar, no company header. */
  guildNavbar?: GuildNavbarData
  /** The company footer's configurable part; absent means the defaults (no extra resources). */
  footer?: FooterData
  /** A page's document title, `%s` its title (config `titleTemplate`); default `%s – {name}`. */
  titleTemplate?: string
  /** Routes that stay light whatever the theme switch says (config `lightOnlyPages`). */
  lightOnlyPages?: string[]
  /** Markdown links drawn as components 9's `MDXLink` (the site's mdx-components file gives `useHiveMDXComponents`). */
  hiveLinks?: boolean
  /** The sans-serif font of every page, a CSS font-family list (config `fontFamily`: HiveLayout's). */
  fontFamily?: string
  /** The primary colour and background per theme (config `themeColors`: a Nextra site's `<Head color backgroundColor>`). */
  themeColors?: {
    primary?: { light: string; dark: string }
    background?: { light: string; dark: string }
  }
  /** The theme of a reader who has chosen none, when not 'system' (config `defaultTheme`). */
  defaultTheme?: 'light' | 'dark'
  /** The theme every reader sees (config `forcedTheme`: next-themes' `forcedTheme`). */
  forcedTheme?: 'light' | 'dark'
  /** The site's X (Twitter) handles (config `twitter`), each `@name`. */
  twitter?: { site?: string; creator?: string }
  /** ISO date of the site's newest commit (`newestDate`): the copyright year of every page's footer. */
  copyrightDate?: string
  /** The docs chrome's texts in this locale (built-in table + config `i18n.messages`). */
  messages: ChromeMessages
  /** The config's `comments` block (host validated): comments under every docs page. */
  comments?: CommentsSettings
  /**
   * The theme config has a `main` wrapper: the docs layout marks the region it wraps (the content, the
   * "last updated" line, the previous/next links, the comments), drawn on the page's thread
   * (src/website/theme-main.ts).
   */
  themeMain?: true
  /** Hashed asset URLs the document must load (CSS, scripts), base path applied. */
  assets: {
    css: string[]
    scripts: string[]
    /** The favicons the output holds (`favicon.svg`, `favicon.ico`, `favicon.png`), base path applied: only these are linked. */
    icons?: string[]
    /** `[route, URL]` of the app folder's `opengraph-image.*` files: a page's `og:image` is the nearest up its route. */
    ogImages?: [string, string][]
    /** The app folder's web manifest URL (`manifest.ts`, `manifest.json`), linked as `<link rel="manifest">`. */
    manifest?: string
  }
}

export interface PageData {
  route: string
  /** `<h1>`/document title (without the site name). */
  title: string
  /** The title is the page's whole document title (an app router page: Next's metadata gave it whole). */
  wholeTitle?: boolean
  /** A page with a whole title: its own (front matter title, else first heading), e.g. for a blog post's `<h1>`. */
  ownTitle?: string
  description: string
  canonical?: string
  image?: string
  ogType: string
  /** Content file path relative to the repository base, for the edit link (e.g. `pages/docs/index.mdx`). */
  editPath?: string
  /** ISO date of the last commit touching the file, when the site is in a git repository. */
  lastUpdated?: string
  toc: TocEntry[]
  theme: PageThemeSettings
  frontMatter: Record<string, unknown>
  /**
   * nextra-theme-blog 4: the `DateFormatter` the site's `useMDXComponents` gives, as the page's module
   * exports it (the site's code, rendered in the post's `<time>` with `{ date }`). Not plain data: only
   * the thread that rendered the page's module has it.
   */
  dateFormatter?: (props: { date: Date }) => unknown
  /** nextra-theme-blog 2/3: the posts a `posts` or `tag` page lists under its content (src/render/blog-post-list.ts). */
  postList?: { route: string; frontMatter: { title: string; description?: string; date?: string } }[]
  /**
   * nextra-theme-blog 2/3 (src/render/blog-nav.ts): the line of links under the title of a page that is
   * no post (the `page` and `posts` pages, this one not a link), and a post's "Back" link (the
   * nearest `posts` page above it); `ownTitle` when the page's first-level heading holds JSX, which the
   * theme then draws as its title (`hasJsxInH1`).
   */
  blogNav?: {
    links: { title: string; href: string; active: boolean }[]
    back?: string
    ownTitle?: boolean
    /** Nextra 2's list of posts titles each with an `<h3>` (3's with an `<h2>`). */
    listHeading?: 'h3'
  }
  /** A theme config's `head` function reads this page (JSON, src/website/theme-head.ts): the head writes it. */
  headInput?: string
}

export interface NavigationData {
  navbar: NavbarItemData[]
  sidebar: SidebarNodeData[]
  /** `titleHtml`: a `_meta` title given as React content, drawn as Nextra 3/4 draw it. */
  breadcrumb: { title: string; titleHtml?: string; href?: string }[]
  /** URL of the navigation file that holds the children of `lazy` folders (base path applied). */
  sidebarData?: string
  prev?: LinkData
  next?: LinkData
  /** A top-level page (`_meta` `type: 'page'`): Nextra 2–4's `activeType === 'page'`, drawn without the docs' parts. */
  topPage?: true
  /**
   * Top-level items of a `_meta` type Nextra 2/3 do not know (triplex's `type: "hidden"` links): in their
   * phone menu (nextra-theme-docs' full directory list) only, never in the navbar or the sidebar.
   */
  phoneOnly?: NavbarItemData[]
}

export interface LayoutProps {
  site: SiteData
  page: PageData
  nav: NavigationData
  /** The rendered MDX content. */
  children: ReactNode
  /** What the page's `_meta` theme draws above and below the content (Nextra 3's `topContent`/`bottomContent`). */
  metaContent?: MetaContent
}

/** React content from a page's `_meta` theme, rendered as Nextra 3 renders it (a component is called). */
export interface MetaContent {
  top?: ReactNode
  bottom?: ReactNode
}

/** The Guild's product navigation bar as templates see it (templates/hive-navigation/). */
export interface GuildNavbarData {
  /** The product's name beside its mark. */
  name: string
  description?: string
  /** Draw the product's mark (the site's logo, else the catalogue's) before the name. */
  mark: boolean
  /** The catalogue product whose mark is drawn, when the theme config names one. */
  markProduct?: string
  /** The product part and the Company and Products menus (else the Guild's logo alone). */
  product: boolean
  /** The site's `@theguild/components` major, whose style sheet sets the bar's height (7: 90 px from 768 px). */
  components?: number
}

/** The GraphQLConf card's picture, link and words (`GraphQLConfCard`'s props). */
export interface ConfCardData {
  image?: string
  href: string
  title: string
  details: string
  description: string
  callToAction: string
}

export interface HiveNavigationData {
  /** The name beside the logo. */
  productName: string
  developerMenu: { href: string; title: string; icon?: string }[]
  navLinks: { href: string; title: string }[]
  /** The footer's line under the logo, its Resources links and its badges (src/config/hive-footer-badges.ts). */
  footer: { description: string; resources: { href: string; title: string }[]; badges: 'csa' | 'csa+soc2' | 'none' }
  /**
   * The Guild's GraphQLConf card beside the Company menu's links (`companyMenuChildren`): its image's URL,
   * its words and link (the site's components release's: src/config/graphql-conf-card.ts).
   */
  companyCard?: ConfCardData
}
