import type { ReactElement } from 'react'
import { ExternalMark } from './external-mark.js'
import { ChevronDownIcon } from './icons.js'
import { linkTarget } from './link-target.js'
import { MetaTitle } from './meta-title.js'
import type { NavbarItemData } from './types.js'

export interface NavbarMoreProps {
  items: NavbarItemData[]
  /** `aria-current` of each item, by index (see `ariaCurrent`). */
  current: ('page' | 'true' | undefined)[]
  /** The dropdown's label in the page's language. @default 'More' */
  label?: string
}

/**
 * The "More" dropdown at the end of the navbar items: a `<details>` listing every item again (a
 * menu item as a group: its title as a small heading over its entries, separators left out).
 * Each entry carries `data-navbar-index`, the index of its item in the bar:
 * src/client/navbar-overflow.ts measures the bar, hides the items that do not fit, and shows
 * here only those (`hidden` on the others). Without JavaScript it lists
 * them all (the bar clips what does not fit, so every item stays reachable from here). The script
 * marks the summary `aria-current` when the current page's item is one of those moved here.
 */
export function NavbarMore({ items, current, label = 'More' }: NavbarMoreProps): ReactElement {
  return (
    <details className="gs-dropdown gs-navbar-menu gs-navbar-more" data-menu="" data-navbar-more="">
      <summary className="gs-navbar-link">
        {label}
        <ChevronDownIcon className="gs-dropdown-chevron" />
      </summary>
      <ul className="gs-dropdown-panel gs-dropdown-panel--end">
        {items.map((item, index) =>
          item.menu ? (
            <li key={index} className="gs-navbar-more-group" data-navbar-index={index}>
              <span className="gs-dropdown-separator">
                <MetaTitle title={item.title} titleHtml={item.titleHtml} />
              </span>
              <ul>
                {item.menu.map((entry, at) =>
                  entry.separator || entry.href === undefined ? null : (
                    <li key={at}>
                      <a className="gs-dropdown-link" href={entry.href} {...linkTarget(entry.href, entry.newWindow)}>
                        <MetaTitle title={entry.title} titleHtml={entry.titleHtml} />
                        {linkTarget(entry.href, entry.newWindow).target ? <ExternalMark /> : null}
                      </a>
                    </li>
                  )
                )}
              </ul>
            </li>
          ) : (
            <li key={index} data-navbar-index={index}>
              <a
                className="gs-dropdown-link"
                href={item.href}
                aria-current={current[index]}
                {...linkTarget(item.href, item.newWindow)}
              >
                <MetaTitle title={item.title} titleHtml={item.titleHtml} />
                {linkTarget(item.href, item.newWindow).target ? <ExternalMark /> : null}
              </a>
            </li>
          )
        )}
      </ul>
    </details>
  )
}
