import MiniSearch, { type AsPlainObject, type SearchOptions } from 'minisearch'
import {
  SEARCH_BOOST,
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  type ChunkPage,
  type SearchBucket,
  type SearchChunk,
  type SearchCore,
  type SearchManifest
} from './format.js'
import { encodeRoute } from '../encode-route.js'
import { bucketOf, isCjk, termKey, terms } from './tokenize.js'

/** SPEC §8: the one message for every way loading the index can fail. */
export const LOAD_ERROR_MESSAGE = 'Failed to load search index'

/** The index could not be fetched, was not JSON, or is of another format version. */
export class SearchIndexError extends Error {
  constructor(readonly reason: string) {
    super(LOAD_ERROR_MESSAGE)
    this.name = 'SearchIndexError'
  }
}

/** Fetches and parses one JSON file; rejects on an HTTP error or bad JSON. */
export type FetchJson = (url: string) => Promise<unknown>

/** `page`: the page's top; `heading`: matched in a section heading; `content`: in a section's text. */
export type HitType = 'page' | 'heading' | 'content'

export interface SearchHit {
  /** Document id, unique within the locale's index. */
  id: number
  type: HitType
  route: string
  /** Page URL (base path applied), plus `#anchor` below the page's top. */
  url: string
  pageTitle: string
  /** Section heading; '' for the page's top. */
  heading: string
  anchor: string
  parents: string[]
  text: string
  /** Index terms the query matched, for highlighting. */
  terms: string[]
}

export interface SearchSelection {
  /** At most this many pages… */
  pages?: number
  /** …with at most this many sections each… */
  perPage?: number
  /** …and at most this many hits in all. */
  hits?: number
  /** Only pages whose route passes. */
  filter?: (route: string) => boolean
}

interface Ranked {
  id: number
  page: number
  type: HitType
  terms: string[]
}

type Internals = { _index: { set(term: string, value: Map<number, Map<number, number>>): unknown } }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function checkVersion(value: unknown, what: string): asserts value is Record<string, unknown> {
  if (!isObject(value)) throw new SearchIndexError(`${what} is not an object`)
  if (value.v !== SEARCH_FORMAT_VERSION) throw new SearchIndexError(`${what} has format version ${String(value.v)}, expected ${SEARCH_FORMAT_VERSION}`)
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(item => typeof item === 'string')
const isNumberArray = (value: unknown): value is number[] => Array.isArray(value) && value.every(item => typeof item === 'number')

function decodePostings(encoded: number[]): Map<number, Map<number, number>> {
  const fields = new Map<number, Map<number, number>>()
  let i = 0
  while (i < encoded.length) {
    const fieldId = encoded[i++]
    const count = encoded[i++]
    const docs = new Map<number, number>()
    let doc = -1
    for (let n = 0; n < count; n++) {
      doc += encoded[i++]
      let frequency = 1
      if (encoded[i] < 0) frequency = -encoded[i++]
      docs.set(doc, frequency)
    }
    fields.set(fieldId, docs)
  }
  return fields
}

/**
 * A locale's search index in use: the minisearch statistics loaded up front, term buckets and page
 * chunks fetched when a query needs them, each once. Works the same in Node (tests) and browsers.
 */
export class SearchEngine {
  private readonly miniSearch: MiniSearch
  private readonly routes: string[]
  private readonly docPage: Int32Array
  private readonly pageFirstDoc: Int32Array
  private readonly pageChunk: Int32Array
  private readonly chunkFirstPage: Int32Array
  private readonly buckets = new Map<number, Promise<void>>()
  private readonly chunks = new Map<number, Promise<ChunkPage[]>>()
  private lastRanking?: { query: string; ranked: Ranked[] }

  private constructor(
    private readonly manifest: SearchManifest,
    private readonly manifestUrl: string,
    core: SearchCore,
    private readonly fetchJson: FetchJson
  ) {
    this.routes = core.routes
    const documentCount = core.sections.reduce((sum, n) => sum + n, 0)
    this.docPage = new Int32Array(documentCount)
    this.pageFirstDoc = new Int32Array(core.sections.length)
    let doc = 0
    core.sections.forEach((count, page) => {
      this.pageFirstDoc[page] = doc
      for (let i = 0; i < count; i++) this.docPage[doc++] = page
    })
    this.pageChunk = new Int32Array(core.sections.length)
    this.chunkFirstPage = new Int32Array(core.chunkPages.length)
    let page = 0
    core.chunkPages.forEach((count, chunk) => {
      this.chunkFirstPage[chunk] = page
      for (let i = 0; i < count; i++) this.pageChunk[page++] = chunk
    })
    const width = SEARCH_FIELDS.length
    const fieldLength: number[][] = Array.from({ length: documentCount }, (_, id) => core.lengths.slice(id * width, id * width + width))
    const plain = {
      documentCount,
      nextId: documentCount,
      documentIds: Array.from({ length: documentCount }, (_, id) => id),
      fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, id) => [field, id])),
      fieldLength,
      averageFieldLength: core.average,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2
    } as unknown as AsPlainObject
    this.miniSearch = MiniSearch.loadJS(plain, { fields: [...SEARCH_FIELDS], tokenize: terms, processTerm: term => term })
    if (typeof (this.miniSearch as unknown as Internals)._index?.set !== 'function') throw new SearchIndexError('unsupported minisearch version')
  }

  /** Fetches the manifest and the core; rejects with `SearchIndexError` on any failure. */
  static async load(manifestUrl: string, fetchJson: FetchJson): Promise<SearchEngine> {
    const manifest = await fetchChecked(fetchJson, manifestUrl, 'manifest')
    if (typeof manifest.core !== 'string' || !isStringArray(manifest.buckets) || !isStringArray(manifest.chunks) || manifest.buckets.length === 0) {
      throw new SearchIndexError('manifest is malformed')
    }
    const core = await fetchChecked(fetchJson, new URL(manifest.core, manifestUrl).href, 'core')
    if (!isStringArray(core.routes) || !isNumberArray(core.sections) || !isNumberArray(core.chunkPages) || !isNumberArray(core.lengths) || !isNumberArray(core.average)) {
      throw new SearchIndexError('core is malformed')
    }
    return new SearchEngine(manifest as unknown as SearchManifest, manifestUrl, core as unknown as SearchCore, fetchJson)
  }

  get locale(): string {
    return this.manifest.locale
  }

  private fileUrl(name: string): string {
    return new URL(name, this.manifestUrl).href
  }

  private loadBucket(bucket: number): Promise<void> {
    let pending = this.buckets.get(bucket)
    if (!pending) {
      pending = fetchChecked(this.fetchJson, this.fileUrl(this.manifest.buckets[bucket]), 'bucket').then(data => {
        const index = (this.miniSearch as unknown as Internals)._index
        for (const [term, postings] of Object.entries((data as unknown as SearchBucket).terms ?? {})) index.set(term, decodePostings(postings))
        this.lastRanking = undefined
      })
      this.buckets.set(bucket, pending)
      // A failed fetch is not remembered: the next query tries again.
      pending.catch(() => this.buckets.delete(bucket))
    }
    return pending
  }

  private loadChunk(chunk: number): Promise<ChunkPage[]> {
    let pending = this.chunks.get(chunk)
    if (!pending) {
      pending = fetchChecked(this.fetchJson, this.fileUrl(this.manifest.chunks[chunk]), 'chunk').then(data => {
        const pages = (data as unknown as SearchChunk).pages
        if (!Array.isArray(pages)) throw new SearchIndexError('chunk is malformed')
        return pages
      })
      this.chunks.set(chunk, pending)
      pending.catch(() => this.chunks.delete(chunk))
    }
    return pending
  }

  /** Documents matching every term of the query, best first, without repeats of a page's title. */
  private async rank(query: string): Promise<Ranked[]> {
    const queryTerms = [...new Set(terms(query))]
    if (queryTerms.length === 0) return []
    const keys = new Set(queryTerms.map(termKey))
    await Promise.all([...keys].map(key => this.loadBucket(bucketOf(key, this.manifest.buckets.length))))
    if (this.lastRanking?.query === query) return this.lastRanking.ranked
    const keyOf = new Map<string, boolean>()
    const options: SearchOptions = {
      boost: SEARCH_BOOST,
      combineWith: 'AND',
      // A one-letter term has a key of its own (no longer term shares it): prefix matching only
      // helps one CJK character, whose key is shared with the words it starts.
      prefix: term => term.length > 1 || isCjk(term),
      // One typo from five letters on (shorter words have too many neighbours: hive, hide, five).
      fuzzy: term => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      // Only index terms sharing a key with a query term: the rest of a bucket is other keys' terms,
      // loaded or not depending on earlier queries, and must not change the answer.
      boostDocument: (_id, term) => {
        let same = keyOf.get(term)
        if (same === undefined) keyOf.set(term, (same = keys.has(termKey(term))))
        return same ? 1 : 0
      }
    }
    const ranked: Ranked[] = []
    for (const result of this.miniSearch.search(query, options)) {
      const id = result.id as number
      const page = this.docPage[id]
      const top = this.pageFirstDoc[page] === id
      const fields = new Set(Object.values(result.match).flat())
      const inSection = fields.has('heading') || fields.has('text')
      // A section matched only through its page title or parent headings repeats a better hit
      // (the page's top, or the parent section).
      if (!top && !inSection) continue
      const type: HitType = top ? 'page' : fields.has('heading') ? 'heading' : 'content'
      ranked.push({ id, page, type, terms: Object.keys(result.match) })
    }
    this.lastRanking = { query, ranked }
    return ranked
  }

  /** Searches, picks hits as `selection` says, and fetches what they show. Best first. */
  async search(query: string, selection: SearchSelection = {}): Promise<SearchHit[]> {
    const { pages = Infinity, perPage = Infinity, hits = Infinity, filter } = selection
    const ranked = await this.rank(query)
    const picked: Ranked[] = []
    const perPageCount = new Map<number, number>()
    for (const entry of ranked) {
      if (picked.length >= hits) break
      const count = perPageCount.get(entry.page)
      if (count === undefined && perPageCount.size >= pages) continue
      if ((count ?? 0) >= perPage) continue
      if (filter && !filter(this.routes[entry.page])) continue
      perPageCount.set(entry.page, (count ?? 0) + 1)
      picked.push(entry)
    }
    const chunkIds = [...new Set(picked.map(entry => this.pageChunk[entry.page]))]
    const loaded = new Map(await Promise.all(chunkIds.map(async chunk => [chunk, await this.loadChunk(chunk)] as const)))
    return picked.map(entry => {
      const chunk = this.pageChunk[entry.page]
      const route = this.routes[entry.page]
      const [pageTitle, sections] = loaded.get(chunk)![entry.page - this.chunkFirstPage[chunk]]
      const [anchor, heading, text, parents] = sections[entry.id - this.pageFirstDoc[entry.page]]
      const url = this.manifest.base + encodeRoute(route) + (anchor ? `#${anchor}` : '')
      return { id: entry.id, type: entry.type, route, url, pageTitle, heading, anchor, parents, text, terms: entry.terms }
    })
  }
}

async function fetchChecked(fetchJson: FetchJson, url: string, what: string): Promise<Record<string, unknown>> {
  let data: unknown
  try {
    data = await fetchJson(url)
  } catch (error) {
    throw error instanceof SearchIndexError ? error : new SearchIndexError(`${what}: ${(error as Error).message}`)
  }
  checkVersion(data, what)
  return data
}
