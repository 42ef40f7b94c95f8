import type { ReactElement } from 'react'
import { ExternalMark } from './external-mark.js'
import { ChevronDownIcon } from './icons.js'
import { linkTarget } from './link-target.js'
import { MetaTitle } from './meta-title.js'
import type { NavbarItemData } from './types.js'

export interface NavbarMenuProps {
  item: NavbarItemData
  /** `aria-current` value when the current page is inside this menu's section. */
  current?: 'page' | 'true'
}

/**
 * A `menu` navbar item as a dropdown. It is a `<details>`, so a click opens it without
 * JavaScript; a client script adds SPEC's hover timing (open after 200 ms, close after 150 ms)
 * on wide screens via `[data-menu]`. Separators become small headings inside the panel.
 */
export function NavbarMenu({ item, current }: NavbarMenuProps): ReactElement {
  return (
    <details className="gs-dropdown gs-navbar-menu" data-menu="">
      <summary className="gs-navbar-link" aria-current={current}>
        <MetaTitle title={item.title} titleHtml={item.titleHtml} />
        <ChevronDownIcon className="gs-dropdown-chevron" />
      </summary>
      <ul className="gs-dropdown-panel">
        {(item.menu ?? []).map((entry, index) =>
          entry.separator || entry.href === undefined ? (
            <li key={index} className="gs-dropdown-separator" role="presentation">
              <MetaTitle title={entry.title} titleHtml={entry.titleHtml} />
            </li>
          ) : (
            <li key={index}>
              <a className="gs-dropdown-link" href={entry.href} {...linkTarget(entry.href, entry.newWindow)}>
                {entry.productKey ? (
                  <i className={`gs-dropdown-mark gs-logo-${entry.productKey}`} aria-hidden="true" />
                ) : null}
                <MetaTitle title={entry.title} titleHtml={entry.titleHtml} />
                {linkTarget(entry.href, entry.newWindow).target ? <ExternalMark /> : null}
              </a>
            </li>
          )
        )}
      </ul>
    </details>
  )
}
