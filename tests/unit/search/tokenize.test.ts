import { describe, expect, it } from 'vitest'
import { bucketOf, termKey, terms, tokenize } from '../../../src/shared/search/tokenize.js'

describe('search tokenizer (shared by the index and the browser)', () => {
  it('splits English on anything but letters and digits, lower-cased', () => {
    expect(terms('Use `useResponseCache()` with GraphQL-Yoga v5, e.g. for /graphql')).toEqual([
      'use', 'useresponsecache', 'with', 'graphql', 'yoga', 'v5', 'e', 'g', 'for', 'graphql'
    ])
  })

  it('drops accents on Latin letters only', () => {
    expect(terms('Résumé naïve Ёлка йод')).toEqual(['resume', 'naive', 'елка', 'йод'])
  })

  it('cuts unspaced Chinese, Japanese and Korean into words with Intl.Segmenter', () => {
    expect(terms('本指南介绍如何在生产环境中配置缓存')).toEqual(['本', '指南', '介绍', '如何', '在', '生产', '环境', '中', '配置', '缓', '存'])
    expect(terms('GraphQL服务器')).toEqual(['graphql', '服务', '器'])
    expect(terms('日本語のテキスト')).toEqual(['日本語', 'の', 'テキスト'])
    expect(terms('한국어 텍스트')).toEqual(['한국어', '텍스트'])
  })

  it('keeps offsets into the original text, for highlighting', () => {
    const text = 'Café 配置缓存'
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end).toLowerCase().normalize('NFD').replace(/\p{Mn}/gu, '')).toBe(token.term)
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
    expect([bucketOf('sc', 64), bucketOf('缓', 64), bucketOf('', 1)]).toEqual([bucketOf('sc', 64), bucketOf('缓', 64), 0])
    expect(bucketOf('sc', 64)).toBeLessThan(64)
    expect(bucketOf('ab', 2 ** 32)).toBe(0x4d2505ca)
  })
})
