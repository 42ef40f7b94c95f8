import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keepBytes, readKeptBytes } from '../../../src/output/build-state.js'
import { SearchIndexBuilder } from '../../../src/search/build-search-index.js'
import { decodeKeptSearch, encodeKeptSearch, type KeptLocale } from '../../../src/search/kept-search.js'
import { searchRecords } from '../../../src/search/search-records.js'
import { page } from './fixture.js'

const PAGES = [
  page('/a', '# Alpha\nCaching résumé text — ünïcode.\n## Setup\nInstall it.'),
  page('/b', '# Beta\nOther words, 漢字 too.')
]

function counted(): KeptLocale {
  const builder = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
  searchRecords(PAGES, { basePath: '', localePrefix: '' }).forEach((page, i) => builder.addPage(i, page))
  return {
    terms: builder.terms(),
    used: builder.terms().length,
    pages: new Map([
      ['key a', builder.counted(0)!],
      ['key b', builder.counted(1)!]
    ])
  }
}

describe('kept search counts (what a build keeps for the next one)', () => {
  it('reads back every page as it was counted, in every locale', () => {
    const locales = new Map([
      ['en-US', counted()],
      ['de-DE', { ...counted(), used: 1 }]
    ])
    const bytes = Buffer.concat(encodeKeptSearch(locales))
    // Read from an odd offset too, as a cache file's bytes after its header line are.
    const shifted = Buffer.concat([Buffer.from('x'), bytes]).subarray(1)
    for (const stored of [bytes, shifted]) {
      const kept = decodeKeptSearch(stored)!
      expect([...kept.keys()]).toEqual(['en-US', 'de-DE'])
      for (const [locale, expected] of locales) {
        const got = kept.get(locale)!
        expect(got.terms).toEqual(expected.terms)
        expect(got.used).toBe(expected.used)
        expect([...got.pages.keys()]).toEqual(['key a', 'key b'])
        for (const [key, page] of expected.pages) expect(got.pages.get(key)).toEqual(page)
      }
    }
  })

  it("reads back the buckets' layout a build patches (patch-search-index.ts), or nothing when it is cut short", () => {
    const index = {
      bucketCount: 2,
      total: 5,
      terms: 3,
      order: ['key a', 'key b'],
      bucketGroups: ['0123456789'],
      chunkGroups: ['abcdefabcd'],
      bucketStarts: Int32Array.from([0, 2, 3]),
      termIds: Int32Array.from([4, 1, 0]),
      offsets: Int32Array.from([0, 11, 24, 40]),
      text: Buffer.from('"a":[3,1,1],"bé":[3,1,2],"c":[3,2,1,1,-2],')
    }
    const bytes = Buffer.concat(encodeKeptSearch(new Map([['en-US', { ...counted(), index }]])))
    expect(decodeKeptSearch(bytes)!.get('en-US')!.index).toEqual(index)
    expect(
      decodeKeptSearch(Buffer.concat(encodeKeptSearch(new Map([['en-US', counted()]]))))!.get('en-US')!.index
    ).toBeUndefined()
    expect(decodeKeptSearch(bytes.subarray(0, bytes.length - 8))).toBeUndefined()
  })

  it('is nothing (the pages are counted again), not a crash, when the bytes are cut short or not kept counts', () => {
    const bytes = Buffer.concat(encodeKeptSearch(new Map([['en-US', counted()]])))
    for (const cut of [0, 3, 10, Math.floor(bytes.length / 2), bytes.length - 1])
      expect(decodeKeptSearch(bytes.subarray(0, cut))).toBeUndefined()
    expect(decodeKeptSearch(Buffer.from('P\ten-US\tkey\t["/a",1,[1],[0],"{}"]'))).toBeUndefined()
  })

  it("is kept in its parts and read back as they are joined, past the system's limit of buffers a write takes", async () => {
    // 1,500 pages: ~4,500 parts, where one writev takes 1,024 (libuv writes the rest in turns).
    const { terms, pages: two } = counted()
    const pages = new Map(Array.from({ length: 1500 }, (_, i) => [`key ${i}`, two.get(i % 2 ? 'key b' : 'key a')!]))
    const parts = encodeKeptSearch(new Map([['en-US', { terms, used: 3, pages }]]))
    expect(parts.length).toBeGreaterThan(1024)
    const dir = await mkdtemp(join(tmpdir(), 'kept-search-'))
    try {
      await keepBytes(dir, '/out', 'v1', 'search-terms', 1, parts)
      const read = await readKeptBytes(dir, '/out', 'v1', 'search-terms', 1)
      expect(read?.equals(Buffer.concat(parts))).toBe(true)
      const kept = decodeKeptSearch(read!)!.get('en-US')!
      expect(kept.pages.get('key 1499')).toEqual(pages.get('key 1499'))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
