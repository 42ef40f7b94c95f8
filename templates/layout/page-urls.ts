import { encodePath } from '../../src/shared/encode-path.js'
import type { PageData, SiteData } from './types.js'

// URL builders of the docs chrome, kept pure so tests can pin every link the layout prints.

const trimEnd = (url: string): string => url.replace(/\/+$/, '')

/** The site's home page: `/` or `{basePath}/`. */
export function homeHref(basePath: string): string {
  return `${trimEnd(basePath)}/`
}

/**
 * A "new issue" link on the project's tracker with a prefilled title and label (SPEC: feedback
 * and error-page links open the tracker in a new tab).
 */
export function newIssueUrl(projectLink: string, title: string, labels: string): string {
  return `${trimEnd(projectLink)}/issues/new?title=${encodeURIComponent(title)}&labels=${encodeURIComponent(labels)}`
}

/** The feedback link: a new issue titled `Feedback for “{title}”` with the configured label. */
export function feedbackUrl(projectLink: string, pageTitle: string, labels: string): string {
  return newIssueUrl(projectLink, `Feedback for “${pageTitle}”`, labels)
}

/** The edit link: docsRepositoryBase joined with the page's path in the repository. */
export function editUrl(docsRepositoryBase: string, editPath: string): string {
  return `${trimEnd(docsRepositoryBase)}/${editPath.replace(/^\/+/, '')}`
}

/**
 * Absolute canonical URL: the front matter `canonical`, else siteUrl + basePath + route, else
 * none (a relative canonical would be worse than no canonical at all).
 */
export function canonicalUrl(
  site: Pick<SiteData, 'siteUrl' | 'basePath'>,
  page: Pick<PageData, 'canonical' | 'route'>
): string | undefined {
  if (page.canonical) return page.canonical
  if (!site.siteUrl) return undefined
  return trimEnd(site.siteUrl) + trimEnd(site.basePath) + encodePath(page.route)
}

/** An absolute URL for social previews: crawlers ignore root-relative `og:image` values. */
export function absoluteUrl(siteUrl: string | undefined, url: string): string {
  if (!siteUrl || !url.startsWith('/') || url.startsWith('//')) return url
  return trimEnd(siteUrl) + url
}
