/**
 * Formats a date as e.g. `November 3, 2024`, in UTC so the output does not depend on the build
 * machine's time zone. Returns undefined for values that are not dates, so callers can omit the
 * line instead of printing "Invalid Date".
 */
export function formatDate(value: unknown, locale = 'en-US'): string | undefined {
  const date = toDate(value)
  if (!date) return undefined
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      date
    )
  } catch {
    // An unknown locale tag from the config must not fail the page.
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      date
    )
  }
}

/**
 * The newest of the site's page dates (ISO strings): the footer's copyright year is its year on
 * every page, the error pages included. Undefined when there are none (no git history).
 */
export function newestDate(dates: Iterable<string>): string | undefined {
  let newest: string | undefined
  let time = -Infinity
  for (const value of dates) {
    const t = toDate(value)?.getTime()
    if (t !== undefined && t > time) [newest, time] = [value, t]
  }
  return newest
}

/** A Date from an ISO string, a timestamp or a Date (YAML front matter yields all three). */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}
