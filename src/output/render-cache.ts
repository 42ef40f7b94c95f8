import { readFile } from 'node:fs/promises'
import type { Site } from '../content/load-site.js'
import { ERROR_PAGES, outputPathOf } from '../render/output-path.js'
import { sha256, type BuildCache } from './build-cache.js'
import type { ClientAssets } from './client-assets.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { newestDate, toDate } from '../../templates/layout/format-date.js'

export interface RenderLookup {
  /** Route → cached HTML. */
  hits: Map<string, string>
  /** Page source path → what the bundler found about its module, stored with a hit's HTML. */
  hitFacts: Map<string, BundleFacts>
  /** Route → [cache key, page source path] of the misses, to store after rendering. */
  misses: Map<string, [string, string]>
}

interface Entry {
  html: string
  /** Local files the page module included, with their content hash at render time. */
  deps: [string, string][]
  /** What the bundler found in them (absent modules…, imported files): a hit reports and writes it as the render did. */
  bundle?: BundleFacts
}

/** What the bundler found about a page's module besides its code. */
export interface BundleFacts {
  diagnostics: Diagnostic[]
  /** `[output path, source file]` of each file imported as a URL. */
  assets: [string, string][]
}

const decoder = new TextDecoder()

/** sha256 of a file's bytes ('' when it cannot be read). */
export const fileHash = async (path: string) => sha256(await readFile(path).catch(() => ''))

/**
 * The render key of every route: the rendered HTML of a route depends on guildsite's code, the
 * config, the locale's whole page map (navigation), the page's compiled module and its last-updated
 * date — all in the key; the page's imports are checked against the entry. Route → [key, page path].
 */
export function renderKeys(site: Site, version: string, compileKeys: Map<string, string>, assets: ClientAssets, dates: Map<string, string>): Map<string, [string, string]> {
  const configHash = configHashOf(site, assets, dates)
  const sources = new Map(site.pages.map(page => [page.file.rel, page]))
  const keys = new Map<string, [string, string]>()
  for (const pageMap of site.pageMaps.values()) {
    const mapHash = sha256(JSON.stringify(pageMap.children))
    for (const node of pageMap.pages) {
      const path = sources.get(node.rel)!.file.path
      keys.set(node.route, [sha256(version, 'render', configHash, mapHash, node.route, compileKeys.get(path) ?? '', dates.get(path) ?? ''), path])
    }
  }
  return keys
}

/**
 * What every page's HTML depends on besides its own: the config, the client assets' URLs and the
 * footer's copyright year (the year of the site's newest date, not the date: a commit must not
 * render every page again).
 */
function configHashOf(site: Site, assets: ClientAssets, dates: Map<string, string>): string {
  // Where the output goes or the cache lives does not change a page's HTML.
  const { siteDir, configFile, outRoot, cacheDir, ...config } = site.config
  const year = toDate(newestDate(dates.values()))?.getUTCFullYear() ?? ''
  return sha256(JSON.stringify(config), JSON.stringify([...assets.css, ...assets.scripts, ...(assets.icons ?? [])]), String(year))
}

/** The key of each error page (`404.html`, `500.html`: the default locale's navigation around a message), by output path. */
export function errorPageKeys(site: Site, version: string, assets: ClientAssets, dates: Map<string, string>): Map<string, string> {
  const pageMap = site.pageMaps.get(site.config.i18n.defaultLocale)
  const mapHash = sha256(JSON.stringify(pageMap?.children ?? []))
  const configHash = configHashOf(site, assets, dates)
  return new Map(ERROR_PAGES.map(([, path]) => [path, sha256(version, 'error page', configHash, mapHash, path)]))
}

/** Looks up the rendered HTML of the routes in `keys` (except `skip`): hits, and what must render. */
export async function lookupRenders(keys: Map<string, [string, string]>, skip: ReadonlySet<string>, cache: BuildCache): Promise<RenderLookup> {
  const hits = new Map<string, string>()
  const hitFacts = new Map<string, BundleFacts>()
  const misses = new Map<string, [string, string]>()
  await Promise.all(
    [...keys].map(async ([route, [key, path]]) => {
      if (skip.has(route)) return
      const payload = await cache.get('render', key)
      if (payload) {
        const entry = JSON.parse(payload) as Entry
        const current = await Promise.all(entry.deps.map(([dep]) => fileHash(dep)))
        if (entry.deps.every(([, hash], i) => current[i] === hash)) {
          hits.set(route, entry.html)
          if (entry.bundle) hitFacts.set(path, entry.bundle)
          return
        }
      }
      misses.set(route, [key, path])
    })
  )
  return { hits, hitFacts, misses }
}

/**
 * Stores freshly rendered routes with the hashes of the local files their module included; returns
 * those hashes by route.
 */
export async function storeRenders(files: Map<string, string | Uint8Array>, lookup: RenderLookup, dependencies: Map<string, string[]>, cache: BuildCache, bundleFacts: Map<string, BundleFacts> = new Map()): Promise<Map<string, [string, string][]>> {
  const depsOf = new Map<string, [string, string][]>()
  await Promise.all(
    [...lookup.misses].map(async ([route, [key, path]]) => {
      const content = files.get(outputPathOf(route))
      if (content === undefined) return
      const html = typeof content === 'string' ? content : decoder.decode(content)
      const deps = await Promise.all((dependencies.get(path) ?? []).map(async dep => [dep, await fileHash(dep)] as [string, string]))
      depsOf.set(route, deps)
      const found = bundleFacts.get(path)
      const entry: Entry = { html, deps, ...(found && (found.diagnostics.length > 0 || found.assets.length > 0) && { bundle: found }) }
      await cache.set('render', key, JSON.stringify(entry))
    })
  )
  return depsOf
}
