import type { ReactElement, ReactNode } from 'react'
import { escapeHtml } from '../../src/shared/escape-html.js'
import { tocEntryLink } from '../../src/render/toc-heading-text.js'
import { builtinChromeMessages } from './messages.js'
import type { TocEntry } from './types.js'

export interface TocProps {
  /**
   * Headings of the page; depths 2–4 are listed (h1 is the page title, h5+ is noise), 2–6 on a site
   * that follows Nextra (`strongTop`), as every Nextra major's TOC lists them.
   */
  entries: TocEntry[]
  /** Shown below the list: the feedback and edit links. */
  footer?: ReactNode
  /** The title's text. @default 'On this page' */
  title?: string
  /** Headings of depth 2 in bold and depths 5–6 listed, as Nextra's TOC (every major): a site that follows Nextra. */
  strongTop?: boolean
}

/** The headings the table of contents lists (`nextra`: a site that follows Nextra, down to h6). */
export function tocEntries(entries: TocEntry[], nextra?: boolean): TocEntry[] {
  const deepest = nextra ? 6 : 4
  return entries.filter(entry => entry.depth >= 2 && entry.depth <= deepest)
}

/**
 * One entry: a page lists its headings twice (the column and the inline "On this page"), so the
 * markup is short — the list's classes style it, and depth 2, the usual one, is not written. The
 * HTML React renders for `<li data-depth={…}><a href={`#${id}`}>{value}</a></li>`; a heading's inline
 * code and emphasis come as `html`, made from the Markdown and escaped (src/compile/remark-heading-ids.ts); a heading with an
 * expression or JSX shows its rendered content (src/render/toc-heading-text.ts).
 */
const tocItemHtml = (entry: TocEntry) =>
  `<li${entry.depth === 2 ? '' : ` data-depth="${escapeHtml(String(entry.depth))}"`}>${tocEntryLink(entry, entry.html ?? escapeHtml(String(entry.value)))}</li>`

/**
 * The items of a page's headings, written once for both lists: as elements, React spent ~3 elements
 * a heading twice over on every page (cold 1,000-page shared workload: see the commit adding it).
 */
const itemsOf = new WeakMap<TocEntry[], string>()

function TocList({ entries, strongTop }: Pick<TocProps, 'entries' | 'strongTop'>): ReactElement {
  let html = itemsOf.get(entries)
  if (html === undefined) itemsOf.set(entries, (html = tocEntries(entries, strongTop).map(tocItemHtml).join('')))
  return (
    <ul
      className="gs-toc-list"
      data-strong-top={strongTop ? '' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/**
 * "On this page" above the article when the TOC column is hidden (below 1280 px, as Starlight and
 * Nextra do on phones): a `<details>` closed by default, so it works without JavaScript. The scroll
 * spy marks only the column's links (`.gs-toc-nav a`); following one of these closes it (toc.ts).
 */
export function TocInline({
  entries,
  title = builtinChromeMessages('en-US').onThisPage,
  strongTop
}: Pick<TocProps, 'entries' | 'title' | 'strongTop'>): ReactElement | null {
  const listed = tocEntries(entries, strongTop)
  if (listed.length === 0) return null
  return (
    <details className="gs-toc-inline" data-toc-inline="">
      <summary className="gs-toc-inline-summary">{title}</summary>
      <nav className="gs-toc-inline-nav" aria-label={title}>
        <TocList entries={entries} strongTop={strongTop} />
      </nav>
    </details>
  )
}

/**
 * The right column "On this page": anchor links indented by depth. A client script highlights the
 * heading in view (`.gs-toc-nav a`); without it the links still jump to the anchors.
 */
export function Toc({
  entries,
  footer,
  title = builtinChromeMessages('en-US').onThisPage,
  strongTop
}: TocProps): ReactElement {
  const listed = tocEntries(entries, strongTop)
  return (
    <aside className="gs-toc">
      <div className="gs-toc-sticky">
        {listed.length > 0 ? (
          <nav className="gs-toc-nav" aria-label={title}>
            <p className="gs-toc-title">{title}</p>
            <TocList entries={entries} strongTop={strongTop} />
          </nav>
        ) : null}
        {footer}
      </div>
    </aside>
  )
}
