import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CONFIG_FILES, type LoadConfigOptions } from '../config/load-config.js'
import { decodeSource } from '../content/read-page.js'
import { scanContent } from '../content/scan.js'
import type { DevSite } from './dev-site.js'
import type { ChangeKind } from './watcher.js'

/**
 * Non-page files changed this long before the site started loading count as changed after: file
 * times are only as fine as the kernel's clock tick, and a needless re-check costs nothing visible.
 */
const MTIME_MARGIN_MS = 200

/** What the config files said when the site started loading (path → text, undefined when absent). */
export type ConfigSnapshot = Map<string, string | undefined>

/** The config file candidates, read before the site loads: a change during the load is then seen. */
export function snapshotConfig(options: LoadConfigOptions): ConfigSnapshot {
  const siteDir = resolve(options.siteDir)
  const candidates = options.configFile
    ? [resolve(siteDir, options.configFile)]
    : CONFIG_FILES.map(name => join(siteDir, name))
  return new Map(candidates.map(path => [path, readText(path)]))
}

/**
 * Adds files the site's load read outside its config's folder (a website's MDX plugins' files,
 * read-mdx-plugins.ts) to the snapshot, as they are now: a save before the watcher follows them is seen.
 */
export function snapshotFiles(snapshot: ConfigSnapshot, paths: Iterable<string>): void {
  for (const path of paths) if (!snapshot.has(path)) snapshot.set(path, readText(path))
}

function readBytes(path: string): Uint8Array | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}

const mtimeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * The dev server prints its URL without waiting for the watcher's first walk of the files (on a
 * large site the longest part of the start). A file saved before the watcher followed its folder
 * would go unseen: once the watcher is ready, this compares the files with what the site was
 * loaded from and returns what differs, to be handled like any change the watcher reports.
 * - pages: their text against the loaded text (exact);
 * - files added or removed: the listing against the loaded listing;
 * - other files (metas, partials, images, components pages imported): modified since the load started;
 * - the config: its text against the text before the load.
 */
export async function changesSinceLoad(
  devSite: DevSite,
  loadStarted: number,
  configBefore: ConfigSnapshot
): Promise<[string, ChangeKind][]> {
  const { config, files, pages } = devSite.site
  const changes: [string, ChangeKind][] = []
  for (const [path, text] of configBefore)
    if (readText(path) !== text) changes.push([path, text === undefined ? 'add' : 'change'])
  // (A Nextra 4 site whose pages all live in `app/` has no content folder to list: `app-only-site.ts`.)
  const scan = existsSync(config.contentRoot)
    ? await scanContent(
        config.contentRoot,
        config.i18n.locales.map(l => l.locale),
        config.siteDir
      )
    : { files: [] }
  const loaded = new Set(files.map(file => file.path))
  const sources = new Map(pages.map(page => [page.file.path, page]))
  const listed = new Set<string>()
  // Synchronous reads, a hundred files at a time: requests are answered in between (the shared
  // workload's 1,003 pages at load ~20: 70–240 ms and 15–22 ms of CPU, against 310–620 ms and 62–154
  // ms through the thread pool).
  for (const [i, file] of scan.files.entries()) {
    if (i % 100 === 99) await new Promise(resolve => setImmediate(resolve))
    listed.add(file.path)
    if (!loaded.has(file.path)) {
      changes.push([file.path, 'add'])
      continue
    }
    const page = sources.get(file.path)
    if (page) {
      const bytes = readBytes(file.path)
      if (!bytes || decodeSource(bytes, page.display).source !== page.source) changes.push([file.path, 'change'])
      continue
    }
    const mtime = mtimeOf(file.path)
    if (mtime === undefined || mtime >= loadStarted - MTIME_MARGIN_MS) changes.push([file.path, 'change'])
  }
  for (const path of loaded) if (!listed.has(path)) changes.push([path, 'unlink'])
  // Local files pages imported from outside the content folder (components, partials).
  const imported = new Set(
    [...devSite.dependencies.values()].flat().filter(path => !listed.has(path) && !loaded.has(path))
  )
  for (const path of imported) {
    const mtime = mtimeOf(path)
    if (mtime === undefined || mtime >= loadStarted - MTIME_MARGIN_MS)
      changes.push([path, mtime === undefined ? 'unlink' : 'change'])
  }
  return changes
}
