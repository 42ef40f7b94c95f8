import type { ReactElement } from 'react'
import { ArrowLeftIcon, ArrowRightIcon } from './icons.js'
import { builtinChromeMessages, type ChromeMessages } from './messages.js'
import { MetaTitle } from './meta-title.js'
import type { LinkData } from './types.js'

export interface PaginationProps {
  prev?: LinkData
  next?: LinkData
  messages?: Pick<ChromeMessages, 'previous' | 'next' | 'labels'>
}

/** Previous/next links at the bottom of a docs page, with `rel` so browsers and crawlers know. */
export function Pagination({
  prev,
  next,
  messages = builtinChromeMessages('en-US')
}: PaginationProps): ReactElement | null {
  if (!prev && !next) return null
  return (
    <nav className="gs-pagination" aria-label={messages.labels.pagination}>
      {prev ? (
        <a className="gs-pagination-link gs-pagination-prev" href={prev.href} rel="prev">
          <span className="gs-pagination-label">{messages.previous}</span>
          <span className="gs-pagination-title">
            <ArrowLeftIcon className="gs-pagination-arrow" />
            <MetaTitle {...prev} />
          </span>
        </a>
      ) : null}
      {next ? (
        <a className="gs-pagination-link gs-pagination-next" href={next.href} rel="next">
          <span className="gs-pagination-label">{messages.next}</span>
          <span className="gs-pagination-title">
            <MetaTitle {...next} />
            <ArrowRightIcon className="gs-pagination-arrow" />
          </span>
        </a>
      ) : null}
    </nav>
  )
}
