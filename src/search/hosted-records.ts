import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { HierarchyLevel, HostedHitType, HostedRecord } from '../shared/search/hosted.js'
import { pageInput } from './build-search.js'
import { searchPage, type SearchPage, type SearchRecord } from './search-records.js'
import { topLevelTitles } from './top-level-titles.js'

/** Where `guildsite build` writes the hosted records, relative to the site folder (not served). */
export const HOSTED_RECORDS_FILE = '.guildsite/search-records.json'

/** Bump when the file's shape changes (sync refuses another version rather than misreading it). */
export const HOSTED_RECORDS_VERSION = 1

export interface HostedRecordsFile {
  version: number
  /** The site (its display name): the `source` of every record, and whose records sync may delete. */
  source: string
  records: HostedRecord[]
}

/** Hosted indexes refuse large records (10 kB on Algolia's smaller plans): the text is cut here. */
const MAX_CONTENT = 6000

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']

/** SPEC §3 type: the page's top is `lvl1`; a section is `content` when it has text, else its heading's level. */
function typeOf(record: SearchRecord): HostedHitType {
  if (record.type === 'page') return 'lvl1'
  if (record.text.trim()) return 'content'
  return `lvl${Math.min(6, Math.max(2, record.depth))}` as HostedHitType
}

function cut(text: string): string {
  const chars = [...text]
  return chars.length > MAX_CONTENT ? `${chars.slice(0, MAX_CONTENT).join('')}…` : text
}

/** Readable and stable: the same site, locale and section give the same id in every build. */
export function objectIdOf(source: string, locale: string, record: SearchRecord): string {
  const site =
    source
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'site'
  return `${site}:${locale}:${record.route}${record.anchor ? `#${record.anchor}` : ''}`
}

/** The records of one page of a locale, in section order. */
export function hostedPageRecords(
  page: SearchPage,
  options: { source: string; domain: string; origin: string; locale: string; toc: CompiledMdx['toc'] }
): HostedRecord[] {
  const toc = options.toc.filter(h => h.depth >= 2 && h.depth <= 3).map(h => ({ title: h.value, anchor: h.id }))
  return page.records.map((record, n) => {
    const trail = record.type === 'page' ? [] : [...record.parents, record.heading].slice(0, 5)
    const values = [page.section, page.title, ...trail]
    const hierarchy = Object.fromEntries(
      LEVELS.map((level, i) => [level, values[i] || null])
    ) as HostedRecord['hierarchy']
    return {
      objectID: objectIdOf(options.source, options.locale, record),
      title: record.heading || record.pageTitle,
      url: options.origin + record.url,
      type: typeOf(record),
      hierarchy,
      content: record.text.trim() ? cut(record.text) : null,
      anchor: record.anchor || null,
      // The page's table of contents rides on its first record only (records stay small).
      toc: n === 0 ? toc : [],
      source: options.source,
      domain: options.domain,
      lang: options.locale
    }
  })
}

/**
 * Every hosted record of the site (SPEC §3 search-hit shape), locale after locale in page order: one
 * per page section, the same pages as the local index (no error pages, private files or
 * `searchable: false` pages). `compiled`: page path → compile result with its search sections. Pure.
 */
export function hostedRecords(site: Site, compiled: Map<string, CompiledMdx>): HostedRecordsFile {
  const { config } = site
  const source = config.displayName
  const site_ = config.siteUrl ? new URL(config.siteUrl) : undefined
  const origin = site_ ? site_.origin : ''
  const domain = site_ ? site_.hostname : ''
  const sources = new Map(site.pages.map(page => [page.file.rel, page.file.path]))
  const records: HostedRecord[] = []
  for (const [locale, pageMap] of site.pageMaps) {
    const topLevel = topLevelTitles(pageMap)
    for (const node of pageMap.pages) {
      const result = compiled.get(sources.get(node.rel) ?? '')
      if (!result) continue
      const page = searchPage(pageInput(node, result, topLevel(node.route)), {
        basePath: config.basePath,
        localePrefix: pageMap.prefix
      })
      if (page) records.push(...hostedPageRecords(page, { source, domain, origin, locale, toc: result.toc }))
    }
  }
  return { version: HOSTED_RECORDS_VERSION, source, records }
}
