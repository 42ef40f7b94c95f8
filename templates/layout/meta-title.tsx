import type { ReactElement } from 'react'

/**
 * A navigation title where Nextra draws the `_meta` title as it is (the breadcrumb, the previous/next
 * links): its markup when the title was given as React content (`titleHtml`, rendered once on the main
 * thread: src/content/to-text.ts), else its text.
 */
export function MetaTitle({ title, titleHtml }: { title: string; titleHtml?: string }): ReactElement {
  return titleHtml !== undefined ? (
    <span className="gs-meta-title" dangerouslySetInnerHTML={{ __html: titleHtml }} />
  ) : (
    <>{title}</>
  )
}
