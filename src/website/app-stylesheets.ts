import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const APP_FILES = ['_app.tsx', '_app.jsx', '_app.ts', '_app.js']
const LAYOUT_FILES = ['layout.tsx', 'layout.jsx', 'layout.ts', 'layout.js']
/** A side-effect import of a relative stylesheet (`import './globals.css'`), not a CSS module. */
const GLOBAL_IMPORT = /^\s*import\s+['"](\.{1,2}\/[^'"]+\.css)['"]/gm
/** Tailwind 4's entry (`@import 'tailwindcss'`): such a stylesheet is not compiled with Tailwind 3. */
const TAILWIND4 = /@import\s+(?:url\()?\s*['"]tailwindcss(?:\/[\w.-]+)?['"]/

/**
 * The site's global stylesheets, as Next bundles them: the relative `.css` files a Nextra 2/3 site's
 * `pages/_app` imports (`import './globals.css'`, the Guild's `.nextra-container` rule), then those a
 * Nextra 4 site's root `app/layout` (or `src/app/layout`) imports (`import './global.css'`, its
 * `@apply` rules), then its nested layouts' (Hive's `blog/(posts)/layout.tsx` imports
 * `hive-prose-styles.css`, which narrows its posts' article and hides their TOC), in import order, the
 * nested layouts by path. (Next loads a nested layout's CSS on the pages under it and keeps it after a
 * client-side navigation; such sheets scope their rules under the layout's own class.) Packages'
 * stylesheets (`@theguild/components/style.css`) are guildsite's own; CSS modules are `site-css/`'s;
 * absent files and Tailwind 4 entries are left out.
 */
export function appStylesheets(contentRoot: string, siteDir?: string): string[] {
  const appFolders = siteDir ? [join(siteDir, 'app'), join(siteDir, 'src', 'app')] : []
  const entries = [
    APP_FILES.map(name => join(contentRoot, name)).find(path => existsSync(path)),
    ...appFolders.map(folder => LAYOUT_FILES.map(name => join(folder, name)).find(path => existsSync(path))),
    ...appFolders.flatMap(folder => nestedLayouts(folder))
  ]
  const files: string[] = []
  for (const entry of entries) {
    if (!entry) continue
    const source = readFileSync(entry, 'utf8')
    for (const match of source.matchAll(GLOBAL_IMPORT)) {
      const path = resolve(dirname(entry), match[1])
      if (/\.module\.css$/.test(path) || files.includes(path) || !existsSync(path)) continue
      if (TAILWIND4.test(readFileSync(path, 'utf8'))) continue
      files.push(path)
    }
  }
  return files
}

/** The layout files below an app folder's root (not in private `_folders` nor `node_modules`), by path. */
function nestedLayouts(folder: string): string[] {
  if (!existsSync(folder)) return []
  const found: string[] = []
  const walk = (dir: string, root: boolean) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
    if (!root) {
      const layout = LAYOUT_FILES.find(name => entries.some(entry => entry.isFile() && entry.name === name))
      if (layout) found.push(join(dir, layout))
    }
    for (const entry of entries)
      if (
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        !entry.name.startsWith('.') &&
        entry.name !== 'node_modules'
      )
        walk(join(dir, entry.name), false)
  }
  walk(folder, true)
  return found
}

/**
 * A global stylesheet's text with its relative `@import`s inlined (Next's bundler follows them;
 * Tailwind 3 is given one text). Packages' imports are dropped: their styles are guildsite's own.
 */
export function withInlinedImports(path: string, seen = new Set<string>()): string {
  seen.add(path)
  const text = readFileSync(path, 'utf8')
  return text.replace(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]\s*\)?[^;]*;/g, (_, specifier: string) => {
    if (!specifier.startsWith('.')) return ''
    const target = resolve(dirname(path), specifier)
    return !seen.has(target) && existsSync(target) ? withInlinedImports(target, seen) : ''
  })
}
