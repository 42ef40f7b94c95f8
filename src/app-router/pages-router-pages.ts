import { readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type { PageSource, SourceFile } from '../content/types.js'
import { sourceMarks } from '../content/source-marks.js'
import { APP_REL_PREFIX, appModuleSource } from './app-page-sources.js'
import { isDynamicSegment, sortedEntries } from './find-app-pages.js'

// Next's pages router builds every `pages/**/*.{tsx,jsx,ts,js}` as a page at its path (`index` is its
// folder's route) but `_app`, `_document`, `_error` (any `_` file or folder: Nextra's `_meta` too) and
// `api/` (server routes). Nextra's content pages are the `.md`/`.mdx` ones; a component page (zeta-chain's
// `pages/451.tsx`) renders its default export as an app router component page does: the site's navbar
// and footer around it, no sidebar nor table of contents. `pages/404.tsx` and `500.tsx` are the site's
// error pages, written as `404.html` and `500.html` in place of guildsite's (`output-path.ts`). Its
// `getStaticProps` gives the page its props, and a dynamic page's `getStaticPaths` its routes
// (`pages-router-data.ts`).

const COMPONENT = /^(.+)\.(tsx|jsx|ts|js)$/
const SERVER_SIDE = /\bexport\b[^\n]*\bgetServerSideProps\b/
const STATIC_PATHS = /\bexport\b[^\n]*\bgetStaticPaths\b/

/** A file of the pages folder that Next's static export writes nothing for (`guildsite check` lists it). */
export interface UnexportedPage {
  /** Relative to the site folder. */
  file: string
  detail: string
}

/**
 * The component pages of a pages-router content folder (`pagesDir`) as page sources of the app
 * router's kind (`PageSource.app`, `kind: 'component'`, `pagesRouter`, no layouts), each at its one
 * static route, or for a dynamic one (`[slug].tsx`) the routes of its `getStaticPaths`; `taken` holds
 * the routes the folder's Markdown pages have (those win: Next refuses two files for one). API routes
 * and pages rendered per request (`getServerSideProps`: a `pages/rss.xml.ts` feed) are not exported
 * by Next: listed in `unexported`.
 */
export function pagesRouterSources(
  pagesDir: string,
  siteDir: string,
  taken: ReadonlySet<string>,
  /** Next's `pageExtensions` (`['tsx']`: `pages/en/translations.ts` is a module, no page); Next's default without. */
  extensions: readonly string[] = ['tsx', 'ts', 'jsx', 'js']
): { pages: PageSource[]; unexported: UnexportedPage[] } {
  const pages: PageSource[] = []
  const unexported: UnexportedPage[] = []
  const display = (path: string) => relative(siteDir, path).split('\\').join('/')
  const walk = (dir: string, segments: string[]) => {
    const entries = sortedEntries(dir)
    for (const entry of entries) {
      const name = entry.name
      if (name.startsWith('_') || name.startsWith('.') || name === 'node_modules') continue
      const path = join(dir, name)
      if (entry.isDirectory()) {
        if (segments.length === 0 && name === 'api')
          unexported.push({
            file: `${display(path)}/`,
            detail: 'API routes run on a server: next export writes nothing for them'
          })
        else walk(path, [...segments, name])
        continue
      }
      const match = COMPONENT.exec(name)
      // (`x.d.ts`, `x.test.tsx`: no page of their own.)
      if (!entry.isFile() || !match || /\.(d|test|spec|stories)$/.test(match[1])) continue
      if (!extensions.includes(match[2]!)) continue
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch {
        continue
      }
      if (SERVER_SIDE.test(text)) {
        unexported.push({
          file: display(path),
          detail: 'rendered per request (getServerSideProps): next export cannot write it, and neither does guildsite'
        })
        continue
      }
      // (`index.en-US.tsx`: a locale's page, not built here.)
      if (match[1].includes('.')) continue
      const pageSegments = match[1] === 'index' ? segments : [...segments, match[1]]
      const dynamic = pageSegments.some(isDynamicSegment)
      if (dynamic && !STATIC_PATHS.test(text)) continue
      const route = dynamic ? undefined : '/' + pageSegments.join('/')
      if (route !== undefined && taken.has(route)) continue
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
        display: display(path),
        source,
        marks: sourceMarks(source),
        frontMatter: {},
        frontMatterEnd: 0,
        bodyLine: 1,
        app: {
          appDir: pagesDir,
          segments: pageSegments,
          ...(route !== undefined && { route }),
          layouts: [],
          kind: 'component',
          pagesRouter: true
        }
      })
    }
  }
  walk(pagesDir, [])
  return { pages, unexported }
}

/** True for a content folder that is Next's pages router (`pages/`, `src/pages/`). */
export const isPagesFolder = (contentRoot: string): boolean => basename(contentRoot) === 'pages'
