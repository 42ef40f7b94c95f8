import type { ReactElement } from 'react'
import { cx } from '../components/class-names.js'
import { SidebarIcon } from './icons.js'
import { LocaleSwitch } from './locale-switch.js'
import { SidebarTree } from './sidebar-tree.js'
import { ThemeSelect } from './theme-toggle.js'
import { sidebarRestoreScript } from './theme-script.js'
import { builtinChromeMessages } from './messages.js'
import type { NavbarItemData, SidebarNodeData, SiteData } from './types.js'

export interface SidebarProps {
  site: Pick<SiteData, 'sidebar'> &
    Partial<
      Pick<
        SiteData,
        | 'messages'
        | 'hiveNavigation'
        | 'nextraChrome'
        | 'guildNavbar'
        | 'locale'
        | 'locales'
        | 'markdownMarks'
        | 'nextraMajor'
      >
    >
  /** The page tree; undefined when the page shows no sidebar (raw layout, `sidebar: false`). */
  tree?: SidebarNodeData[]
  /** Navbar items, repeated here because the navbar hides them on narrow screens. */
  navbarItems: NavbarItemData[]
  /**
   * Becomes the mobile overlay behind the navbar's menu button. Without a navbar there is no
   * button, so the sidebar stays a plain list after the article on narrow screens. @default true
   */
  overlay?: boolean
  /** URL of the navigation file the client loads `lazy` folders from. */
  dataUrl?: string
  /**
   * The company header's links, shown last in the overlay: on narrow screens it is the page's one
   * menu, for the site's navigation and the docs'. The page carries them once, in the header: the
   * overlay holds a place for them (named "The Guild") that the client fills with a copy of the
   * header's list when the overlay first opens (`src/client/mobile-nav.ts`), styled as the
   * header's own overlay. Without JavaScript the place is a link to the header's list
   * (`#gs-company-nav`, shown as its target); its text is the header's labels, given here.
   */
  siteNav?: string
  /**
   * The current page's headings as list items (`sidebarAnchorItems`), under its item of the page tree: a
   * site that follows Nextra, whose phone menu lists them (nextra-geometry.css shows them there only).
   */
  anchors?: string
}

/** A `_meta` title's markup, where it was given as React content (the tree draws it: sidebar-tree.tsx). */
const titleHtmlOf = ({ titleHtml }: { titleHtml?: string }) => (titleHtml !== undefined ? { titleHtml } : {})

/** Navbar items as tree nodes: a menu becomes a folder of its entries, open when active. */
export function navbarItemsToNodes(items: NavbarItemData[]): SidebarNodeData[] {
  return items.map(item =>
    item.menu
      ? {
          kind: 'folder',
          title: item.title,
          ...titleHtmlOf(item),
          active: false,
          open: item.active,
          children: item.menu.map(entry =>
            entry.separator || entry.href === undefined
              ? { kind: 'separator', title: entry.title, ...titleHtmlOf(entry), active: false }
              : {
                  kind: 'link',
                  title: entry.title,
                  ...titleHtmlOf(entry),
                  href: entry.href,
                  newWindow: entry.newWindow,
                  active: false
                }
          )
        }
      : {
          kind: 'link',
          title: item.title,
          ...titleHtmlOf(item),
          href: item.href,
          newWindow: item.newWindow,
          active: item.active,
          ...(item.folder && { folderLink: true as const })
        }
  )
}

/**
 * The left column, which doubles as the mobile navigation (`[data-mobile-nav]`): below 768 px it
 * becomes a full-screen overlay opened by the navbar's menu button (a client script sets
 * `html.gs-mobile-open`), and without JavaScript CSS shows it below the article instead. On wide
 * screens only the page tree is shown; the navbar items are for the overlay.
 */
export function Sidebar({
  site,
  tree,
  navbarItems,
  overlay = true,
  dataUrl,
  siteNav,
  anchors
}: SidebarProps): ReactElement {
  const hasTree = tree !== undefined && tree.length > 0
  const messages = site.messages ?? builtinChromeMessages('en-US')
  const footerSwitch = Boolean(site.hiveNavigation || site.nextraChrome || site.guildNavbar)
  // (nextra-theme-docs 3 and 4 put the language switch there, before the theme select, and none in the navbar.)
  const footerLocale =
    footerSwitch &&
    site.markdownMarks === true &&
    (site.nextraMajor ?? 0) >= 3 &&
    site.locale !== undefined &&
    (site.locales?.length ?? 0) >= 2
  return (
    <aside
      id={overlay ? 'gs-mobile-nav' : undefined}
      className={cx('gs-sidebar', !hasTree && 'gs-sidebar--mobile-only')}
      data-mobile-nav={overlay ? '' : undefined}
      aria-label={messages.labels.docsNavigation}
    >
      {/* The aside spans the page height (its border runs to the footer); this part sticks. */}
      <div className="gs-sidebar-inner">
        <div className="gs-sidebar-scroll">
          {navbarItems.length > 0 ? (
            <nav className="gs-sidebar-menu gs-tree" aria-label={messages.menu}>
              <SidebarTree nodes={navbarItemsToNodes(navbarItems)} />
            </nav>
          ) : null}
          {hasTree ? (
            <nav
              id="gs-sidebar-tree"
              className="gs-sidebar-nav gs-tree"
              aria-label={messages.labels.sidebar}
              data-auto-collapse={site.sidebar.autoCollapse ? '' : undefined}
              data-sidebar-data={dataUrl}
            >
              <SidebarTree nodes={tree} moreLabel={messages.morePages} anchors={anchors} />
            </nav>
          ) : null}
          {siteNav ? (
            <nav className="gs-sidebar-menu gs-sidebar-site gs-mh-nav" aria-label="The Guild" data-site-nav="">
              <p className="gs-sidebar-separator">The Guild</p>
              <a className="gs-sidebar-link gs-nojs-only" href="#gs-company-nav">
                {siteNav}
              </a>
            </nav>
          ) : null}
          {/* Before the tree is painted: the folders and scroll offset of this visit. */}
          {hasTree ? <script dangerouslySetInnerHTML={{ __html: sidebarRestoreScript() }} /> : null}
        </div>
        {/* With the Guild's bars or nextra-theme-docs' own, the theme switch is here, a select of
            Light/Dark/System as Nextra 3 and 4's sidebar and phone menu have it (the Guild's Nextra 3
            bar keeps its moon button too, as there). */}
        {(hasTree && site.sidebar.toggleButton) || footerSwitch ? (
          <div className="gs-sidebar-footer gs-js-only">
            {footerLocale ? (
              <LocaleSwitch site={{ locale: site.locale!, locales: site.locales!, messages }} foot />
            ) : null}
            {footerSwitch ? <ThemeSelect messages={messages.theme} /> : null}
            {hasTree && site.sidebar.toggleButton ? (
              <button
                type="button"
                className="gs-icon-button gs-sidebar-toggle"
                data-sidebar-toggle=""
                aria-label={messages.collapseSidebar}
                data-label-expand={messages.expandSidebar}
                data-label-collapse={messages.collapseSidebar}
                aria-controls="gs-sidebar-tree"
                aria-expanded="true"
              >
                <SidebarIcon />
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </aside>
  )
}
