import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RACY_MARGIN_MS } from '../../src/content/source-records.js'
import { runCli } from '../helpers/cli.js'
import { spawnBuild, treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'

/**
 * Issue 24: with the cache on, a build stats the sources unchanged since the previous successful build
 * instead of reading them (the source records). Whatever is edited between builds, the output is
 * what a build reading every file (`--no-cache`) writes; a page edited during a build that needs its
 * text fails the build, naming it, and leaves the previous output as it was.
 */

let dir = ''
let site = ''
const out = () => join(site, 'dist')
const write = (rel: string, text: string) => {
  mkdirSync(dirname(join(site, rel)), { recursive: true })
  writeFileSync(join(site, rel), text)
}
const read = (rel: string) => readFileSync(join(site, rel), 'utf8')

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-records-'))
  site = join(dir, 'site')
  write(
    'guildsite.config.json',
    JSON.stringify({ siteName: 'Records', docsRepositoryBase: 'https://github.com/a/b/tree/main' })
  )
  write('pages/_meta.json', JSON.stringify({ index: 'Home', guide: 'Guide', about: 'About us' }))
  write(
    'pages/index.mdx',
    '---\ntitle: Welcome\n---\n\n# Welcome\n\nSee [the guide](/guide/intro) and [about](/about).\n'
  )
  write('pages/about.md', '# About\n\nWho we are.\n')
  write('pages/guide/_meta.json', JSON.stringify({ intro: 'Introduction', setup: 'Set up' }))
  write('pages/guide/intro.md', '---\ntitle: Intro\n---\n\nThe introduction.\n\n```js\nconst a = 1\n```\n')
  write('pages/guide/setup.mdx', '# Set up\n\nInstall it.\n')
  await sleep(RACY_MARGIN_MS + 50)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function build(...args: string[]): Promise<void> {
  const result = await runCli(['build', site, '--quiet', ...args])
  expect(result.code, result.stderr).toBe(0)
}

/** The output of a build that reads every file, of the sources as they are now. */
let colds = 0
async function cold(): Promise<Record<string, string>> {
  const coldOut = join(dir, `cold-${++colds}`)
  await build('--no-cache', '--out', coldOut, '--force')
  return treeHashes(coldOut)
}

/** A build with the records, then the same sources built reading every file: the same bytes. */
async function buildMatchesCold(): Promise<void> {
  await build()
  expect(await treeHashes(out())).toEqual(await cold())
}

describe('source records', () => {
  it('every kind of edit between builds gives the output of a build that reads every file', async () => {
    await build()
    await buildMatchesCold()
    // A page's body; its front matter title; a `_meta` title; a page added, renamed, removed; the config.
    write('pages/about.md', `${read('pages/about.md')}\nA new paragraph about otters.\n`)
    await buildMatchesCold()
    expect(readFileSync(join(out(), 'about/index.html'), 'utf8')).toContain('otters')
    write('pages/guide/intro.md', read('pages/guide/intro.md').replace('title: Intro', 'title: Beginning'))
    await buildMatchesCold()
    write('pages/guide/_meta.json', JSON.stringify({ intro: 'First steps', setup: 'Set up' }))
    await buildMatchesCold()
    expect(readFileSync(join(out(), 'guide/setup/index.html'), 'utf8')).toContain('First steps')
    write('pages/guide/faq.md', '# FAQ\n\nQuestions.\n')
    await buildMatchesCold()
    renameSync(join(site, 'pages/guide/faq.md'), join(site, 'pages/guide/questions.md'))
    await buildMatchesCold()
    rmSync(join(site, 'pages/guide/questions.md'))
    await buildMatchesCold()
    write('guildsite.config.json', read('guildsite.config.json').replace('"Records"', '"Records Two"'))
    await buildMatchesCold()
  }, 600_000)

  it('an edit of the same size with the old modification time put back is still seen', async () => {
    const file = join(site, 'pages/guide/setup.mdx')
    const old = Math.floor(Date.now() / 1000) - 10
    utimesSync(file, old, old)
    await sleep(RACY_MARGIN_MS + 50)
    await build()
    await build() // (its records taken well after the file's last change)
    const before = statSync(file)
    write('pages/guide/setup.mdx', read('pages/guide/setup.mdx').replace('Install it.', 'Compile it.'))
    utimesSync(file, old, old)
    expect([statSync(file).size, statSync(file).mtimeMs]).toEqual([before.size, before.mtimeMs])
    await buildMatchesCold()
    expect(readFileSync(join(out(), 'guide/setup/index.html'), 'utf8')).toContain('Compile it.')
  }, 600_000)

  it('a page edited during a build that needs its text fails the build naming it; the previous output stays', async () => {
    await build()
    await sleep(RACY_MARGIN_MS + 50)
    await build()
    const home = readFileSync(join(out(), 'index.html'), 'utf8')
    // A navigation change: every page renders again, so every page's text is needed.
    write('pages/_meta.json', JSON.stringify({ index: 'Home', guide: 'The guide', about: 'About us' }))
    const running = spawnBuild([site, '--quiet'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'scan' }))
    await running.waitFor('guildsite:paused scan')
    // (Loaded, and only stat'ed: it was unchanged since the previous build.)
    write('pages/about.md', '# About\n\nRewritten while the build was running.\n')
    running.child.stdin!.end('go\n')
    const result = await running.done
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/pages\/about\.md:1:1 - error FILE_CHANGED File changed while the build was running/)
    expect(readFileSync(join(out(), 'index.html'), 'utf8')).toBe(home)
    // The next build sees the edit.
    await buildMatchesCold()
    expect(readFileSync(join(out(), 'about/index.html'), 'utf8')).toContain('Rewritten')
  }, 600_000)
})
