import { createHash } from 'node:crypto'
import {
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  searchManifestPath,
  type ChunkPage,
  type EncodedPostings,
  type SearchBucket,
  type SearchCore,
  type SearchManifest
} from '../shared/search/format.js'
import { bucketOf, termKey, terms } from '../shared/search/tokenize.js'
import type { SearchPage } from './search-records.js'

/** A chunk closes once its pages add up to this much JSON: a few chunks make up one result list. */
const CHUNK_BYTES = 24_000
/** About this many postings per bucket (roughly 4–6 KB gzip): one or two buckets answer a query. */
const POSTINGS_PER_BUCKET = 8_000
const MAX_BUCKETS = 256

export interface SearchIndexStats {
  pages: number
  sections: number
  terms: number
  postings: number
  buckets: number
  chunks: number
}

export interface SearchIndexOutput {
  /** Output path (relative to the out folder) → JSON text. */
  files: Map<string, string>
  manifestPath: string
  stats: SearchIndexStats
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10)

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
interface PageTerms {
  page: SearchPage
  /** Per section, per field, the number of distinct terms. */
  lengths: number[]
  /** Per section, per field: the number n of terms to post, then n × (term id, frequency). */
  counts: number[]
  /** The page as its chunk carries it (`ChunkPage`), in JSON. */
  entry: string
}

/**
 * The search index of one locale, built page by page: `addPage` does the work of a page (cutting
 * and counting its terms, its chunk entry) as soon as it is there, in any order — the build gets
 * its pages one by one from the compile workers and is idle meanwhile — and `finish` only merges
 * the pages in position order, encodes and serialises. The files are those `buildSearchIndex`
 * writes for the pages in position order; `finish` may be called again after more pages.
 *
 *     const index = new SearchIndexBuilder({ locale, basePath })
 *     index.addPage(position, page) // the page's searchRecords, position its place in page order
 *     const { files } = index.finish()
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
    const entry: ChunkPage = [page.title, page.records.map(r => [r.anchor, r.heading, r.text, r.parents])]
    this.pages.set(position, { page, lengths, counts, entry: JSON.stringify(entry) })
  }

  private count(value: string, lengths: number[], counts: number[]): void {
    const { ids, termOf, stampOf, frequencyOf, distinct } = this
    const stamp = ++this.stamp
    distinct.length = 0
    for (const term of terms(value)) {
      let id = ids.get(term)
      if (id === undefined) {
        id = termOf.length
        ids.set(term, id)
        termOf.push(term)
        stampOf.push(0)
        frequencyOf.push(0)
      }
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

  /** The pages in position order, and their inverted index. */
  private merge(): { pages: PageTerms[]; index: InvertedIndex } {
    const pages = [...this.pages].sort((a, b) => a[0] - b[0]).map(([, page]) => page)
    const fieldsOf: (number[] | undefined)[][] = []
    const order: number[] = []
    const fieldLength: number[][] = []
    let doc = 0
    for (const { lengths, counts } of pages) {
      let at = 0
      for (let first = 0; first < lengths.length; first += FIELDS) {
        fieldLength.push(lengths.slice(first, first + FIELDS))
        for (let field = 0; field < FIELDS; field++) {
          const end = at + 1 + 2 * counts[at]
          for (at++; at < end; at += 2) {
            let fields = fieldsOf[counts[at]]
            if (!fields) {
              fieldsOf[counts[at]] = fields = []
              order.push(counts[at])
            }
            ;(fields[field] ??= []).push(doc, counts[at + 1])
          }
        }
        doc++
      }
    }
    const postings = new Map(order.map(id => [this.termOf[id], fieldsOf[id]!]))
    return { pages, index: { documents: doc, postings, fieldLength } }
  }

  /** The inverted index of the pages added so far, in position order. */
  invertedIndex(): InvertedIndex {
    return this.merge().index
  }

  /** The index files of the pages added so far (see `buildSearchIndex`). */
  finish(): SearchIndexOutput {
    return writeIndex(this.merge(), this.options)
  }
}

export function invertedIndex(pages: SearchPage[]): InvertedIndex {
  const builder = new SearchIndexBuilder({ locale: '', basePath: '' })
  pages.forEach((page, position) => builder.addPage(position, page))
  return builder.invertedIndex()
}

/** A term's postings in the format's encoding: per field, id and count, then id deltas (frequency as a negative when > 1). */
function encodePostings(fields: (number[] | undefined)[]): { encoded: EncodedPostings; count: number } {
  const encoded: EncodedPostings = []
  let count = 0
  for (let field = 0; field < fields.length; field++) {
    const docs = fields[field]
    if (!docs) continue
    encoded.push(field, docs.length / 2)
    let previous = -1
    for (let i = 0; i < docs.length; i += 2) {
      encoded.push(docs[i] - previous)
      if (docs[i + 1] > 1) encoded.push(-docs[i + 1])
      previous = docs[i]
    }
    count += docs.length / 2
  }
  return { encoded, count }
}

/** Pages (their chunk entries' JSON) into chunks of about CHUNK_BYTES. */
function packChunks(entries: string[]): string[][] {
  const chunks: string[][] = []
  let current: string[] = []
  let bytes = 0
  for (const entry of entries) {
    current.push(entry)
    bytes += entry.length
    if (bytes >= CHUNK_BYTES) {
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
export function buildSearchIndex(pages: SearchPage[], options: { locale: string; basePath: string }): SearchIndexOutput {
  const builder = new SearchIndexBuilder(options)
  pages.forEach((page, position) => builder.addPage(position, page))
  return builder.finish()
}

function writeIndex({ pages, index }: { pages: PageTerms[]; index: InvertedIndex }, options: { locale: string; basePath: string }): SearchIndexOutput {
  const termCount = index.postings.size
  let totalPostings = 0
  for (const fields of index.postings.values()) for (const docs of fields) totalPostings += docs ? docs.length / 2 : 0
  const bucketCount = Math.min(MAX_BUCKETS, 2 ** Math.ceil(Math.log2(Math.max(1, totalPostings / POSTINGS_PER_BUCKET))))
  const buckets: SearchBucket[] = Array.from({ length: bucketCount }, () => ({ v: SEARCH_FORMAT_VERSION, terms: {} }))
  for (const term of [...index.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    buckets[bucketOf(termKey(term), bucketCount)].terms[term] = encodePostings(index.postings.get(term)!).encoded
  }

  const lengths = pages.flatMap(page => page.lengths)
  const chunks = packChunks(pages.map(page => page.entry))
  const core: SearchCore = {
    v: SEARCH_FORMAT_VERSION,
    fields: SEARCH_FIELDS,
    routes: pages.map(({ page }) => page.route),
    sections: pages.map(({ page }) => page.records.length),
    chunkPages: chunks.map(chunk => chunk.length),
    lengths,
    average: averageLengths(lengths)
  }

  const files = new Map<string, string>()
  const dir = searchManifestPath(options.locale).replace(/[^/]+$/, '')
  const emit = (kind: string, content: string) => {
    const name = `${options.locale}.${kind}.${hashOf(content)}.json`
    files.set(dir + name, content)
    return name
  }
  const manifest: SearchManifest = {
    v: SEARCH_FORMAT_VERSION,
    locale: options.locale,
    base: options.basePath,
    core: emit('core', JSON.stringify(core)),
    buckets: buckets.map((bucket, i) => emit(`b${i}`, JSON.stringify(bucket))),
    // JSON.stringify of a `SearchChunk`, from the entries written as the pages came.
    chunks: chunks.map((chunk, i) => emit(`c${i}`, `{"v":${SEARCH_FORMAT_VERSION},"pages":[${chunk.join(',')}]}`))
  }
  const manifestPath = searchManifestPath(options.locale)
  files.set(manifestPath, JSON.stringify(manifest))
  return {
    files,
    manifestPath,
    stats: { pages: pages.length, sections: index.documents, terms: termCount, postings: totalPostings, buckets: bucketCount, chunks: chunks.length }
  }
}
