// Nextra 4's `app/_meta.global.*` beside folders' own `_meta` files. Nextra 4.0–4.2.9 refuses any
// folder `_meta` with a global one ("Merging an `_meta.global` file with a folder-specific `_meta` is
// unsupported"); from 4.2.10 (`mergeMetaWithPageMap`, shuding/nextra 5c22495f6) only a `_meta` at the
// page map's root conflicts, and a deeper folder's `_meta` is merged with the global's entries for
// that folder: the folder's own entries first, the global's replacing those of the same key in place
// and adding the rest after them. hellocoop/hello.dev (Nextra 4.6) keeps its docs' sections in their
// own `_meta.js` files beside `app/_meta.global.js`.

import type { MetaSource, SourceFile } from '../content/types.js'
import { nextra4SiteRelease } from './nextra-version.js'

/** The first Nextra 4 release that merges a folder's `_meta` with the global one. */
const MERGES_FROM = [4, 2, 10]

const atLeast = (release: number[], from: number[]): boolean =>
  (release[0]! - from[0]! || release[1]! - from[1]! || release[2]! - from[2]!) >= 0

/** Whether a meta source came from a `_meta.global.*` file. */
export const isGlobalMetaSource = (meta: Pick<MetaSource, 'file'>): boolean => /(^|\/)_meta\.global\./.test(meta.file)

/**
 * Which folder `_meta` files a global meta refuses, for a Nextra 4 site: every one before 4.2.10 (or
 * with no release to go by), else only one at the page map's root — the `app/` folder's own, or the
 * content folder's when it is mounted at the root.
 */
export function globalMetaConflict(
  siteDir: string,
  contentRoot: string,
  { appMetaPaths, mount }: { appMetaPaths: ReadonlySet<string>; mount: string }
): (file: SourceFile) => boolean {
  const release = nextra4SiteRelease(siteDir, contentRoot)
  if (!release || !atLeast(release, MERGES_FROM)) return () => true
  return file => file.dir === '' && (appMetaPaths.has(file.path) || mount === '')
}

/**
 * One folder's metas with the global meta's part for that folder merged into each of its own (same
 * locale, or a global without one), as Nextra 4.2.10+ merges them; a group without both is returned
 * as it is. Pure.
 */
export function mergeGlobalIntoFolderMetas(group: MetaSource[]): MetaSource[] {
  const globals = group.filter(isGlobalMetaSource)
  const own = group.filter(meta => !isGlobalMetaSource(meta))
  if (globals.length === 0 || own.length === 0) return group
  const merged = own.map(meta => {
    const global = globals.find(g => g.locale === meta.locale) ?? globals.find(g => g.locale === undefined)
    return global ? { ...meta, data: { ...meta.data, ...global.data } } : meta
  })
  // (A global part of another locale than every folder meta's stays, for that locale.)
  const unused = globals.filter(g => !own.some(meta => meta.locale === g.locale) && g.locale !== undefined)
  return [...merged, ...unused]
}
