import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { readPage } from '../content/read-page.js'
import { sourceMarks } from '../content/source-marks.js'
import type { PageSource, SourceFile } from '../content/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { findAppPages, findNotFoundPage, isContentCatchAll, staticRouteOf, type AppPageFile } from './find-app-pages.js'
import { findRouteHandlers } from './route-handlers.js'
import type { AppPageInfo } from './types.js'

/** Where an app page's file sits among the site's page files (`rel`): never a content path. */
export const APP_REL_PREFIX = '@app/'

/** True for a page source of the app router. */
export const isAppPage = (page: Pick<PageSource, 'app'>): boolean => page.app !== undefined

const specifier = (from: string, to: string) => {
  const rel = relative(dirname(from), to).split('\\').join('/')
  return JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)
}

/**
 * The module the build compiles for an app page: the page's namespace and its layouts' (outermost
 * first, the root layout's too, for its `metadata`), exported for the render (`render-app-routes.ts`),
 * which renders the page inside its nested layouts. A `page.mdx` is its own text with these exports
 * appended (its lines keep their numbers); a `page.tsx` is only them.
 */
export function appModuleSource(page: AppPageFile, own?: string): string {
  const lines = page.layouts.map((layout, i) => `import * as __gsLayout${i} from ${specifier(page.path, layout)}`)
  if (own === undefined) lines.push(`import * as __gsPageModule from ${specifier(page.path, page.path)}`)
  lines.push(`export const __gsAppLayouts = [${page.layouts.map((_, i) => `__gsLayout${i}`).join(', ')}]`)
  if (own === undefined) lines.push('export const __gsAppPage = __gsPageModule')
  return own === undefined ? `${lines.join('\n')}\n` : `${own.replace(/\n*$/, '')}\n\n${lines.join('\n')}\n`
}

/** True when a page.tsx takes the `wrapper` of `useMDXComponents` and renders it (`<Wrapper …>`). */
function rendersDocsWrapper(path: string): boolean {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return false
  }
  const named = /\bwrapper\s*:\s*([A-Z][\w$]*)[^]*?=\s*(?:use|get)\w*MDXComponents\s*\(/.exec(text)?.[1]
  return named !== undefined && new RegExp(`<${named}[\\s>]`).test(text)
}

/**
 * The app router's pages as page sources (entry point of the room: `load-site.ts` calls it for a
 * Nextra 4 site): every `page.*` of `appDir` but the content folder's catch-all, and its root
 * `not-found.*` at `/404`, with what the build needs to find its routes and render it (`PageSource.app`).
 */
export function appPageSources(
  appDir: string,
  siteDir: string
): { pages: PageSource[]; diagnostics: Diagnostic[]; contentSegments?: string[] } {
  const pages: PageSource[] = []
  const diagnostics: Diagnostic[] = []
  let contentSegments: string[] | undefined
  const appPages = findAppPages(appDir)
  // (Without `app/layout.*`, the layout above the content catch-all is the root one: the swr-site's
  // `app/[lang]/layout.tsx`, whose `<Layout pageMap>` adds remote docs: `root-layout-page-map.ts`.)
  const root =
    ['tsx', 'jsx', 'ts', 'js'].map(ext => join(appDir, `layout.${ext}`)).find(path => existsSync(path)) ??
    appPages.find(isContentCatchAll)?.layouts[0]
  const notFound = findNotFoundPage(appDir)
  for (const found of [...appPages, ...(notFound ? [notFound] : [])]) {
    if (isContentCatchAll(found)) {
      contentSegments ??= found.segments
      continue
    }
    const display = relative(siteDir, found.path).split('\\').join('/')
    const mdx = found.ext === 'mdx' || found.ext === 'md'
    const info: AppPageInfo = {
      appDir,
      segments: found.segments,
      ...((found.route ?? staticRouteOf(found.segments)) !== undefined && {
        route: found.route ?? staticRouteOf(found.segments)
      }),
      layouts: found.layouts,
      ...(root && { rootLayout: root }),
      kind: mdx ? 'mdx' : 'component',
      ...(!mdx && rendersDocsWrapper(found.path) && { docsWrapper: true })
    }
    const rel = `${APP_REL_PREFIX}${found.rel}`
    const name = basename(found.path).replace(/\.[^.]+$/, '')
    const file: SourceFile = {
      kind: 'page',
      path: found.path,
      rel,
      dir: dirname(rel),
      name,
      ext: mdx ? found.ext : 'mdx'
    }
    if (mdx) {
      const read = readAppMdxPage(file, display, info)
      diagnostics.push(...read.diagnostics)
      if (read.page) pages.push(read.page)
      continue
    }
    const source = appModuleSource(found)
    pages.push({
      file,
      display,
      source,
      marks: sourceMarks(source),
      frontMatter: {},
      frontMatterEnd: 0,
      bodyLine: 1,
      app: info
    })
  }
  // Route handlers and metadata routes: no page, a file each (`route-handlers.ts`).
  pages.push(...routeHandlerSources(appDir, siteDir))
  return { pages, diagnostics, ...(contentSegments && { contentSegments }) }
}

/**
 * An app MDX page (`app/blog/(posts)/first-post/page.mdx`) read from its file as the build compiles it:
 * its text with its layouts' exports appended (`appModuleSource`). `appPageSources` reads each this way;
 * `guildsite dev` reads a saved one again (`readAppPageSource`). No page when the file is gone.
 */
function readAppMdxPage(
  file: SourceFile,
  display: string,
  info: AppPageInfo
): { page?: PageSource; diagnostics: Diagnostic[] } {
  let text: string
  try {
    text = readFileSync(file.path, 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
  } catch {
    return { diagnostics: [] }
  }
  const read = readPage(file, display, text)
  if (!read.page) return read
  // (A `.md` page is CommonMark: no ESM to append; it renders without its layouts' metadata.)
  const found = { path: file.path, rel: file.rel, segments: info.segments, layouts: info.layouts, ext: file.ext }
  const source = file.ext === 'md' ? read.page.source : appModuleSource(found, read.page.source)
  return { page: { ...read.page, source, marks: sourceMarks(source), app: info }, diagnostics: read.diagnostics }
}

/**
 * A saved app page read again (`guildsite dev`), at the route and with the layouts it was found with:
 * an MDX page's new text; a component page (`page.tsx`) is only imports, its build follows its file.
 */
export function readAppPageSource(page: PageSource): { page?: PageSource; diagnostics: Diagnostic[] } {
  if (page.app?.kind !== 'mdx') return { page, diagnostics: [] }
  return readAppMdxPage(page.file, page.display, page.app)
}

/**
 * The app folder's route handlers and metadata routes as page sources (`app.handler`): a file each,
 * written by the page runner (`route-handlers.ts`). `appPageSources` lists them for a Nextra 4 site;
 * `load-site.ts` calls this for a website on the pages router (Nextra 2, 3), whose Next (13.4 and
 * later) runs an `app/` folder's route handlers beside its pages.
 */
export function routeHandlerSources(appDir: string, siteDir: string): PageSource[] {
  return findRouteHandlers(appDir).map(found => {
    const rel = `${APP_REL_PREFIX}${found.rel}`
    const source = appModuleSource(found)
    return {
      file: {
        kind: 'page',
        path: found.path,
        rel,
        dir: dirname(rel),
        name: basename(found.path).replace(/\.[^.]+$/, ''),
        ext: 'mdx'
      },
      display: relative(siteDir, found.path).split('\\').join('/'),
      source,
      marks: sourceMarks(source),
      frontMatter: {},
      frontMatterEnd: 0,
      bodyLine: 1,
      app: {
        appDir,
        segments: found.segments,
        ...(found.route !== undefined && { route: found.route }),
        layouts: [],
        kind: 'component',
        handler: found.handler
      }
    }
  })
}
