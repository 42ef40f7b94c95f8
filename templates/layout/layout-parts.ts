import { encodePath } from '../../src/shared/encode-path.js'
import type { FooterProps } from '../marketing/footer.js'
import { withoutHeaderLinks } from '../marketing/header-links.js'
import type { HeaderProps } from '../marketing/header.js'
import type { NavbarProps } from './navbar.js'
import type { SidebarProps } from './sidebar.js'
import type { HeaderData } from '../marketing/types.js'
import { GUILD_LAYOUT_MENUS, guildNavbarItems } from './guild-navbar.js'
import { sidebarAnchorItems } from './sidebar-anchors.js'
import type { GuildNavbarData, NavbarItemData, PageData, NavigationData, SiteData } from './types.js'

/** The chrome around the article: the parts a page shares with many others. */
export interface LayoutParts {
  header?: HeaderProps
  navbar?: NavbarProps
  sidebar?: SidebarProps
  footer?: FooterProps
}

/**
 * `withoutHeaderLinks` per navbar list and header: the pages of a section share their navbar array
 * (src/render/navigation-data.ts), and comparing it with the header's links (URL parsing) for every
 * page cost ~0.2 CPU-s a worker on the 1,000-page shared workload.
 */
const shownNavbars = new WeakMap<NavbarItemData[], WeakMap<HeaderData, NavbarItemData[]>>()

function shownNavbar(items: NavbarItemData[], header: HeaderData, site: SiteData): NavbarItemData[] {
  let byHeader = shownNavbars.get(items)
  if (!byHeader) shownNavbars.set(items, (byHeader = new WeakMap()))
  let shown = byHeader.get(header)
  if (!shown) byHeader.set(header, (shown = withoutHeaderLinks(items, header, site)))
  return shown
}

/** The Guild navbar's items (its menus first) per navbar list and bar, one array for the pages that share them. */
const guildNavbars = new WeakMap<NavbarItemData[], WeakMap<GuildNavbarData, NavbarItemData[]>>()

function guildNavbar(items: NavbarItemData[], guild: GuildNavbarData): NavbarItemData[] {
  let byGuild = guildNavbars.get(items)
  if (!byGuild) guildNavbars.set(items, (byGuild = new WeakMap()))
  let shown = byGuild.get(guild)
  if (!shown) byGuild.set(guild, (shown = guildNavbarItems(guild, items)))
  return shown
}

/** GuildLayout's phone menu items (its Company and Products menus first), one array for the pages that share a list. */
const guildMenus = new WeakMap<NavbarItemData[], NavbarItemData[]>()

function withGuildMenus(items: NavbarItemData[]): NavbarItemData[] {
  let shown = guildMenus.get(items)
  if (!shown) guildMenus.set(items, (shown = [...GUILD_LAYOUT_MENUS, ...items]))
  return shown
}

/** Names of the layout parts, in page order. */
export const LAYOUT_PART_NAMES = ['header', 'navbar', 'sidebar', 'footer'] as const
export type LayoutPartName = (typeof LAYOUT_PART_NAMES)[number]

/**
 * nextra-theme-blog 4's navbar: the top-level items, then the `<NavbarLink>`s the site's layout gives
 * its `<Navbar>`, the one whose `href` is the page's marked current (`aria-current`, as its
 * `useFSRoute() === href` does).
 */
function withOwnLinks(items: NavbarItemData[], site: SiteData, currentHref: string): NavbarItemData[] {
  const links = site.nextraChrome?.links
  if (!links?.length) return items
  const here = currentHref.replace(/(.)\/+$/, '$1')
  return [
    ...items,
    ...links.map(link => ({ title: link.title, href: link.href, newWindow: false, active: link.href === here }))
  ]
}

/**
 * The props of each chrome part of a docs page, or none when the page does not show it. Pure, so
 * `DocsLayout` and the render stage (which renders the parts once per distinct props and splices
 * them in, see src/render/layout-fragments.tsx) agree on what a page shows.
 */
export function layoutParts(
  site: SiteData,
  page: Pick<PageData, 'route' | 'theme' | 'lastUpdated'> & Partial<Pick<PageData, 'toc'>>,
  nav: NavigationData
): LayoutParts {
  // (nextra-theme-blog's layout draws its own navbar and footer in the post's column: blog-layout.tsx.)
  if (site.nextraChrome?.blog) return {}
  const { theme } = page
  const raw = theme.layout === 'raw'
  const currentHref = site.basePath.replace(/\/+$/, '') + encodePath(page.route)
  const tree = !raw && theme.sidebar ? nav.sidebar : undefined
  // An item the company header already links to is shown there only (templates/marketing/header-links.ts).
  // The Guild's Nextra 3 navbar puts its Company and Products menus first (./guild-navbar.tsx).
  const navbarItems = !theme.navbar
    ? []
    : site.header
      ? shownNavbar(nav.navbar, site.header, site)
      : site.guildNavbar
        ? guildNavbar(nav.navbar, site.guildNavbar)
        : withOwnLinks(nav.navbar, site, currentHref)
  // (Items of a `_meta` type Nextra does not know: in its phone menu only, after the navbar's.)
  const phoneOnly = theme.navbar ? (nav.phoneOnly ?? []) : []
  // The overlay exists when it has something to show: the page tree or the navbar items.
  const mobileNav = (tree !== undefined && tree.length > 0) || navbarItems.length > 0 || phoneOnly.length > 0
  const docsOverlay = mobileNav && theme.navbar
  return {
    // Search and theme switch live in the docs navbar; the header shows them when it is alone.
    // With the docs overlay, the header's links are in it too: one menu button, one overlay.
    ...(site.header && {
      header: {
        header: site.header,
        env: site,
        currentHref,
        search: !theme.navbar && site.searchEnabled,
        themeToggle: !theme.navbar,
        docsMenu: docsOverlay,
        messages: site.messages
      }
    }),
    ...(theme.navbar && { navbar: { site, items: navbarItems, currentHref, mobileMenu: mobileNav } }),
    ...(mobileNav && {
      sidebar: {
        site,
        tree,
        // (Nextra's phone menu lists the site's own items: the Guild bar's Company and Products menus stay in the bar.
        // GuildLayout's page map starts with them, so Nextra 4's phone menu lists them first, as folders.)
        navbarItems: [
          ...(site.guildNavbar && theme.navbar
            ? nav.navbar
            : site.hiveNavigation && theme.navbar
              ? withGuildMenus(navbarItems)
              : navbarItems),
          ...phoneOnly
        ],
        overlay: theme.navbar,
        ...(nav.sidebarData && { dataUrl: nav.sidebarData }),
        ...(docsOverlay && site.header && { siteNav: site.header.links.map(link => link.label).join(', ') }),
        // (Nextra's phone menu lists the page's h2 headings under its item.)
        ...(site.markdownMarks && site.nextraMajor !== undefined && docsOverlay && tree?.length && page.toc?.length
          ? { anchors: sidebarAnchorItems(page.toc) }
          : {})
      }
    }),
    ...(theme.footer && {
      footer: {
        footer: site.footer ?? { resources: [] },
        env: site,
        name: site.name,
        lastUpdated: site.copyrightDate,
        ...(site.hiveNavigation && { hive: { site, nav: site.hiveNavigation } }),
        ...(site.nextraChrome && {
          nextra: {
            markup: site.nextraChrome.footerMarkup,
            // (No sidebar holds the theme switch on this page: the footer does.)
            ...(!tree?.length && { switcher: site.messages.theme })
          }
        })
      }
    })
  }
}
