import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'
import type { PageInput } from '../page-map/build-page-map.js'
import { findAppPages } from './find-app-pages.js'

// A Nextra 4 site may have no content folder at all: its pages are the app router's `app/**/page.mdx`
// files, and `_meta` files in the `app/` folders give their navigation (the website of
// @theguild/components itself). Nextra's page map lists every `page.*` of `app/` at its route: a
// `page.mdx` is a page of the navigation as a content file of that path would be.

const isFolder = (path: string): boolean => existsSync(path) && statSync(path).isDirectory()

/**
 * The `app/` folder (`app/`, else `src/app/`) of a site with no content folder whose app router holds
 * pages, when the config names no content folder; undefined otherwise (the content folder is missing).
 */
export function appOnlyDir(config: Pick<SiteConfig, 'contentDir' | 'contentRoot' | 'siteDir'>): string | undefined {
  if (config.contentDir || existsSync(config.contentRoot)) return undefined
  return [join(config.siteDir, 'app'), join(config.siteDir, 'src', 'app')].find(
    dir => isFolder(dir) && findAppPages(dir).length > 0
  )
}

/**
 * The app router's MDX pages of static routes as the page map's pages, by their place in Nextra 4's
 * page map: `app/docs/npm2yarn/page.mdx` is the page `npm2yarn` of the folder `docs`, and a page with
 * pages or a `_meta` below it (`app/docs/page.mdx`) is its folder's `index`, as `content/docs/index.mdx`.
 * `metaDirs` are the folders of the app's `_meta` files (page-map paths).
 */
export function appPageInputs(pages: readonly PageSource[], metaDirs: ReadonlySet<string>): PageInput[] {
  const routes = pages.flatMap(page => (page.app?.route !== undefined ? [page.app.route] : []))
  return pages.flatMap(page => {
    const route = page.app?.kind === 'mdx' ? page.app.route : undefined
    if (route === undefined) return []
    const path = route.replace(/^\/+/, '')
    const below = path === '' || metaDirs.has(path) || routes.some(other => other.startsWith(`${route}/`))
    const slash = path.lastIndexOf('/')
    return [
      {
        rel: page.file.rel,
        dir: below ? path : path.slice(0, Math.max(slash, 0)),
        name: below ? 'index' : path.slice(slash + 1),
        file: page.display,
        frontMatter: page.frontMatter,
        ...(page.firstHeading !== undefined && { firstHeading: page.firstHeading })
      }
    ]
  })
}
