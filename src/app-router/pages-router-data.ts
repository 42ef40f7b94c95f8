import { readFileSync } from 'node:fs'
import { withPageData } from '../compile/page-data.js'
import type { PageSource } from '../content/types.js'
import { dynamicPages } from '../render/dynamic-routes.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { APP_REL_PREFIX } from './app-page-sources.js'

type Module = Record<string, unknown>
type Params = Record<string, string | string[]>

/** One route of a pages-router component page, with its page module (its props in place). */
export interface PagesRouterRoute {
  route: string
  params: Params
  /** The page's module whose default export renders with its `getStaticProps` props. */
  pageModule: Module
}

/**
 * The routes of a component page of the pages router (`PageSource.app.pagesRouter`) and its data, as
 * `next build` gives them: `getStaticPaths` lists a dynamic page's routes, `getStaticProps` runs per
 * route (with its params) and its props reach the component. A route whose `getStaticProps` returns
 * `notFound` has no page, as in Next's export; `revalidate` is left to the server (none here).
 */
export async function pagesRouterRoutes(
  source: PageSource,
  pageModule: Module,
  cwd?: string
): Promise<{ routes: PagesRouterRoute[]; diagnostics: Diagnostic[] }> {
  // (The file's own text, for the line of its data functions: the page source is the module that imports it.)
  let text: string | undefined
  try {
    text = readFileSync(source.file.path, 'utf8')
  } catch {
    text = undefined
  }
  const app = source.app!
  if (app.route !== undefined) {
    const data = await withPageData(pageModule, {
      display: source.display,
      source: text,
      run: true,
      cwd,
      exportRules: true
    })
    return {
      routes: data.unwritten ? [] : [{ route: app.route, params: {}, pageModule: data.module }],
      diagnostics: data.diagnostics
    }
  }
  // A dynamic page's file name gives its params (`posts/[slug].tsx`), as for a content page.
  const rel = source.file.rel.slice(APP_REL_PREFIX.length)
  const dir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : ''
  const asContent: PageSource = { ...source, ...(text && { source: text }), file: { ...source.file, rel, dir } }
  const found = await dynamicPages(asContent, pageModule, '', cwd, { exportRules: true })
  return {
    routes: found.pages.map(page => ({ route: page.route, params: page.params, pageModule: page.module })),
    diagnostics: found.diagnostics
  }
}
