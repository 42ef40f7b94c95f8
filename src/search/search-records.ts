import type { SearchSection } from '../compile/remark-search-sections.js'
import { encodeRoute } from '../shared/encode-route.js'

/** What the index needs to know about one page of a locale. */
export interface SearchPageInput {
  /** Route with the locale prefix (`/fr/docs/a`), without base path. */
  route: string
  /** Source path relative to the content root (`docs/_partial.mdx` is private). */
  rel: string
  /** Title as the page shows it (front matter title, first `#` heading, then the navigation title). */
  title: string
  /** The page's top-level heading (`hierarchy.lvl0`: its product or section title); the title when absent. */
  section?: string
  frontMatter: Record<string, unknown>
  sections: SearchSection[]
}

/** One searchable section of a page: the document the index holds. */
export interface SearchRecord {
  route: string
  /** `basePath + route`, plus `#anchor` for a section below the page's top. */
  url: string
  pageTitle: string
  heading: string
  /** Heading id; '' for the page's top. */
  anchor: string
  depth: number
  /** Enclosing headings below the page title, outermost first. */
  parents: string[]
  /** Plain text of the section (never HTML). */
  text: string
  /** `page` for the page's top section, `heading` for the sections under its headings. */
  type: 'page' | 'heading'
}

/** All the records of one page, section 0 being the page's top. */
export interface SearchPage {
  route: string
  title: string
  /** Top-level heading the docs modal groups the page's hits under (`hierarchy.lvl0`). */
  section: string
  records: SearchRecord[]
}

/** `/404`, `/500` (and `/fr/404`) are error pages, `_` files private: neither belongs in search. */
function excluded(page: SearchPageInput, localePrefix: string): boolean {
  if (page.frontMatter.searchable === false) return true
  if (page.rel.split(/[\\/]/).some(part => part.startsWith('_'))) return true
  const route = page.route.slice(localePrefix.length) || '/'
  return route === '/404' || route === '/500'
}

/**
 * The search records of a locale's pages: one per heading section, in page order. Pages with
 * front matter `searchable: false`, error pages and private files are left out.
 */
export function searchRecords(
  pages: SearchPageInput[],
  options: { basePath: string; localePrefix: string }
): SearchPage[] {
  return pages.flatMap(page => searchPage(page, options) ?? [])
}

/** The search records of one page (undefined when it is left out): what `SearchIndexBuilder.addPage` takes. */
export function searchPage(
  page: SearchPageInput,
  options: { basePath: string; localePrefix: string }
): SearchPage | undefined {
  if (excluded(page, options.localePrefix)) return undefined
  const url = options.basePath + encodeRoute(page.route)
  const sections = [...page.sections]
  // The top of the page is its `#` heading, or the text before any heading; a page that starts
  // with a `##` gets an empty top so the page itself can still be found by its title.
  const top = sections[0] && sections[0].depth <= 1 ? sections.shift()! : undefined
  const h1 = top?.depth === 1 ? top.heading : undefined
  const records: SearchRecord[] = [
    {
      route: page.route,
      url,
      pageTitle: page.title,
      heading: '',
      anchor: '',
      depth: 0,
      parents: [],
      text: top?.content ?? '',
      type: 'page'
    }
  ]
  for (const section of sections) {
    const parents = section.parents[0] === h1 && h1 !== undefined ? section.parents.slice(1) : section.parents
    records.push({
      route: page.route,
      url: section.anchor ? `${url}#${section.anchor}` : url,
      pageTitle: page.title,
      heading: section.heading,
      anchor: section.anchor,
      depth: section.depth,
      parents,
      text: section.content,
      type: 'heading'
    })
  }
  return { route: page.route, title: page.title, section: page.section ?? page.title, records }
}
