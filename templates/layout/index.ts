// The docs chrome: what the render stage needs to turn a compiled page into an HTML document.
export { Document, documentTitle, safeCssColor, type DocumentPage, type DocumentProps } from './document.js'
export { DocsLayout } from './docs-layout.js'
export { ErrorPage, type ErrorPageProps } from './error-page.js'
export { themeScript } from './theme-script.js'
export { canonicalUrl, editUrl, feedbackUrl, homeHref, newIssueUrl } from './page-urls.js'
export { formatDate } from './format-date.js'
export type * from './types.js'
