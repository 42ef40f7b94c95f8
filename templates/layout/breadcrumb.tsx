import type { ReactElement } from 'react'
import { ChevronRightIcon } from './icons.js'
import type { NavigationData } from './types.js'
import { builtinChromeMessages } from './messages.js'
import { MetaTitle } from './meta-title.js'

export interface BreadcrumbProps {
  /** From the top-level section down to the current page, which comes last. */
  items: NavigationData['breadcrumb']
  /** The landmark's label. @default 'Breadcrumb' */
  label?: string
}

/**
 * The path above the article. Ancestors with a page link to it; the last item is the current page
 * (`aria-current`), never a link to itself.
 */
export function Breadcrumb({
  items,
  label = builtinChromeMessages('en-US').labels.breadcrumb
}: BreadcrumbProps): ReactElement | null {
  if (items.length === 0) return null
  return (
    <nav className="gs-breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={index} className="gs-breadcrumb-item">
              {index > 0 ? <ChevronRightIcon className="gs-breadcrumb-separator" /> : null}
              {last ? (
                <span aria-current="page">
                  <MetaTitle {...item} />
                </span>
              ) : item.href !== undefined ? (
                <a href={item.href}>
                  <MetaTitle {...item} />
                </a>
              ) : (
                <span>
                  <MetaTitle {...item} />
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
