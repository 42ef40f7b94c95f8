import type { CountedPage } from './build-search-index.js'

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
}

/**
 * A page in the directory: input key, route, sections, the number of its lengths and counts (int32s),
 * of its entry's UTF-8 bytes, and the entry's length as a string.
 */
type DirectoryPage = [string, string, number, number, number, number, number]

interface Directory {
  locales: { locale: string; used: number; terms: readonly string[]; pages: DirectoryPage[] }[]
}

const align = (offset: number) => (offset + 3) & ~3

/**
 * The kept search as bytes: a 4-byte length, a JSON directory (terms, and per page its key, route and
 * the sizes of its parts), then each page's lengths and counts as int32s (the machine's byte order: a
 * cache stays on its machine) and its chunk entry as UTF-8 (never decoded: chunk files are made of
 * these bytes), every part 4-byte aligned. A page is read back as views of these bytes and written
 * again by copying them: the JSON lines this replaced (10.7 MB at 1,000 pages, one `JSON.parse` a
 * page) cost ~130 ms of a one-page build's main thread to read and write.
 */
export function encodeKeptSearch(locales: Iterable<[string, KeptLocale]>): Buffer {
  const directory: Directory = { locales: [] }
  const parts: CountedPage[] = []
  let data = 0
  for (const [locale, { used, terms, pages }] of locales) {
    const listed: DirectoryPage[] = []
    for (const [key, page] of pages) {
      const { route, sections, lengths, counts, entry, entryLength } = page
      listed.push([key, route, sections, lengths.length, counts.length, entry.length, entryLength])
      parts.push(page)
      data += 4 * (lengths.length + counts.length) + align(entry.length)
    }
    directory.locales.push({ locale, used, terms, pages: listed })
  }
  const head = Buffer.from(JSON.stringify(directory))
  const start = align(4 + head.length)
  const bytes = Buffer.alloc(start + data) // not pooled: its offset is 0
  bytes.writeUInt32LE(head.length, 0)
  head.copy(bytes, 4)
  const ints = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2)
  let at = start
  for (const page of parts) {
    ints.set(page.lengths, at >> 2)
    at += 4 * page.lengths.length
    ints.set(page.counts, at >> 2)
    at += 4 * page.counts.length
    bytes.set(page.entry, at)
    at += align(page.entry.length)
  }
  return bytes
}

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
  for (const { locale, used, terms, pages } of directory.locales) {
    const counted = new Map<string, CountedPage>()
    for (const [key, route, sections, lengthCount, countCount, entryBytes, entryLength] of pages) {
      const end = at + 4 * (lengthCount + countCount) + align(entryBytes)
      if (end > bytes.length) return undefined
      const lengths = new Int32Array(bytes.buffer, bytes.byteOffset + at, lengthCount)
      at += 4 * lengthCount
      const counts = new Int32Array(bytes.buffer, bytes.byteOffset + at, countCount)
      at += 4 * countCount
      const entry = bytes.subarray(at, at + entryBytes)
      counted.set(key, { route, sections, lengths, counts, entry, entryLength })
      at += align(entryBytes)
    }
    kept.set(locale, { terms, used, pages: counted })
  }
  return kept
}
