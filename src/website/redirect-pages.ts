import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { withBasePathOnce } from '../../templates/base-path.js'
import { diagnostic, type Diagnostic, type Location } from '../shared/diagnostics.js'

export interface RedirectInput {
  source: string
  destination: string
}

export interface RedirectPagesOptions {
  redirects: readonly RedirectInput[]
  /**
   * Routes that have a page. An exact source that is one of them replaces the page (Next checks
   * redirects before the filesystem: `redirectsOverPages`), which the page's render writes; a redirect
   * page itself never replaces a page's file here.
   */
  routes: ReadonlySet<string>
  basePath: string
  siteUrl?: string
  /** Nextra 4's `contentDirBasePath`: with no page at `/`, the site root leads there. */
  contentDirBasePath: string
  /** The file the redirects came from, for messages. */
  file: string
  /** Where a redirect's source is written (`redirectLocator`); the file alone without it. */
  locate?: (source: string) => Location | undefined
}

/**
 * Finds where each redirect's source is written among the config files (the first quoted occurrence
 * of the path: Next's `redirects` are data, often built from an object of paths), for warnings at
 * file:line. Files are read on the first question only.
 */
export function redirectLocator(siteDir: string, files: readonly string[]): (source: string) => Location | undefined {
  let texts: [string, string][] | undefined
  return source => {
    texts ??= files.flatMap(file => {
      try {
        return [[file, readFileSync(file, 'utf8')] as [string, string]]
      } catch {
        return []
      }
    })
    for (const [file, text] of texts)
      for (const quote of ["'", '"', '`']) {
        const at = text.indexOf(`${quote}${source}${quote}`)
        if (at < 0) continue
        const before = text.slice(0, at + 1)
        const line = before.split('\n').length
        return { file: relative(siteDir, file), line, column: at + 2 - (before.lastIndexOf('\n') + 1) }
      }
    return undefined
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A static page that sends the visitor on: refresh at once, canonical link, a link for people without
 * refresh. A script goes first and carries the URL's `#fragment` over, as browsers do on a server's
 * redirect to a URL without one (a refresh drops it): links to a source with a fragment keep working.
 */
export function redirectPage(url: string, canonical: string): string {
  const href = escapeHtml(url)
  const target = JSON.stringify(url).replace(/</g, '\\u003c')
  const carry = url.includes('#') ? '' : '+location.hash'
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>' +
    `<link rel="canonical" href="${escapeHtml(canonical)}"><meta name="robots" content="noindex">` +
    `<script>location.replace(${target}${carry})</script>` +
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
  /** Output path → the redirect it is (to say which one a clash skips). */
  redirects: Map<string, RedirectInput>
  diagnostics: Diagnostic[]
} {
  const files = new Map<string, string>()
  const redirects = new Map<string, RedirectInput>()
  const diagnostics: Diagnostic[] = []
  const at = (source: string): Location => options.locate?.(source) ?? { file: options.file }
  const list = [...options.redirects]
  if (options.contentDirBasePath && !options.routes.has('/') && !list.some(r => r.source === '/'))
    list.push({ source: '/', destination: options.contentDirBasePath })
  const withParameters = list.filter(r => !r.source.includes('#') && hasParameters(r.source))
  for (const { source, destination } of list) {
    if (source.includes('#')) {
      // (Next matches a source against the path a request asks for, which never holds a `#…`.)
      diagnostics.push(
        diagnostic(
          'REDIRECT_SKIPPED',
          `Redirect ${source} → ${destination} is skipped: browsers never send the #fragment of a URL, so no request matches it`,
          at(source),
          { severity: 'warning' }
        )
      )
      continue
    }
    if (hasParameters(source)) {
      if (withParameters.length <= PARAMETERS_APART)
        diagnostics.push(
          diagnostic(
            'REDIRECT_SKIPPED',
            `Redirect ${source} → ${destination} has parameters; a static site writes one page per path, so it is skipped`,
            at(source),
            { severity: 'warning', hint: PARAMETERS_HINT }
          )
        )
      else if (source === withParameters[0].source) diagnostics.push(parametersSkipped(withParameters, at))
      continue
    }
    const route = routeOfSource(source)
    if (options.routes.has(route)) {
      // (A redirect to itself, as Next would loop: the page is kept.)
      if (routeOfSource(destination.replace(/[?#].*$/, '')) === route) continue
      diagnostics.push(
        diagnostic(
          'REDIRECT_OVER_PAGE',
          `Redirect ${source} → ${destination} replaces the page at ${route}: Next answers a redirect before it looks for a page, so visitors never see that page; its file is the redirect page, and links to it lead to ${destination}`,
          at(source),
          {
            severity: 'warning',
            hint: 'Remove the redirect to show the page again, or remove (or move) the page: it stays in the navigation and the search, as in Next, but leads elsewhere.'
          }
        )
      )
      continue
    }
    const path = route === '/' ? 'index.html' : `${decodeURI(route.slice(1))}/index.html`
    files.set(path, redirectHtml(destination, options))
    redirects.set(path, { source, destination })
  }
  return { files, redirects, diagnostics }
}

const hasParameters = (source: string) => /[:*()[\]?+]/.test(source)

/** The route a redirect's exact source names (no trailing slash). */
const routeOfSource = (source: string) => (source.length > 1 ? source.replace(/\/+$/, '') : source)

/** The redirect page sending the visitor to `destination` (the base path added to a path of the site). */
function redirectHtml(destination: string, options: { basePath: string; siteUrl?: string }): string {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(destination) || destination.startsWith('//')
  const url = external ? destination : withBasePathOnce(options.basePath, destination)
  const canonical = external || !options.siteUrl ? url : options.siteUrl.replace(/\/+$/, '') + url
  return redirectPage(url, canonical)
}

// More redirects with parameters than this in one config (apollo-angular's 23 moved doc paths) are
// one warning at the first, with the count, the first ones and the lines (issue 34.11).
const PARAMETERS_APART = 3

const PARAMETERS_HINT =
  "Next answers them on its server; on a static host, put them in the host's own redirect rules (Netlify's _redirects, vercel.json, Cloudflare Pages' _redirects)."

/** One warning for all the redirects with parameters of a config. */
function parametersSkipped(redirects: readonly RedirectInput[], at: (source: string) => Location): Diagnostic {
  const first = redirects
    .slice(0, 3)
    .map(r => `${r.source} → ${r.destination}`)
    .join(', ')
  const more = redirects.length > 3 ? `, and ${redirects.length - 3} more` : ''
  const lines = redirects.map(r => at(r.source).line).filter((line): line is number => line !== undefined)
  return diagnostic(
    'REDIRECT_SKIPPED',
    `${redirects.length} redirects have parameters (${first}${more}${lines.length ? `; lines ${lines.join(', ')}` : ''}); a static site writes one page per path, so they are skipped`,
    at(redirects[0].source),
    { severity: 'warning', hint: PARAMETERS_HINT }
  )
}

/**
 * The redirect page of each exact source, by route: Next checks `redirects` before the filesystem, so
 * a request for an exact source that is also a page gets the redirect (Lamatic's docs: `/docs/sdk` →
 * `/docs/api-integration/sdk`, 12 of them). A static host serves files, so a page rendered at one of
 * these routes is written as its redirect page instead (`src/pipeline/compile-render.ts`,
 * `render-stage.ts`); the navigation and search keep the page, as Next's do. `redirectPages` warns once
 * for each (`REDIRECT_OVER_PAGE`). Sources with parameters stay skipped; the first of two with one
 * source wins, as in Next; a redirect to its own route (which Next would loop on) replaces nothing.
 */
export function redirectsOverPages(options: {
  redirects: readonly RedirectInput[]
  basePath: string
  siteUrl?: string
}): Map<string, string> {
  const replacing = new Map<string, string>()
  for (const { source, destination } of options.redirects) {
    if (source.includes('#') || hasParameters(source)) continue
    const route = routeOfSource(source)
    if (replacing.has(route) || routeOfSource(destination.replace(/[?#].*$/, '')) === route) continue
    replacing.set(route, redirectHtml(destination, options))
  }
  return replacing
}

const overPagesOf = new WeakMap<object, Map<string, string>>()

/** `redirectsOverPages` of a config, worked out once per config. */
export function redirectsOverPagesOf(config: {
  redirects: readonly RedirectInput[]
  basePath: string
  siteUrl?: string
}): Map<string, string> {
  let replacing = overPagesOf.get(config)
  if (!replacing) overPagesOf.set(config, (replacing = redirectsOverPages(config)))
  return replacing
}
