import { readFile } from 'node:fs/promises'
import type { Site } from '../content/load-site.js'
import { builtInErrorPages, outputPathOf } from '../render/output-path.js'
import { sha256 } from './build-cache.js'
import type { ClientAssets } from './client-assets.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { newestDate, toDate } from '../../templates/layout/format-date.js'
import { loadedEnvKey } from '../next-env/index.js'

/** What the bundler found about a page's module besides its code. */
export interface BundleFacts {
  diagnostics: Diagnostic[]
  /** `[output path, source file]` of each file imported as a URL. */
  assets: [string, string][]
}

/** sha256 of a file's bytes ('' when it cannot be read). */
export const fileHash = async (path: string) => sha256(await readFile(path).catch(() => ''))

/**
 * The render key of every route: the rendered HTML of a route depends on guildsite's code, the
 * config, the locale's whole page map (navigation), the page's compiled module and its last-updated
 * date — all in the key; the page's imports are checked against the entry. Route → [key, page path].
 */
export function renderKeys(
  site: Site,
  version: string,
  compileKeys: Map<string, string>,
  assets: ClientAssets,
  dates: Map<string, string>
): Map<string, [string, string]> {
  const configHash = configHashOf(site, assets, dates)
  const sources = new Map(site.pages.map(page => [page.file.rel, page]))
  const keys = new Map<string, [string, string]>()
  for (const pageMap of site.pageMaps.values()) {
    const mapHash = sha256(JSON.stringify(pageMap.children))
    for (const node of pageMap.pages) {
      const path = sources.get(node.rel)!.file.path
      keys.set(node.route, [
        sha256(version, 'render', configHash, mapHash, node.route, compileKeys.get(path) ?? '', dates.get(path) ?? ''),
        path
      ])
    }
  }
  return keys
}

/**
 * What every page's HTML depends on besides its own: the config, the client assets' URLs and the
 * footer's copyright year (the year of the site's newest date, not the date: a commit must not
 * render every page again) and the variables the site's `.env` files set.
 */
function configHashOf(site: Site, assets: ClientAssets, dates: Map<string, string>): string {
  // Where the output goes or the cache lives does not change a page's HTML.
  const { siteDir, configFile, outRoot, cacheDir, ...config } = site.config
  const year = toDate(newestDate(dates.values()))?.getUTCFullYear() ?? ''
  return sha256(
    JSON.stringify(config),
    JSON.stringify([...assets.css, ...assets.scripts, ...(assets.icons ?? []), assets.ogImages, assets.manifest]),
    String(year),
    loadedEnvKey()
  )
}

/** The key of each error page (`404.html`, `500.html`: the default locale's navigation around a message), by output path. */
export function errorPageKeys(
  site: Site,
  version: string,
  assets: ClientAssets,
  dates: Map<string, string>
): Map<string, string> {
  const pageMap = site.pageMaps.get(site.config.i18n.defaultLocale)
  const mapHash = sha256(JSON.stringify(pageMap?.children ?? []))
  const configHash = configHashOf(site, assets, dates)
  return new Map(
    builtInErrorPages(site).map(([, path]) => [path, sha256(version, 'error page', configHash, mapHash, path)])
  )
}

/**
 * The hashes of the local files each freshly rendered route's module included (bundled pages), by
 * route: the next build's state checks them before it links the route's file. Rendered HTML is not
 * kept in the cache: the output folder holds it (a build links every unchanged page from there), and
 * a second copy cost a cold 1,000-page build of the shared bench 72 MB in 1,000 files (issue 24).
 */
export async function dependencyHashes(
  files: Map<string, string | Uint8Array>,
  keys: Map<string, [string, string]>,
  dependencies: Map<string, string[]>
): Promise<Map<string, [string, string][]>> {
  const depsOf = new Map<string, [string, string][]>()
  await Promise.all(
    [...keys].map(async ([route, [, path]]) => {
      const deps = dependencies.get(path)
      if (!deps?.length || !files.has(outputPathOf(route))) return
      depsOf.set(route, await Promise.all(deps.map(async dep => [dep, await fileHash(dep)] as [string, string])))
    })
  )
  return depsOf
}
