import type { ReactElement } from 'react'
import { homeHref, newIssueUrl } from './page-urls.js'
import { scriptString } from './theme-script.js'
import type { SiteData } from './types.js'

export interface ErrorPageProps {
  site: Pick<SiteData, 'basePath' | 'projectLink'>
  /** Which framework page: 404 (not found) or 500 (server error). */
  status: 404 | 500
}

// SPEC "Docs page layout": the footers of the not-found and server-error pages, labelled bug.
const COPY = {
  404: {
    heading: 'Page not found',
    message: 'The page you are looking for does not exist or has been moved.',
    linkText: 'Submit an issue about broken link →',
    issueTitle: (route: string) => `Found broken \`${route}\` link. Please fix!`,
    genericTitle: 'Found a broken link. Please fix!'
  },
  500: {
    heading: 'Something went wrong',
    message: 'An unexpected error occurred while loading this page.',
    linkText: 'Submit an issue about error in url →',
    issueTitle: (route: string) => `Found error in \`${route}\` url. Please fix!`,
    genericTitle: 'Found an error on the site. Please fix!'
  }
} as const

const PLACEHOLDER = '{route}'

/**
 * The body of `404.html` / `500.html`, meant for a `raw` DocsLayout inside a `noIndex` Document:
 * the status, a short message, a link home and the SPEC's "Submit an issue" link (label `bug`).
 *
 * The broken URL is only known in the browser, so the issue link carries a generic title and a
 * tiny inline script puts the visited path into it; without JavaScript the reader can still file
 * the issue and type the URL.
 */
export function ErrorPage({ site, status }: ErrorPageProps): ReactElement {
  const copy = COPY[status]
  const fill =
    `(function(){var a=document.querySelector('[data-issue-link]');if(!a)return;var u=new URL(a.href);` +
    `u.searchParams.set('title',${scriptString(copy.issueTitle(PLACEHOLDER))}.replace(${scriptString(PLACEHOLDER)},location.pathname));a.href=u.href})()`
  return (
    <div className="gs-error">
      <p className="gs-error-status">{status}</p>
      <h1 className="gs-error-heading">{copy.heading}</h1>
      <p className="gs-error-message">{copy.message}</p>
      <a className="gs-error-home" href={homeHref(site.basePath)}>
        Back to the home page
      </a>
      <p className="gs-error-issue">
        <a href={newIssueUrl(site.projectLink, copy.genericTitle, 'bug')} target="_blank" rel="noopener noreferrer" data-issue-link="">
          {copy.linkText}
        </a>
      </p>
      <script dangerouslySetInnerHTML={{ __html: fill }} />
    </div>
  )
}
