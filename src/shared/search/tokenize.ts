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
    const Ctor = (
      Intl as unknown as { Segmenter?: new (locale: string, options: { granularity: 'word' }) => Segmenter }
    ).Segmenter
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

/** The pieces of a word holding CJK that are terms, each with its offset in the word. */
function cjkPieces(word: string): { piece: string; at: number }[] {
  const pieces: { piece: string; at: number }[] = []
  const segments = wordSegmenter()
  if (!segments) {
    // No Intl.Segmenter (very old browsers): one term per CJK character, words of other scripts whole.
    for (const part of word.matchAll(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu
    )) {
      pieces.push({ piece: part[0], at: part.index ?? 0 })
    }
    return pieces
  }
  for (const segment of segments.segment(word)) {
    if (segment.isWordLike !== false && /[\p{L}\p{N}]/u.test(segment.segment))
      pieces.push({ piece: segment.segment, at: segment.index })
  }
  return pieces
}

/** Every term of `text` with its offsets, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const start = match.index ?? 0
    if (!CJK.test(word)) push(tokens, word, start)
    else for (const { piece, at } of cjkPieces(word)) push(tokens, piece, start + at)
  }
  return tokens
}

const WORD_AT = /[\p{L}\p{N}\p{M}]+/uy
const WORD_CHAR_AT = /[\p{L}\p{N}\p{M}]/uy

/** Whether an ASCII character is a letter or a digit (the only ASCII characters of WORD). */
const isAsciiWordChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)

/** The terms of one word of WORD holding a non-ASCII character: what `tokenize` makes of it. */
function wordTerms(word: string, sink: TermSink): void {
  if (!CJK.test(word)) {
    if (word.length <= MAX_TERM_LENGTH) sink.term(normalizeTerm(word))
    return
  }
  for (const { piece } of cjkPieces(word)) if (piece.length <= MAX_TERM_LENGTH) sink.term(normalizeTerm(piece))
}

/**
 * Where `scanTerms` puts the terms of a text, in order: a word of ASCII letters and digits as its
 * place in the text (its term is that slice lower-cased), any other term as its string.
 */
export interface TermSink {
  ascii(text: string, start: number, end: number): void
  term(term: string): void
}

/**
 * The terms of `text`, in order, to `sink` (the index's and the query's tokenizer): `tokenize`
 * without the offsets, and without its cost, since the index cuts megabytes of text; an ASCII word
 * is handed over as its place in the text, for the index to find its term without making its string. ASCII words (in ASCII,
 * WORD is `[A-Za-z0-9]+`, nothing is CJK and normalising is lower-casing) are cut by character
 * code; the regular expressions only run from a non-ASCII character on, for that one word.
 * `tests/unit/search/tokenize.test.ts` checks it against `tokenize` on random text.
 */
export function scanTerms(text: string, sink: TermSink): void {
  const length = text.length
  let i = 0
  while (i < length) {
    let code = text.charCodeAt(i)
    if (code < 128) {
      if (!isAsciiWordChar(code)) {
        i++
        continue
      }
      const start = i
      while (++i < length && isAsciiWordChar((code = text.charCodeAt(i))));
      if (i === length || code < 128 || !isWordCharAt(text, i)) {
        if (i - start <= MAX_TERM_LENGTH) sink.ascii(text, start, i)
        continue
      }
      i = start
    } else if (!isWordCharAt(text, i)) {
      // (When this is the first half of a surrogate pair, the second half is no word character either.)
      i++
      continue
    }
    // A word with a non-ASCII character, from its first character.
    WORD_AT.lastIndex = i
    const word = WORD_AT.exec(text)![0]
    wordTerms(word, sink)
    i += word.length
  }
}

/** The terms of `text`, in order (see `scanTerms`). */
export function terms(text: string): string[] {
  const out: string[] = []
  scanTerms(text, {
    ascii: (from, start, end) => out.push(from.slice(start, end).toLowerCase()),
    term: term => out.push(term)
  })
  return out
}

function isWordCharAt(text: string, i: number): boolean {
  WORD_CHAR_AT.lastIndex = i
  return WORD_CHAR_AT.test(text)
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
