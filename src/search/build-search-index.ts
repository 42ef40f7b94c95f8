import MiniSearch from 'minisearch'
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

type MiniSearchJson = {
  index: [string, Record<string, Record<string, number>>][]
  fieldLength: Record<string, number[]>
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10)

function encodePostings(fields: Record<string, Record<string, number>>): { encoded: EncodedPostings; count: number } {
  const encoded: EncodedPostings = []
  let count = 0
  for (const [fieldId, docs] of Object.entries(fields)) {
    // Integer-like keys iterate in ascending order, so the gaps are positive.
    const ids = Object.keys(docs)
    encoded.push(Number(fieldId), ids.length)
    let previous = -1
    for (const key of ids) {
      const id = Number(key)
      encoded.push(id - previous)
      if (docs[key] > 1) encoded.push(-docs[key])
      previous = id
    }
    count += ids.length
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
  const miniSearch = new MiniSearch<{ id: number; title: string; heading: string; parents: string; text: string }>({
    fields: [...SEARCH_FIELDS],
    tokenize: terms,
    processTerm: term => term
  })
  let id = 0
  for (const page of pages) {
    for (const record of page.records) {
      // The page title ranks the page's top; below it, it is the outermost of a section's parents,
      // so "hive checks" still finds the "Checks" section of the "Hive" page.
      const top = record.type === 'page'
      miniSearch.add({
        id: id++,
        title: top ? record.pageTitle : '',
        heading: record.heading,
        parents: top ? '' : [record.pageTitle, ...record.parents].join(' '),
        text: record.text
      })
    }
  }
  const json = miniSearch.toJSON() as unknown as MiniSearchJson

  const termCount = json.index.length
  const totalPostings = json.index.reduce((sum, [, fields]) => sum + Object.values(fields).reduce((n, docs) => n + Object.keys(docs).length, 0), 0)
  const bucketCount = Math.min(MAX_BUCKETS, 2 ** Math.ceil(Math.log2(Math.max(1, totalPostings / POSTINGS_PER_BUCKET))))
  const buckets: SearchBucket[] = Array.from({ length: bucketCount }, () => ({ v: SEARCH_FORMAT_VERSION, terms: {} }))
  for (const [term, fields] of [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    buckets[bucketOf(termKey(term), bucketCount)].terms[term] = encodePostings(fields).encoded
  }

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
