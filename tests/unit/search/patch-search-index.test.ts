import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileMdx, type CompiledMdx } from '../../../src/compile/compile-mdx.js'
import { loadSite, type Site } from '../../../src/content/load-site.js'
import { buildSearch, SiteSearch } from '../../../src/search/build-search.js'
import { decodeKeptSearch } from '../../../src/search/kept-search.js'
import type { SearchManifest } from '../../../src/shared/search/format.js'

// A build that changes few pages patches the previous build's buckets (patch-search-index.ts): the
// files must be those a build from nothing writes, in every case, patched or not.

const dirs: string[] = []
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })))

/** Words of page `i`: enough distinct terms over 40 pages for 32 buckets (two groups) and ~40 chunks. */
const words = (i: number, count: number) =>
  Array.from({ length: count }, (_, j) => `w${(i * 7919 + j * 104_729) % 20_000}`).join(' ')
const PAGES = 40
const source = (i: number) =>
  `# Page ${i}\n\nIntro of page ${i}: ${words(i, 450)}\n\n## Part ${i}\n\n${words(i + 1000, 450)} and ${i}.`

let site: Site
let compiled: Map<string, CompiledMdx>
/** Page file of page `i` (`source(i)`). */
const paths: string[] = []
const fileOf = (i: number) => `pages/${i === 0 ? 'index' : `s${i % 4}/page-${i}`}.mdx`

const compile = (path: string, text: string) =>
  compileMdx({ display: path, path, source: text, format: 'mdx', builtins: new Set() })

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-patch-search-'))
  dirs.push(dir)
  const files: Record<string, string> = {
    'guildsite.config.json': JSON.stringify({
      siteName: 'Test',
      docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
    })
  }
  for (let i = 0; i < PAGES; i++) files[fileOf(i)] = source(i)
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), content)
  }
  site = (await loadSite({ siteDir: dir })).site!
  compiled = new Map()
  for (const page of site.pages) compiled.set(page.file.path, await compile(page.file.path, page.source))
  for (let i = 0; i < PAGES; i++) paths.push(join(dir, fileOf(i)))
  expect(paths.every(path => compiled.has(path))).toBe(true)
})

interface Build {
  files: Map<string, string | Uint8Array>
  kept: string[]
  patched: boolean | undefined
  bytes: Buffer
}

/** A build of `pages` (path → compiled) with `keys` (path → compile key), after a build that kept `bytes`. */
function build(
  pages: Map<string, CompiledMdx>,
  keys: Map<string, string>,
  bytes?: Uint8Array,
  keep?: (path: string) => boolean
): Build {
  const search = new SiteSearch(site)
  search.use(bytes && decodeKeptSearch(bytes))
  const { files, kept } = search.finish(pages, keys, keep)
  return { files, kept, patched: search.patched.get('en-US'), bytes: Buffer.concat(search.keptSearch()) }
}

const keysOf = (pages: Map<string, CompiledMdx>) => new Map([...pages.keys()].map(path => [path, `key of ${path}`]))

/** The first build of the site (nothing kept before it), made once for every test. */
let made: { keys: Map<string, string>; first: Build } | undefined
function firstBuild() {
  if (made) return made
  const keys = keysOf(compiled)
  return (made = { keys, first: build(compiled, keys) })
}

/** `pages` with the page at `index` compiled from `text`, and its key changed. */
async function edit(
  pages: Map<string, CompiledMdx>,
  keys: Map<string, string>,
  index: number,
  text: string
): Promise<[Map<string, CompiledMdx>, Map<string, string>]> {
  const path = paths[index]
  return [
    new Map(pages).set(path, await compile(path, text)),
    new Map(keys).set(path, `${keys.get(path)} edited: ${text.length} ${text.slice(-40)}`)
  ]
}

/** Each file's SHA-256 by path: comparing these is comparing the files, and cheaper. */
const digest = (files: Map<string, string | Uint8Array>) =>
  new Map([...files].map(([path, content]) => [path, createHash('sha256').update(content).digest('hex')]))

const manifestOf = (files: Map<string, string | Uint8Array>) =>
  JSON.parse(String(files.get('_gs/search/en-US.json'))) as SearchManifest

describe('patching the search index of a build that changed few pages', () => {
  it('patches the buckets when pages change their words but not their sections, writing what a build from nothing does', async () => {
    const { keys, first } = firstBuild()
    expect(first.patched).toBe(false)
    expect(digest(first.files)).toEqual(digest(buildSearch(site, compiled).files))
    expect(manifestOf(first.files).buckets.count).toBeGreaterThan(16)
    expect(manifestOf(first.files).chunks.count).toBeGreaterThan(16)

    let [pages, pageKeys] = [compiled, keys]
    let previous = first.bytes
    // Each edit patches the previous build's patch: a line appended (new terms, frequencies up), words
    // taken out (terms gone from the index), a heading renamed, a number term (key order), two pages at once.
    const edits: [number, string][][] = [
      [[3, `${source(3)}\nEdited line number 1 of the benchmark.\n`]],
      [[3, `${source(3)}\nEdited line number 2 of the benchmark, and benchmark again.\n`]],
      [[5, source(5).replace(/w\d+ w\d+ w\d+/, 'zebra')]],
      [[7, source(7).replace(`## Part 7`, '## Renamed heading 12 4294967294 007')]],
      [
        [0, `${source(0)}\n\nA brand new word: quokka.`],
        [39, source(39).replace(`Intro of page 39`, 'Intro')]
      ],
      [[3, source(3)]]
    ]
    for (const changes of edits) {
      for (const [index, text] of changes) [pages, pageKeys] = await edit(pages, pageKeys, index, text)
      const next = build(pages, pageKeys, previous)
      expect(next.patched).toBe(true)
      expect(digest(next.files)).toEqual(digest(buildSearch(site, pages).files))
      previous = next.bytes
    }
    // Back where it started: the same files as the first build.
    ;[pages, pageKeys] = await edit(pages, pageKeys, 5, source(5))
    ;[pages, pageKeys] = await edit(pages, pageKeys, 7, source(7))
    ;[pages, pageKeys] = await edit(pages, pageKeys, 0, source(0))
    ;[pages, pageKeys] = await edit(pages, pageKeys, 39, source(39))
    const back = build(pages, pageKeys, previous)
    expect(back.patched).toBe(true)
    expect(digest(back.files)).toEqual(digest(first.files))
  })

  it('keeps the files of the groups no change touched (the previous output holds them), and makes the others', async () => {
    const { keys, first } = firstBuild()
    const [pages, pageKeys] = await edit(compiled, keys, 3, `${source(3)}\nEdited line.\n`)
    const next = build(pages, pageKeys, first.bytes, path => first.files.has(path))
    expect(next.patched).toBe(true)
    const fresh = buildSearch(site, pages).files
    // Kept: files of the previous output, with the content the fresh build gives them.
    expect(next.kept.length).toBeGreaterThan(0)
    for (const path of next.kept) expect(fresh.get(path)).toEqual(first.files.get(path))
    expect(new Set([...next.files.keys(), ...next.kept])).toEqual(new Set(fresh.keys()))
    for (const [path, content] of next.files) expect(content).toEqual(fresh.get(path))
    // The edit touches a few buckets and one chunk: a group of each is made again, the others kept.
    const made = [...next.files.keys()].filter(path => /\.[bc]\d+\./.test(path))
    expect(made.length).toBeLessThanOrEqual(3 * 16)
    expect(made.length).toBeGreaterThan(0)
  })

  it('merges the whole index when a page gains a section, or pages come or go, and still writes the same files', async () => {
    const { keys, first } = firstBuild()
    // A section more.
    const [more, moreKeys] = await edit(compiled, keys, 3, `${source(3)}\n\n## Another part\n\nText.`)
    const sections = build(more, moreKeys, first.bytes, path => first.files.has(path))
    expect(sections.patched).toBe(false)
    const fresh = buildSearch(site, more).files
    // Chunk groups holding the same pages keep their files; the rest is what a build from nothing writes.
    expect(sections.kept.some(path => /\.c\d+\./.test(path))).toBe(true)
    for (const path of sections.kept) expect(fresh.get(path)).toEqual(first.files.get(path))
    expect(digest(new Map([...fresh].filter(([path]) => !sections.kept.includes(path))))).toEqual(
      digest(sections.files)
    )
    // A page gone (its compile failed: not in the compiled pages).
    const fewer = new Map(compiled)
    fewer.delete(paths[10])
    const gone = build(fewer, keysOf(fewer), first.bytes)
    expect(gone.patched).toBe(false)
    expect(digest(gone.files)).toEqual(digest(buildSearch(site, fewer).files))
    // ...and back (from the build without it).
    const back = build(compiled, keys, gone.bytes)
    expect(back.patched).toBe(false)
    expect(digest(back.files)).toEqual(digest(first.files))
    // Too many pages changed: merged.
    let [many, manyKeys] = [compiled, keys]
    for (let i = 0; i < 8; i++) [many, manyKeys] = await edit(many, manyKeys, i, `${source(i)} extra`)
    const lots = build(many, manyKeys, first.bytes)
    expect(lots.patched).toBe(false)
    expect(digest(lots.files)).toEqual(digest(buildSearch(site, many).files))
  })

  it('merges the whole index when the postings need another number of buckets', async () => {
    const { keys, first } = firstBuild()
    const count = manifestOf(first.files).buckets.count
    // Enough new terms in one section to double the postings: the bucket count changes.
    const extra = Array.from({ length: 40_000 }, (_, j) => `n${j}`).join(' ')
    const [pages, pageKeys] = await edit(compiled, keys, 2, source(2).replace('Intro of page 2', extra))
    const next = build(pages, pageKeys, first.bytes)
    expect(next.patched).toBe(false)
    const fresh = buildSearch(site, pages).files
    expect(manifestOf(fresh).buckets.count).not.toBe(count)
    expect(digest(next.files)).toEqual(digest(fresh))
  })

  it('merges the whole index when the kept counts are cut short or not there', async () => {
    const { keys, first } = firstBuild()
    const [pages, pageKeys] = await edit(compiled, keys, 3, `${source(3)} more`)
    for (const bytes of [first.bytes.subarray(0, first.bytes.length - 8), undefined]) {
      const next = build(pages, pageKeys, bytes)
      expect(next.patched).toBe(false)
      expect(digest(next.files)).toEqual(digest(buildSearch(site, pages).files))
    }
  })
})
