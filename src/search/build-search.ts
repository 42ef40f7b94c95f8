import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import { buildSearchIndex, type SearchIndexStats } from './build-search-index.js'
import { searchRecords, type SearchPageInput } from './search-records.js'

export interface SearchBuildResult {
  /** Output path → JSON text, for every locale. */
  files: Map<string, string>
  stats: Map<string, SearchIndexStats>
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/**
 * The search stage of the build: one index per locale from the compiled pages (DESIGN pipeline
 * "search records → search index"). Pure; nothing when `search.enabled` is false.
 */
export function buildSearch(site: Site, compiled: Map<string, CompiledMdx>, inputs = searchInputs(site, compiled)): SearchBuildResult {
  const files = new Map<string, string>()
  const stats = new Map<string, SearchIndexStats>()
  for (const [locale, pageInputs] of inputs) {
    const pageMap = site.pageMaps.get(locale)!
    const pages = searchRecords(pageInputs, { basePath: site.config.basePath, localePrefix: pageMap.prefix })
    const output = buildSearchIndex(pages, { locale, basePath: site.config.basePath })
    for (const [path, content] of output.files) files.set(path, content)
    stats.set(locale, output.stats)
  }
  return { files, stats }
}

/** What the index of each locale is made from (nothing when `search.enabled` is false): locale → pages. */
export function searchInputs(site: Site, compiled: Map<string, CompiledMdx>): Map<string, SearchPageInput[]> {
  const inputs = new Map<string, SearchPageInput[]>()
  if (!site.config.search.enabled) return inputs
  const sources = new Map(site.pages.map(page => [page.file.rel, page.file.path]))
  for (const [locale, pageMap] of site.pageMaps) {
    const pages: SearchPageInput[] = []
    for (const node of pageMap.pages) {
      const result = compiled.get(sources.get(node.rel) ?? '')
      if (!result) continue
      // The title the page shows (render-site.tsx): front matter, then its `#` heading.
      const title = str(node.frontMatter.title) ?? result.toc.find(h => h.depth === 1)?.value ?? node.title
      pages.push({ route: node.route, rel: node.rel, title, frontMatter: node.frontMatter, sections: result.searchSections })
    }
    inputs.set(locale, pages)
  }
  return inputs
}
