import { withBasePathOnce } from '../../templates/base-path.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'

export interface RedirectInput {
  source: string
  destination: string
}

export interface RedirectPagesOptions {
  redirects: readonly RedirectInput[]
  /** Routes that have a page: a redirect never replaces one. */
  routes: ReadonlySet<string>
  basePath: string
  siteUrl?: string
  /** Nextra 4's `contentDirBasePath`: with no page at `/`, the site root leads there. */
  contentDirBasePath: string
  /** The file the redirects came from, for messages. */
  file: string
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A static page that sends the visitor on: refresh at once, canonical link, a link for people without refresh. */
export function redirectPage(url: string, canonical: string): string {
  const href = escapeHtml(url)
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>' +
    `<link rel="canonical" href="${escapeHtml(canonical)}"><meta name="robots" content="noindex">` +
    `<meta http-equiv="refresh" content="0; url=${href}"></head>` +
    `<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`
  )
}

/**
 * The redirect pages of a site (Next's `redirects`, and `/` → contentDirBasePath when the root has
 * no page): output path → HTML. A source with parameters (`/blog/:slug`) or one that a page already
 * answers is skipped with a warning; a static page can only answer one path.
 */
export function redirectPages(options: RedirectPagesOptions): {
  files: Map<string, string>
  diagnostics: Diagnostic[]
} {
  const files = new Map<string, string>()
  const diagnostics: Diagnostic[] = []
  const list = [...options.redirects]
  if (options.contentDirBasePath && !options.routes.has('/') && !list.some(r => r.source === '/'))
    list.push({ source: '/', destination: options.contentDirBasePath })
  for (const { source, destination } of list) {
    if (/[:*()[\]?+]/.test(source)) {
      diagnostics.push(
        diagnostic(
          'REDIRECT_SKIPPED',
          `Redirect ${source} → ${destination} has parameters; a static site writes one page per path, so it is skipped`,
          { file: options.file },
          { severity: 'warning' }
        )
      )
      continue
    }
    const route = source.length > 1 ? source.replace(/\/+$/, '') : source
    if (options.routes.has(route)) {
      diagnostics.push(
        diagnostic(
          'REDIRECT_SKIPPED',
          `Redirect ${source} → ${destination} is skipped: a page answers ${route}`,
          { file: options.file },
          { severity: 'warning' }
        )
      )
      continue
    }
    const external = /^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith('//')
    const url = external ? destination : withBasePathOnce(options.basePath, destination)
    const canonical = external || !options.siteUrl ? url : options.siteUrl.replace(/\/+$/, '') + url
    const path = route === '/' ? 'index.html' : `${decodeURI(route.slice(1))}/index.html`
    files.set(path, redirectPage(url, canonical))
  }
  return { files, diagnostics }
}
