import type { ReactElement } from 'react'
import { DocsLayout } from './docs-layout.js'
import { Document } from './document.js'
import { homeHref, newIssueUrl } from './page-urls.js'
import { scriptString } from './theme-script.js'
import type { NavigationData, PageData, SiteData } from './types.js'

export interface ErrorPageProps {
  site: SiteData
  /** Which framework page: 404 (not found) or 500 (server error). */
  status: 404 | 500
  /** Navbar items for the header; the error page has no sidebar, breadcrumb or pagination. */
  nav?: Pick<NavigationData, 'navbar'>
}

// SPEC "Docs page layout": the footers of the not-found and server-error pages, labelled bug.
const COPY = {
  404: {
    title: '404: Page Not Found',
    heading: 'Page not found',
    message: 'The page you are looking for does not exist or has been moved.',
    linkText: 'Submit an issue about broken link →',
    issueTitle: (route: string) => `Found broken \`${route}\` link. Please fix!`,
    genericTitle: 'Found a broken link. Please fix!'
  },
  500: {
    title: '500: Internal Server Error',
    heading: 'Something went wrong',
    message: 'An unexpected error occurred while loading this page.',
    linkText: 'Submit an issue about error in url →',
    issueTitle: (route: string) => `Found error in \`${route}\` url. Please fix!`,
    genericTitle: 'Found an error on the site. Please fix!'
  }
} as const

const PLACEHOLDER = '{route}'

// No section holds an error page, so nothing in the navbar is highlighted.
const navbar = (nav: ErrorPageProps['nav']): NavigationData['navbar'] =>
  (nav?.navbar ?? []).map(item => ({ ...item, active: false }))

/**
 * The complete `404.html` / `500.html` document. The missing URL is only known in the browser,
 * so the issue link is built with a generic title and a tiny inline script puts the visited path
 * into it (without JavaScript the reader can still file the issue and type the URL).
 */
export function ErrorPage({ site, status, nav }: ErrorPageProps): ReactElement {
  const copy = COPY[status]
  const page: PageData = {
    route: `/${status}`,
    title: copy.title,
    description: copy.message,
    ogType: 'website',
    toc: [],
    frontMatter: {},
    theme: { breadcrumb: false, collapsed: false, footer: true, navbar: true, pagination: false, sidebar: false, timestamp: false, toc: false, layout: 'raw', typesetting: 'default' }
  }
  const template = copy.issueTitle(PLACEHOLDER)
  const fill = `(function(){var a=document.querySelector('[data-issue-link]');if(!a)return;var u=new URL(a.href);` +
    `u.searchParams.set('title',${scriptString(template)}.replace(${scriptString(PLACEHOLDER)},location.pathname));a.href=u.href})()`
  return (
    <Document site={site} page={page} noIndex>
      <DocsLayout site={site} page={page} nav={{ navbar: navbar(nav), sidebar: [], breadcrumb: [] }}>
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
      </DocsLayout>
    </Document>
  )
}
