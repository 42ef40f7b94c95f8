import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { PageNode } from '../page-map/types.js'
import { topLevelTitles } from './top-level-titles.js'

/** What the search index needs of a page of the page map. */
export type SearchNode = Pick<PageNode, 'rel' | 'route' | 'title' | 'frontMatter'> & {
  /** The top-level heading the page is under (`topLevelTitles`). */
  section?: string
}

/**
 * What the search index is made from besides the pages' compile results: plain data, so that the
 * search stage can count on a thread of its own (search-thread.ts) as well as on the build's.
 */
export interface SearchSite {
  enabled: boolean
  basePath: string
  /** Per locale: its route prefix and its pages in page-map order. */
  locales: { locale: string; prefix: string; pages: SearchNode[] }[]
  /** Every page file, in the site's order: path relative to the content folder → the compile maps' key. */
  sources: [rel: string, path: string][]
}

/** What the index needs of a page's compile result: its `#` heading (the title) and its search sections. */
export type SearchFacts = Pick<CompiledMdx, 'toc' | 'searchSections'>

export function searchSiteOf(site: Site): SearchSite {
  const { config } = site
  return {
    enabled: config.search.enabled,
    basePath: config.basePath,
    locales: config.search.enabled
      ? [...site.pageMaps].map(([locale, pageMap]) => {
          const topLevel = topLevelTitles(pageMap)
          return {
            locale,
            prefix: pageMap.prefix,
            pages: pageMap.pages.map(({ rel, route, title, frontMatter }) => {
              const section = topLevel(route)
              return { rel, route, title, frontMatter, ...(section !== undefined && { section }) }
            })
          }
        })
      : [],
    sources: site.pages.map(page => [page.file.rel, page.file.path])
  }
}

/** The part of a compile result the index reads, small enough to send to another thread. */
export function searchFactsOf(result: SearchFacts): SearchFacts {
  const heading = result.toc.find(entry => entry.depth === 1)
  return { toc: heading ? [heading] : [], searchSections: result.searchSections }
}
