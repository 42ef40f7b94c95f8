import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bucketOf, MAX_TERM_LENGTH, termKey, terms, tokenize } from '../../../src/shared/search/tokenize.js'
import { fuzzParameters, RUNS } from '../../fuzz/fuzz-settings.js'

/** Pieces of text where the fast path of `terms` could part from `tokenize`. */
const PIECES = [
  'a',
  'Z',
  '0',
  'graphql',
  'Yoga',
  ' ',
  '-',
  '_',
  '.',
  '\n',
  '’',
  '—',
  '“',
  '\u00a0',
  'é',
  'e\u0301',
  '\u0301',
  '\u200d',
  'Résumé',
  'naïve',
  'ё',
  'Ё',
  'Ёлка',
  'йод',
  'İ',
  'ı',
  'ß',
  'ǅ',
  'ﬁ',
  'Ⅻ',
  '²',
  'ª',
  'Ω',
  '٣',
  '中',
  '缓存',
  '生产环境',
  'テキスト',
  'ｱ',
  '한국어',
  '𝒜',
  '𠀀',
  '😀',
  '\ud800',
  '\udc00',
  'x'.repeat(MAX_TERM_LENGTH),
  'y'.repeat(MAX_TERM_LENGTH + 1),
  'É'.repeat(MAX_TERM_LENGTH + 1)
]
const piece = fc.constantFrom(...PIECES)
const asciiHeavy = fc.string({
  unit: fc.oneof(
    { weight: 20, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: piece }
  ),
  maxLength: 80
})
const mixed = fc
  .array(fc.oneof(piece, fc.string({ unit: 'binary', maxLength: 3 }), fc.string({ unit: 'grapheme', maxLength: 3 })), {
    maxLength: 30
  })
  .map(parts => parts.join(''))
const longWords = fc
  .array(
    fc.tuple(
      fc.constantFrom('a', 'É', '中', 'ё', 'e\u0301'),
      fc.integer({ min: 1, max: 2 * MAX_TERM_LENGTH }),
      fc.constantFrom(' ', '', '-', '中')
    ),
    { maxLength: 5 }
  )
  .map(words => words.map(([c, n, sep]) => c.repeat(n) + sep).join(''))

describe('search tokenizer (shared by the index and the browser)', () => {
  it('splits English on anything but letters and digits, lower-cased', () => {
    expect(terms('Use `useResponseCache()` with GraphQL-Yoga v5, e.g. for /graphql')).toEqual([
      'use',
      'useresponsecache',
      'with',
      'graphql',
      'yoga',
      'v5',
      'e',
      'g',
      'for',
      'graphql'
    ])
  })

  it('drops accents on Latin letters only', () => {
    expect(terms('Résumé naïve Ёлка йод')).toEqual(['resume', 'naive', 'елка', 'йод'])
  })

  it('cuts unspaced Chinese, Japanese and Korean into words with Intl.Segmenter', () => {
    expect(terms('本指南介绍如何在生产环境中配置缓存')).toEqual([
      '本',
      '指南',
      '介绍',
      '如何',
      '在',
      '生产',
      '环境',
      '中',
      '配置',
      '缓',
      '存'
    ])
    expect(terms('GraphQL服务器')).toEqual(['graphql', '服务', '器'])
    expect(terms('日本語のテキスト')).toEqual(['日本語', 'の', 'テキスト'])
    expect(terms('한국어 텍스트')).toEqual(['한국어', '텍스트'])
  })

  it('keeps offsets into the original text, for highlighting', () => {
    const text = 'Café 配置缓存'
    for (const token of tokenize(text))
      expect(
        text
          .slice(token.start, token.end)
          .toLowerCase()
          .normalize('NFD')
          .replace(/\p{Mn}/gu, '')
      ).toBe(token.term)
  })

  it('terms() is tokenize() without the offsets, on any text', () => {
    // Cheap: many more runs than the parser properties.
    const property = fc.property(fc.oneof(asciiHeavy, mixed, longWords), text => {
      expect(terms(text)).toEqual(tokenize(text).map(token => token.term))
    })
    fc.assert(property, { ...fuzzParameters(), numRuns: RUNS * 50 })
  })

  it('leaves out words longer than 40 characters (hashes, base64)', () => {
    expect(terms(`sha ${'a'.repeat(41)} end`)).toEqual(['sha', 'end'])
  })

  it('keys a term by its first two characters, or one CJK character', () => {
    expect(termKey('schema')).toBe('sc')
    expect(termKey('a')).toBe('a')
    expect(termKey('缓存')).toBe('缓')
    expect(termKey('𠀀𠀁')).toBe('𠀀')
    expect(termKey('𝒜𝒝x')).toBe('𝒜𝒝')
  })

  it('puts a key in the same bucket everywhere (FNV-1a)', () => {
    expect([bucketOf('sc', 64), bucketOf('缓', 64), bucketOf('', 1)]).toEqual([
      bucketOf('sc', 64),
      bucketOf('缓', 64),
      0
    ])
    expect(bucketOf('sc', 64)).toBeLessThan(64)
    expect(bucketOf('ab', 2 ** 32)).toBe(0x4d2505ca)
  })
})
