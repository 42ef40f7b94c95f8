import type { ReactElement } from 'react'
import { homeHref, newIssueUrl } from './page-urls.js'
import { scriptString } from './theme-script.js'
import { builtinChromeMessages } from './messages.js'
import type { SiteData } from './types.js'

export interface ErrorPageProps {
  site: Pick<SiteData, 'basePath' | 'projectLink'> & Partial<Pick<SiteData, 'messages'>>
  /** Which framework page: 404 (not found) or 500 (server error). */
  status: 404 | 500
}

// SPEC "Docs page layout": the footers of the not-found and server-error pages, labelled bug.
// The visible texts come from the locale's messages; the issue titles are for the maintainers.
const COPY = {
  404: {
    issueTitle: (route: string) => `Found broken \`${route}\` link. Please fix!`,
    genericTitle: 'Found a broken link. Please fix!'
  },
  500: {
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
  const messages = site.messages ?? builtinChromeMessages('en-US')
  const text = status === 404 ? messages.notFound : messages.serverError
  const fill =
    `(function(){var a=document.querySelector('[data-issue-link]');if(!a)return;var u=new URL(a.href);` +
    `u.searchParams.set('title',${scriptString(copy.issueTitle(PLACEHOLDER))}.replace(${scriptString(PLACEHOLDER)},location.pathname));a.href=u.href})()`
  return (
    <div className="gs-error">
      <p className="gs-error-status">{status}</p>
      <h1 className="gs-error-heading">{text.heading}</h1>
      <p className="gs-error-message">{text.message}</p>
      <a className="gs-error-home" href={homeHref(site.basePath)}>
        {messages.backHome}
      </a>
      <p className="gs-error-issue">
        <a
          href={newIssueUrl(site.projectLink, copy.genericTitle, 'bug')}
          target="_blank"
          rel="noopener noreferrer"
          data-issue-link=""
        >
          {text.issueLink}
        </a>
      </p>
      <script dangerouslySetInnerHTML={{ __html: fill }} />
    </div>
  )
}
