import type { ReactElement, ReactNode } from 'react'
import { ExternalMark } from './external-mark.js'
import { HiveNavigation } from '../hive-navigation/hive-navigation.js'
import { GuildNavbarBrand } from './guild-navbar.js'
import { DiscordIcon, GitHubIcon } from './icons.js'
import { linkTarget } from './link-target.js'
import { LocaleSwitch } from './locale-switch.js'
import { MetaTitle } from './meta-title.js'
import { MobileMenuButtons } from './mobile-menu-buttons.js'
import { NavbarChild } from './navbar-child.js'
import { NavbarMenu } from './navbar-menu.js'
import { NavbarMore } from './navbar-more.js'
import { homeHref } from './page-urls.js'
import { SearchBox, searchHint } from './search-box.js'
import { SiteLogo } from './site-logo.js'
import { ThemeToggle } from './theme-toggle.js'
import type { NavbarItemData, SiteData } from './types.js'

export interface NavbarProps {
  site: SiteData
  items: NavbarItemData[]
  /** URL of the current page (base path included), to tell the page itself from its section. */
  currentHref: string
  /** Show the mobile menu button (there is a mobile navigation panel to open). */
  mobileMenu: boolean
}

/** `aria-current`: `page` on the link to this very page, `true` on the section that holds it. */
export function ariaCurrent(
  item: { href?: string; active: boolean },
  currentHref: string
): 'page' | 'true' | undefined {
  if (!item.active) return undefined
  return item.href === currentHref ? 'page' : 'true'
}

const label = (url: string, host: string, known: string, fallback: string): string =>
  url.includes(host) ? known : fallback

/**
 * nextra-theme-docs' brand: the site's logo element alone (it holds the name, if any), else the
 * title, linking home; the link is named "Home page" as Nextra's is.
 */
function NextraBrand({ site }: { site: SiteData }): ReactElement {
  // A brand that is a link of its own (nextra-theme-blog's `<Navbar>` children: `<Link href="/">`)
  // is not wrapped in another: a link inside a link is no HTML.
  if (site.logoMarkup && /<a[\s>]/i.test(site.logoMarkup))
    return (
      <div
        className="gs-navbar-brand gs-navbar-brand--nextra gs-navbar-logo"
        dangerouslySetInnerHTML={{ __html: site.logoMarkup }}
      />
    )
  return (
    <a className="gs-navbar-brand gs-navbar-brand--nextra" href={homeHref(site.basePath)} aria-label="Home page">
      {site.logoMarkup ? (
        <span className="gs-navbar-logo" dangerouslySetInnerHTML={{ __html: site.logoMarkup }} />
      ) : (
        <span className="gs-navbar-title">{site.title}</span>
      )}
    </a>
  )
}

/**
 * The sticky top bar (SPEC §9: 4rem): logo and title linking home, the top-level items and
 * dropdown menus, the search placeholder, project and chat links, language and theme switches,
 * and the menu button that opens `[data-mobile-nav]` on narrow screens.
 *
 * Any number of items: the logo and the actions never give way; the items take the room left
 * between them, and those that do not fit go into the "More" dropdown at their end (see
 * navbar-more.tsx and src/client/navbar-overflow.ts).
 */
export function Navbar({ site, items, currentHref, mobileMenu }: NavbarProps): ReactElement {
  // A site laid out by the Guild's GuildLayout has that layout's own bar instead.
  if (site.hiveNavigation) return <HiveNavigation site={site} nav={site.hiveNavigation} mobileMenu={mobileMenu} />
  return (
    <header
      className={
        site.guildNavbar
          ? 'gs-navbar gs-navbar--guild'
          : site.nextraChrome
            ? 'gs-navbar gs-navbar--nextra'
            : 'gs-navbar'
      }
      data-components={site.guildNavbar?.components}
      // (A site that follows Nextra, valued with its major, as `.gs-docs` is: Nextra 2 and 3 draw no
      // mark after an item that opens a new tab, layout.css.)
      data-nextra={site.markdownMarks ? String(site.nextraMajor ?? '') : undefined}
    >
      {/* (nextra-theme-docs 2–4 put the bar's logo, items and actions in one `<nav>`, which sites' stylesheets
          reach: grpcity's `nav a .logo svg { height: 30px }`.) */}
      <NavbarInner nav={Boolean(site.nextraChrome) && !site.guildNavbar}>
        {site.guildNavbar ? (
          <GuildNavbarBrand site={site} guild={site.guildNavbar} />
        ) : site.nextraChrome ? (
          <NextraBrand site={site} />
        ) : (
          <a className="gs-navbar-brand" href={homeHref(site.basePath)}>
            <SiteLogo site={site} />
            <span className="gs-navbar-title">{site.title}</span>
          </a>
        )}
        {items.length > 0 ? (
          <nav className="gs-navbar-links" aria-label={site.messages.labels.main}>
            <ul>
              {items.map((item, index) => (
                <li key={`${item.title}|${item.href}`} className="gs-navbar-item" data-navbar-index={index}>
                  {item.menu ? (
                    <NavbarMenu item={item} current={ariaCurrent(item, currentHref)} />
                  ) : (
                    <a
                      className="gs-navbar-link"
                      href={item.href}
                      aria-current={ariaCurrent(item, currentHref)}
                      {...linkTarget(item.href, item.newWindow)}
                    >
                      <MetaTitle title={item.title} titleHtml={item.titleHtml} />
                      {linkTarget(item.href, item.newWindow).target ? <ExternalMark /> : null}
                    </a>
                  )}
                </li>
              ))}
            </ul>
            {items.length > 1 ? (
              <NavbarMore
                items={items}
                current={items.map(item => ariaCurrent(item, currentHref))}
                label={site.messages.more}
              />
            ) : null}
          </nav>
        ) : null}
        <div className="gs-navbar-actions">
          {site.searchEnabled ? (
            <SearchBox settings={site.search} locale={site.locale} hint={searchHint(site)} />
          ) : null}
          {site.nextraChrome?.projectIcon !== false ? (
            <a
              className="gs-icon-button gs-navbar-icon-link"
              href={site.projectLink}
              {...linkTarget(site.projectLink)}
              aria-label={label(site.projectLink, 'github.com', 'GitHub repository', 'Project repository')}
            >
              <GitHubIcon />
            </a>
          ) : null}
          {site.chatLink ? (
            <a
              className="gs-icon-button gs-navbar-icon-link"
              href={site.chatLink}
              {...linkTarget(site.chatLink)}
              aria-label={label(site.chatLink, 'discord', 'Discord server', 'Community chat')}
            >
              <DiscordIcon />
            </a>
          ) : null}
          {/* (What a Nextra 4 root layout gives its `<Navbar>` as children: after the project and chat links.) */}
          <NavbarChild className="gs-navbar-child" />
          <LocaleSwitch site={site} />
          {/* (nextra-theme-docs has its switch in the sidebar, or the footer on a page without one.) */}
          {site.nextraChrome ? null : <ThemeToggle messages={site.messages.theme} />}
          {mobileMenu ? <MobileMenuButtons messages={site.messages} /> : null}
        </div>
      </NavbarInner>
    </header>
  )
}

/** The bar's inner row: a `<nav>` where the site follows nextra-theme-docs' markup, else a `<div>`. */
function NavbarInner({ nav, children }: { nav: boolean; children: ReactNode }): ReactElement {
  return nav ? <nav className="gs-navbar-inner">{children}</nav> : <div className="gs-navbar-inner">{children}</div>
}
