import type { ReactElement } from 'react'
import { formatDate, toDate } from './format-date.js'

export interface ArticleMetaProps {
  frontMatter: Record<string, unknown>
  locale?: string
}

/** Author names from `authors` (a string, a list of strings or of `{ name }`) or `author`. */
export function authorNames(frontMatter: Record<string, unknown>): string[] {
  const raw = frontMatter.authors ?? frontMatter.author
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]
  return list
    .map(entry =>
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string'
          ? entry.name
          : ''
    )
    .map(name => name.trim())
    .filter(Boolean)
}

/**
 * Date and authors above an article-typeset page (`typesetting: 'article'`), from its front
 * matter. Renders nothing when the front matter has neither.
 */
export function ArticleMeta({ frontMatter, locale }: ArticleMetaProps): ReactElement | null {
  const date = formatDate(frontMatter.date, locale)
  const authors = authorNames(frontMatter)
  if (!date && authors.length === 0) return null
  return (
    <p className="gs-article-meta">
      {date ? <time dateTime={toDate(frontMatter.date)!.toISOString()}>{date}</time> : null}
      {date && authors.length > 0 ? <span aria-hidden="true"> · </span> : null}
      {authors.length > 0 ? <span className="gs-article-authors">{`By ${authors.join(', ')}`}</span> : null}
    </p>
  )
}
