// Where a page's links lead: relative ones resolved as GitHub or Nextra's visitors do, Next's redirects followed.
import type { Root } from 'mdast'
import type { VFile } from 'vfile'

/**
 * Relative links (`./cors`, `../index.mdx#x`) point at files, as on GitHub: resolve them against the
 * file's folder route and drop `.md`/`.mdx` and a trailing `index`, so they work under any URL style.
 */
export function resolveRelativeLink(url: string, folderRoute: string): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url)) return url
  // ([^] rather than `.`: a U+2028 in the query or fragment made `.` fail and the match null; fuzzing.)
  const match = /^([^?#]*)([^]*)$/.exec(url)!
  const segments = folderRoute.split('/').filter(Boolean)
  for (const part of match[1].split('/')) {
    if (part === '..') segments.pop()
    else if (part && part !== '.') segments.push(part)
  }
  const last = segments.length - 1
  if (last >= 0) segments[last] = segments[last].replace(/\.mdx?$/, '')
  if (segments[last] === 'index') segments.pop()
  return '/' + segments.join('/') + match[2]
}

/**
 * How links behave on a site Nextra serves (a Next.js website folder read without a guildsite config):
 * a relative link resolves as the browser resolves it at the page's URL, which has no trailing slash
 * (on an index page served at `/docs`, `./usage` is `/usage`), and a link to the source of one of the
 * site's Next `redirects` is written to its destination (an exact source sending the visitor to another
 * site is kept: `followRedirects`).
 */
export interface NextraLinks {
  /** The route the page is served at, without locale prefix (`/docs` for `docs/index.mdx`). */
  route: string
  /** The page's URL ends with `/` (Next's `trailingSlash`): relative links resolve against the route itself. */
  trailingSlash?: boolean
  /** Next's redirects, source route → destination. */
  redirects?: Record<string, string>
  /**
   * The site's page routes, given where the browser and the folder resolve a relative link differently
   * (index pages): a link whose browser target is no page while its folder target is one links to the
   * folder target, with a warning.
   */
  routes?: string[]
}

const parentRoute = (route: string) => route.replace(/\/[^/]*$/, '') || '/'
const trimRoute = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

const patternCache = new WeakMap<Record<string, string>, [RegExp, string[], string][]>()

/**
 * Next's redirect sources with parameters (`/docs/management/:path*`, `/blog/:slug`) as patterns:
 * `:name` one segment, `:name*` any (none too), `:name+` one or more, `:name?` one or none.
 */
function redirectPatterns(redirects: Record<string, string>): [RegExp, string[], string][] {
  let patterns = patternCache.get(redirects)
  if (patterns) return patterns
  patterns = []
  for (const [source, destination] of Object.entries(redirects)) {
    if (!source.includes(':')) continue
    const names: string[] = []
    const body = source
      .split('/')
      .map((segment, i) => {
        const param = /^:(\w+)([*+?]?)$/.exec(segment)
        if (!param) return (i ? '/' : '') + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(param[1])
        const one = '([^/]+)'
        return param[2] === '*'
          ? '(?:/(.*))?'
          : param[2] === '+'
            ? '/(.+)'
            : param[2] === '?'
              ? `(?:/${one})?`
              : `/${one}`
      })
      .join('')
    patterns.push([new RegExp(`^${body}$`), names, destination])
  }
  patternCache.set(redirects, patterns)
  return patterns
}

/** Where Next's redirects send `path`: an exact source's destination, else the first pattern's that matches, its parameters filled in. */
export function redirectDestination(path: string, redirects: Record<string, string>): string | undefined {
  if (Object.hasOwn(redirects, path)) return redirects[path]
  for (const [pattern, names, destination] of redirectPatterns(redirects)) {
    const match = pattern.exec(path)
    if (!match) continue
    return names
      .reduce((to, name, i) => to.replace(new RegExp(`:${name}[*+?]?(?!\\w)`, 'g'), match[i + 1] ?? ''), destination)
      .replace(/\/+$/, '')
  }
  return undefined
}

/**
 * A root-relative link to a redirect's source, written to its destination (followed up to 5 hops), so
 * that the visitor makes no hop. One exception: a link to an exact source whose destination is on
 * another site keeps the source, as Nextra's HTML does. The visitor lands at the same place (the build
 * writes a redirect page there), and the link stays one of the site's own: it opens in the same tab
 * and takes no external-link mark, where the destination's URL would open a new tab.
 */
export function followRedirects(url: string, redirects: Record<string, string> | undefined): string {
  if (!redirects || !url.startsWith('/') || url.startsWith('//')) return url
  let current = url
  for (let hop = 0; hop < 5; hop++) {
    const match = /^([^?#]*)([^]*)$/.exec(current)!
    const path = trimRoute(match[1])
    const destination = redirectDestination(path, redirects)
    if (destination === undefined) break
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(destination) && Object.hasOwn(redirects, path)) break
    const to = /^([a-z][a-z0-9+.-]*:|\/)/i.test(destination) ? destination : `/${destination}`
    current = to.includes('#') || to.includes('?') ? to : to + match[2]
    if (!current.startsWith('/')) break
  }
  return current
}

/**
 * The URL a link is written with (relative links resolved), for one file: warns on `file` where
 * Nextra's URL is no page.
 */
export function linkResolver(
  options: { folderRoute?: string; nextraLinks?: NextraLinks },
  file: VFile
): (url: string, node: { position?: Root['position'] }) => string {
  const nextra = options.nextraLinks
  const known = nextra?.routes && new Set(nextra.routes)
  const isPage = (url: string) => {
    const path = trimRoute(/^[^?#]*/.exec(url)![0])
    return Boolean(known?.has(path) || (nextra?.redirects && redirectDestination(path, nextra.redirects) !== undefined))
  }
  return (url, node) => {
    if (options.folderRoute === undefined) return url
    // Nextra drops a Markdown extension from every link that is not external, absolute ones too
    // (`/docs/cdn.mdx#x` → `/docs/cdn#x`: its `remarkLinkRewrite` with `MARKDOWN_URL_EXTENSION_RE`).
    if (nextra && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) url = url.replace(/\.mdx?(?:(?=[#?])|$)/, '')
    const byFolder = resolveRelativeLink(url, options.folderRoute)
    if (!nextra) return byFolder
    let resolved = resolveRelativeLink(url, nextra.trailingSlash ? nextra.route : parentRoute(nextra.route))
    if (known && resolved !== byFolder && !isPage(resolved) && isPage(byFolder)) {
      file.message(
        `Relative link "${url}" goes to ${/^[^?#]*/.exec(resolved)![0]} at this page's URL (${nextra.route}), where there is no page; linked to ${/^[^?#]*/.exec(byFolder)![0]}, relative to the file's folder, instead`,
        { place: node.position, ruleId: 'relative-link', source: 'guildsite' }
      )
      resolved = byFolder
    }
    return followRedirects(resolved, nextra.redirects)
  }
}
