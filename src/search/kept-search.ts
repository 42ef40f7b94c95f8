import type { CountedPage } from './build-search-index.js'
import type { IndexLayout } from './patch-search-index.js'

/**
 * What a build keeps of its search index for the next one, per locale: its terms, how many of them
 * the index used, and each page counted, by the page's input key. A page whose input did not change
 * is taken as the previous build counted it instead of being cut into terms again.
 */
export type KeptSearch = Map<string, KeptLocale>

export interface KeptLocale {
  terms: readonly string[]
  used: number
  pages: Map<string, CountedPage>
  /** What the index's buckets were, for a build to patch them (patch-search-index.ts). */
  index?: IndexLayout
}

/**
 * A page in the directory: input key, route, sections, the number of its lengths and counts (int32s),
 * of its entry's UTF-8 bytes, and the entry's length as a string.
 */
type DirectoryPage = [string, string, number, number, number, number, number]

/** A locale's `IndexLayout` in the directory: its arrays' sizes instead of the arrays (which follow its pages). */
type DirectoryIndex = Omit<IndexLayout, 'bucketStarts' | 'termIds' | 'offsets' | 'text'> & {
  entries: number
  textBytes: number
}

interface Directory {
  locales: {
    locale: string
    used: number
    terms: readonly string[]
    pages: DirectoryPage[]
    index?: DirectoryIndex
  }[]
}

const align = (offset: number) => (offset + 3) & ~3

/**
 * The kept search as bytes, in parts (their concatenation is the payload; `keepBytes` writes them one
 * after the other): a 4-byte length, a JSON directory (terms, and per page its key, route and the
 * sizes of its parts), then each page's lengths and counts as int32s (the machine's byte order: a
 * cache stays on its machine) and its chunk entry as UTF-8 (never decoded: chunk files are made of
 * these bytes), then the locale's `IndexLayout` arrays when it has one, every part 4-byte aligned. A
 * page is read back as views of these bytes and written again by copying them: the JSON lines this
 * replaced (10.7 MB at 1,000 pages, one `JSON.parse` a page) cost ~130 ms of a one-page build's main
 * thread to read and write. The parts are views of the pages' own arrays, not copies: joined into one
 * buffer, the 146 MB of a 10,000-page build were a second copy of them at the build's peak memory.
 */
export function encodeKeptSearch(locales: Iterable<[string, KeptLocale]>): Uint8Array[] {
  const directory: Directory = { locales: [] }
  const parts: Uint8Array[] = [PADDING] // [0]: the head, once the directory is known
  const add = (part: Int32Array | Uint8Array) => {
    parts.push(new Uint8Array(part.buffer, part.byteOffset, part.byteLength))
    if (part.byteLength % 4) parts.push(PADDING.subarray(0, align(part.byteLength) - part.byteLength))
  }
  for (const [locale, { used, terms, pages, index }] of locales) {
    const listed: DirectoryPage[] = []
    for (const [key, page] of pages) {
      const { route, sections, lengths, counts, entry, entryLength } = page
      listed.push([key, route, sections, lengths.length, counts.length, entry.length, entryLength])
      add(lengths)
      add(counts)
      add(entry)
    }
    let layout: DirectoryIndex | undefined
    if (index) {
      const { bucketStarts, termIds, offsets, text, ...rest } = index
      layout = { ...rest, entries: termIds.length, textBytes: text.length }
      for (const part of [bucketStarts, termIds, offsets, text]) add(part)
    }
    directory.locales.push({ locale, used, terms, pages: listed, ...(layout && { index: layout }) })
  }
  const json = Buffer.from(JSON.stringify(directory))
  const head = Buffer.alloc(align(4 + json.length))
  head.writeUInt32LE(json.length, 0)
  json.copy(head, 4)
  parts[0] = head
  return parts
}

/** Zeros after a part whose length is not a multiple of 4. */
const PADDING = new Uint8Array(3)

/** What `encodeKeptSearch` wrote, or undefined when the bytes are not that. */
export function decodeKeptSearch(stored: Uint8Array): KeptSearch | undefined {
  // The int32 views need a 4-byte aligned start: the bytes are copied when they are not.
  let bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.length)
  if (stored.byteOffset % 4 !== 0) {
    bytes = Buffer.allocUnsafeSlow(stored.length)
    bytes.set(stored)
  }
  if (bytes.length < 4) return undefined
  const headLength = bytes.readUInt32LE(0)
  if (4 + headLength > bytes.length) return undefined
  let directory: Directory
  try {
    directory = JSON.parse(bytes.toString('utf8', 4, 4 + headLength)) as Directory
  } catch {
    return undefined
  }
  const kept: KeptSearch = new Map()
  let at = align(4 + headLength)
  let short = false
  const ints = (count: number) => {
    if (at + 4 * count > bytes.length) return ((short = true), new Int32Array(0))
    const view = new Int32Array(bytes.buffer, bytes.byteOffset + at, count)
    at += 4 * count
    return view
  }
  const utf8 = (count: number) => {
    if (at + count > bytes.length) return ((short = true), new Uint8Array(0))
    const view = bytes.subarray(at, at + count)
    at += align(count)
    return view
  }
  for (const { locale, used, terms, pages, index } of directory.locales) {
    const counted = new Map<string, CountedPage>()
    for (const [key, route, sections, lengthCount, countCount, entryBytes, entryLength] of pages) {
      const lengths = ints(lengthCount)
      const counts = ints(countCount)
      const entry = utf8(entryBytes)
      if (short) return undefined
      counted.set(key, { route, sections, lengths, counts, entry, entryLength })
    }
    let layout: IndexLayout | undefined
    if (index) {
      const { entries, textBytes, ...rest } = index
      const bucketStarts = ints(rest.bucketCount + 1)
      const termIds = ints(entries)
      const offsets = ints(entries + 1)
      const text = utf8(textBytes)
      if (short) return undefined
      layout = { ...rest, bucketStarts, termIds, offsets, text }
    }
    kept.set(locale, { terms, used, pages: counted, ...(layout && { index: layout }) })
  }
  return kept
}
