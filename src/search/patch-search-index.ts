import { SEARCH_FIELDS, SEARCH_FORMAT_VERSION } from '../shared/search/format.js'
import { bucketOf, termKey } from '../shared/search/tokenize.js'
import { bucketCountFor, type BucketSource, type PageTerms } from './write-search-index.js'

// A build that changes few pages patches the previous build's buckets instead of merging every page's
// counts again: only the terms whose postings the changed pages alter are decoded, spliced and encoded
// again, and only the buckets holding them are made again (the others are slices of the kept text, and
// their files stay when their group's hash does). Exact or nothing: when the pages' documents would be
// numbered otherwise (a page added, removed, or with another number of sections), the bucket count would
// change, or too many pages changed, `patchBuckets` says undefined and the index is merged whole.

const FIELDS = SEARCH_FIELDS.length

/** What a build keeps of one locale's buckets so that the next can patch them (kept-search.ts). */
export interface IndexLayout {
  bucketCount: number
  /** Postings of all terms. */
  total: number
  /** Terms with postings. */
  terms: number
  /** Each page's input key, in index order (the pages' counts are kept by these keys). */
  order: string[]
  /** The hash of each group of buckets, and of chunks, the files were named by. */
  bucketGroups: string[]
  chunkGroups: string[]
  /** Per bucket, where its terms start in `termIds` (bucketCount + 1 of them). */
  bucketStarts: Int32Array
  /** Term ids (the builder's numbering), bucket after bucket, in each bucket's key order. */
  termIds: Int32Array
  /** Where each term's `"term":[…],` starts in `text` (one more: the end). */
  offsets: Int32Array
  /** Each bucket's entries, each followed by a comma, as UTF-8, bucket after bucket. */
  text: Uint8Array
}

export const BUCKET_HEAD = `{"v":${SEARCH_FORMAT_VERSION},"terms":{`
export const BUCKET_TAIL = '}}'

/** At most this share of the pages (and this many) changed for a patch: beyond, merging is as cheap. */
const MAX_CHANGED = 64
const MAX_CHANGED_SHARE = 0.1

/** Whether a term is an array index as a key (JavaScript orders such keys first, by value). */
export const isIndex = (term: string) => /^(?:0|[1-9]\d{0,9})$/.test(term) && Number(term) < 2 ** 32 - 1
/** Terms in the order of `keyOrder` (build-search-index.ts): array indices first, ascending, then UTF-16 order. */
export function compareKeys(a: string, b: string): number {
  const ia = isIndex(a)
  const ib = isIndex(b)
  if (ia && ib) return Number(a) - Number(b)
  if (ia !== ib) return ia ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** The layout of buckets made whole: `buckets[b]` its entries (`"term":[…]`) and `ids[b]` their term ids. */
export function layoutOf(
  buckets: string[][],
  ids: number[][],
  rest: Pick<IndexLayout, 'total' | 'terms' | 'order' | 'bucketGroups' | 'chunkGroups'>
): IndexLayout {
  const entries = ids.reduce((sum, list) => sum + list.length, 0)
  const bucketStarts = new Int32Array(buckets.length + 1)
  const termIds = new Int32Array(entries)
  const offsets = new Int32Array(entries + 1)
  let text = ''
  let k = 0
  let bytes = 0
  buckets.forEach((bucket, b) => {
    bucketStarts[b] = k
    bucket.forEach((entry, i) => {
      text += `${entry},`
      offsets[k] = bytes
      bytes += Buffer.byteLength(entry) + 1
      termIds[k++] = ids[b][i]
    })
  })
  bucketStarts[buckets.length] = k
  offsets[k] = bytes
  return { ...rest, bucketCount: buckets.length, bucketStarts, termIds, offsets, text: Buffer.from(text) }
}

/** Per term id, its postings in some pages as [field, document, frequency, …] in count order. */
function contributions(pages: { page: PageTerms; start: number }[]): Map<number, number[]> {
  const byTerm = new Map<number, number[]>()
  for (const { page, start } of pages) {
    let at = 0
    for (let doc = start, end = start + page.sections; doc < end; doc++)
      for (let field = 0; field < FIELDS; field++)
        for (let n = page.counts[at++]; n > 0; n--, at += 2) {
          let list = byTerm.get(page.counts[at])
          if (!list) byTerm.set(page.counts[at], (list = []))
          list.push(field, doc, page.counts[at + 1])
        }
  }
  return byTerm
}

const same = (a: number[] | undefined, b: number[] | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((value, i) => value === b[i])

/** An `EncodedPostings` (without brackets) as per field [document, frequency, …]. */
function decodePostings(encoded: string): number[][] {
  const fields: number[][] = Array.from({ length: FIELDS }, () => [])
  const numbers = encoded.split(',').map(Number)
  for (let i = 0; i < numbers.length;) {
    const docs = fields[numbers[i++]]
    for (let n = numbers[i++], doc = -1; n > 0; n--) {
      doc += numbers[i++]
      docs.push(doc, numbers[i] < 0 ? -numbers[i++] : 1)
    }
  }
  return fields
}

/** Per field [document, frequency, …] (documents ascending) as `merge` encodes them; '' when none. */
function encodePostings(fields: number[][]): { encoded: string; count: number } {
  let encoded = ''
  let count = 0
  fields.forEach((docs, field) => {
    if (!docs.length) return
    const entries: number[] = []
    for (let i = 0, previous = -1; i < docs.length; i += 2) {
      entries.push(docs[i] - previous)
      if (docs[i + 1] > 1) entries.push(-docs[i + 1])
      previous = docs[i]
    }
    encoded += `${encoded && ','}${field},${docs.length / 2},${entries.join(',')}`
    count += docs.length / 2
  })
  return { encoded, count }
}

/** What a patch makes: the buckets (`BucketSource`) and the layout the next build patches. */
export interface PatchedBuckets extends BucketSource {
  layout(rest: Pick<IndexLayout, 'order' | 'bucketGroups' | 'chunkGroups'>): IndexLayout
}

/**
 * The buckets of `pages` (in index order) from the previous build's `layout` of `previous` (its pages
 * in index order; an unchanged page is the very same object), `termOf` numbering the terms of both;
 * undefined when a patch cannot give exactly what merging every page would.
 */
export function patchBuckets(
  layout: IndexLayout,
  previous: readonly PageTerms[],
  pages: readonly PageTerms[],
  termOf: readonly string[]
): PatchedBuckets | undefined {
  if (pages.length !== previous.length) return undefined
  const before: { page: PageTerms; start: number }[] = []
  const after: { page: PageTerms; start: number }[] = []
  const ranges: number[] = []
  for (let i = 0, start = 0; i < pages.length; start += pages[i++].sections) {
    if (pages[i] === previous[i]) continue
    if (pages[i].sections !== previous[i].sections) return undefined
    before.push({ page: previous[i], start })
    after.push({ page: pages[i], start })
    ranges.push(start, start + pages[i].sections)
  }
  if (after.length > Math.max(MAX_CHANGED_SHARE * pages.length, 1) || after.length > MAX_CHANGED) return undefined

  const old = contributions(before)
  const now = contributions(after)
  const affected = [...new Set([...old.keys(), ...now.keys()])].filter(id => !same(old.get(id), now.get(id)))
  const entryOf = new Int32Array(termOf.length).fill(-1)
  for (let k = 0; k < layout.termIds.length; k++) {
    if (layout.termIds[k] >= termOf.length) return undefined
    entryOf[layout.termIds[k]] = k
  }
  const inRanges = (doc: number) => {
    for (let r = 0; r < ranges.length; r += 2) if (doc >= ranges[r] && doc < ranges[r + 1]) return true
    return false
  }
  const view = Buffer.from(layout.text.buffer, layout.text.byteOffset, layout.text.length)
  const textOf = (k: number) => view.toString('utf8', layout.offsets[k], layout.offsets[k + 1] - 1)

  // The affected terms' postings again: the previous ones without the changed pages' documents, and theirs.
  let total = layout.total
  let terms = layout.terms
  const entries = new Map<number, string>() // term id → its new entry ('' when it has no postings any more)
  for (const id of affected) {
    const k = entryOf[id] < 0 ? undefined : entryOf[id]
    let fields: number[][] = Array.from({ length: FIELDS }, () => [])
    if (k !== undefined) {
      const entry = textOf(k)
      fields = decodePostings(entry.slice(entry.indexOf('":[') + 3, -1))
      total -= fields.reduce((sum, docs) => sum + docs.length / 2, 0)
      fields = fields.map(docs => {
        const kept: number[] = []
        for (let i = 0; i < docs.length; i += 2) if (!inRanges(docs[i])) kept.push(docs[i], docs[i + 1])
        return kept
      })
    }
    const added = now.get(id) ?? []
    for (let i = 0; i < added.length; i += 3) fields[added[i]].push(added[i + 1], added[i + 2])
    for (const docs of fields) sortPairs(docs)
    const { encoded, count } = encodePostings(fields)
    total += count
    if (k === undefined && !encoded) continue
    if (k === undefined) terms++
    else if (!encoded) terms--
    entries.set(id, encoded && `${JSON.stringify(termOf[id])}:[${encoded}]`)
  }
  if (bucketCountFor(total) !== layout.bucketCount) return undefined

  // The buckets holding affected terms, made again: term id → entry, in key order.
  const changed = new Map<number, { ids: number[]; texts: string[] }>()
  const byBucket = new Map<number, number[]>()
  for (const id of entries.keys()) {
    const b = bucketOf(termKey(termOf[id]), layout.bucketCount)
    byBucket.set(b, [...(byBucket.get(b) ?? []), id])
  }
  for (const [b, ids] of byBucket) {
    const list: { id: number; text: string }[] = []
    for (let k = layout.bucketStarts[b]; k < layout.bucketStarts[b + 1]; k++) {
      const id = layout.termIds[k]
      if (!entries.has(id)) list.push({ id, text: textOf(k) })
    }
    for (const id of ids) if (entries.get(id)) list.push({ id, text: entries.get(id)! })
    list.sort((x, y) => compareKeys(termOf[x.id], termOf[y.id]))
    changed.set(b, { ids: list.map(entry => entry.id), texts: list.map(entry => entry.text) })
  }

  const slice = (b: number) => {
    const from = layout.offsets[layout.bucketStarts[b]]
    const to = layout.offsets[layout.bucketStarts[b + 1]]
    return view.subarray(from, to)
  }
  return {
    count: layout.bucketCount,
    total,
    terms,
    text(b) {
      const patched = changed.get(b)
      if (patched) return `${BUCKET_HEAD}${patched.texts.join(',')}${BUCKET_TAIL}`
      const body = slice(b)
      return `${BUCKET_HEAD}${body.toString('utf8', 0, Math.max(0, body.length - 1))}${BUCKET_TAIL}`
    },
    sameGroup(group, size) {
      for (let b = group * size; b < Math.min(layout.bucketCount, (group + 1) * size); b++)
        if (changed.has(b)) return undefined
      return layout.bucketGroups[group]
    },
    layout(rest) {
      const parts: Uint8Array[] = []
      const bucketStarts = new Int32Array(layout.bucketCount + 1)
      const termIds: number[] = []
      const offsets: number[] = []
      let bytes = 0
      for (let b = 0; b < layout.bucketCount; b++) {
        bucketStarts[b] = termIds.length
        const patched = changed.get(b)
        if (!patched) {
          const body = slice(b)
          const shift = bytes - layout.offsets[layout.bucketStarts[b]]
          for (let k = layout.bucketStarts[b]; k < layout.bucketStarts[b + 1]; k++) {
            termIds.push(layout.termIds[k])
            offsets.push(layout.offsets[k] + shift)
          }
          parts.push(body)
          bytes += body.length
          continue
        }
        patched.texts.forEach((entry, i) => {
          const encoded = Buffer.from(`${entry},`)
          termIds.push(patched.ids[i])
          offsets.push(bytes)
          parts.push(encoded)
          bytes += encoded.length
        })
      }
      bucketStarts[layout.bucketCount] = termIds.length
      offsets.push(bytes)
      return {
        ...rest,
        bucketCount: layout.bucketCount,
        total,
        terms,
        bucketStarts,
        termIds: Int32Array.from(termIds),
        offsets: Int32Array.from(offsets),
        text: Buffer.concat(parts)
      }
    }
  }
}

/** Sorts [document, frequency, …] pairs by document (few: a changed page's documents among a term's). */
function sortPairs(docs: number[]): void {
  let sorted = true
  for (let i = 2; i < docs.length && sorted; i += 2) sorted = docs[i - 2] < docs[i]
  if (sorted) return
  const pairs: [number, number][] = []
  for (let i = 0; i < docs.length; i += 2) pairs.push([docs[i], docs[i + 1]])
  pairs.sort((a, b) => a[0] - b[0])
  pairs.forEach(([doc, frequency], i) => {
    docs[2 * i] = doc
    docs[2 * i + 1] = frequency
  })
}
