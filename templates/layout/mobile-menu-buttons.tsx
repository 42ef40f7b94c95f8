import type { ReactElement } from 'react'
import { CloseIcon, MenuIcon } from './icons.js'
import type { SiteData } from './types.js'

/**
 * The menu button that opens `[data-mobile-nav]` on narrow screens. Without JavaScript the same menu
 * is a :target disclosure: the first link opens the overlay, its twin (shown while open) clears the
 * target without scrolling (no element has that id).
 */
export function MobileMenuButtons({ messages }: { messages: SiteData['messages'] }): ReactElement {
  return (
    <>
      <button
        type="button"
        className="gs-icon-button gs-mobile-menu-button gs-js-only"
        data-mobile-menu-toggle=""
        aria-label={messages.menu}
        data-label-open={messages.menu}
        data-label-close={messages.closeMenu}
        aria-controls="gs-mobile-nav"
        aria-expanded="false"
      >
        <MenuIcon className="gs-menu-icon-open" />
        <CloseIcon className="gs-menu-icon-close" />
      </button>
      <a
        className="gs-icon-button gs-mobile-menu-button gs-nojs-only gs-mobile-menu-open"
        href="#gs-mobile-nav"
        aria-label={messages.menu}
      >
        <MenuIcon />
      </a>
      <a
        className="gs-icon-button gs-mobile-menu-button gs-nojs-only gs-mobile-menu-close"
        href="#gs-menu-closed"
        aria-label={messages.closeMenu}
      >
        <CloseIcon />
      </a>
    </>
  )
}
