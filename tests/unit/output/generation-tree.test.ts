import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { GenerationTree } from '../../../src/output/generation-tree.js'

const root = mkdtempSync(join(tmpdir(), 'guildsite-generation-tree-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const put = (dir: string, files: Record<string, string>) => {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
}
const contents = (dir: string) =>
  Object.fromEntries(
    fg.sync('**/*', { cwd: dir, dot: true }).map(path => [path, readFileSync(join(dir, path), 'utf8')])
  )

describe('bringing the spare generation up to date', () => {
  it('whatever the spare holds, it ends as this build makes it, and the live generation is untouched', async () => {
    const live = join(root, 'live')
    const spare = join(root, 'spare')
    const publicDir = join(root, 'public')
    put(live, { 'a/index.html': 'A', 'b/index.html': 'B', 'c/index.html': 'C', 'shared.txt': 'live' })
    put(publicDir, { 'robots-extra.txt': 'public', '.env': 'secret', 'img/logo.svg': '<svg/>' })
    // The spare: linked files (one still the live one's), stale files, a file where a folder is wanted,
    // a folder where a file is wanted, a public file linked to a live file.
    put(spare, {
      'b/index.html': 'old B',
      'gone/index.html': 'gone',
      c: 'a file in the way',
      'd/index.html/x': 'a folder'
    })
    mkdirSync(join(spare, 'a'), { recursive: true })
    linkSync(join(live, 'a/index.html'), join(spare, 'a/index.html'))
    linkSync(join(live, 'shared.txt'), join(spare, 'robots-extra.txt'))
    const liveBefore = contents(live)

    const tree = new GenerationTree(spare, true, live)
    await tree.copy(publicDir, '.', path => !path.split('/').pop()!.startsWith('.'))
    await Promise.all([
      tree.link('a/index.html', join(live, 'a/index.html')),
      tree.link('b/index.html', join(live, 'b/index.html')),
      tree.link('c/index.html', join(live, 'c/index.html')),
      tree.write('d/index.html', 'new D'),
      tree.write('search.json', '{}')
    ])
    await tree.prune()

    expect(contents(spare)).toEqual({
      'a/index.html': 'A',
      'b/index.html': 'B',
      'c/index.html': 'C',
      'd/index.html': 'new D',
      'img/logo.svg': '<svg/>',
      'robots-extra.txt': 'public',
      'search.json': '{}'
    })
    // Links, not copies; and nothing of the live generation was written into.
    for (const path of ['a/index.html', 'b/index.html', 'c/index.html'])
      expect(statSync(join(spare, path)).ino).toBe(statSync(join(live, path)).ino)
    expect(contents(live)).toEqual(liveBefore)
  })

  it('a spare the previous build described (its files, those the live ones): brought up to date without looking', async () => {
    const live = join(root, 'live-3')
    const spare = join(root, 'spare-3')
    put(live, { 'a/index.html': 'A', 'b/index.html': 'new B' })
    put(spare, { 'b/index.html': 'old B', 'gone/index.html': 'gone' })
    mkdirSync(join(spare, 'a'), { recursive: true })
    linkSync(join(live, 'a/index.html'), join(spare, 'a/index.html'))
    const known = { files: ['a/index.html', 'b/index.html', 'gone/index.html'], same: new Set(['a/index.html']) }
    const tree = new GenerationTree(spare, true, live, known)
    await tree.link('a/index.html', join(live, 'a/index.html'))
    await tree.link('b/index.html', join(live, 'b/index.html'))
    await tree.prune()
    expect(contents(spare)).toEqual({ 'a/index.html': 'A', 'b/index.html': 'new B' })
    expect(statSync(join(spare, 'b/index.html')).ino).toBe(statSync(join(live, 'b/index.html')).ino)
    // What the next manifest says: both are now the live generation's very files.
    expect(tree.sameAsLive.sort()).toEqual(['a/index.html', 'b/index.html'])
    expect([...tree.files()].sort()).toEqual(['a/index.html', 'b/index.html'])
  })

  it('a new generation (not reused) is written as it is, nothing pruned', async () => {
    const live = join(root, 'live-2')
    const fresh = join(root, 'fresh')
    put(live, { 'a/index.html': 'A' })
    const tree = new GenerationTree(fresh, false, live)
    await tree.link('a/index.html', join(live, 'a/index.html'))
    await tree.write('b/index.html', 'B')
    await tree.prune()
    expect(contents(fresh)).toEqual({ 'a/index.html': 'A', 'b/index.html': 'B' })
  })
})
