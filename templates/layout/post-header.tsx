import type { ReactElement } from 'react'
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

/**
 * The head of a post as nextra-theme-blog's MDX wrapper draws it above the content: the title as the
 * page's `<h1>`, then one line of author, date (as the build's `toLocaleDateString()` writes it, in
 * en-US) and tags, each tag a link to `/tags/<tag>`. A date that is no date is left out.
 */
export function PostHeader({ page, basePath }: { page: PageData; basePath: string }): ReactElement {
  const fm = page.frontMatter
  const author = text(fm.author)
  const when = text(fm.date) !== undefined || fm.date instanceof Date ? new Date(fm.date as string) : undefined
  const date = when && !Number.isNaN(when.getTime()) ? when : undefined
  // (Nextra 3's blog theme reads `tags`, Nextra 2's `tag`.)
  const listed = fm.tags ?? fm.tag
  const tags = (Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(',') : [])
    .map(tag => text(tag)?.trim())
    .filter((tag): tag is string => Boolean(tag))
  const base = basePath.replace(/\/+$/, '')
  return (
    <header className="gs-post-header">
      {/* (Its metadata title: the front matter's, not the document title a template made.) */}
      <h1>{page.wholeTitle ? (page.ownTitle ?? page.title) : (text(fm.title) ?? page.title)}</h1>
      {author || date || tags.length ? (
        <div className="gs-post-meta">
          {author ? <span>{author}</span> : null}
          {author && date ? ',' : null}
          {date ? (
            <time dateTime={date.toISOString()}>{date.toLocaleDateString('en-US', { timeZone: 'UTC' })}</time>
          ) : null}
          {(author || date) && tags.length ? <span aria-hidden="true">•</span> : null}
          {tags.map(tag => (
            <a key={tag} className="gs-post-tag" href={`${base}/tags/${encodeURIComponent(tag)}`}>
              {tag}
            </a>
          ))}
        </div>
      ) : null}
    </header>
  )
}
