import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSite } from '../../../src/content/load-site.js'
import { RACY_MARGIN_MS, recordsPath, SourceRecords } from '../../../src/content/source-records.js'
import type { PageSource } from '../../../src/content/types.js'

/**
 * Issue 24: a file unchanged since the previous successful build is stat'ed, not read (its facts come
 * from the build's source records); an edit is never missed, and a text read later that is not the
 * recorded one is an error naming the file.
 */

const dirs: string[] = []
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })))

const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({ siteName: 'T', docsRepositoryBase: 'https://github.com/a/b/tree/main' }),
  'pages/index.mdx': '# Home\n\n<NPMBadge name="left-pad" />\n',
  'pages/a.md': '---\ntitle: Alpha\nweight: 2\n---\n\n# Heading A\n\nText of a.\n',
  'pages/b.mdx': '# Bee\n\n```mermaid\ngraph TD; A-->B\n```\n',
  'pages/_meta.json': '{ "index": "Start", "a": "The A page", "b": { "title": "The B page" } }\n'
}

/** A site whose files are older than the racy margin (their records are kept). */
async function site(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-records-'))
  dirs.push(dir)
  for (const [rel, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), text)
  }
  await sleep(RACY_MARGIN_MS + 50)
  return dir
}

const load = async (dir: string, version = 'v1') => {
  const { site, diagnostics } = await loadSite({ siteDir: dir }, { records: Promise.resolve(version) })
  expect(diagnostics).toEqual([])
  return site!
}

/** Everything a build takes from a page, its text included (reading it). */
const factsOf = (pages: PageSource[]) =>
  pages
    .map(({ display, source, frontMatter, frontMatterEnd, bodyLine, firstHeading, marks }) => ({
      display,
      source,
      frontMatter,
      frontMatterEnd,
      bodyLine,
      firstHeading,
      marks
    }))
    .sort((x, y) => x.display.localeCompare(y.display))
const pageOf = (pages: PageSource[], rel: string) => pages.find(page => page.file.rel === rel)!
/** Whether the page's text was read when the site was loaded (or is still to be read, on first use). */
const readAtLoad = (page: PageSource) => Object.getOwnPropertyDescriptor(page, 'source')!.get === undefined

describe('source records', () => {
  it("an unchanged file is stat'ed, not read: the same facts, metas and page maps, the text read on first use", async () => {
    const dir = await site()
    const first = await load(dir)
    expect(first.pages.every(readAtLoad)).toBe(true)
    first.records!.save()
    const second = await load(dir)
    expect(second.pages.some(readAtLoad)).toBe(false)
    expect(second.metas).toEqual(first.metas)
    expect([...second.pageMaps]).toEqual([...first.pageMaps])
    expect(factsOf(second.pages)).toEqual(factsOf(first.pages))
    expect(pageOf(second.pages, 'b.mdx').marks.diagrams).toBe(true)
    expect(pageOf(second.pages, 'index.mdx').marks.badges).toEqual(['left-pad'])
    expect(second.records!.problems).toEqual([])
  })

  it('a file removed or changed after the scan is an error naming it when its text is needed, never a stale text', async () => {
    const dir = await site()
    ;(await load(dir)).records!.save()
    const loaded = await load(dir)
    // Both were only stat'ed: what they hold now is what a later read finds.
    rmSync(join(dir, 'pages/a.md'))
    writeFileSync(join(dir, 'pages/b.mdx'), '# Bee, edited\n')
    expect(pageOf(loaded.pages, 'a.md').source).toBe('')
    expect(pageOf(loaded.pages, 'b.mdx').source).toBe('# Bee, edited\n')
    expect(loaded.records!.problems.map(d => [d.code, d.severity, d.file, d.line])).toEqual([
      ['FILE_VANISHED', 'error', 'pages/a.md', 1],
      ['FILE_CHANGED', 'error', 'pages/b.mdx', 1]
    ])
  })

  it('an edit is never missed: same size and the old modification time put back (the change time differs)', async () => {
    const dir = await site()
    const a = join(dir, 'pages/a.md')
    const meta = join(dir, 'pages/_meta.json')
    // (A time a filesystem keeps exactly: ten seconds ago, to the second.)
    const old = Math.floor(Date.now() / 1000) - 10
    utimesSync(a, old, old)
    utimesSync(meta, old, old)
    await sleep(RACY_MARGIN_MS + 50)
    ;(await load(dir)).records!.save()
    const recorded = await load(dir)
    expect(readAtLoad(pageOf(recorded.pages, 'a.md'))).toBe(false)
    recorded.records!.save()
    const aStat = statSync(a)
    writeFileSync(a, readFileSync(a, 'utf8').replace('Alpha', 'Omega'))
    writeFileSync(meta, readFileSync(meta, 'utf8').replace('The A page', 'The Z page'))
    utimesSync(a, old, old)
    utimesSync(meta, old, old)
    expect([statSync(a).size, statSync(a).mtimeMs, statSync(a).ino]).toEqual([aStat.size, aStat.mtimeMs, aStat.ino])
    const loaded = await load(dir)
    expect(pageOf(loaded.pages, 'a.md').frontMatter.title).toBe('Omega')
    expect(readAtLoad(pageOf(loaded.pages, 'a.md'))).toBe(true)
    expect(loaded.metas[0].data.a).toBe('The Z page')
  })

  it('added, renamed and removed files: the new ones are read, records of the gone ones dropped', async () => {
    const dir = await site()
    ;(await load(dir)).records!.save()
    writeFileSync(join(dir, 'pages/c.md'), '# Sea\n')
    rmSync(join(dir, 'pages/b.mdx'))
    writeFileSync(join(dir, 'pages/bee.mdx'), FILES['pages/b.mdx'])
    const loaded = await load(dir)
    expect(loaded.pages.filter(readAtLoad).map(page => page.file.rel)).toEqual(['bee.mdx', 'c.md'])
    expect(pageOf(loaded.pages, 'bee.mdx').firstHeading).toBe('Bee')
    loaded.records!.save()
    // Put back under its old name: its record went with it (read, not taken from a record).
    rmSync(join(dir, 'pages/bee.mdx'))
    writeFileSync(join(dir, 'pages/b.mdx'), FILES['pages/b.mdx'])
    expect(readAtLoad(pageOf((await load(dir)).pages, 'b.mdx'))).toBe(true)
  })

  it('another code version, a damaged records file or none: every file is read', async () => {
    const dir = await site()
    const first = await load(dir)
    first.records!.save()
    expect((await load(dir, 'v2')).pages.every(readAtLoad)).toBe(true)
    const file = recordsPath(first.config.cacheDir, first.config.outRoot)
    const bytes = readFileSync(file)
    bytes[bytes.length - 3] ^= 0xff
    writeFileSync(file, bytes)
    expect((await load(dir)).pages.every(readAtLoad)).toBe(true)
    rmSync(file)
    expect((await load(dir)).pages.every(readAtLoad)).toBe(true)
  })

  it('a file changed too close to the moment its record is taken is read again ("racy"), as git does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'guildsite-racy-'))
    dirs.push(dir)
    const records = SourceRecords.open(dir, '/out', 'v1')
    const { since } = records
    const stamp = (ago: number, ino: number) => ({
      size: 1,
      mtimeMs: since - ago + 0.25,
      ctimeMs: since - ago + 0.25,
      ino
    })
    records.record('page', '/recent', stamp(RACY_MARGIN_MS / 2, 1), { n: 1 })
    records.record('page', '/later', stamp(-5, 2), { n: 2 })
    records.record('page', '/settled', stamp(RACY_MARGIN_MS * 2, 3), { n: 3 })
    // Whole seconds (a filesystem that keeps no fraction): a write a second later may carry the same time.
    const whole = Math.floor(since / 1000) * 1000
    records.record('page', '/coarse', { size: 1, mtimeMs: whole - 1000, ctimeMs: whole - 1000, ino: 4 }, { n: 4 })
    records.record('page', '/coarse-old', { size: 1, mtimeMs: whole - 3000, ctimeMs: whole - 3000, ino: 5 }, { n: 5 })
    // Only plain data comes back as it was: anything else is read again.
    class Odd {
      n = 6
    }
    records.record('page', '/odd', stamp(RACY_MARGIN_MS * 2, 6), new Odd())
    records.save()
    const next = SourceRecords.open(dir, '/out', 'v1')
    expect(next.recorded('page', '/recent', stamp(RACY_MARGIN_MS / 2, 1))).toBeUndefined()
    expect(next.recorded('page', '/later', stamp(-5, 2))).toBeUndefined()
    expect(next.recorded('page', '/settled', stamp(RACY_MARGIN_MS * 2, 3))).toEqual({ n: 3 })
    expect(next.recorded('meta', '/settled', stamp(RACY_MARGIN_MS * 2, 3))).toBeUndefined()
    expect(next.recorded('page', '/settled', { ...stamp(RACY_MARGIN_MS * 2, 3), size: 2 })).toBeUndefined()
    expect(next.recorded('page', '/coarse', { size: 1, mtimeMs: whole - 1000, ctimeMs: whole - 1000, ino: 4 })).toBe(
      undefined
    )
    expect(
      next.recorded('page', '/coarse-old', { size: 1, mtimeMs: whole - 3000, ctimeMs: whole - 3000, ino: 5 })
    ).toEqual({ n: 5 })
    expect(next.recorded('page', '/odd', stamp(RACY_MARGIN_MS * 2, 6))).toBeUndefined()
  })
})
