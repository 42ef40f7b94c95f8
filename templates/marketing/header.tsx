import type { CSSProperties, ReactElement } from 'react'
import { GuildMark } from '../catalogue/logos.js'
import { cx } from '../components/class-names.js'
import { SearchBox } from '../layout/search-box.js'
import { ThemeToggle } from '../layout/theme-toggle.js'
import { isActiveLink } from './active-link.js'
import { HeaderMenu } from './header-menus.js'
import { HeaderMobileMenu } from './header-mobile.js'
import { Link, shellSameSite, type LinkEnv } from './link.js'
import type { ChromeMessages } from '../layout/messages.js'
import type { HeaderData } from './types.js'

export interface HeaderProps {
  header: HeaderData
  env: LinkEnv
  /** URL of the current page (base path included), for the active-link test. */
  currentHref: string
  /** Show the search box (the docs navbar shows its own when present). */
  search?: boolean
  /** Show the light/dark/system switch (likewise). */
  themeToggle?: boolean
  /** The theme switch's and menu button's texts in the page's language. */
  messages?: Pick<ChromeMessages, 'theme' | 'menu'>
  /**
   * The docs navbar's menu button opens an overlay that holds these links too: on narrow screens
   * with JavaScript this header shows no menu button of its own (one button, one overlay).
   */
  docsMenu?: boolean
}

/**
 * The company header above every page (SPEC §1, §2 "Header and navigation"; §9 menu height
 * 3.75rem): logo, the navigation with its Solutions and Ecosystem menus, the search box and
 * theme switch slots, and on narrow screens a menu button opening a full-screen overlay.
 * `--gs-header-accent` (SPEC §9: #1cc8ee) colours the active link and hovers.
 *
 * A labelled region rather than a `<header>`: the docs navbar below is the page's banner
 * landmark, and a page has one.
 */
export function Header({
  header,
  env,
  currentHref,
  search = false,
  themeToggle = false,
  docsMenu = false,
  messages
}: HeaderProps): ReactElement {
  const address = (env.siteUrl ?? '') + currentHref
  return (
    <div
      className="gs-mh"
      data-marketing-header=""
      role="region"
      aria-label="The Guild"
      style={{ '--gs-header-accent': header.accentColor } as CSSProperties}
    >
      <div className="gs-mh-inner">
        <Link
          href={header.logoHref}
          sameSite={shellSameSite({ href: header.logoHref }, env)}
          env={env}
          className="gs-mh-logo"
          aria-label="The Guild"
        >
          <GuildMark />
          <span className="gs-mh-wordmark" aria-hidden="true">
            The Guild
          </span>
        </Link>
        <nav id="gs-company-nav" className="gs-mh-nav" aria-label="The Guild">
          <ul>
            {header.links.map(link => {
              const active = isActiveLink(link, header, address)
              return (
                <li key={`${link.label}|${link.href}`}>
                  {link.menu ? (
                    <HeaderMenu link={link} header={header} env={env} active={active} />
                  ) : (
                    <Link
                      href={link.href}
                      title={link.title}
                      newWindow={link.newWindow}
                      sameSite={shellSameSite(link, env)}
                      env={env}
                      className={cx('gs-mh-link', active && 'gs-active')}
                      aria-current={active ? 'true' : undefined}
                    >
                      {link.label}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="gs-mh-actions">
          {search ? <SearchBox /> : null}
          {themeToggle ? <ThemeToggle messages={messages?.theme} /> : null}
          <HeaderMobileMenu docsMenu={docsMenu} label={messages?.menu} />
        </div>
      </div>
    </div>
  )
}
