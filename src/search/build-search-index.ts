import { SEARCH_FIELDS, type ChunkPage } from '../shared/search/format.js'
import { scanTerms, type TermSink } from '../shared/search/tokenize.js'
import { AsciiTermIds } from './ascii-term-ids.js'
import type { SearchPage } from './search-records.js'
import { isIndex, layoutOf, patchBuckets, type IndexLayout } from './patch-search-index.js'
import { mergedBuckets, packChunks, writeIndex, type PageTerms, type SearchIndexOutput } from './write-search-index.js'

export type { SearchIndexOutput, SearchIndexStats } from './write-search-index.js'

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

/** A counted page, as it can be kept between builds (`kept-search.ts`): what `finish` needs of it. */
export type CountedPage = PageTerms

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
  private readonly ascii = new AsciiTermIds(
    term => this.idOf(term),
    id => this.termOf[id]
  )
  /** Where `count` has `scanTerms` put a text's terms: each counted by id. */
  private readonly sink: TermSink = {
    ascii: (text, start, end) => this.seen(this.ascii.idOf(text, start, end)),
    term: term => this.seen(this.idOf(term))
  }

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
      lengths: Int32Array.from(lengths),
      counts: Int32Array.from(counts),
      ...entryOf(JSON.stringify(entry))
    })
  }

  /**
   * A page as `addPage` counted it, for `addCounted` in a later build (with `terms()`): a page whose
   * input did not change is not cut into terms again.
   */
  counted(position: number): CountedPage | undefined {
    return this.pages.get(position)
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
    { route, sections, lengths, counts, entry, entryLength }: CountedPage,
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
    this.pages.set(position, { route, sections, lengths, counts: mapped, entry, entryLength })
  }

  /**
   * Numbers terms as `terms` (a previous builder's `terms()`) does, renumbering the pages added so
   * far: pages that builder counted are then added as they are (`addCountedAsIs`), and counted the
   * same when kept again. Terms no page uses any more stay numbered; they are not in the files.
   */
  adopt(terms: readonly string[]): void {
    const own = this.termOf.slice()
    this.ids.clear()
    this.ascii.clear()
    this.termOf.length = this.stampOf.length = this.frequencyOf.length = 0
    for (const term of terms) this.idOf(term)
    const renumbered = own.map(term => this.idOf(term))
    for (const page of this.pages.values()) {
      const { counts } = page
      for (let at = 0; at < counts.length;)
        for (let n = counts[at++]; n > 0; n--, at += 2) counts[at] = renumbered[counts[at]]
    }
  }

  /** Adds a page `counted` with this builder's term numbers (see `adopt`), as it is (not copied). */
  addCountedAsIs(position: number, counted: CountedPage): void {
    this.pages.set(position, counted)
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
    const { termOf, frequencyOf, distinct } = this
    ++this.stamp
    distinct.length = 0
    scanTerms(value, this.sink)
    lengths.push(distinct.length)
    const at = counts.length
    counts.push(0)
    for (const id of distinct) if (termOf[id]) counts.push(id, frequencyOf[id])
    counts[at] = (counts.length - at - 1) / 2
  }

  /** A term of the text `count` is at. */
  private seen(id: number): void {
    if (this.stampOf[id] === this.stamp) this.frequencyOf[id]++
    else {
      this.stampOf[id] = this.stamp
      this.frequencyOf[id] = 1
      this.distinct.push(id)
    }
  }

  /**
   * The pages in position order, and every term's postings in the format's encoding (`EncodedPostings`),
   * written straight from the pages' counts: per term and field, the entries (document id gaps,
   * frequencies above 1 negated) and their count.
   */
  private merge(pages = this.ordered()): {
    pages: PageTerms[]
    documents: number
    postings: Map<string, string>
    total: number
  } {
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
        Array.from(page.lengths.subarray(doc * FIELDS, (doc + 1) * FIELDS))
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

  /** The positions of the pages added so far, in order. */
  positions(): number[] {
    return [...this.pages.keys()].sort((a, b) => a - b)
  }

  /** The pages added so far, in position order. */
  private ordered(): PageTerms[] {
    return [...this.pages].sort((a, b) => a[0] - b[0]).map(([, page]) => page)
  }

  /**
   * The index files of the pages added so far (see `buildSearchIndex`; `keep`: see `writeIndex`).
   * `layout`: the pages' keys in position order, to return what the next build patches (`IndexLayout`);
   * `previous`: what the previous build returned and its pages in that order (the same objects for the
   * pages it counted, `adopt`): the buckets are patched when they can be exactly (patch-search-index.ts).
   */
  finish(
    keep?: (path: string) => boolean,
    options: { layout?: string[]; previous?: { layout: IndexLayout; pages: PageTerms[] } } = {}
  ): SearchIndexOutput & { layout?: IndexLayout; patched: boolean } {
    const { previous, layout: order } = options
    const pages = this.ordered()
    const patched = previous && patchBuckets(previous.layout, previous.pages, pages, this.termOf)
    // Chunk groups holding the very pages they held keep their hash, patched or not (a section added).
    const chunks = previous && { chunks: packChunks(previous.pages), groups: previous.layout.chunkGroups }
    if (patched) {
      const documents = pages.reduce((sum, page) => sum + page.sections, 0)
      const output = writeIndex({ pages, documents, buckets: patched }, this.options, keep, chunks)
      const layout =
        order && patched.layout({ order, bucketGroups: output.groups.buckets, chunkGroups: output.groups.chunks })
      return { ...output, ...(layout && { layout }), patched: true }
    }
    const { documents, postings, total } = this.merge(pages)
    const buckets = mergedBuckets(postings, total, term => this.ids.get(term)!)
    const output = writeIndex({ pages, documents, buckets }, this.options, keep, chunks)
    const layout =
      order &&
      layoutOf(buckets.entries, buckets.ids, {
        total,
        terms: postings.size,
        order,
        bucketGroups: output.groups.buckets,
        chunkGroups: output.groups.chunks
      })
    return { ...output, ...(layout && { layout }), patched: false }
  }
}

/** A chunk entry as `PageTerms` holds it. */
const entryOf = (json: string) => ({ entry: Buffer.from(json), entryLength: json.length })

/**
 * Terms in the order JSON.stringify writes an object's keys when they were added sorted (the
 * buckets' order before they were written by hand): array indices (`"2"`, `"10"`) first, ascending,
 * then the rest in UTF-16 order. '' (a word normalised to nothing) is no term.
 */
function keyOrder(terms: string[]): string[] {
  const indices: string[] = []
  const others: string[] = []
  for (const term of terms) {
    if (isIndex(term)) indices.push(term)
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
