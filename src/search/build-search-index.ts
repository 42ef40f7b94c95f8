import { createHash } from 'node:crypto'
import {
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  searchManifestPath,
  type ChunkPage,
  type EncodedPostings,
  type SearchBucket,
  type SearchChunk,
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

export function invertedIndex(pages: SearchPage[]): InvertedIndex {
  const postings = new Map<string, (number[] | undefined)[]>()
  const fieldLength: number[][] = []
  const counts = new Map<string, number>()
  let doc = 0
  for (const page of pages) {
    for (const record of page.records) {
      const top = record.type === 'page'
      const values = [top ? record.pageTitle : '', record.heading, top ? '' : [record.pageTitle, ...record.parents].join(' '), record.text]
      const lengths: number[] = []
      for (let field = 0; field < values.length; field++) {
        counts.clear()
        for (const term of terms(values[field])) counts.set(term, (counts.get(term) ?? 0) + 1)
        lengths.push(counts.size)
        for (const [term, count] of counts) {
          if (!term) continue
          let fields = postings.get(term)
          if (!fields) postings.set(term, (fields = []))
          ;(fields[field] ??= []).push(doc, count)
        }
      }
      fieldLength.push(lengths)
      doc++
    }
  }
  return { documents: doc, postings, fieldLength }
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

function packChunks(pages: SearchPage[]): { chunks: ChunkPage[][]; chunkPages: number[] } {
  const chunks: ChunkPage[][] = []
  let current: ChunkPage[] = []
  let bytes = 0
  for (const page of pages) {
    const entry: ChunkPage = [page.title, page.records.map(r => [r.anchor, r.heading, r.text, r.parents])]
    current.push(entry)
    bytes += JSON.stringify(entry).length
    if (bytes >= CHUNK_BYTES) {
      chunks.push(current)
      current = []
      bytes = 0
    }
  }
  if (current.length) chunks.push(current)
  return { chunks, chunkPages: chunks.map(chunk => chunk.length) }
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
 * Builds the search index files of one locale with minisearch: one document per section, fields
 * title (the page's, on its top section), heading, parents (page title and enclosing headings) and
 * text. Pure: records in, file contents out; names are
 * content-hashed except the manifest's (see shared/search/format.ts).
 */
export function buildSearchIndex(pages: SearchPage[], options: { locale: string; basePath: string }): SearchIndexOutput {
  const json = invertedIndex(pages)
  const termCount = json.postings.size
  let totalPostings = 0
  for (const fields of json.postings.values()) for (const docs of fields) totalPostings += docs ? docs.length / 2 : 0
  const bucketCount = Math.min(MAX_BUCKETS, 2 ** Math.ceil(Math.log2(Math.max(1, totalPostings / POSTINGS_PER_BUCKET))))
  const buckets: SearchBucket[] = Array.from({ length: bucketCount }, () => ({ v: SEARCH_FORMAT_VERSION, terms: {} }))
  for (const term of [...json.postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    buckets[bucketOf(termKey(term), bucketCount)].terms[term] = encodePostings(json.postings.get(term)!).encoded
  }

  const id = json.documents
  const lengths: number[] = []
  for (let doc = 0; doc < id; doc++) {
    const fieldLengths = json.fieldLength[doc] ?? []
    for (let field = 0; field < SEARCH_FIELDS.length; field++) lengths.push(fieldLengths[field] ?? 0)
  }
  const { chunks, chunkPages } = packChunks(pages)
  const core: SearchCore = {
    v: SEARCH_FORMAT_VERSION,
    fields: SEARCH_FIELDS,
    routes: pages.map(page => page.route),
    sections: pages.map(page => page.records.length),
    chunkPages,
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
    chunks: chunks.map((chunk, i) => emit(`c${i}`, JSON.stringify({ v: SEARCH_FORMAT_VERSION, pages: chunk } satisfies SearchChunk)))
  }
  const manifestPath = searchManifestPath(options.locale)
  files.set(manifestPath, JSON.stringify(manifest))
  return {
    files,
    manifestPath,
    stats: { pages: pages.length, sections: id, terms: termCount, postings: totalPostings, buckets: bucketCount, chunks: chunks.length }
  }
}
