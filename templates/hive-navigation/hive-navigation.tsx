import type { ReactElement } from 'react'
import { homeHref } from '../layout/page-urls.js'
import { NavbarChild } from '../layout/navbar-child.js'
import { MobileMenuButtons } from '../layout/mobile-menu-buttons.js'
import { SearchBox } from '../layout/search-box.js'
import { SiteLogo } from '../layout/site-logo.js'
import type { HiveNavigationData, SiteData } from '../layout/types.js'
import { CONTACT_HREF, HIVE_APP_HREF } from './hive-links.js'
import { HiveMenus } from './hive-menus.js'

export interface HiveNavigationProps {
  site: SiteData
  nav: HiveNavigationData
  /** Show the menu button that opens the mobile navigation (there is something to show in it). */
  mobileMenu: boolean
}

/**
 * The one bar of a site laid out by the Guild's `GuildLayout` (@theguild/components 9's
 * `HiveNavigation`): the logo and the site's name linking home, the Products, Developer and Company
 * menus and the site's links in one outlined group, then the search box, "Contact us" and "Docs" ("Sign in"
 * to Hive's app on the site of the product named Hive).
 * Narrow screens keep the logo and the menu button, which opens the docs overlay as the navbar's does.
 * The company header and the docs navbar are not drawn beside it.
 */
export function HiveNavigation({ site, nav, mobileMenu }: HiveNavigationProps): ReactElement {
  return (
    <header className="gs-navbar gs-hive-nav" data-hive-navigation="">
      <div className="gs-hive-nav-inner">
        <a className="gs-hive-nav-brand" href={homeHref(site.basePath)}>
          <SiteLogo site={site} />
          <span className="gs-hive-nav-name">{nav.productName}</span>
        </a>
        <HiveMenus nav={nav} label={site.messages.labels.main} />
        <div className="gs-hive-nav-actions">
          {/* (What the site's layout gives the bar, `navbarProps.children`: before the search box, as components 9 draw it.) */}
          <NavbarChild className="gs-hive-nav-child" />
          {site.searchEnabled ? <SearchBox settings={site.search} locale={site.locale} hint="ctrl-k" /> : null}
          <a
            className="gs-hive-cta gs-hive-cta--tertiary gs-hive-nav-contact"
            href={CONTACT_HREF}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span>
              Contact<span className="gs-hive-nav-us"> us</span>
            </span>
          </a>
          {nav.productName === 'Hive' ? (
            // (Hive's own site: its app's sign-in, as HiveNavigation draws it for the product named Hive.)
            <a className="gs-hive-cta gs-hive-cta--primary gs-hive-nav-docs" href={HIVE_APP_HREF}>
              Sign in
            </a>
          ) : (
            <a className="gs-hive-cta gs-hive-cta--primary gs-hive-nav-docs" href={`${homeHref(site.basePath)}docs`}>
              Docs
            </a>
          )}
          {mobileMenu ? <MobileMenuButtons messages={site.messages} /> : null}
        </div>
      </div>
    </header>
  )
}
