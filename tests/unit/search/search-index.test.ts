import fc from 'fast-check'
import MiniSearch from 'minisearch'
import { createHash } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildSearchIndex, invertedIndex, SearchIndexBuilder } from '../../../src/search/build-search-index.js'
import { searchPage, searchRecords } from '../../../src/search/search-records.js'
import { terms } from '../../../src/shared/search/tokenize.js'
import { SearchEngine, SearchIndexError } from '../../../src/shared/search/engine.js'
import {
  decodeLengths,
  encodeLengths,
  FILE_GROUP,
  packGroup,
  readSearchFile,
  SEARCH_FIELDS,
  SEARCH_FORMAT_VERSION,
  searchFileNames,
  searchMember,
  searchPackName,
  type SearchManifest
} from '../../../src/shared/search/format.js'
import type { ByteRange } from '../../../src/shared/search/index-files.js'
import { fuzzParameters, RUNS } from '../../fuzz/fuzz-settings.js'
import { buildIndex, engineOf, ORIGIN, page } from './fixture.js'

const PAGES = [
  page('/caching', '# Caching\nHow responses are kept.\n## Stores\nRedis and memory stores.'),
  page(
    '/plugins',
    '# Plugins\nPlugins hook into the execution.\n## Writing a plugin\nA plugin can enable caching of parsed documents.'
  ),
  page('/zh/guide', '# 生产指南\n本指南介绍如何在生产环境中配置缓存，并说明响应缓存插件的工作原理。'),
  page('/hidden', '# Hidden caching notes\nDraft about caching.', { frontMatter: { searchable: false } }),
  page('/404', '# Page not found caching'),
  page('/500', '# Server error caching'),
  page('/docs/partial', '# Partial caching', { rel: 'docs/_partial.mdx' })
]

describe('search index', () => {
  it('finds a word in the middle of a Chinese sentence', async () => {
    const engine = await engineOf(buildIndex(PAGES))
    for (const query of ['环境', '配置', '缓存', '工作原理']) {
      const hits = await engine.search(query)
      expect(
        hits.map(hit => hit.route),
        query
      ).toEqual(['/zh/guide'])
    }
  })

  it('ranks a page title match above a match in the text', async () => {
    const engine = await engineOf(buildIndex(PAGES))
    const hits = await engine.search('caching')
    expect(hits[0]).toMatchObject({ route: '/caching', type: 'page', url: '/caching', pageTitle: 'Caching' })
    expect(hits.map(hit => `${hit.type} ${hit.url}`)).toEqual(['page /caching', 'content /plugins#writing-a-plugin'])
  })

  it('ranks a heading match above a match in the text', async () => {
    const engine = await engineOf(
      buildIndex([page('/a', '# A\n## Other\nSomething about stores.'), page('/b', '# B\n## Stores\nRedis.')])
    )
    expect((await engine.search('stores')).map(hit => `${hit.type} ${hit.url}`)).toEqual([
      'heading /b#stores',
      'content /a#other'
    ])
  })

  it('leaves out searchable: false pages, 404/500 and private (_) files', async () => {
    const output = buildIndex(PAGES)
    expect(output.stats.pages).toBe(3)
    const engine = await engineOf(output)
    const routes = (await engine.search('caching')).map(hit => hit.route)
    expect(routes).not.toContain('/hidden')
    expect(routes).not.toContain('/404')
    expect(routes).not.toContain('/500')
    expect(routes).not.toContain('/docs/partial')
    // In another locale the error pages carry its prefix.
    const fr = buildIndex([page('/fr/404', '# Introuvable'), page('/fr/a', '# A')], {
      locale: 'fr',
      localePrefix: '/fr'
    })
    expect(fr.stats.pages).toBe(1)
  })

  it('matches prefixes and one typo, and needs every query word', async () => {
    const engine = await engineOf(buildIndex(PAGES))
    expect((await engine.search('cach'))[0].route).toBe('/caching')
    expect((await engine.search('cachng'))[0].route).toBe('/caching')
    expect((await engine.search('plugin caching')).map(hit => hit.url)).toEqual(['/plugins#writing-a-plugin'])
    expect(await engine.search('caching nonexistentword')).toEqual([])
  })

  it('returns section records: page title, heading, anchor, parents, plain text, url with base path', async () => {
    const output = buildIndex(
      [page('/guide', '# Guide\nIntro.\n## Setup\n### Install on Linux\nRun <b>apt</b> install.')],
      { basePath: '/docs' }
    )
    const [hit] = await (await engineOf(output)).search('linux')
    expect(hit).toEqual({
      id: 2,
      type: 'heading',
      route: '/guide',
      url: '/docs/guide#install-on-linux',
      pageTitle: 'Guide',
      topLevel: 'Guide',
      heading: 'Install on Linux',
      anchor: 'install-on-linux',
      parents: ['Setup'],
      text: 'Run <b>apt</b> install.',
      terms: ['linux']
    })
  })

  it('keeps up to N pages and N sections per page', async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      page(`/p${i}`, `# Page ${i}\nschema\n## A\nschema a\n## B\nschema b\n## C\nschema c`)
    )
    const engine = await engineOf(buildIndex(many))
    const hits = await engine.search('schema', { pages: 5, perPage: 2 })
    expect(new Set(hits.map(hit => hit.route)).size).toBe(5)
    expect(hits).toHaveLength(10)
    expect(await engine.search('schema', { hits: 3 })).toHaveLength(3)
    expect(
      (await engine.search('schema', { filter: route => route === '/p3' })).every(hit => hit.route === '/p3')
    ).toBe(true)
  })

  it('does no work for an empty query', async () => {
    const requests: string[] = []
    const engine = await engineOf(buildIndex(PAGES), 'en-US', requests)
    const before = requests.length
    expect(await engine.search('  ')).toEqual([])
    expect(requests.length).toBe(before)
  })

  it('fetches the manifest and core up front, then only the buckets and chunks a query needs, once', async () => {
    const words = (i: number) => Array.from({ length: 40 }, (_, j) => `w${i}x${j}`).join(' ')
    const many = Array.from({ length: 400 }, (_, i) =>
      page(`/p${i}`, `# Page ${i}\nword${i} alpha${i % 7} ${words(i)}`)
    )
    const output = buildIndex(many)
    expect(output.stats.buckets).toBeGreaterThan(1)
    const requests: string[] = []
    const engine = await engineOf(output, 'en-US', requests)
    expect(requests).toEqual([
      '_gs/search/en-US.json',
      expect.stringMatching(/^_gs\/search\/en-US\.core\.[0-9a-f]{10}\.json$/)
    ])
    expect((await engine.search('word123', { hits: 1 }))[0].route).toBe('/p123')
    const afterFirst = requests.length
    expect(requests.slice(2).every(path => /\.(b|c)\d+\./.test(path))).toBe(true)
    expect(afterFirst - 2).toBe(2)
    await engine.search('word123', { hits: 1 })
    expect(requests.length).toBe(afterFirst)
  })

  it('answers the same whatever was loaded before (a bucket holds other keys too)', async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      page(`/p${i}`, `# Page ${i}\nterm${i} ${i % 2 ? 'hive' : 'hide'} ${'x'.repeat(3)}${i}`)
    )
    const output = buildIndex(many)
    const fresh = await engineOf(output)
    const warm = await engineOf(output)
    for (let i = 0; i < 40; i++) await warm.search(`term${i} p${i}`)
    for (const query of ['hive', 'hid', 'term12', 'terms'])
      expect(await warm.search(query)).toEqual(await fresh.search(query))
  })

  it('writes the same bytes for the same input, content-hashed', () => {
    const a = buildIndex(PAGES)
    const b = buildIndex(PAGES)
    expect([...a.files]).toEqual([...b.files])
    const manifest = JSON.parse(a.files.get('_gs/search/en-US.json') as string) as SearchManifest
    expect(manifest).toMatchObject({ v: SEARCH_FORMAT_VERSION, locale: 'en-US', base: '' })
    const names = searchFileNames(manifest)
    const packs = (count: number) => Math.ceil(count / FILE_GROUP)
    expect(names).toHaveLength(1 + packs(manifest.buckets.count) + packs(manifest.chunks.count))
    for (const name of names) {
      expect(name).toMatch(/^en-US\.(core\.[0-9a-f]{10}\.json|[bc]\d+\.[0-9a-f]{10}\.pack)$/)
      expect(a.files.has(`_gs/search/${name}`), name).toBe(true)
      // Buckets and chunks (the sections' text: most of the index) are stored gzip, sixteen to a pack.
      expect(typeof a.files.get(`_gs/search/${name}`) === 'string', name).toBe(!name.endsWith('.pack'))
    }
    // Besides the manifest, the files it names and no other.
    expect(a.files.size).toBe(names.length + 1)
  })
})

// Number-like terms (array-index keys come first in a JSON object), accents, CJK, several buckets
// and chunks.
const VOCABULARY = [
  'schema',
  'yoga',
  'plugin',
  'cache',
  'résumé',
  'ёлка',
  '缓存插件',
  '10',
  '2',
  '007',
  '4294967294',
  '4294967295',
  'x1',
  'über'
]
const MANY = [
  ...PAGES,
  page('/numbers', '# Numbers 10 2 1 007 0\n4294967294 4294967295 12345678901, version 2 of 10, 3.14 and 1e3'),
  page(
    '/unicode',
    '# Ünïcödé Résumé\nЁлка ёж 缓存插件 テキスト 한국어 𝒜𝒝 ﬁx “quotes” — dash\n## Über\nStraße İstanbul naïve'
  ),
  ...Array.from({ length: 300 }, (_, i) =>
    page(
      `/p${i}`,
      `# Page ${i}\n${Array.from({ length: 30 }, (_, j) => VOCABULARY[(i * j) % VOCABULARY.length] + (j % 3 ? '' : String(i % 17))).join(' ')}\n## Part ${i % 5}\nMore ${VOCABULARY[i % VOCABULARY.length]} text ${i}.`
    )
  )
]
// (Packs are gzip members: their JSON, concatenated, is what is compared.)
const digestOf = (files: Map<string, string | Uint8Array>) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        [...files]
          .map(([path, content]) => [path, typeof content === 'string' ? content : gunzipSync(content).toString()])
          .sort(([a], [b]) => (a! < b! ? -1 : 1))
      )
    )
    .digest('hex')

describe('index files', () => {
  it('are byte for byte what they were before the search stage was made faster', () => {
    // Changing the bytes is fine when meant: update the digest then. (Issue 24 item 6: smaller chunks, more buckets; format 2: group hashes, lengths as characters; format 3: chunks gzip; format 4: buckets gzip too, sixteen members a pack.)
    const output = buildIndex(MANY)
    expect(output.stats).toEqual({ pages: 305, sections: 608, terms: 564, postings: 8918, buckets: 8, chunks: 26 })
    expect(digestOf(output.files)).toBe('f8deb353d962767fc4639b111a1b9483dee8461cdf9190c62a212a6b9df35406')
  })
})

describe('packed buckets and chunks', () => {
  it('are read whether the server sent them as stored (gzip) or undid the compression (Content-Encoding)', async () => {
    const output = buildIndex(MANY)
    const manifest = JSON.parse(output.files.get('_gs/search/en-US.json') as string) as SearchManifest
    let members = 0
    for (const [kind, set] of [
      ['b', manifest.buckets],
      ['c', manifest.chunks]
    ] as const) {
      for (let i = 0; i < set.count; i++, members++) {
        const { group, start, end } = searchMember(set, i)!
        const stored = (
          output.files.get(`_gs/search/${searchPackName('en-US', kind, group, set)}`) as Uint8Array
        ).subarray(start, end)
        const json = gunzipSync(stored).toString()
        expect(JSON.parse(json)).toMatchObject({
          v: SEARCH_FORMAT_VERSION,
          [kind === 'b' ? 'terms' : 'pages']: expect.anything()
        })
        expect(await readSearchFile(stored), `${kind}${i}`).toEqual(JSON.parse(json))
        expect(await readSearchFile(new TextEncoder().encode(json)), `${kind}${i}`).toEqual(JSON.parse(json))
      }
    }
    expect(members).toBe(output.stats.buckets + output.stats.chunks)
  })

  it('are answered from the whole pack when a server ignores the range', async () => {
    const output = buildIndex(MANY)
    const files = output.files
    const whole = async (url: string, range?: ByteRange) => {
      const content = files.get(new URL(url).pathname.slice(1))!
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
      // What load-index.ts does with a 200 to a range request: the member out of the whole file.
      return readSearchFile(range ? bytes.subarray(range.start, range.end) : bytes)
    }
    const engine = await SearchEngine.load(`${ORIGIN}/_gs/search/en-US.json`, whole)
    expect((await engine.search('numbers'))[0].route).toBe('/numbers')
  })
})

describe('SearchIndexBuilder', () => {
  const options = { basePath: '', localePrefix: '' }
  const expected = buildIndex(MANY)

  it('writes the files buildSearchIndex writes, whatever order the pages come in', () => {
    // Positions only order the pages: spaced out, and a few pages first added wrong, then replaced.
    const order = fc.tuple(
      fc.shuffledSubarray(
        MANY.map((_, i) => i),
        { minLength: MANY.length }
      ),
      fc.array(fc.nat(MANY.length - 1), { maxLength: 5 }),
      fc.nat(1000)
    )
    const property = fc.property(order, ([positions, replaced, spacing]) => {
      const builder = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
      for (const i of replaced)
        if (searchPage(MANY[i], options))
          builder.addPage(
            i * (spacing + 1),
            searchPage(MANY[(i + 1) % MANY.length], options) ?? searchPage(MANY[0], options)!
          )
      for (const i of positions) {
        const page = searchPage(MANY[i], options)
        if (page) builder.addPage(i * (spacing + 1), page)
      }
      const output = builder.finish()
      expect(output.stats).toEqual(expected.stats)
      expect([...output.files]).toEqual([...expected.files])
    })
    fc.assert(property, { ...fuzzParameters(), numRuns: Math.min(RUNS, 20) })
  })

  it('can finish, take more pages and finish again', () => {
    const records = searchRecords(MANY, options)
    const builder = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
    records.slice(0, 100).forEach((page, i) => builder.addPage(i, page))
    expect([...builder.finish().files]).toEqual([
      ...buildSearchIndex(records.slice(0, 100), { locale: 'en-US', basePath: '' }).files
    ])
    records.slice(100).forEach((page, i) => builder.addPage(100 + i, page))
    expect([...builder.finish().files]).toEqual([...expected.files])
  })

  it('takes pages counted by an earlier builder (a later build) as if it had counted them', () => {
    const records = searchRecords(MANY, options)
    const earlier = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
    // The earlier builder saw other pages first, so its term ids differ from the later one's.
    ;[...records.keys()].reverse().forEach(i => earlier.addPage(i, records[i]))
    const kept = structuredClone({ terms: earlier.terms(), pages: records.map((_, i) => earlier.counted(i)!) })
    const later = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
    const remap: number[] = []
    records.forEach((page, i) =>
      i % 3 === 0 ? later.addPage(i, page) : later.addCounted(i, kept.pages[i], kept.terms, remap)
    )
    expect([...later.finish().files]).toEqual([...expected.files])
  })

  it('numbers terms as an earlier builder did (adopt): its pages are taken as they are, and counted the same again', () => {
    const records = searchRecords(MANY, options)
    const earlier = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
    ;[...records.keys()].reverse().forEach(i => earlier.addPage(i, records[i]))
    const terms = [...earlier.terms()]
    const later = new SearchIndexBuilder({ locale: 'en-US', basePath: '' })
    // Pages counted before the adoption are renumbered; the earlier builder's pages go in as they are.
    records.forEach((page, i) => i % 4 === 1 && later.addPage(i, page))
    later.adopt(terms)
    records.forEach((page, i) =>
      i % 4 === 1
        ? undefined
        : i % 4 === 2
          ? later.addPage(i, page)
          : later.addCountedAsIs(i, structuredClone(earlier.counted(i)!))
    )
    expect([...later.finish().files]).toEqual([...expected.files])
    expect(later.terms().slice(0, terms.length)).toEqual(terms)
    // (A structured clone of a Buffer is a Uint8Array: the bytes are compared.)
    const bytesOf = (i: number) => {
      const page = later.counted(i)!
      return { ...page, entry: Buffer.from(page.entry) }
    }
    for (const i of records.keys()) expect(bytesOf(i)).toEqual(earlier.counted(i))
  })
})

describe('loading the index', () => {
  const output = buildIndex(PAGES)
  const withManifest = (change: (manifest: SearchManifest) => unknown) => {
    const files = new Map(output.files)
    files.set(
      '_gs/search/en-US.json',
      JSON.stringify(change(JSON.parse(files.get('_gs/search/en-US.json') as string) as SearchManifest))
    )
    return { ...output, files }
  }

  it('rejects another format version', async () => {
    const error = await engineOf(withManifest(manifest => ({ ...manifest, v: SEARCH_FORMAT_VERSION + 1 }))).catch(
      e => e
    )
    expect(error).toBeInstanceOf(SearchIndexError)
    expect(error.message).toBe('Failed to load search index')
    expect(error.reason).toBe(
      `manifest has format version ${SEARCH_FORMAT_VERSION + 1}, expected ${SEARCH_FORMAT_VERSION}`
    )
  })

  it('rejects a core or a bucket of another version', async () => {
    const files = new Map(output.files)
    const manifest = JSON.parse(files.get('_gs/search/en-US.json') as string) as SearchManifest
    const stale = gzipSync(JSON.stringify({ v: 0, terms: {} }))
    const buckets = { count: manifest.buckets.count, groups: manifest.buckets.groups.map(group => group.split(':')[0]) }
    for (let g = 0; g < buckets.groups.length; g++) {
      const members = Math.min(FILE_GROUP, buckets.count - g * FILE_GROUP)
      buckets.groups[g] = packGroup(buckets.groups[g], Array(members).fill(stale.length))
      files.set(`_gs/search/${searchPackName('en-US', 'b', g, buckets)}`, Buffer.concat(Array(members).fill(stale)))
    }
    files.set('_gs/search/en-US.json', JSON.stringify({ ...manifest, buckets }))
    const engine = await engineOf({ ...output, files })
    await expect(engine.search('caching')).rejects.toThrow('Failed to load search index')
    files.set(`_gs/search/${manifest.core}`, JSON.stringify({ v: 0 }))
    await expect(engineOf({ ...output, files })).rejects.toThrow('Failed to load search index')
  })

  it('rejects a missing or malformed manifest', async () => {
    await expect(engineOf({ ...output, files: new Map() })).rejects.toThrow('Failed to load search index')
    await expect(engineOf(withManifest(() => [1, 2]))).rejects.toThrow('Failed to load search index')
    await expect(engineOf(withManifest(manifest => ({ ...manifest, buckets: 'x' })))).rejects.toThrow(
      'Failed to load search index'
    )
    // A group hash missing: the manifest cannot name every file.
    await expect(
      engineOf(withManifest(manifest => ({ ...manifest, chunks: { ...manifest.chunks, groups: [] } })))
    ).rejects.toThrow('Failed to load search index')
    // A group's sizes cut short: its members cannot be found in the pack.
    const short = await engineOf(
      withManifest(manifest => ({
        ...manifest,
        buckets: { ...manifest.buckets, groups: manifest.buckets.groups.map(group => `${group.split(':')[0]}:`) }
      }))
    )
    await expect(short.search('caching')).rejects.toThrow('Failed to load search index')
  })
})

describe('inverted index', () => {
  it('counts exactly what minisearch would index (postings, frequencies, field lengths)', () => {
    const pages = searchRecords(
      [
        ...PAGES,
        page(
          '/repeat',
          '# Repeat repeat\nword word word other\n## Word\nA word in a heading section, 缓存 and caching.\n### Deep\nparents parents'
        ),
        page('/empty', '# \n## Only heading')
      ],
      { basePath: '', localePrefix: '' }
    )
    const miniSearch = new MiniSearch<{ id: number; title: string; heading: string; parents: string; text: string }>({
      fields: [...SEARCH_FIELDS],
      tokenize: terms,
      processTerm: term => term
    })
    let id = 0
    for (const p of pages) {
      for (const record of p.records) {
        const top = record.type === 'page'
        miniSearch.add({
          id: id++,
          title: top ? record.pageTitle : '',
          heading: record.heading,
          parents: top ? '' : [record.pageTitle, ...record.parents].join(' '),
          text: record.text
        })
      }
    }
    const expected = miniSearch.toJSON() as unknown as {
      index: [string, Record<string, Record<string, number>>][]
      fieldLength: Record<string, number[]>
    }
    const actual = invertedIndex(pages)
    // The same postings, in minisearch's serialised shape (ids ascending as object keys).
    const asJson = [...actual.postings].map(([term, fields]) => [
      term,
      Object.fromEntries(
        fields.flatMap((docs, field) =>
          docs ? [[field, Object.fromEntries(docs.flatMap((value, i) => (i % 2 ? [] : [[value, docs[i + 1]]])))]] : []
        )
      )
    ])
    const byTerm = (entries: unknown[][]) => [...entries].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1))
    expect(actual.documents).toBe(id)
    expect(JSON.stringify(byTerm(asJson))).toBe(JSON.stringify(byTerm(expected.index)))
    expect(JSON.stringify(actual.fieldLength)).toBe(JSON.stringify(Object.values(expected.fieldLength)))
  })
})

describe('field lengths in the core', () => {
  it('decode to the lengths encoded, long ones capped at 65,535 as the engine reads them', () => {
    const property = fc.property(
      fc.array(fc.oneof(fc.nat(100), fc.nat(200_000)), { maxLength: 400 }).map(values => {
        const documents = Math.floor(values.length / SEARCH_FIELDS.length)
        return values.slice(0, documents * SEARCH_FIELDS.length)
      }),
      lengths => {
        const documents = lengths.length / SEARCH_FIELDS.length
        const text = encodeLengths(lengths, SEARCH_FIELDS.length)
        expect(JSON.parse(JSON.stringify(text))).toBe(text)
        expect(JSON.stringify(text)).toHaveLength(text.length + 2) // nothing escaped in JSON
        expect([...decodeLengths(text, documents, SEARCH_FIELDS.length)!]).toEqual(
          lengths.map(length => Math.min(length, 0xffff))
        )
      }
    )
    fc.assert(property, fuzzParameters())
  })

  it('are refused when malformed', () => {
    const text = encodeLengths([1, 2, 3, 4, 100, 0, 0, 7], SEARCH_FIELDS.length)
    expect(decodeLengths(text, 2, SEARCH_FIELDS.length)).toBeDefined()
    expect(decodeLengths(text, 3, SEARCH_FIELDS.length)).toBeUndefined()
    expect(decodeLengths(text + '#', 2, SEARCH_FIELDS.length)).toBeUndefined()
    expect(decodeLengths(text.replace('$', ' '), 2, SEARCH_FIELDS.length)).toBeUndefined()
  })
})
