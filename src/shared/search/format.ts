/**
 * The files of a locale's search index (DESIGN "How SPEC maps": a minisearch index per locale,
 * written at build time). Shared by the writer (src/search) and the reader (the browser), with one
 * version number: a reader refuses files of another version rather than misreading them.
 *
 * `_gs/search/{locale}.json`, the manifest, has a fixed name so a page can point at it before the
 * index exists; everything it lists is content-hashed and cacheable forever:
 * - core: the minisearch statistics (document count, field lengths), page routes and the layout of
 *   pages, sections and chunks;
 * - buckets: the postings of every term, split by the term's key (`termKey`) into buckets fetched
 *   when a query needs them;
 * - chunks: the pages themselves (route, title, section headings and text), fetched for the hits
 *   that are shown.
 * See bench/RESULTS.md "Search index" for why the index is split this way.
 */

/** Bump on any change a reader of the previous version would misread. */
export const SEARCH_FORMAT_VERSION = 1

/** Indexed fields, in minisearch field-id order. */
export const SEARCH_FIELDS = ['title', 'heading', 'parents', 'text'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

/** Ranking: a page title match beats a heading match beats a match in the text. */
export const SEARCH_BOOST: Record<SearchField, number> = { title: 4, heading: 2.5, parents: 1, text: 1 }

/** Where the manifest of `locale` lives, relative to the output root. */
export const searchManifestPath = (locale: string): string => `_gs/search/${locale}.json`

export interface SearchManifest {
  v: number
  locale: string
  /** Base path of the site ('' or '/docs'); hit URLs are `base + route`. */
  base: string
  /** File names relative to the manifest. */
  core: string
  buckets: string[]
  chunks: string[]
}

export interface SearchCore {
  v: number
  fields: readonly string[]
  /** Route of every page (locale prefix included, base path not), in page order. */
  routes: string[]
  /** Sections (documents) per page; documents are numbered page after page, section after section. */
  sections: number[]
  /** Pages per chunk, in page order. */
  chunkPages: number[]
  /** Length in terms of every field of every document: `lengths[doc * fields.length + field]`. */
  lengths: number[]
  /** Average field lengths. */
  average: number[]
}

/**
 * Postings of one term: for each field holding it, `fieldId, count`, then `count` entries. An entry
 * is the gap to the previous document id (the first one counts from -1, so gaps are ≥ 1), followed
 * by `-termFrequency` when the term occurs more than once in the field.
 */
export type EncodedPostings = number[]

export interface SearchBucket {
  v: number
  terms: Record<string, EncodedPostings>
}

/** A section as the chunk carries it: `[anchor, heading, text, parents]` (parents outermost first). */
export type ChunkSection = [anchor: string, heading: string, text: string, parents: string[]]
/**
 * A page as the chunk carries it: `[title, sections, topLevel?]`; section 0 is the page's top;
 * `topLevel` is the page's top-level heading (`hierarchy.lvl0`: its product or section title),
 * left out when it is the title itself.
 */
export type ChunkPage = [title: string, sections: ChunkSection[], topLevel?: string]

export interface SearchChunk {
  v: number
  pages: ChunkPage[]
}
