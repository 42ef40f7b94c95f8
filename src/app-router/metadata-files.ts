import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isDynamicSegment, isHidden, isRouteGroup, sortedEntries } from './find-app-pages.js'

// Next's metadata files in the app folder (https://nextjs.org/docs/app/api-reference/file-conventions/metadata):
// `favicon.ico`, `icon.*` and `apple-icon.*` at its root are copied to the output's root and linked
// in every page's head (`<link rel="icon">`, `<link rel="apple-touch-icon">`); `opengraph-image.*`
// in any segment folder is copied beside that segment's pages and is their `og:image` (the nearest
// one up); static `robots.txt`, `sitemap.xml` and `manifest.json|webmanifest` are copied, and a
// manifest (static or `manifest.ts`) is linked as `<link rel="manifest">`.

const ICON = /^(favicon\.ico|icon\d*\.(ico|jpe?g|png|svg)|apple-icon\d*\.(jpe?g|png))$/
const OG_IMAGE = /^opengraph-image\.(jpe?g|png|gif)$/
const STATIC = /^(robots\.txt|sitemap\.xml|manifest\.(json|webmanifest))$/
const MANIFEST_ROUTE = /^manifest\.(tsx|jsx|ts|js)$/

export interface AppMetadataFiles {
  /** Output path → the file to copy. */
  files: [string, string][]
  /** Icon URLs (no base path), `favicon.ico` first, as Next orders them. */
  icons: string[]
  /** `[route, image URL]` of each segment's Open Graph image (no base path), the root's `['/', …]`. */
  ogImages: [string, string][]
  /** The manifest's URL, when the app has one. */
  manifest?: string
}

/** The app folder of a Next site (`app/`, else `src/app/`), or undefined. */
export function appFolderOf(siteDir: string): string | undefined {
  return ['app', join('src', 'app')]
    .map(dir => join(siteDir, dir))
    .find(dir => existsSync(dir) && statSync(dir).isDirectory())
}

/** The metadata files of the site's app folder (the room's entry point: `site-inputs.ts` calls it for a website folder). */
export function appMetadataFiles(siteDir: string): AppMetadataFiles {
  const found: AppMetadataFiles = { files: [], icons: [], ogImages: [] }
  const appDir = appFolderOf(siteDir)
  if (!appDir) return found
  const walk = (dir: string, segments: string[]) => {
    const entries = sortedEntries(dir)
    const parts = segments.filter(segment => !isRouteGroup(segment))
    const route = `/${parts.join('/')}`
    const out = (name: string) => [...parts, name].join('/')
    for (const entry of entries) {
      const { name } = entry
      if (entry.isDirectory()) {
        if (!isHidden(name) && !isDynamicSegment(name)) walk(join(dir, name), [...segments, name])
        continue
      }
      if (OG_IMAGE.test(name)) {
        found.files.push([out(name), join(dir, name)])
        found.ogImages.push([route, `/${out(name)}`])
      }
      if (segments.length > 0) continue
      if (ICON.test(name) || STATIC.test(name)) found.files.push([name, join(dir, name)])
      if (ICON.test(name)) found.icons.push(`/${name}`)
      if (/^manifest\./.test(name) && (STATIC.test(name) || MANIFEST_ROUTE.test(name)))
        found.manifest = STATIC.test(name) ? `/${name}` : '/manifest.webmanifest'
    }
  }
  walk(appDir, [])
  // (`favicon.ico`, then `icon.*`, then `apple-icon.*`: the order of Next's head.)
  const rank = (url: string) => (url === '/favicon.ico' ? 0 : url.startsWith('/icon') ? 1 : 2)
  found.icons.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1))
  return found
}

/** The bytes of each metadata file, by output path (a file that cannot be read is left out). */
export function readMetadataFiles(files: readonly [string, string][]): [string, Uint8Array][] {
  return files.flatMap(([out, path]) => {
    try {
      return [[out, readFileSync(path)] as [string, Uint8Array]]
    } catch {
      return []
    }
  })
}
