/**
 * The files of a locale's search index (DESIGN "How SPEC maps": a minisearch index per locale,
 * written at build time). Shared by the writer (src/search) and the reader (the browser), with one
 * version number: a reader refuses files of another version rather than misreading them.
 *
 * `_gs/search/{locale}.json`, the manifest, has a fixed name so a page can point at it before the
 * index exists; everything it names is content-hashed and cacheable forever (buckets and chunks by
 * the hash of their group of `FILE_GROUP`, so that the manifest names a thousand of them in a few KB):
 * - core: the minisearch statistics (document count, field lengths), page routes and the layout of
 *   pages, sections and chunks;
 * - buckets: the postings of every term, split by the term's key (`termKey`) into buckets fetched
 *   when a query needs them;
 * - chunks: the pages themselves (route, title, section headings and text), fetched for the hits
 *   that are shown.
 * Buckets and chunks are stored gzip-compressed (read with `readSearchFile`), sixteen to a file
 * (`SearchFileSet`): the sections' text is most of the index, and compressed it is 2.7 of the 6.1 MB
 * the chunks took at 1,000 pages (issue 24 item 4).
 * See bench/RESULTS.md "Search index" for why the index is split this way.
 */

/** Bump on any change a reader of the previous version would misread. */
export const SEARCH_FORMAT_VERSION = 4

/** Indexed fields, in minisearch field-id order. */
export const SEARCH_FIELDS = ['title', 'heading', 'parents', 'text'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

/** Ranking: a page title match beats a heading match beats a match in the text. */
export const SEARCH_BOOST: Record<SearchField, number> = { title: 4, heading: 2.5, parents: 1, text: 1 }

/** Where the manifest of `locale` lives, relative to the output root. */
export const searchManifestPath = (locale: string): string => `_gs/search/${locale}.json`

/**
 * Buckets or chunks: `count` members, packed `FILE_GROUP` to a file (a pack) so that a build writes
 * one file where it wrote sixteen (creating a file is what a cold build's kernel time goes to:
 * bench/RESULTS.md "Session 16, speed"). Pack `g` is `{locale}.{kind}{g}.{hash}.pack`, where
 * `groups[g]` is `{hash}:{sizes}`: the content hash of the group's members (so the manifest names a
 * thousand members in a few KB) and each member's size in bytes, base 36, joined by `.`. A member is
 * the gzip of its JSON; a reader fetches its bytes alone with an HTTP range (`searchMember`) and
 * takes them out of the whole pack when a server answers a range with the whole file. A change to
 * one member renames its pack, which a reader then fetches again.
 */
export interface SearchFileSet {
  count: number
  groups: string[]
}

/** Members per pack (see `SearchFileSet`). */
export const FILE_GROUP = 16

export interface SearchManifest {
  v: number
  locale: string
  /** Base path of the site ('' or '/docs'); hit URLs are `base + route`. */
  base: string
  /** File name of the core, relative to the manifest. */
  core: string
  buckets: SearchFileSet
  chunks: SearchFileSet
}

/** A group's entry in `SearchFileSet.groups`: its hash and its members' sizes. */
export const packGroup = (hash: string, sizes: readonly number[]): string =>
  `${hash}:${sizes.map(size => size.toString(36)).join('.')}`

/** The file name, relative to the manifest, of the pack of buckets (`b`) or chunks (`c`) number `group`. */
export function searchPackName(locale: string, kind: 'b' | 'c', group: number, set: SearchFileSet): string {
  return packFileName(locale, kind, group, set.groups[group].split(':')[0])
}

/** `searchPackName` from the group's hash. */
export const packFileName = (locale: string, kind: 'b' | 'c', group: number, hash: string): string =>
  `${locale}.${kind}${group}.${hash}.pack`

/** Where member `index` of `set` is: its pack's number and its bytes' range, `end` excluded; undefined when malformed. */
export function searchMember(
  set: SearchFileSet,
  index: number
): { group: number; start: number; end: number } | undefined {
  const group = Math.floor(index / FILE_GROUP)
  const sizes = set.groups[group]?.split(':')[1]?.split('.')
  if (!sizes || sizes.length !== Math.min(FILE_GROUP, set.count - group * FILE_GROUP)) return undefined
  let start = 0
  for (let i = 0; i < index - group * FILE_GROUP; i++) start += parseInt(sizes[i], 36)
  const end = start + parseInt(sizes[index - group * FILE_GROUP], 36)
  return Number.isFinite(end) && end > start ? { group, start, end } : undefined
}

/**
 * The JSON value of a search member's bytes, gzip or not. A server that sends a file with
 * `Content-Encoding: gzip` has the browser undo the compression before the reader sees it, so the
 * first bytes decide. Browsers and Node alike (`DecompressionStream`).
 */
export async function readSearchFile(bytes: Uint8Array): Promise<unknown> {
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b
  const text = gzip
    ? await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
    : new TextDecoder().decode(bytes)
  return JSON.parse(text)
}

/** Every file the manifest names: core, bucket packs, chunk packs. */
export function searchFileNames(manifest: SearchManifest): string[] {
  const names = (kind: 'b' | 'c', set: SearchFileSet) =>
    set.groups.map((_, g) => searchPackName(manifest.locale, kind, g, set))
  return [manifest.core, ...names('b', manifest.buckets), ...names('c', manifest.chunks)]
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
  /**
   * Length in terms of every field of every document (`encodeLengths`): field after field, each
   * document's length one character (most are below 89), so the core a first query waits for is
   * 21 KB gzip where the same numbers as a JSON array were 25 KB (1,000-page workload).
   */
  lengths: string
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

// 90 characters that a JSON string holds as themselves: '#' to '~' without '\\'. The first 89
// are the lengths 0–88; the last marks a longer one, written as three more (base 89).
const LENGTH_DIGITS = Array.from({ length: 92 }, (_, i) => String.fromCharCode(0x23 + i)).filter(c => c !== '\\')
const LENGTH_ESCAPE = 89
const LENGTH_CODES = LENGTH_DIGITS.map(c => c.charCodeAt(0))
const LENGTH_VALUE = new Map(LENGTH_DIGITS.slice(0, 90).map((c, i) => [c.charCodeAt(0), i]))

/**
 * `lengths[doc * fields + field]` as `SearchCore.lengths` holds them: field-major (the title, heading
 * and parents lengths are mostly alike, which the compression of the transfer finds), one character
 * per length below 89, four for a longer one (capped at 65,535, which the reader caps at anyway).
 */
export function encodeLengths(lengths: ArrayLike<number>, fields: number): string {
  // Character codes (ASCII) decoded once: `+=` a character at a time made a rope of ~60,000 strings
  // at 1,000 pages, tens of ms in a build's large heap.
  const codes = new Uint8Array(4 * lengths.length)
  let at = 0
  for (let field = 0; field < fields; field++) {
    for (let i = field; i < lengths.length; i += fields) {
      const length = Math.min(lengths[i]!, 0xffff)
      if (length < LENGTH_ESCAPE) codes[at++] = LENGTH_CODES[length]!
      else {
        codes[at++] = LENGTH_CODES[LENGTH_ESCAPE]!
        codes[at++] = LENGTH_CODES[Math.floor(length / 89 / 89)]!
        codes[at++] = LENGTH_CODES[Math.floor(length / 89) % 89]!
        codes[at++] = LENGTH_CODES[length % 89]!
      }
    }
  }
  return new TextDecoder().decode(codes.subarray(0, at))
}

/** `encodeLengths` undone: `documents × fields` lengths, document-major; undefined when malformed. */
export function decodeLengths(text: string, documents: number, fields: number): Uint16Array | undefined {
  const lengths = new Uint16Array(documents * fields)
  let at = 0
  for (let field = 0; field < fields; field++) {
    for (let doc = 0; doc < documents; doc++) {
      let value = LENGTH_VALUE.get(text.charCodeAt(at++))
      if (value === LENGTH_ESCAPE) {
        value = 0
        for (let i = 0; i < 3; i++) {
          const digit = LENGTH_VALUE.get(text.charCodeAt(at++))
          if (digit === undefined || digit >= LENGTH_ESCAPE) return undefined
          value = value * 89 + digit
        }
      }
      if (value === undefined) return undefined
      lengths[doc * fields + field] = Math.min(value, 0xffff)
    }
  }
  return at === text.length ? lengths : undefined
}
