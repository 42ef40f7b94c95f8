import type { ReactElement } from 'react'
import { cx } from '../components/class-names.js'
import { CloseIcon, MenuIcon } from '../layout/icons.js'

/**
 * Narrow screens (SPEC §2): a menu button that turns the header's own navigation into a
 * full-screen overlay; the same button, now a close button, closes it, and the page does not
 * scroll while it is open. CSS does both on `.gs-mh:has(.gs-mh-mobile[open])`: one markup of the
 * links and their panels serves the desktop menus and the overlay, so a page carries them once.
 *
 * It is a `<details>`, so it works without JavaScript. On docs pages (`docsMenu`) the docs
 * navbar's menu button opens one overlay with these links and the docs navigation: there, below
 * the navbar's breakpoint and with JavaScript, this button is not shown (layout.css).
 */
export function HeaderMobileMenu({
  docsMenu = false,
  label = 'Menu'
}: {
  docsMenu?: boolean
  label?: string
}): ReactElement {
  return (
    <details className={cx('gs-mh-mobile', docsMenu && 'gs-mh-mobile--docs')} data-header-mobile-menu="">
      <summary className="gs-icon-button gs-mh-mobile-button" aria-label={label} title={label}>
        <MenuIcon className="gs-mh-icon-open" />
        <CloseIcon className="gs-mh-icon-close" />
      </summary>
    </details>
  )
}
