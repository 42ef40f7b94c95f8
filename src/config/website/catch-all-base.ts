// Where Next serves a Nextra 4 content folder: under the folder of the catch-all page that imports it.
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findAppPages, isContentCatchAll, staticRouteOf } from '../../app-router/find-app-pages.js'
import type { ConfigFields, WebsiteNote } from './option-context.js'

/**
 * Nextra 4's `generateStaticParamsFor` lists the content's paths relative to `contentDirBasePath`, and
 * Next writes each at the catch-all's own route plus that path: content under
 * `app/docs/[[...mdxPath]]/page.tsx` is served at `/docs/…` whatever `contentDirBasePath` says
 * (AlignTrue's docs leave it out and prefix the page map's routes in their docs layout). So when the
 * Next config names no `contentDirBasePath` or `/`, the catch-all's static folder (`/docs`) is the content's
 * base: its pages, navigation and links are under it, and `app/page.tsx` keeps `/`. The catch-all in a
 * dynamic folder (`app/[lang]/[[...mdxPath]]`) or at the root changes nothing.
 */
export function catchAllContentBase(siteDir: string, nextFields: ConfigFields, notes: WebsiteNote[]): ConfigFields {
  if (nextFields.contentDirBasePath !== undefined && nextFields.contentDirBasePath !== '/') return {}
  const appDir = ['app', 'src/app'].map(dir => join(siteDir, dir)).find(dir => existsSync(dir))
  if (!appDir) return {}
  const catchAll = findAppPages(appDir).find(isContentCatchAll)
  const base = catchAll && staticRouteOf(catchAll.segments.slice(0, -1))
  if (!base || base === '/') return {}
  notes.push({
    file: relative(siteDir, catchAll.path).split('\\').join('/'),
    key: 'contentDirBasePath',
    action: 'read',
    detail: `the content catch-all is in ${base}, and the Next config's contentDirBasePath is '/' or absent: pages are served under ${base}`
  })
  return { contentDirBasePath: base }
}
