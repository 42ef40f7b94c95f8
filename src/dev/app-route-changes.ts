import { basename, extname, join } from 'node:path'
import { isInside } from './safe-file.js'
import type { ChangeBatch } from './watcher.js'

// `guildsite dev`: which saves change the app router's routes. A website's `app/` (or `src/app/`)
// folder is read once when the site loads (`load-site.ts`: Nextra 4's app pages and `_meta` files, a
// Nextra 2/3 site's app pages and handlers beside its pages router); its files are no content files,
// so the content listing never sees one come or go. A page, layout or handler added or removed there
// (`app/tides/page.tsx`), a folder removed, or an app `_meta` file saved, changes what the build
// writes: the site is loaded again, as for its config, and every open page reloads. Editing an app
// page's or layout's code needs none of this: the pages built with it are rebuilt (their dependencies).

/** Next's files of an app folder that make or shape routes (https://nextjs.org/docs/app/api-reference/file-conventions). */
const ROUTE_FILE =
  /^(page|layout|template|route|not-found|global-not-found|error|global-error|loading|default|sitemap|robots|manifest|icon\d*|apple-icon\d*|opengraph-image|twitter-image|favicon)\.[a-z]+$/
const META_FILE = /^_meta(\.global)?\.[cm]?[jt]sx?$|^_meta\.json$/

/** Whether a batch of file changes adds or removes a route of the site's app folder, or saves one of its `_meta` files. */
export function changesAppRoutes(siteDir: string, batch: ChangeBatch): boolean {
  const appDirs = [join(siteDir, 'app'), join(siteDir, 'src', 'app')]
  for (const [path, kind] of batch) {
    if (!appDirs.some(dir => isInside(path, dir))) continue
    const name = basename(path)
    if (META_FILE.test(name)) return true
    if (kind === 'change') continue
    // (A folder removed takes its pages with it; one added brings its files as events of their own.)
    if (ROUTE_FILE.test(name) || (kind === 'unlink' && !extname(name))) return true
  }
  return false
}
