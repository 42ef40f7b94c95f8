/**
 * The one tokenizer of the search index and the browser: both sides must cut text into the same
 * terms or a query cannot find what was indexed. Pure and free of Node modules (STYLE: src/shared).
 *
 * - Letters, digits and combining marks form words; everything else separates them.
 * - Runs holding Chinese, Japanese or Korean go through `Intl.Segmenter` (ICU's dictionary word
 *   breaks), so a word in the middle of an unspaced Chinese sentence is a term of its own.
 * - Terms are lower-cased; accents on Latin letters are dropped (`résumé` finds `resume`) but not
 *   elsewhere, where marks change the letter (Japanese dakuten, Cyrillic `й`).
 */

/** One term and where it came from in the text (UTF-16 offsets), for highlighting. */
export interface Token {
  term: string
  start: number
  end: number
}

/** Longer "words" are hashes, base64 or minified code: never worth indexing. */
export const MAX_TERM_LENGTH = 40

const WORD = /[\p{L}\p{N}\p{M}]+/gu
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const LATIN_MARKS = /(\p{Script=Latin})\p{Mn}+/gu

type Segmenter = { segment(input: string): Iterable<{ segment: string; index: number; isWordLike?: boolean }> }
let segmenter: Segmenter | null | undefined

function wordSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (locale: string, options: { granularity: 'word' }) => Segmenter }).Segmenter
    segmenter = Ctor ? new Ctor('zh', { granularity: 'word' }) : null
  }
  return segmenter
}

/** Whether `text` starts with a Chinese, Japanese or Korean character. */
export function isCjk(text: string): boolean {
  const first = text.codePointAt(0)
  return first !== undefined && first > 0x2e7f && CJK.test(String.fromCodePoint(first))
}

/** Lower case, Latin accents dropped, `ё` as `е`. */
export function normalizeTerm(word: string): string {
  const lower = word.toLowerCase()
  // Plain ASCII (most of any docs site) needs no Unicode normalisation.
  if (!/[^\x00-\x7f]/.test(lower)) return lower
  return lower.normalize('NFD').replace(LATIN_MARKS, '$1').normalize('NFC').replace(/ё/g, 'е')
}

function push(tokens: Token[], word: string, start: number): void {
  if (word.length > MAX_TERM_LENGTH) return
  tokens.push({ term: normalizeTerm(word), start, end: start + word.length })
}

/** Every term of `text` with its offsets, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const start = match.index ?? 0
    if (!CJK.test(word)) {
      push(tokens, word, start)
      continue
    }
    const segments = wordSegmenter()
    if (!segments) {
      // No Intl.Segmenter (very old browsers): one term per CJK character, words of other scripts whole.
      for (const part of word.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu)) {
        push(tokens, part[0], start + (part.index ?? 0))
      }
      continue
    }
    for (const segment of segments.segment(word)) {
      if (segment.isWordLike !== false && /[\p{L}\p{N}]/u.test(segment.segment)) push(tokens, segment.segment, start + segment.index)
    }
  }
  return tokens
}

/** The terms of `text`, in order (the index's and the query's tokenizer). */
export function terms(text: string): string[] {
  return tokenize(text).map(token => token.term)
}

/**
 * The shard key of a term: its first two characters, or its first one when it is Chinese, Japanese
 * or Korean (where one character is already a word, and a one-character query should still find
 * the longer words that start with it). A query term only matches index terms with the same key,
 * which is what lets the index be split into buckets fetched on demand: prefix and typo-tolerant
 * matches are searched among the terms that share the key.
 */
export function termKey(term: string): string {
  const chars = Array.from(term.slice(0, 4))
  return isCjk(term) ? (chars[0] ?? '') : chars.slice(0, 2).join('')
}

/** FNV-1a over UTF-16 code units: the bucket of a key, the same in Node and every browser. */
export function bucketOf(key: string, buckets: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % buckets
}
