import type { ReactElement } from 'react'
import { cx } from '../components/class-names.js'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../layout/icons.js'
import { isActiveLink } from './active-link.js'
import { menuContent } from './header-menus.js'
import { Link, type LinkEnv } from './link.js'
import type { HeaderData } from './types.js'

export interface HeaderMobileMenuProps {
  header: HeaderData
  env: LinkEnv
  address: string
}

/**
 * Narrow screens (SPEC §2): a menu button opening the header's links as a full-screen overlay;
 * the same button, now a close button, closes it, and the page does not scroll while it is open
 * (CSS on `:has([open])`).
 *
 * It is a `<details>`, not a `data-mobile-menu-toggle` button: on docs pages the docs navbar
 * below has its own menu button for the page tree, and the two overlays need separate states.
 * This one works without JavaScript too.
 */
export function HeaderMobileMenu({ header, env, address }: HeaderMobileMenuProps): ReactElement {
  return (
    <details className="gs-mh-mobile" data-header-mobile-menu="">
      <summary className="gs-icon-button gs-mh-mobile-button" aria-label="Menu" title="Menu">
        <MenuIcon className="gs-mh-icon-open" />
        <CloseIcon className="gs-mh-icon-close" />
      </summary>
      <div className="gs-mh-overlay">
        <nav className="gs-mh-overlay-nav" aria-label="The Guild menu">
          <ul>
            {header.links.map(link => {
              const active = isActiveLink(link, header, address)
              const content = link.menu ? menuContent(link, header, env) : null
              return (
                <li key={`${link.label}|${link.href}`}>
                  {content ? (
                    <details className="gs-mh-overlay-group">
                      <summary className={cx('gs-mh-overlay-link', active && 'gs-active')} aria-current={active ? 'true' : undefined}>
                        {link.label}
                        <ChevronDownIcon className="gs-dropdown-chevron" />
                      </summary>
                      <div className="gs-mh-overlay-panel">{content}</div>
                    </details>
                  ) : (
                    <Link href={link.href} title={link.title} newWindow={link.newWindow} sameSite={link.sameSite} env={env} className={cx('gs-mh-overlay-link', active && 'gs-active')} aria-current={active ? 'true' : undefined}>
                      {link.label}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </details>
  )
}
