import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'

export interface LinkSource {
  route: string
  /** File relative to the site folder. */
  file: string
  source: string
  links: { url: string; line: number; column: number }[]
  /** `/fr` for pages of a non-default locale: their root-relative links go to that locale's page first. */
  localePrefix?: string
}

export interface CheckLinksOptions {
  pages: LinkSource[]
  /** Route → anchors (heading ids) on it. */
  anchors: Map<string, Set<string>>
  /** Root-relative paths of static files (`/images/a.svg`). */
  staticFiles: Set<string>
  basePath: string
  pagesLevel: 'error' | 'warn' | 'ignore'
  anchorsLevel: 'error' | 'warn' | 'ignore'
  /** Routes whose headings are unknown (the page failed): links into them are not anchor-checked. */
  uncheckedRoutes?: ReadonlySet<string>
}

const severity = (level: 'error' | 'warn'): 'warning' | 'error' => (level === 'warn' ? 'warning' : 'error')

function normalise(path: string, basePath: string): string {
  let route = path
  if (basePath && (route === basePath || route.startsWith(basePath + '/'))) route = route.slice(basePath.length) || '/'
  route = route.replace(/\/index(\.html?)?$/, '/').replace(/\.html?$/, '')
  if (route.length > 1) route = route.replace(/\/+$/, '')
  try {
    return decodeURI(route)
  } catch {
    return route
  }
}

/**
 * Every internal link and `#anchor` checked against the built routes, headings and static files.
 * Pure: returns diagnostics at the link's file:line:col. External links are not checked.
 */
export function checkLinks(options: CheckLinksOptions): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  for (const page of options.pages) {
    for (const link of page.links) {
      const url = link.url.trim()
      if (!url || url === '#' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue
      const [pathAndQuery, hash] = url.split('#', 2)
      const path = pathAndQuery.split('?')[0]
      // (The page's text only when a link is broken: an unchanged page's text is not read otherwise.)
      const location = () => ({ file: page.file, source: page.source, line: link.line, column: link.column })
      let target = page.route
      if (path) {
        if (!path.startsWith('/')) continue // resolved at compile time; anything left is unusual syntax
        const route = normalise(path, options.basePath)
        const localized = page.localePrefix ? page.localePrefix + (route === '/' ? '' : route) : undefined
        if (localized && options.anchors.has(localized)) target = localized
        else if (options.anchors.has(route)) target = route
        else {
          // A folder with an index.html (a redirect page, a public folder's page) answers its path too.
          const folderIndex = `${route === '/' ? '' : route}/index.html`
          if (
            !options.staticFiles.has(route) &&
            !options.staticFiles.has(path) &&
            !options.staticFiles.has(folderIndex) &&
            options.pagesLevel !== 'ignore'
          ) {
            diagnostics.push(
              diagnostic('BROKEN_LINK', `Broken link → ${url}: no page or file at ${route}`, location(), {
                severity: severity(options.pagesLevel),
                // (Links to one missing page, whatever their #anchor: next-auth's 20 to its API reference.)
                cause: `no page at ${route}`
              })
            )
          }
          continue
        }
      }
      if (hash && options.anchorsLevel !== 'ignore' && !options.uncheckedRoutes?.has(target)) {
        let id = hash
        try {
          id = decodeURIComponent(hash)
        } catch {
          // keep as written
        }
        if (!options.anchors.get(target)?.has(id)) {
          diagnostics.push(
            diagnostic('BROKEN_ANCHOR', `Broken anchor → ${url}: ${target} has no heading #${id}`, location(), {
              severity: severity(options.anchorsLevel),
              cause: `no heading ${target}#${id}`
            })
          )
        }
      }
    }
  }
  return diagnostics
}
