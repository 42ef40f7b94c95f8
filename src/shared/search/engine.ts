import SearchableMap from 'minisearch/SearchableMap'
import {
  SEARCH_FIELDS,
  decodeLengths,
  searchMember,
  searchPackName,
  type ChunkPage,
  type SearchBucket,
  type SearchChunk,
  type SearchCore,
  type SearchManifest
} from './format.js'
import { encodeRoute } from '../encode-route.js'
import {
  decodePostings,
  fetchChecked,
  isFileSet,
  isNumberArray,
  isStringArray,
  SearchIndexError,
  type FetchJson
} from './index-files.js'
import { Ranking } from './ranking.js'
import { scoreQuery, termsIn, type FieldPostings } from './score.js'
import { bucketOf, termKey, terms } from './tokenize.js'

export { LOAD_ERROR_MESSAGE, SearchIndexError, type FetchJson } from './index-files.js'

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
  /** The page's top-level heading (a hosted index's `hierarchy.lvl0`): its product or section title. */
  topLevel: string
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

const HEADING = 1 << SEARCH_FIELDS.indexOf('heading')
const TEXT = 1 << SEARCH_FIELDS.indexOf('text')
/** Results looked at for one selection (at least; four times the hits asked for). */
const SCAN_LIMIT = 400

/**
 * English words too common to narrow a search: left out of a query that has other words
 * ("what is graphql" searches "graphql"), searched when they are all there is.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its of on or that the this to was what when where which who why will with you your'.split(
    ' '
  )
)

/**
 * A locale's search index in use: the statistics minisearch computed at build time loaded up front,
 * term buckets and page chunks fetched when a query needs them, each once. The terms of a query's
 * keys go into minisearch's radix tree (prefix and typo matching); `scoreQuery` ranks them with
 * minisearch's BM25. Works the same in Node (tests) and browsers.
 */
export class SearchEngine {
  private readonly documentCount: number
  private readonly lengths: Uint16Array
  private readonly average: number[]
  private readonly routes: string[]
  private readonly docPage: Int32Array
  private readonly pageFirstDoc: Int32Array
  private readonly pageChunk: Int32Array
  private readonly chunkFirstPage: Int32Array
  private readonly buckets = new Map<number, Promise<void>>()
  private readonly chunks = new Map<number, Promise<ChunkPage[]>>()
  /** Loaded terms by key (`termKey`), with their postings. */
  private readonly termsByKey = new Map<string, [string, FieldPostings][]>()
  /** The index of the last keys searched: every loaded term that has one of them. */
  private lastIndex?: { keys: string; index: SearchableMap<FieldPostings> }
  private lastRanking?: { query: string; ranking: Ranking }

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
    this.documentCount = documentCount
    const lengths = decodeLengths(core.lengths, documentCount, SEARCH_FIELDS.length)
    if (!lengths) throw new SearchIndexError('core is malformed')
    this.lengths = lengths
    this.average = core.average
  }

  /** Fetches the manifest and the core; rejects with `SearchIndexError` on any failure. */
  static async load(manifestUrl: string, fetchJson: FetchJson): Promise<SearchEngine> {
    const manifest = await fetchChecked(fetchJson, manifestUrl, 'manifest')
    if (
      typeof manifest.core !== 'string' ||
      !isFileSet(manifest.buckets) ||
      !isFileSet(manifest.chunks) ||
      manifest.buckets.count === 0
    ) {
      throw new SearchIndexError('manifest is malformed')
    }
    const core = await fetchChecked(fetchJson, new URL(manifest.core, manifestUrl).href, 'core')
    if (
      !isStringArray(core.routes) ||
      !isNumberArray(core.sections) ||
      !isNumberArray(core.chunkPages) ||
      typeof core.lengths !== 'string' ||
      !isNumberArray(core.average)
    ) {
      throw new SearchIndexError('core is malformed')
    }
    return new SearchEngine(
      manifest as unknown as SearchManifest,
      manifestUrl,
      core as unknown as SearchCore,
      fetchJson
    )
  }

  get locale(): string {
    return this.manifest.locale
  }

  private fileUrl(name: string): string {
    return new URL(name, this.manifestUrl).href
  }

  /** Member `index` of the buckets (`b`) or chunks (`c`): its bytes in its pack. */
  private async fetchMember(kind: 'b' | 'c', index: number, what: string): Promise<Record<string, unknown>> {
    const set = kind === 'b' ? this.manifest.buckets : this.manifest.chunks
    const member = searchMember(set, index)
    if (!member) throw new SearchIndexError('manifest is malformed')
    const url = this.fileUrl(searchPackName(this.manifest.locale, kind, member.group, set))
    return fetchChecked(this.fetchJson, url, what, { start: member.start, end: member.end })
  }

  private loadBucket(bucket: number): Promise<void> {
    let pending = this.buckets.get(bucket)
    if (!pending) {
      pending = this.fetchMember('b', bucket, 'bucket').then(data => {
        for (const [term, postings] of Object.entries((data as unknown as SearchBucket).terms ?? {})) {
          const key = termKey(term)
          let list = this.termsByKey.get(key)
          if (!list) this.termsByKey.set(key, (list = []))
          list.push([term, decodePostings(postings)])
        }
        this.lastIndex = undefined
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
      pending = this.fetchMember('c', chunk, 'chunk').then(data => {
        const pages = (data as unknown as SearchChunk).pages
        if (!Array.isArray(pages)) throw new SearchIndexError('chunk is malformed')
        return pages
      })
      this.chunks.set(chunk, pending)
      pending.catch(() => this.chunks.delete(chunk))
    }
    return pending
  }

  /**
   * The terms minisearch searches for a query: those sharing a key with a query term, and no other.
   * The rest of a bucket is other keys' terms, loaded or not depending on earlier queries, and must
   * not change the answer; a small index also keeps prefix and typo matching fast.
   */
  private indexFor(keys: string[]): SearchableMap<FieldPostings> {
    const id = keys.join('\u0000')
    if (this.lastIndex?.keys !== id) {
      const index = new SearchableMap<FieldPostings>()
      for (const key of keys) for (const [term, postings] of this.termsByKey.get(key) ?? []) index.set(term, postings)
      this.lastIndex = { keys: id, index }
    }
    return this.lastIndex.index
  }

  /** Documents matching every word of the query (stop words aside), best first. */
  private async rank(query: string): Promise<Ranking | undefined> {
    const all = [...new Set(terms(query))]
    const words = all.some(term => !STOP_WORDS.has(term)) ? all.filter(term => !STOP_WORDS.has(term)) : all
    if (words.length === 0) return undefined
    const keys = [...new Set(words.map(termKey))].sort()
    await Promise.all(keys.map(key => this.loadBucket(bucketOf(key, this.manifest.buckets.count))))
    const text = words.join(' ')
    if (this.lastRanking?.query !== text) {
      const scored = scoreQuery(
        { terms: this.indexFor(keys), documentCount: this.documentCount, lengths: this.lengths, average: this.average },
        words
      )
      this.lastRanking = { query: text, ranking: new Ranking(scored) }
    }
    return this.lastRanking.ranking
  }

  /** Searches, picks hits as `selection` says, and fetches what they show. Best first. */
  async search(query: string, selection: SearchSelection = {}): Promise<SearchHit[]> {
    const { pages = Infinity, perPage = Infinity, hits = Infinity, filter } = selection
    const ranking = await this.rank(query)
    const picked: { id: number; page: number; type: HitType; terms: string[] }[] = []
    const perPageCount = new Map<number, number>()
    // Beyond the best results, more sections of the pages already shown are not worth a scan of
    // every match of a word that is on every page.
    // (A filter may skip most of them: then every match is looked at.)
    const scan = filter ? Infinity : Math.max(SCAN_LIMIT, Number.isFinite(hits) ? hits * 4 : 0)
    for (
      let n = 0, i = ranking?.at(0);
      ranking && i !== undefined && picked.length < hits && n < scan;
      i = ranking.at(++n)
    ) {
      const id = ranking.id(i)
      const page = this.docPage[id]
      const count = perPageCount.get(page) ?? 0
      if ((count === 0 && perPageCount.size >= pages) || count >= perPage) continue
      if (filter && !filter(this.routes[page])) continue
      const fields = ranking.scored.fields[i]
      const heading = (fields & HEADING) !== 0
      const top = this.pageFirstDoc[page] === id
      // A section matched only through its page title or parent headings repeats a better hit
      // (the page's top, or the parent section).
      if (!top && !heading && (fields & TEXT) === 0) continue
      perPageCount.set(page, count + 1)
      picked.push({
        id,
        page,
        type: top ? 'page' : heading ? 'heading' : 'content',
        terms: termsIn(id, ranking.scored.matched)
      })
    }
    const chunkIds = [...new Set(picked.map(entry => this.pageChunk[entry.page]))]
    const loaded = new Map(
      await Promise.all(chunkIds.map(async chunk => [chunk, await this.loadChunk(chunk)] as const))
    )
    return picked.map(entry => {
      const chunk = this.pageChunk[entry.page]
      const route = this.routes[entry.page]
      const [pageTitle, sections, topLevel = pageTitle] = loaded.get(chunk)![entry.page - this.chunkFirstPage[chunk]]
      const [anchor, heading, text, parents] = sections[entry.id - this.pageFirstDoc[entry.page]]
      const url = this.manifest.base + encodeRoute(route) + (anchor ? `#${anchor}` : '')
      return {
        id: entry.id,
        type: entry.type,
        route,
        url,
        pageTitle,
        topLevel,
        heading,
        anchor,
        parents,
        text,
        terms: entry.terms
      }
    })
  }
}
