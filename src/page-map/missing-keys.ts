import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import type { NextraMajor } from './nextra-major.js'
import { titleCase } from './title-case.js'
import type { FolderNode, MetaNode, PageNode } from './types.js'

// A folder's `_meta` keys that name no page or folder, as each Nextra major treats them (split out
// of build-page-map.ts, which calls `dropMissingKeys` once per locale after pruning the tree).

/** Where a meta file's key is written (`BuildPageMapOptions.locateKey`). */
type LocateKey = ((file: string, key: string) => { source?: string; line?: number; column?: number }) | undefined

/**
 * Nextra 3 and 4 refuse a `_meta` key that names no page or folder unless it is a separator, a menu or
 * a link (`href`): a warning at the key here, and the key leaves the folder's metadata. Nextra 2 keeps
 * such keys as placeholders, but for a dynamic meta's, which name its dynamic route's pages in 2 as
 * in 3 (both have `collectCatchAllRoutes`).
 */
export function dropMissingKeys(
  folder: FolderNode,
  major: NextraMajor,
  diagnostics: Diagnostic[],
  locateKey: LocateKey,
  external?: ReadonlySet<string>,
  localeRoot = ''
): void {
  const names = new Set(folder.children.filter(c => c.kind !== 'meta').map(c => c.name))
  /**
   * The app router page a key names, if any. At a locale's root (`/en`, content in `content/en`), the
   * root `app/_meta` names the app's own pages, which have no locale segment (packetScope's `index`:
   * its `app/page.tsx` at `/`).
   */
  const appRoute = (key: string): string | undefined => {
    const base = folder.route === '/' ? '' : folder.route
    const route = key === 'index' ? folder.route : `${base}/${key}`
    if (external?.has(route)) return route
    const unprefixed = key === 'index' ? '/' : `/${key}`
    return localeRoot && folder.route === localeRoot && external?.has(unprefixed) ? unprefixed : undefined
  }
  const appPages: PageNode[] = []
  for (const child of folder.children) {
    if (child.kind === 'folder') dropMissingKeys(child, major, diagnostics, locateKey, external)
    if (child.kind !== 'meta') continue
    const kept: MetaNode['data'] = {}
    const missing: string[] = []
    for (const [key, entry] of Object.entries(child.data)) {
      const isLink =
        typeof entry === 'object' && (entry.type === 'separator' || entry.type === 'menu' || entry.href !== undefined)
      const base = folder.route === '/' ? '' : folder.route
      if (key === '*' || names.has(key) || isLink || (major === 2 && !child.dynamic)) kept[key] = entry
      else if (appRoute(key) !== undefined) {
        // An app router page (`app/changelog/page.mdx`) is in Nextra 4's page map: a key naming it
        // puts it in the navigation — a `type: 'page'` one in the navbar, any other as a page of its
        // folder (graphql-scalars' `changelog: { theme }` ends the docs sidebar and is the last docs
        // page's "next", as in Nextra's build). Hidden ones stay out, as the home page (`index`),
        // which is no item of its own.
        const hidden = typeof entry === 'object' && entry.display === 'hidden'
        if (key === 'index' || hidden) {
          ;(child.appEntries ??= {})[key] = entry
          continue
        }
        kept[key] = entry
        appPages.push(appPageNode(appRoute(key)!, key, major))
      }
      // A dynamic meta's key names a page its folder's dynamic route serves: Nextra 2's and 3's
      // `collectCatchAllRoutes` list it as a page at the folder's route + key (its folder entries
      // are folders of their own, `subMetas`), so the route's pages have their breadcrumb and
      // previous/next (envelop's /plugins/<name>, 2023). Nextra 4 has no dynamic metas: left out, not reported.
      else if (child.dynamic) {
        if (major === 4) continue
        kept[key] = entry
        appPages.push(appPageNode(key === 'index' ? folder.route : `${base}/${key}`, key, major))
      } else missing.push(key)
    }
    diagnostics.push(...missingKeyWarnings(child.file, missing, major, locateKey))
    child.data = kept
  }
  folder.children.push(...appPages)
}

/**
 * A page the page map lists that is no content file: an app router page, or a page of a dynamic
 * route that a dynamic meta names (the build renders each from its own file).
 */
function appPageNode(route: string, name: string, major: NextraMajor): PageNode {
  return {
    kind: 'page',
    name,
    route,
    rel: '',
    file: '',
    title: titleCase(name, major),
    frontMatter: {},
    ...(major !== 2 && { nextra: major })
  }
}

// More keys of one meta than this naming nothing are one cause (a folder whose pages a script
// writes before `next build`: next-auth's 31 API reference pages from TypeDoc), said once.
const MISSING_KEYS_APART = 3

/** The warnings for a meta's keys that name no page or folder: one each, or one for them all when many. */
function missingKeyWarnings(
  file: string,
  keys: readonly string[],
  major: NextraMajor,
  locateKey: LocateKey
): Diagnostic[] {
  const at = (key: string) => ({ file, line: 1, column: 1, ...locateKey?.(file, key) })
  if (keys.length <= MISSING_KEYS_APART)
    return keys.map(key =>
      diagnostic(
        'META_KEY_MISSING',
        `"${key}" in ${file} names no page or folder; Nextra ${major} refuses it, so it is left out of the navigation`,
        at(key)
      )
    )
  const named = keys.slice(0, 5).map(key => `"${key}"`)
  const lines = keys.map(key => at(key).line)
  return [
    diagnostic(
      'META_KEY_MISSING',
      `${keys.length} keys in ${file} name no page or folder (${named.join(', ')}${keys.length > 5 ? `, and ${keys.length - 5} more` : ''}; lines ${lines.join(', ')}); Nextra ${major} refuses them, so they are left out of the navigation`,
      at(keys[0]),
      {
        hint: 'Remove the keys, or add their pages: when a script writes these pages before the build (an API reference, say), run it first.'
      }
    )
  ]
}
