import { readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type { PageSource, SourceFile } from '../content/types.js'
import { sourceMarks } from '../content/source-marks.js'
import { APP_REL_PREFIX, appModuleSource } from './app-page-sources.js'
import { isDynamicSegment } from './find-app-pages.js'

// Next's pages router builds every `pages/**/*.{tsx,jsx,ts,js}` as a page at its path (`index` is its
// folder's route) but `_app`, `_document`, `_error` (any `_` file or folder: Nextra's `_meta` too) and
// `api/` (server routes). Nextra's content pages are the `.md`/`.mdx` ones; a component page (zeta-chain's
// `pages/451.tsx`) renders its default export as an app router component page does: the site's navbar
// and footer around it, no sidebar nor table of contents.

const COMPONENT = /^(.+)\.(tsx|jsx|ts|js)$/
/**
 * Left to guildsite: its own 404 and 500 pages (Next writes the site's `404.tsx` as `404.html`; guildsite
 * writes its own, with the site's navigation).
 */
const ERROR_PAGES = new Set(['404', '500'])

/**
 * The component pages of a pages-router content folder (`pagesDir`) as page sources of the app
 * router's kind (`PageSource.app`, `kind: 'component'`, no layouts), each at its one static route;
 * `taken` holds the routes the folder's Markdown pages have (those win: Next refuses two files for one).
 * Dynamic routes (`[id].tsx`) are not listed.
 */
export function pagesRouterSources(pagesDir: string, siteDir: string, taken: ReadonlySet<string>): PageSource[] {
  const pages: PageSource[] = []
  const walk = (dir: string, segments: string[]) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
    } catch {
      return
    }
    for (const entry of entries) {
      const name = entry.name
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules') continue
      const path = join(dir, name)
      if (entry.isDirectory()) {
        if (!(segments.length === 0 && name === 'api')) walk(path, [...segments, name])
        continue
      }
      const match = COMPONENT.exec(name)
      // (`index.en-US.tsx`, `x.d.ts`, `x.test.tsx`: no page of their own here.)
      if (!entry.isFile() || !match || match[1].includes('.')) continue
      const pageSegments = match[1] === 'index' ? segments : [...segments, match[1]]
      if (pageSegments.some(isDynamicSegment)) continue
      if (segments.length === 0 && ERROR_PAGES.has(match[1])) continue
      const route = '/' + pageSegments.join('/')
      if (taken.has(route)) continue
      const rel = `${APP_REL_PREFIX}${relative(pagesDir, path).split('\\').join('/')}`
      const file: SourceFile = {
        kind: 'page',
        path,
        rel,
        dir: rel.slice(0, rel.lastIndexOf('/')),
        name: match[1],
        ext: 'mdx'
      }
      const source = appModuleSource({ path, rel, segments: pageSegments, layouts: [], ext: match[2] })
      pages.push({
        file,
        display: relative(siteDir, path).split('\\').join('/'),
        source,
        marks: sourceMarks(source),
        frontMatter: {},
        frontMatterEnd: 0,
        bodyLine: 1,
        app: { appDir: pagesDir, segments: pageSegments, route, layouts: [], kind: 'component' }
      })
    }
  }
  walk(pagesDir, [])
  return pages
}

/** True for a content folder that is Next's pages router (`pages/`, `src/pages/`). */
export const isPagesFolder = (contentRoot: string): boolean => basename(contentRoot) === 'pages'
