import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { spawnBuild, treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'

/**
 * A build killed at any point loses nothing: the previous output stays byte-identical (right away,
 * or — for a SIGKILL between the two renames of the swap — as soon as the next build starts), and
 * the next build succeeds. The pause points come from the test-only GUILDSITE_TEST_PAUSE_AT hook
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

/** Nothing but the site's own files and the output folder next to it: no staging folder, no lock. */
const leftovers = async () => (await readdir(site)).filter(entry => entry.startsWith('.'))

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

  it('between the two renames of the swap: the next build puts the previous output back first', async () => {
    const build = spawnBuild([site, '--no-cache'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'swap' }))
    await build.waitFor('guildsite:paused swap')
    build.child.kill('SIGKILL')
    expect((await build.done).signal).toBe('SIGKILL')
    // The old output is renamed away, the new one not yet in place.
    expect(existsSync(out)).toBe(false)
    expect((await leftovers()).length).toBeGreaterThan(0)
    await expectFailingBuildKeepsPrevious()
    await expectNextBuildSucceeds()
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
    it(`${signal} at ${stage}: exit ${exit}, staging folder and lock removed, previous output unchanged`, async () => {
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
