import { statSync } from 'node:fs'
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benchCorpus } from '../helpers/bench-corpus.js'
import { runCli } from '../helpers/cli.js'
import { treeHashes } from '../helpers/spawn-build.js'

/**
 * Warm and incremental builds (build cache + the previous build's state) write exactly what a cold
 * build of the same sources writes, and only what changed is written again: the HTML of an
 * unchanged page is linked from the previous output (same inode), never rendered nor read.
 */

// Enough pages for the worker threads to start (the parallel path), few enough to stay quick.
const corpus = benchCorpus(60)
/** Where the cold builds compared against go (outside the site). */
let dir = ''
let site = ''
let out = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-incremental-'))
  site = corpus.dir
  out = join(site, 'dist')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function build(...args: string[]): Promise<void> {
  const result = await runCli(['build', site, '--quiet', ...args])
  expect(result.code, result.stderr).toBe(0)
}

/** A cold build of the sources as they are now, into a folder of its own. */
async function cold(name: string): Promise<Record<string, string>> {
  const coldOut = join(dir, name)
  await build('--no-cache', '--out', coldOut, '--force')
  return treeHashes(coldOut)
}

const differences = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(file => a[file] !== b[file]).sort()
const searchFiles = (tree: Record<string, string>) =>
  Object.entries(tree).filter(([file]) => file.startsWith('_gs/search/'))
const inode = (path: string) => statSync(join(out, path)).ino
const EDITED = 'section-3/topic-0/page-3.mdx'
/** The last cold build made of the edited page's current sources, for a later test to compare with. */
let lastCold: { source: string; tree: Record<string, string> } | undefined
const UNCHANGED = 'section-0/topic-0/page-0/index.html'

describe('warm and incremental builds', () => {
  it('a warm build writes what a cold build writes, linking every unchanged page', async () => {
    // The first build is a cold one (no cache, no previous output): it is the reference.
    await build()
    const first = inode(UNCHANGED)
    const coldTree = await treeHashes(out)
    await build()
    expect(differences(await treeHashes(out), coldTree)).toEqual([])
    expect(inode(UNCHANGED)).toBe(first)
  }, 600_000)

  it('one edited page: only its HTML and the search index are new; the output equals a cold build', async () => {
    const before = inode(UNCHANGED)
    const editedBefore = inode('section-3/topic-0/page-3/index.html')
    const searchBefore = searchFiles(await treeHashes(out))
    await appendFile(join(site, 'pages', EDITED), '\n## A new section\n\nFreshly written words about zebrafish.\n')
    await build()
    expect(differences(await treeHashes(out), await cold('cold-2'))).toEqual([])
    expect(inode(UNCHANGED)).toBe(before)
    expect(inode('section-3/topic-0/page-3/index.html')).not.toBe(editedBefore)
    expect(await readFile(join(out, 'section-3/topic-0/page-3/index.html'), 'utf8')).toContain('zebrafish')
    expect(searchFiles(await treeHashes(out))).not.toEqual(searchBefore)
  }, 600_000)

  it('a navigation change renders every page again', async () => {
    const before = inode(UNCHANGED)
    const meta = join(site, 'pages', 'section-0', '_meta.json')
    await writeFile(meta, JSON.stringify({ 'topic-0': 'Renamed topic' }))
    await build()
    expect(differences(await treeHashes(out), await cold('cold-3'))).toEqual([])
    expect(await readFile(join(out, UNCHANGED), 'utf8')).toContain('Renamed topic')
    expect(inode(UNCHANGED)).not.toBe(before)
  }, 600_000)

  it('an output file edited by hand since the last build is written again, not trusted', async () => {
    const file = join(out, UNCHANGED)
    const original = await readFile(file, 'utf8')
    await writeFile(file, original.replace('<html', '<html data-tampered=""'))
    await build()
    expect(await readFile(file, 'utf8')).toBe(original)
  }, 600_000)

  it('files that are only their content (stylesheet, search chunks) are linked when unchanged, written again when edited by hand', async () => {
    const tree = await treeHashes(out)
    const stylesheet = Object.keys(tree).find(path => /^_gs\/assets\/style-[0-9a-f]+\.css$/.test(path))!
    // The first chunk holds the first pages' text (the edited page is further on).
    const chunk = searchFiles(tree)
      .map(([path]) => path)
      .find(path => /\.c0\./.test(path))!
    const [styleInode, chunkInode] = [inode(stylesheet), inode(chunk)]
    await appendFile(join(site, 'pages', EDITED), '\nOne more line.\n')
    await build()
    expect([inode(stylesheet), inode(chunk)]).toEqual([styleInode, chunkInode])
    const css = await readFile(join(out, stylesheet), 'utf8')
    await writeFile(join(out, stylesheet), css.replace('{', '{color:red;'))
    // A compressed chunk left as it is by the next edit (not compressed again) must not be one
    // that was changed by hand.
    const chunkBytes = await readFile(join(out, chunk))
    await writeFile(join(out, chunk), Buffer.concat([chunkBytes, Buffer.from([0])]))
    await appendFile(join(site, 'pages', EDITED), '\nYet one more line.\n')
    await build()
    expect(await readFile(join(out, stylesheet), 'utf8')).toBe(css)
    expect(await readFile(join(out, chunk))).toEqual(chunkBytes)
    lastCold = { source: await readFile(join(site, 'pages', EDITED), 'utf8'), tree: await cold('cold-4') }
    expect(differences(await treeHashes(out), lastCold.tree)).toEqual([])
  }, 600_000)

  it('pages whose search counts were lost (and their compile results) are still in the search index', async () => {
    const cache = join(site, 'node_modules', '.cache', 'guildsite')
    // The sources the previous test's cold build was made of (this test puts them back at the end).
    const previous = lastCold
    expect(previous).toBeDefined()
    // The unchanged pages come from the previous build's state, which keeps no search text: their
    // sections come from the compile cache…
    await rm(join(cache, 'search-terms'), { recursive: true, force: true })
    await appendFile(join(site, 'pages', EDITED), '\nA line about narwhals.\n')
    await build()
    expect(differences(await treeHashes(out), await cold('cold-5'))).toEqual([])
    // …or from compiling them again when that is gone too. (The edit takes the page back to what it
    // was before this test, whose cold build the previous test made: the same sources, the same site.)
    await rm(join(cache, 'search-terms'), { recursive: true, force: true })
    await rm(join(cache, 'compile'), { recursive: true, force: true })
    await writeFile(join(site, 'pages', EDITED), previous!.source)
    await build()
    expect(differences(await treeHashes(out), previous!.tree)).toEqual([])
    expect(searchFiles(await treeHashes(out)).length).toBeGreaterThan(0)
  }, 600_000)
})
