import type { ReactElement } from 'react'
import { formatDate, toDate } from './format-date.js'
import { builtinChromeMessages } from './messages.js'

export interface LastUpdatedProps {
  /** ISO date of the last commit touching the page. */
  date: string
  locale?: string
  /** `Last updated on {date}` in the page's language. */
  text?: string
}

/**
 * `Last updated on November 3, 2024`: the git date of the page, formatted in UTC so two builds
 * of the same commit print the same text. Nothing is shown for an unparseable date.
 */
export function LastUpdated({
  date,
  locale,
  text: template = builtinChromeMessages('en-US').lastUpdated
}: LastUpdatedProps): ReactElement | null {
  const text = formatDate(date, locale)
  if (!text) return null
  const [before, after = ''] = template.split('{date}')
  return (
    <p className="gs-last-updated">
      {before}
      <time dateTime={toDate(date)!.toISOString()}>{text}</time>
      {after}
    </p>
  )
}
