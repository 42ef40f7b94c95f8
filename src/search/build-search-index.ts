import {
  FILE_GROUP,
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  encodeLengths,
  searchFileName,
  searchManifestPath,
  type ChunkPage,
  type SearchCore,
  type SearchFileSet,
  type SearchManifest
} from '../shared/search/format.js'
import { gzipSync } from 'node:zlib'
import { bucketOf, termKey, terms } from '../shared/search/tokenize.js'
import type { SearchPage } from './search-records.js'
import { contentHash } from '../shared/content-hash.js'

/**
 * A chunk closes once its pages add up to this much JSON: mostly one docs page, so the five hits of
 * a first result fetch little beyond their own pages (24,000 fetched 43 of the 140 KB gzip before a
 * first result at 1,000 pages, 6,000 16.4 KB, 3,000 ~13 KB; issue 24 item 6, bench/RESULTS.md
 * "First result in fewer bytes").
 */
const CHUNK_BYTES = 3_000
/**
 * The manifest names the chunks by one hash per `FILE_GROUP`: past this many, chunks grow instead,
 * so that the manifest a first query fetches stays small (~1 KB gzip at 4,096).
 */
const MAX_CHUNKS = 4096
/**
 * About this many postings per bucket: enough buckets that a term key rarely shares its bucket
 * with another (8,000 put two or three keys in each at 1,000 pages: a query paid for all of them).
 */
const POSTINGS_PER_BUCKET = 2_000
/** More buckets than term keys buys nothing (English text has a few hundred) and lengthens the manifest. */
const MAX_BUCKETS = 512

export interface SearchIndexStats {
  pages: number
  sections: number
  terms: number
  postings: number
  buckets: number
  chunks: number
}

export interface SearchIndexOutput {
  /** Output path (relative to the out folder) → JSON text, or gzip of it (chunks). */
  files: Map<string, string | Uint8Array>
  manifestPath: string
  stats: SearchIndexStats
}

const hashOf = contentHash

/**
 * The inverted index of the sections, exactly what minisearch's `add` + `toJSON` give (one document
 * per section: title on the page's top section, heading, parents, text), counted directly: the build
 * needs postings, not a search engine, and minisearch's radix tree cost more than the rest of the
 * search stage. `tests/unit/search/search-index.test.ts` checks it against minisearch.
 */
export interface InvertedIndex {
  documents: number
  /** term → per field id, [document id, term frequency, …] with ascending document ids. */
  postings: Map<string, (number[] | undefined)[]>
  /** Per document, per field, the number of distinct terms (minisearch's field length). */
  fieldLength: number[][]
}

const FIELDS = SEARCH_FIELDS.length

/** What the builder keeps of a page until `finish`: its terms counted, its chunk entry written. */
/** A counted page, as it can be kept between builds: route, sections, lengths, counts, chunk entry. */
export type CountedPage = [string, number, number[], number[], string]

interface PageTerms {
  route: string
  /** Number of sections (documents). */
  sections: number
  /** Per section, per field, the number of distinct terms. */
  lengths: number[]
  /** Per section, per field: the number n of terms to post, then n × (term id, frequency). */
  counts: number[]
  /** The page as its chunk carries it (`ChunkPage`), in JSON. */
  entry: string
}

/**
 * The search index of one locale, built page by page: `addPage` does the work of a page (cutting
 * and counting its terms, writing its chunk entry) as soon as it is there, in any order — the
 * build gets its pages one by one from the compile workers and is idle meanwhile — and `finish`
 * only merges the pages in position order, encodes and serialises (on the 1,000-page bench, cold,
 * ~80 ms of the stage's ~380). The files are those `buildSearchIndex` writes for the same pages in
 * position order; `finish` may be called again after more pages.
 *
 *     const index = new SearchIndexBuilder({ locale, basePath })
 *     // as each page comes, `position` its place in the locale's page map (gaps are fine):
 *     const page = searchPage(input, { basePath, localePrefix }) // undefined: not searchable
 *     if (page) index.addPage(position, page)
 *     // once all are in:
 *     const { files, stats } = index.finish()
 */
export class SearchIndexBuilder {
  private readonly ids = new Map<string, number>()
  private readonly termOf: string[] = []
  // A field's term frequencies are counted in arrays by term id, `stampOf` telling which field (a
  // running number) a count belongs to: a Map per field cost a third of the stage.
  private readonly stampOf: number[] = []
  private readonly frequencyOf: number[] = []
  private readonly distinct: number[] = []
  private stamp = 0
  private readonly pages = new Map<number, PageTerms>()

  constructor(private readonly options: { locale: string; basePath: string }) {}

  /** Adds the records of a page; `position` orders the pages (a page added again at a position replaces it). */
  addPage(position: number, page: SearchPage): void {
    const lengths: number[] = []
    const counts: number[] = []
    for (const record of page.records) {
      const top = record.type === 'page'
      this.count(top ? record.pageTitle : '', lengths, counts)
      this.count(record.heading, lengths, counts)
      this.count(top ? '' : [record.pageTitle, ...record.parents].join(' '), lengths, counts)
      this.count(record.text, lengths, counts)
    }
    const sections = page.records.map((r): ChunkPage[1][number] => [r.anchor, r.heading, r.text, r.parents])
    // The top-level heading only when it is not the page's own title (a reader falls back to the title).
    const entry: ChunkPage =
      page.section && page.section !== page.title ? [page.title, sections, page.section] : [page.title, sections]
    this.pages.set(position, {
      route: page.route,
      sections: page.records.length,
      lengths,
      counts,
      entry: JSON.stringify(entry)
    })
  }

  /**
   * A page as `addPage` counted it, for `addCounted` in a later build (with `terms()`): a page whose
   * input did not change is not cut into terms again.
   */
  counted(position: number): CountedPage | undefined {
    const page = this.pages.get(position)
    return page && [page.route, page.sections, page.lengths, page.counts, page.entry]
  }

  /** The terms `counted` pages refer to by index. */
  terms(): readonly string[] {
    return this.termOf
  }

  /**
   * Adds a page `counted` by another builder whose `terms()` were `terms`; `remap` (one per such
   * builder, initially empty) caches what their term ids are here. Same result as `addPage` of the
   * page it was counted from.
   */
  addCounted(
    position: number,
    [route, sections, lengths, counts, entry]: CountedPage,
    terms: readonly string[],
    remap: number[]
  ): void {
    const mapped = counts.slice()
    for (let at = 0; at < mapped.length;) {
      for (let n = mapped[at++]; n > 0; n--, at += 2) {
        let id = remap[mapped[at]]
        if (id === undefined) remap[mapped[at]] = id = this.idOf(terms[mapped[at]])
        mapped[at] = id
      }
    }
    this.pages.set(position, { route, sections, lengths, counts: mapped, entry })
  }

  /**
   * Numbers terms as `terms` (a previous builder's `terms()`) does, renumbering the pages added so
   * far: pages that builder counted are then added as they are (`addCountedAsIs`), and counted the
   * same when kept again. Terms no page uses any more stay numbered; they are not in the files.
   */
  adopt(terms: readonly string[]): void {
    const own = this.termOf.slice()
    this.ids.clear()
    this.termOf.length = this.stampOf.length = this.frequencyOf.length = 0
    for (const term of terms) this.idOf(term)
    const renumbered = own.map(term => this.idOf(term))
    for (const page of this.pages.values()) {
      const { counts } = page
      for (let at = 0; at < counts.length;)
        for (let n = counts[at++]; n > 0; n--, at += 2) counts[at] = renumbered[counts[at]]
    }
  }

  /** Adds a page `counted` with this builder's term numbers (see `adopt`). */
  addCountedAsIs(position: number, [route, sections, lengths, counts, entry]: CountedPage): void {
    this.pages.set(position, { route, sections, lengths, counts, entry })
  }

  private idOf(term: string): number {
    let id = this.ids.get(term)
    if (id === undefined) {
      id = this.termOf.length
      this.ids.set(term, id)
      this.termOf.push(term)
      this.stampOf.push(0)
      this.frequencyOf.push(0)
    }
    return id
  }

  private count(value: string, lengths: number[], counts: number[]): void {
    const { termOf, stampOf, frequencyOf, distinct } = this
    const stamp = ++this.stamp
    distinct.length = 0
    for (const term of terms(value)) {
      const id = this.idOf(term)
      if (stampOf[id] === stamp) frequencyOf[id]++
      else {
        stampOf[id] = stamp
        frequencyOf[id] = 1
        distinct.push(id)
      }
    }
    lengths.push(distinct.length)
    const at = counts.length
    counts.push(0)
    for (const id of distinct) if (termOf[id]) counts.push(id, frequencyOf[id])
    counts[at] = (counts.length - at - 1) / 2
  }

  /**
   * The pages in position order, and every term's postings in the format's encoding (`EncodedPostings`),
   * written straight from the pages' counts: per term and field, the entries (document id gaps,
   * frequencies above 1 negated) and their count.
   */
  private merge(): Merged {
    const pages = [...this.pages].sort((a, b) => a[0] - b[0]).map(([, page]) => page)
    const slots = this.termOf.length * FIELDS
    const entries: (number[] | undefined)[] = new Array(slots)
    const counts = new Int32Array(slots)
    const previous = new Int32Array(slots).fill(-1)
    let doc = 0
    for (const page of pages) {
      let at = 0
      for (let end = page.lengths.length / FIELDS; end > 0; end--, doc++) {
        for (let field = 0; field < FIELDS; field++) {
          for (let n = page.counts[at++]; n > 0; n--, at += 2) {
            const slot = page.counts[at] * FIELDS + field
            const frequency = page.counts[at + 1]
            const list = (entries[slot] ??= [])
            list.push(doc - previous[slot])
            if (frequency > 1) list.push(-frequency)
            previous[slot] = doc
            counts[slot]++
          }
        }
      }
    }
    const postings = new Map<string, string>()
    let total = 0
    for (const term of keyOrder(this.termOf)) {
      const id = this.ids.get(term)!
      let encoded = ''
      for (let field = 0; field < FIELDS; field++) {
        const slot = id * FIELDS + field
        if (!counts[slot]) continue
        encoded += `${encoded && ','}${field},${counts[slot]},${JSON.stringify(entries[slot]).slice(1, -1)}`
        total += counts[slot]
      }
      if (encoded) postings.set(term, encoded)
    }
    return { pages, documents: doc, postings, total }
  }

  /** The inverted index of the pages added so far, in position order (decoded from what `finish` writes). */
  invertedIndex(): InvertedIndex {
    const { pages, documents, postings } = this.merge()
    const fieldLength = pages.flatMap(page =>
      Array.from({ length: page.lengths.length / FIELDS }, (_, doc) =>
        page.lengths.slice(doc * FIELDS, (doc + 1) * FIELDS)
      )
    )
    const decoded = new Map<string, (number[] | undefined)[]>()
    for (const [term, json] of postings) {
      const encoded = json.split(',').map(Number)
      const fields: (number[] | undefined)[] = []
      for (let i = 0; i < encoded.length;) {
        const docs: number[] = (fields[encoded[i++]] = [])
        for (let n = encoded[i++], doc = -1; n > 0; n--) {
          doc += encoded[i++]
          docs.push(doc, encoded[i] < 0 ? -encoded[i++] : 1)
        }
      }
      decoded.set(term, fields)
    }
    return { documents, postings: decoded, fieldLength }
  }

  /** The index files of the pages added so far (see `buildSearchIndex`). */
  finish(): SearchIndexOutput {
    return writeIndex(this.merge(), this.options)
  }
}

/** What `finish` writes the files from. */
interface Merged {
  pages: PageTerms[]
  documents: number
  /** Term → its `EncodedPostings` in JSON without the brackets, in the order of `keyOrder`. */
  postings: Map<string, string>
  /** Postings of all terms. */
  total: number
}

/**
 * Terms in the order JSON.stringify writes an object's keys when they were added sorted (the
 * buckets' order before they were written by hand): array indices (`"2"`, `"10"`) first, ascending,
 * then the rest in UTF-16 order. '' (a word normalised to nothing) is no term.
 */
function keyOrder(terms: string[]): string[] {
  const indices: string[] = []
  const others: string[] = []
  for (const term of terms) {
    if (/^(?:0|[1-9]\d{0,9})$/.test(term) && Number(term) < 2 ** 32 - 1) indices.push(term)
    else if (term) others.push(term)
  }
  return [...indices.sort((a, b) => Number(a) - Number(b)), ...others.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))]
}

/** The inverted index of `pages`, as the files hold it (the tests compare it with minisearch's). */
export function invertedIndex(pages: SearchPage[]): InvertedIndex {
  const builder = new SearchIndexBuilder({ locale: '', basePath: '' })
  pages.forEach((page, position) => builder.addPage(position, page))
  return builder.invertedIndex()
}

/** Pages (their chunk entries' JSON) into chunks of about CHUNK_BYTES, at most about MAX_CHUNKS of them. */
function packChunks(entries: string[]): string[][] {
  const size = Math.max(CHUNK_BYTES, Math.ceil(entries.reduce((sum, entry) => sum + entry.length, 0) / MAX_CHUNKS))
  const chunks: string[][] = []
  let current: string[] = []
  let bytes = 0
  for (const entry of entries) {
    current.push(entry)
    bytes += entry.length
    if (bytes >= size) {
      chunks.push(current)
      current = []
      bytes = 0
    }
  }
  if (current.length) chunks.push(current)
  return chunks
}

/**
 * Average field lengths over the documents that have the field. (minisearch averages over every
 * document; titles exist on one section per page only, so their average would be a fraction of a
 * word and BM25 would punish every real title as "long".)
 */
function averageLengths(lengths: number[]): number[] {
  const width = SEARCH_FIELDS.length
  return SEARCH_FIELDS.map((_, field) => {
    let sum = 0
    let count = 0
    for (let i = field; i < lengths.length; i += width) {
      if (lengths[i] > 0) {
        sum += lengths[i]
        count++
      }
    }
    return count ? Number((sum / count).toFixed(4)) : 0
  })
}

/**
 * Builds the search index files of one locale: one document per section, fields title (the
 * page's, on its top section), heading, parents (page title and enclosing headings) and text.
 * Pure: records in, file contents out; names are content-hashed except the manifest's (see
 * shared/search/format.ts). `SearchIndexBuilder` builds the same files page by page.
 */
export function buildSearchIndex(
  pages: SearchPage[],
  options: { locale: string; basePath: string }
): SearchIndexOutput {
  const builder = new SearchIndexBuilder(options)
  pages.forEach((page, position) => builder.addPage(position, page))
  return builder.finish()
}

/**
 * A chunk's JSON, gzip-compressed (see format.ts). Level 2: 6.1 → 2.66 MB at 1,000 pages in ~0.1 CPU-s,
 * where level 6 gave 2.57 MB for half as much again. Byte 9 (the operating system) is fixed so the
 * output does not depend on the platform zlib was built for.
 */
function gzip(json: string): Uint8Array {
  const bytes = gzipSync(json, { level: 2 })
  bytes[9] = 3
  return bytes
}

function writeIndex(
  { pages, documents, postings, total }: Merged,
  options: { locale: string; basePath: string }
): SearchIndexOutput {
  const bucketCount = Math.min(MAX_BUCKETS, 2 ** Math.ceil(Math.log2(Math.max(1, total / POSTINGS_PER_BUCKET))))
  const buckets: string[][] = Array.from({ length: bucketCount }, () => [])
  for (const [term, encoded] of postings)
    buckets[bucketOf(termKey(term), bucketCount)].push(`${JSON.stringify(term)}:[${encoded}]`)

  const lengths = pages.flatMap(page => page.lengths)
  const chunks = packChunks(pages.map(page => page.entry))
  const core: SearchCore = {
    v: SEARCH_FORMAT_VERSION,
    fields: SEARCH_FIELDS,
    routes: pages.map(page => page.route),
    sections: pages.map(page => page.sections),
    chunkPages: chunks.map(chunk => chunk.length),
    lengths: encodeLengths(lengths, SEARCH_FIELDS.length),
    average: averageLengths(lengths)
  }

  const files = new Map<string, string | Uint8Array>()
  const dir = searchManifestPath(options.locale).replace(/[^/]+$/, '')
  const coreText = JSON.stringify(core)
  const coreName = `${options.locale}.core.${hashOf(coreText)}.json`
  files.set(dir + coreName, coreText)
  // Named by the hash of their group (`SearchFileSet`): the hash of the group's contents in order.
  const emitSet = (kind: 'b' | 'c', contents: string[]): SearchFileSet => {
    const groups: string[] = []
    for (let at = 0; at < contents.length; at += FILE_GROUP)
      groups.push(hashOf(contents.slice(at, at + FILE_GROUP).join('\n')))
    const set = { count: contents.length, groups }
    contents.forEach((content, i) =>
      files.set(dir + searchFileName(options.locale, kind, i, set), kind === 'c' ? gzip(content) : content)
    )
    return set
  }
  const manifest: SearchManifest = {
    v: SEARCH_FORMAT_VERSION,
    locale: options.locale,
    base: options.basePath,
    core: coreName,
    // What JSON.stringify of a `SearchBucket` gives, from the terms' postings already in JSON.
    buckets: emitSet(
      'b',
      buckets.map(bucket => `{"v":${SEARCH_FORMAT_VERSION},"terms":{${bucket.join(',')}}}`)
    ),
    // What JSON.stringify of a `SearchChunk` gives, from the entries written as the pages came.
    chunks: emitSet(
      'c',
      chunks.map(chunk => `{"v":${SEARCH_FORMAT_VERSION},"pages":[${chunk.join(',')}]}`)
    )
  }
  const manifestPath = searchManifestPath(options.locale)
  files.set(manifestPath, JSON.stringify(manifest))
  return {
    files,
    manifestPath,
    stats: {
      pages: pages.length,
      sections: documents,
      terms: postings.size,
      postings: total,
      buckets: bucketCount,
      chunks: chunks.length
    }
  }
}
