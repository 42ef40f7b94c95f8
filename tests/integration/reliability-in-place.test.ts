import { existsSync } from 'node:fs'
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { benchCorpus } from '../helpers/bench-corpus.js'
import { runCli } from '../helpers/cli.js'
import { spawnBuild, treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'

/**
 * A build that changes a few pages of a larger site updates the output folder in place
 * (src/output/update-in-place.ts) instead of swapping in a new folder. Interrupted or killed while it
 * moves files (`GUILDSITE_TEST_PAUSE_AT=swap` pauses half-way), it loses nothing either: a signal puts
 * the previous output back at once, a SIGKILL as soon as the next build starts.
 */

const corpus = benchCorpus(40)
let site = ''
let out = ''
let previous: Record<string, string> = {}
const EDITED = join('pages', 'section-1', 'topic-0', 'page-1.mdx')
const EDITED_HTML = 'section-1/topic-0/page-1/index.html'
/** The edited page's Markdown for machines, and llms-full.txt which holds every page's (src/output/llms.ts). */
const EDITED_FOR_MACHINES = ['section-1/topic-0/page-1.md']

beforeAll(async () => {
  site = corpus.dir
  out = join(site, 'dist')
  const first = await runCli(['build', site, '--quiet'])
  expect(first.code, first.stderr).toBe(0)
  previous = await treeHashes(out)
}, 300_000)

const leftovers = async () => (await readdir(site)).filter(entry => entry.startsWith('.'))
let edits = 0
const editPage = () => appendFile(join(site, EDITED), `\nIn-place edit number ${++edits}.\n`)

/** Pauses a build of one edited page half-way through moving its files into the output. */
async function pausedHalfWay() {
  await editPage()
  const build = spawnBuild([site], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'swap' }))
  await build.waitFor('guildsite:paused swap')
  // In place: the output folder is there all along, the staging folder holds the journal.
  expect(existsSync(out)).toBe(true)
  const staging = (await leftovers()).filter(entry => entry.startsWith('.guildsite-tmp-'))
  expect(staging).toHaveLength(1)
  expect(existsSync(join(site, staging[0], 'journal.json'))).toBe(true)
  return build
}

describe('in-place update of the output', () => {
  it('one edited page: the new page is in place, nothing else changed, no leftovers', async () => {
    await editPage()
    const result = await runCli(['build', site, '--quiet'])
    expect(result.code, result.stderr).toBe(0)
    expect(await readFile(join(out, EDITED_HTML), 'utf8')).toContain(`In-place edit number ${edits}.`)
    const now = await treeHashes(out)
    const changed = Object.keys({ ...now, ...previous }).filter(file => now[file] !== previous[file])
    expect(changed.filter(file => !file.startsWith('_gs/search/')).sort()).toEqual(
      [EDITED_HTML, ...EDITED_FOR_MACHINES].sort()
    )
    expect(await leftovers()).toEqual([])
    previous = now
  }, 300_000)

  for (const [signal, exit] of [
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const) {
    it(`${signal} half-way: exit ${exit}, the previous output is back at once, nothing left over`, async () => {
      const build = await pausedHalfWay()
      build.child.kill(signal)
      const result = await build.done
      expect(result.code).toBe(exit)
      expect(await treeHashes(out)).toEqual(previous)
      expect(await leftovers()).toEqual([])
    }, 300_000)
  }

  it('SIGKILL half-way: the next build puts the previous output back before anything else', async () => {
    const build = await pausedHalfWay()
    build.child.kill('SIGKILL')
    expect((await build.done).signal).toBe('SIGKILL')
    // A failing build (an error in the edited page) still starts by repairing the output.
    await writeFile(join(site, EDITED), '# Broken\n\n<Callout>\n')
    const failed = await runCli(['build', site])
    expect(failed.code).toBe(1)
    expect(await treeHashes(out)).toEqual(previous)
    expect(await leftovers()).toEqual([])
    await writeFile(join(site, EDITED), '# Fixed\n\nThe page is whole again.\n')
    const next = await runCli(['build', site, '--quiet'])
    expect(next.code, next.stderr).toBe(0)
    expect(await readFile(join(out, EDITED_HTML), 'utf8')).toContain('The page is whole again.')
    expect(await leftovers()).toEqual([])
  }, 300_000)
})
