// A page that calls next/navigation's `redirect(url)` (or `permanentRedirect`) while it renders: an
// app-router root page `redirect(`/${DEFAULT_LANGUAGE}`)` that sends visitors to their language
// (mecattaf/stats-for-startups). Next's static export writes such a page as one that sends the visitor
// on (a refresh to the URL); guildsite writes its redirect page there, as for the config's redirects.

import { withBasePathOnce } from '../../templates/base-path.js'
import { redirectPage } from '../website/redirect-pages.js'

/** The URL a thrown `redirect()` sends to (Next's digest `NEXT_REDIRECT;type;url;status;`), if it is one. */
export function redirectTargetOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest !== 'string' || !digest.startsWith('NEXT_REDIRECT;')) return undefined
  const url = digest.split(';').slice(2, -2).join(';')
  return url === '' ? undefined : url
}

/** The page written in place of one that redirected to `url`: the base path added to a root-relative URL. */
export function pageRedirectHtml(url: string, { basePath, siteUrl }: { basePath: string; siteUrl?: string }): string {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')
  const href = external ? url : withBasePathOnce(basePath, url)
  const canonical = external || !siteUrl || !href.startsWith('/') ? href : siteUrl.replace(/\/+$/, '') + href
  return redirectPage(href, canonical)
}
