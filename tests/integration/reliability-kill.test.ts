import { existsSync, lstatSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { outputLeftovers } from '../helpers/output-leftovers.js'
import { spawnBuild, treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'

/**
 * A build killed at any point loses nothing: the previous output stays byte-identical (right away,
 * or — for a SIGKILL between the two renames of a first switch, when the output was a real folder — as
 * soon as the next build starts), and the next build succeeds. The pause points come from the test-only GUILDSITE_TEST_PAUSE_AT hook
 * (tests/helpers/stage-hooks.mjs, preloaded: src/shared/stage-hooks.ts).
 */

const CONFIG = JSON.stringify({
  siteName: 'Test',
  docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
})

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
}

/** Eight pages (so "half-way through rendering" is a real point), a meta and a public file. */
const pages = (version: string) =>
  Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [
      `pages/${i === 0 ? 'index' : `page-${i}`}.mdx`,
      `# Page ${i} (${version})\n\nText of version ${version}.\n`
    ])
  )

let root: string
let site: string
let out: string
let previous: Record<string, string>
/** The version in the content folder, which the killed builds would have written. */
let pending = 'two'

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildsite-kill-'))
  site = join(root, 'site')
  out = join(site, 'dist')
  await writeFiles(site, { 'guildsite.config.json': CONFIG, 'public/robots-extra.txt': 'kept\n', ...pages('one') })
  const first = await runCli(['build', site, '--no-cache', '--quiet'])
  expect(first.code, first.stderr).toBe(0)
  previous = await treeHashes(out)
  // What the killed builds would write: a different version of every page.
  await writeFiles(site, pages(pending))
}, 120_000)

afterAll(() => rm(root, { recursive: true, force: true }))

/** Nothing but the site's own files and the output next to it: no temporary entry, no lock, no third generation. */
const leftovers = async () => outputLeftovers(out)

/** A failing build (an error added to one page) restores nothing it should not and changes nothing. */
async function expectFailingBuildKeepsPrevious() {
  await writeFile(join(site, 'pages/page-3.mdx'), '# Broken\n\n<Callout>\n')
  const failed = await runCli(['build', site, '--no-cache'])
  expect(failed.code).toBe(1)
  expect(failed.stderr).toContain('pages/page-3.mdx:3:1 - error MDX_SYNTAX')
  expect(await treeHashes(out)).toEqual(previous)
  expect(await leftovers()).toEqual([])
  await writeFiles(site, pages(pending))
}

/** The next build succeeds and writes the pending version; nothing is left behind. */
async function expectNextBuildSucceeds() {
  const next = await runCli(['build', site, '--no-cache', '--quiet'])
  expect(next.code, next.stderr).toBe(0)
  expect(await readFile(join(out, 'page-4/index.html'), 'utf8')).toContain(`Text of version ${pending}.`)
  expect(await leftovers()).toEqual([])
  // That output is the previous one of the next case, which tries to write the other version.
  previous = await treeHashes(out)
  pending = pending === 'one' ? 'two' : 'one'
  await writeFiles(site, pages(pending))
}

describe('SIGKILL at any point of a build', () => {
  for (const stage of ['scan', 'render', 'write'] as const) {
    it(`after ${stage}: the previous output is unchanged, the next build succeeds`, async () => {
      const build = spawnBuild([site, '--no-cache'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: stage }))
      await build.waitFor(`guildsite:paused ${stage}`)
      build.child.kill('SIGKILL')
      expect((await build.done).signal).toBe('SIGKILL')
      expect(await treeHashes(out)).toEqual(previous)
      await expectFailingBuildKeepsPrevious()
      await expectNextBuildSucceeds()
    }, 240_000)
  }

  it('just before the switch (the link made, not renamed over the output path): the previous output, whole', async () => {
    const build = spawnBuild([site, '--no-cache'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'swap' }))
    await build.waitFor('guildsite:paused swap')
    build.child.kill('SIGKILL')
    expect((await build.done).signal).toBe('SIGKILL')
    expect(lstatSync(out).isSymbolicLink()).toBe(true)
    expect(await treeHashes(out)).toEqual(previous)
    expect((await leftovers()).length).toBeGreaterThan(0)
    await expectFailingBuildKeepsPrevious()
    await expectNextBuildSucceeds()
  }, 240_000)

  it('a first switch (the output a real folder, as an older guildsite left it) killed between its two renames: put back first', async () => {
    // The output as a real folder: what builds before generations wrote.
    const real = join(root, 'real')
    await cp(out, real, { recursive: true, dereference: true })
    await rm(out)
    await rename(real, out)
    const build = spawnBuild([site, '--no-cache'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'swap' }))
    await build.waitFor('guildsite:paused swap')
    build.child.kill('SIGKILL')
    expect((await build.done).signal).toBe('SIGKILL')
    // The folder is renamed away, the link not yet in its place.
    expect(existsSync(out)).toBe(false)
    expect((await leftovers()).length).toBeGreaterThan(0)
    await expectFailingBuildKeepsPrevious()
    expect(lstatSync(out).isDirectory()).toBe(true)
    await expectNextBuildSucceeds()
    expect(lstatSync(out).isSymbolicLink()).toBe(true)
  }, 240_000)
})

describe('SIGINT, SIGTERM and SIGHUP', () => {
  const cases = [
    { signal: 'SIGINT', stage: 'scan', exit: 130 },
    { signal: 'SIGINT', stage: 'write', exit: 130 },
    { signal: 'SIGTERM', stage: 'write', exit: 143 },
    { signal: 'SIGTERM', stage: 'swap', exit: 143 },
    { signal: 'SIGHUP', stage: 'write', exit: 129 }
  ] as const
  for (const { signal, stage, exit } of cases) {
    it(`${signal} at ${stage}: exit ${exit}, new generation and lock removed, previous output unchanged`, async () => {
      const build = spawnBuild([site, '--no-cache'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: stage }))
      await build.waitFor(`guildsite:paused ${stage}`)
      build.child.kill(signal)
      const result = await build.done
      expect(result.code).toBe(exit)
      expect(result.stderr).toContain(`error Build interrupted (${signal}); the previous output was left untouched.`)
      expect(await treeHashes(out)).toEqual(previous)
      expect(await leftovers()).toEqual([])
      await expectNextBuildSucceeds()
    }, 240_000)
  }
})
