import type { ReactElement } from 'react'
import { CloseIcon, MenuIcon } from '../layout/icons.js'

/**
 * Narrow screens (SPEC §2): a menu button that turns the header's own navigation into a
 * full-screen overlay; the same button, now a close button, closes it, and the page does not
 * scroll while it is open. CSS does both on `.gs-mh:has(.gs-mh-mobile[open])`: one markup of the
 * links and their panels serves the desktop menus and the overlay, so a page carries them once.
 *
 * It is a `<details>`, not a `data-mobile-menu-toggle` button: on docs pages the docs navbar
 * below has its own menu button for the page tree, and the two overlays need separate states.
 * This one works without JavaScript too.
 */
export function HeaderMobileMenu({ label = 'Menu' }: { label?: string } = {}): ReactElement {
  return (
    <details className="gs-mh-mobile" data-header-mobile-menu="">
      <summary className="gs-icon-button gs-mh-mobile-button" aria-label={label} title={label}>
        <MenuIcon className="gs-mh-icon-open" />
        <CloseIcon className="gs-mh-icon-close" />
      </summary>
    </details>
  )
}
