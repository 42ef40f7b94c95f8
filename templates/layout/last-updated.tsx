import type { ReactElement } from 'react'
import { formatDate, toDate } from './format-date.js'

export interface LastUpdatedProps {
  /** ISO date of the last commit touching the page. */
  date: string
  locale?: string
}

/**
 * `Last updated on November 3, 2024`: the git date of the page, formatted in UTC so two builds
 * of the same commit print the same text. Nothing is shown for an unparseable date.
 */
export function LastUpdated({ date, locale }: LastUpdatedProps): ReactElement | null {
  const text = formatDate(date, locale)
  if (!text) return null
  return (
    <p className="gs-last-updated">
      Last updated on <time dateTime={toDate(date)!.toISOString()}>{text}</time>
    </p>
  )
}
