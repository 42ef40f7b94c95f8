import type { ReactElement, ReactNode } from 'react'
import { LinkArrow } from '../components/link-arrow.js'
import { editUrl, feedbackUrl } from './page-urls.js'
import type { PageData, SiteData } from './types.js'

export interface PageActionsProps {
  site: Pick<
    SiteData,
    'feedback' | 'editLinkText' | 'editLinkComponent' | 'projectLink' | 'docsRepositoryBase' | 'linkArrows'
  >
  page: Pick<PageData, 'title' | 'editPath'>
  /** Drawn after the links in the same column (the TOC's "Scroll to top"). */
  after?: ReactNode
}

/** True when `PageActions` would render at least one link. */
export function hasPageActions({ site, page }: PageActionsProps): boolean {
  return site.feedback !== false || (site.editLinkText !== false && Boolean(page.editPath))
}

/**
 * The feedback link (a new issue on the project's tracker, titled after the page, with the
 * configured label) and the edit link (the page's source file), both in a new tab (SPEC §7). The texts
 * already end in an arrow, so the new tab is only announced to screen readers; on a Nextra 4 site
 * (`linkArrows`) each text ends in Nextra 4's ↗ instead (`LinkArrow`).
 */
export function PageActions({ site, page, after }: PageActionsProps): ReactElement | null {
  if (!hasPageActions({ site, page }) && !after) return null
  return (
    <div className="gs-page-actions">
      {site.feedback !== false ? (
        <a
          className="gs-page-action"
          href={feedbackUrl(site.projectLink, page.title, site.feedback.labels)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {site.feedback.content}
          {site.linkArrows ? <LinkArrow /> : null}
          <span className="gs-sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {site.editLinkText !== false && page.editPath ? (
        <a
          className="gs-page-action"
          // (Replaced by the theme config's `editLink.component` for this page: src/website/theme-edit-link.ts.)
          {...(site.editLinkComponent && { 'data-gs-edit-link': '' })}
          href={editUrl(site.docsRepositoryBase, page.editPath)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {site.editLinkText}
          {site.linkArrows ? <LinkArrow /> : null}
          <span className="gs-sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {after}
    </div>
  )
}
