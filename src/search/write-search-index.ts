import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { contentHash } from '../shared/content-hash.js'
import {
  FILE_GROUP,
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  encodeLengths,
  packFileName,
  packGroup,
  searchManifestPath,
  type SearchCore,
  type SearchFileSet,
  type SearchManifest
} from '../shared/search/format.js'
import { bucketOf, termKey } from '../shared/search/tokenize.js'

// The index files of one locale from the pages a `SearchIndexBuilder` (build-search-index.ts)
// counted and merged: postings into buckets, pages into chunks, the core and the manifest.

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
  /** Output path (relative to the out folder) → JSON text (core, manifest), or a pack of gzip members. */
  files: Map<string, string | Uint8Array>
  /** Chunk and bucket paths left out of `files`: the previous output holds them as they are (see `writeIndex`). */
  kept: string[]
  manifestPath: string
  stats: SearchIndexStats
}

/** What `writeIndex` gives: the files, and what the next build needs to patch them. */
export interface WrittenIndex extends SearchIndexOutput {
  /** The hash of each group of buckets and of chunks (the manifest's). */
  groups: { buckets: string[]; chunks: string[] }
}

const hashOf = contentHash

/** What the builder keeps of a page until `finish`: its terms counted, its chunk entry written. */
export interface PageTerms {
  route: string
  /** Number of sections (documents). */
  sections: number
  /** Per section, per field, the number of distinct terms. */
  lengths: Int32Array
  /** Per section, per field: the number n of terms to post, then n × (term id, frequency). */
  counts: Int32Array
  /**
   * The page as its chunk carries it (`ChunkPage`), in JSON as UTF-8: written into the chunk files as
   * it is, never decoded (a one-page build takes ~1,000 of them from the previous build).
   */
  entry: Uint8Array
  /** The length of `entry` as a JavaScript string: what sizes the chunks (`packChunks`). */
  entryLength: number
}

/** What `finish` writes the files from. */
export interface Merged {
  pages: PageTerms[]
  documents: number
  buckets: BucketSource
}

/** The buckets' files: made whole (`mergedBuckets`) or patched (patch-search-index.ts). */
export interface BucketSource {
  count: number
  /** Postings of all terms. */
  total: number
  /** Terms with postings. */
  terms: number
  /** Bucket `b`'s JSON text. */
  text(b: number): string
  /** The hash of the group `group` (of `size` buckets) in the previous output, when none of them changed. */
  sameGroup?(group: number, size: number): string | undefined
}

/** How many buckets hold `total` postings. */
export const bucketCountFor = (total: number): number =>
  Math.min(MAX_BUCKETS, 2 ** Math.ceil(Math.log2(Math.max(1, total / POSTINGS_PER_BUCKET))))

/**
 * The buckets of every term's postings (`postings`: term → its `EncodedPostings` in JSON without
 * the brackets, in the order of `keyOrder`), with each bucket's entries and term ids (`idOf`).
 */
export function mergedBuckets(
  postings: Map<string, string>,
  total: number,
  idOf: (term: string) => number
): BucketSource & { entries: string[][]; ids: number[][] } {
  const count = bucketCountFor(total)
  const entries: string[][] = Array.from({ length: count }, () => [])
  const ids: number[][] = Array.from({ length: count }, () => [])
  for (const [term, encoded] of postings) {
    const b = bucketOf(termKey(term), count)
    entries[b].push(`${JSON.stringify(term)}:[${encoded}]`)
    ids[b].push(idOf(term))
  }
  return {
    count,
    total,
    terms: postings.size,
    entries,
    ids,
    text: b => `{"v":${SEARCH_FORMAT_VERSION},"terms":{${entries[b].join(',')}}}`
  }
}

/** Pages into chunks of about CHUNK_BYTES of entries' JSON, at most about MAX_CHUNKS of them. */
export function packChunks(pages: PageTerms[]): PageTerms[][] {
  const size = Math.max(CHUNK_BYTES, Math.ceil(pages.reduce((sum, page) => sum + page.entryLength, 0) / MAX_CHUNKS))
  const chunks: PageTerms[][] = []
  let current: PageTerms[] = []
  let bytes = 0
  for (const page of pages) {
    current.push(page)
    bytes += page.entryLength
    if (bytes >= size) {
      chunks.push(current)
      current = []
      bytes = 0
    }
  }
  if (current.length) chunks.push(current)
  return chunks
}

const CHUNK_HEAD = Buffer.from(`{"v":${SEARCH_FORMAT_VERSION},"pages":[`)
const COMMA = Buffer.from(',')
const CHUNK_TAIL = Buffer.from(']}')
const NEWLINE = Buffer.from('\n')

/** What JSON.stringify of a `SearchChunk` gives, as UTF-8: its pages' entries as they were written. */
function chunkParts(chunk: PageTerms[]): Uint8Array[] {
  const parts: Uint8Array[] = [CHUNK_HEAD]
  chunk.forEach((page, i) => parts.push(...(i ? [COMMA, page.entry] : [page.entry])))
  parts.push(CHUNK_TAIL)
  return parts
}

/** `contentHash` of the parts' bytes joined by newlines (as of `contents.join('\n')`), joining nothing. */
function hashOfParts(files: (string | Uint8Array)[][]): string {
  const hash = createHash('sha256')
  files.forEach((parts, i) => {
    if (i) hash.update(NEWLINE)
    for (const part of parts) hash.update(part)
  })
  return hash.digest('hex').slice(0, 10)
}

/**
 * Average field lengths over the documents that have the field. (minisearch averages over every
 * document; titles exist on one section per page only, so their average would be a fraction of a
 * word and BM25 would punish every real title as "long".)
 */
function averageLengths(lengths: ArrayLike<number>): number[] {
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
 * A bucket's or chunk's JSON, gzip-compressed (see format.ts). Level 2: 6.1 → 2.66 MB at 1,000 pages in ~0.1 CPU-s,
 * where level 6 gave 2.57 MB for half as much again. Byte 9 (the operating system) is fixed so the
 * output does not depend on the platform zlib was built for.
 */
function gzip(json: Uint8Array): Uint8Array {
  const bytes = gzipSync(json, { level: 2 })
  bytes[9] = 3
  return bytes
}

/** The previous output's chunks, for `writeIndex` to keep the hash of the groups whose chunks are the same. */
export interface PreviousChunks {
  /** Its chunks' pages (an unchanged page is the very same object). */
  chunks: PageTerms[][]
  groups: string[]
}

/**
 * The index files. `keep(path)` says the previous output holds that chunk or bucket file untouched: a
 * file's name is its group's hash, so the same name is the same content, and it is not made nor
 * compressed again (a build of the shared workload with one page edited: gzip took ~0.18 of its
 * ~2.4 CPU-s). A group whose buckets did not change (`BucketSource.sameGroup`), or whose chunks hold
 * the same pages as `previous`'s, keeps its hash without hashing its files again.
 */
export function writeIndex(
  { pages, documents, buckets }: Merged,
  options: { locale: string; basePath: string },
  keep: (path: string) => boolean = () => false,
  previous?: PreviousChunks
): WrittenIndex {
  const lengths = new Int32Array(pages.reduce((sum, page) => sum + page.lengths.length, 0))
  let at = 0
  for (const page of pages) {
    lengths.set(page.lengths, at)
    at += page.lengths.length
  }
  const chunks = packChunks(pages)
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
  const kept: string[] = []
  const dir = searchManifestPath(options.locale).replace(/[^/]+$/, '')
  const coreText = JSON.stringify(core)
  const coreName = `${options.locale}.core.${hashOf(coreText)}.json`
  files.set(dir + coreName, coreText)
  // Packed by group, named by the group's hash (`SearchFileSet`): the hash of its members' contents in order.
  const emitSet = (
    kind: 'b' | 'c',
    count: number,
    partsOf: (i: number) => (string | Uint8Array)[],
    sameGroup: (group: number) => string | undefined
  ): SearchFileSet => {
    const groups: string[] = []
    for (let at = 0, group = 0; at < count; at += FILE_GROUP, group++) {
      const members = Array.from({ length: Math.min(FILE_GROUP, count - at) }, (_, i) => at + i)
      const same = sameGroup(group)
      const hash = same?.split(':')[0] ?? hashOfParts(members.map(partsOf))
      const path = dir + packFileName(options.locale, kind, group, hash)
      if (same !== undefined && keep(path)) {
        kept.push(path)
        groups.push(same)
        continue
      }
      const packed = members.map(i =>
        gzip(Buffer.concat(partsOf(i).map(part => (typeof part === 'string' ? Buffer.from(part) : part))))
      )
      // The same name is the same content: a pack the previous output holds is kept, its sizes known now.
      if (keep(path)) kept.push(path)
      else files.set(path, Buffer.concat(packed))
      groups.push(
        packGroup(
          hash,
          packed.map(member => member.length)
        )
      )
    }
    return { count, groups }
  }
  const sameChunks = (group: number): string | undefined => {
    const old = previous?.chunks
    if (!old) return undefined
    for (let c = group * FILE_GROUP; c < Math.min(chunks.length, (group + 1) * FILE_GROUP); c++) {
      const pagesOf = chunks[c]
      if (old[c]?.length !== pagesOf.length || pagesOf.some((page, i) => old[c][i] !== page)) return undefined
    }
    const end = Math.min(chunks.length, (group + 1) * FILE_GROUP)
    return Math.min(old.length, (group + 1) * FILE_GROUP) === end ? previous.groups[group] : undefined
  }
  const manifest: SearchManifest = {
    v: SEARCH_FORMAT_VERSION,
    locale: options.locale,
    base: options.basePath,
    core: coreName,
    // What JSON.stringify of a `SearchBucket` gives, from the terms' postings already in JSON.
    buckets: emitSet(
      'b',
      buckets.count,
      b => [buckets.text(b)],
      group => buckets.sameGroup?.(group, FILE_GROUP)
    ),
    // What JSON.stringify of a `SearchChunk` gives, from the entries written as the pages came.
    chunks: emitSet('c', chunks.length, c => chunkParts(chunks[c]), sameChunks)
  }
  const manifestPath = searchManifestPath(options.locale)
  files.set(manifestPath, JSON.stringify(manifest))
  return {
    files,
    kept,
    manifestPath,
    groups: { buckets: manifest.buckets.groups, chunks: manifest.chunks.groups },
    stats: {
      pages: pages.length,
      sections: documents,
      terms: buckets.terms,
      postings: buckets.total,
      buckets: buckets.count,
      chunks: chunks.length
    }
  }
}
