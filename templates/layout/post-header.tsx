import { createElement, type ReactElement, type ReactNode } from 'react'
import type { PageData } from './types.js'

/**
 * Is the page a post: Markdown (what nextra-theme-blog's MDX wrapper heads), not a page component,
 * nor a page whose front matter `type` is one of the blog theme's other layouts (Nextra 2/3's
 * `page`, `posts`, `tag`)?
 */
export const isPostPage = (page: Pick<PageData, 'editPath' | 'frontMatter'>): boolean =>
  /\.mdx?$/i.test(page.editPath ?? '') && !['page', 'posts', 'tag'].includes(String(page.frontMatter.type))

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `Date#toDateString()` (`Tue Jan 02 2024`), in UTC so the output does not depend on the build machine. */
export const dateString = (date: Date): string =>
  `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')} ${date.getUTCFullYear()}`

/** The post's title as its `<h1>` says it: its metadata title, not the document title a template made. */
export const postTitle = (page: PageData): string =>
  page.wholeTitle ? (page.ownTitle ?? page.title) : (text(page.frontMatter.title) ?? page.title)

/**
 * The line under a post's title as nextra-theme-blog's `Meta` draws it: author, date and tags (each
 * tag a link to `/tags/<tag>`) at the start; at the end what the theme puts there (`aside`: its
 * "Back" link or button, the theme switch). Nextra 4 writes the date as the build's
 * `toLocaleDateString()` (en-US) or with the `DateFormatter` the site's `useMDXComponents` gives (`page.dateFormatter`),
 * Nextra 2 and 3 as `toDateString()` (a theme config's `dateFormatter`: src/website/theme-date-formatter.ts). A date
 * that is no date is left out.
 */
export function PostMeta({
  page,
  basePath,
  dates,
  aside
}: {
  page: PageData
  basePath: string
  dates: 'locale' | 'date-string'
  aside?: ReactNode
}): ReactElement | null {
  const fm = page.frontMatter
  const author = text(fm.author)
  const when = text(fm.date) !== undefined || fm.date instanceof Date ? new Date(fm.date as string) : undefined
  const date = when && !Number.isNaN(when.getTime()) ? when : undefined
  // (Nextra 4's blog theme reads `tags`, Nextra 2 and 3's `tag`: either is read.)
  const listed = fm.tags ?? fm.tag
  const tags = (Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(',') : [])
    .map(tag => text(tag)?.trim())
    .filter((tag): tag is string => Boolean(tag))
  const base = basePath.replace(/\/+$/, '')
  if (!author && !date && !tags.length && !aside) return null
  return (
    <div className="gs-post-meta-row">
      <div className="gs-post-meta">
        {author ? <span>{author}</span> : null}
        {author && date ? ',' : null}
        {date ? (
          <time dateTime={date.toISOString()}>
            {dates === 'locale' && page.dateFormatter
              ? createElement(page.dateFormatter as (props: { date: Date }) => ReactNode, { date })
              : dates === 'locale'
                ? date.toLocaleDateString('en-US', { timeZone: 'UTC' })
                : dateString(date)}
          </time>
        ) : null}
        {(author || date) && tags.length ? <span aria-hidden="true">•</span> : null}
        {tags.map(tag => (
          <a key={tag} className="gs-post-tag" href={`${base}/tags/${encodeURIComponent(tag)}`}>
            {tag}
          </a>
        ))}
      </div>
      {aside ? <div className="gs-post-meta-aside">{aside}</div> : null}
    </div>
  )
}
