import type SearchableMap from 'minisearch/SearchableMap'
import { SEARCH_BOOST, SEARCH_FIELDS } from './format.js'
import { isCjk } from './tokenize.js'

/** Postings of one term: field id → document id → term frequency (minisearch's own layout). */
export type FieldPostings = Map<number, Map<number, number>>

export interface ScoreIndex {
  /** The terms that may match (those sharing a key with a query word), minisearch's radix tree. */
  terms: SearchableMap<FieldPostings>
  documentCount: number
  /** Field lengths, `lengths[doc * SEARCH_FIELDS.length + field]`. */
  lengths: ArrayLike<number>
  average: ArrayLike<number>
}

export interface Scored {
  /** Documents matching every word, and their scores (unsorted). */
  ids: Int32Array
  scores: Float64Array
  /** Per document (same order): bit `1 << field` for every field a word matched in. */
  fields: Uint8Array
  /** Every index term the query matched, for telling which ones a document holds. */
  matched: [term: string, postings: FieldPostings][]
}

// minisearch's defaults (SearchOptions.bm25 and .weights), so scores equal minisearch's own.
const K = 1.2
const B = 0.7
const D = 0.5
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45
const BOOSTS = SEARCH_FIELDS.map(field => SEARCH_BOOST[field])

/**
 * Scores a query the way minisearch's `search` does with `combineWith: 'AND'`, boosts from
 * SEARCH_BOOST, prefix matching of the last word and one typo in words of five letters or more,
 * BM25 per field. The same arithmetic, without minisearch's per-document objects: typed arrays
 * indexed by document, so a word that is on every page costs a pass over its postings and no
 * garbage. (The radix tree that finds prefix and typo matches is minisearch's.)
 */
export function scoreQuery(index: ScoreIndex, words: string[]): Scored {
  const { documentCount: total, lengths, average } = index
  const width = SEARCH_FIELDS.length
  const scores = new Float64Array(total)
  const count = new Uint8Array(total)
  const seen = new Int32Array(total)
  const fields = new Uint8Array(total)
  const matched: [string, FieldPostings][] = []

  const add = (postings: FieldPostings | undefined, weight: number, word: number) => {
    if (!postings) return
    for (const [field, docs] of postings) {
      const boost = BOOSTS[field] * weight
      const matching = docs.size
      const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5))
      const avg = average[field] || 1
      for (const [doc, frequency] of docs) {
        const length = lengths[doc * width + field]
        scores[doc] += boost * idf * (D + (frequency * (K + 1)) / (frequency + K * (1 - B + (B * length) / avg)))
        fields[doc] |= 1 << field
        if (seen[doc] !== word) {
          seen[doc] = word
          count[doc]++
        }
      }
    }
  }

  words.forEach((word, i) => {
    const mark = i + 1
    const exact = index.terms.get(word)
    if (exact) matched.push([word, exact])
    add(exact, 1, mark)
    const prefix = i === words.length - 1 && (word.length > 1 || isCjk(word))
    const prefixed = new Set<string>()
    if (prefix) {
      for (const [term, postings] of index.terms.atPrefix(word)) {
        const distance = term.length - word.length
        if (!distance) continue
        prefixed.add(term)
        matched.push([term, postings])
        add(postings, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), mark)
      }
    }
    if (word.length >= 5) {
      for (const [term, [postings, distance]] of index.terms.fuzzyGet(word, 1)) {
        if (!distance || prefixed.has(term)) continue
        matched.push([term, postings])
        add(postings, (FUZZY_WEIGHT * term.length) / (term.length + distance), mark)
      }
    }
  })

  let n = 0
  for (let doc = 0; doc < total; doc++) if (count[doc] === words.length) n++
  const ids = new Int32Array(n)
  const out = new Float64Array(n)
  const outFields = new Uint8Array(n)
  n = 0
  for (let doc = 0; doc < total; doc++) {
    if (count[doc] !== words.length) continue
    ids[n] = doc
    out[n] = scores[doc]
    outFields[n++] = fields[doc]
  }
  return { ids, scores: out, fields: outFields, matched }
}

/** The index terms of `matched` that document `doc` holds (what to highlight in it). */
export function termsIn(doc: number, matched: Scored['matched']): string[] {
  const found: string[] = []
  for (const [term, postings] of matched) {
    for (const docs of postings.values()) {
      if (docs.has(doc)) {
        if (!found.includes(term)) found.push(term)
        break
      }
    }
  }
  return found
}
