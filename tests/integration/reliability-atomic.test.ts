import { lstatSync, readlinkSync, statSync } from 'node:fs'
import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { benchCorpus } from '../helpers/bench-corpus.js'
import { runCli } from '../helpers/cli.js'
import { outputLeftovers } from '../helpers/output-leftovers.js'
import { spawnBuild, treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'

/**
 * The output path is a link to a generation of the output (src/output/generations.ts), switched in
 * one atomic step: a warm build of a few edited pages brings the spare generation up to date
 * (unchanged files hard links to the live ones) and renames a new link over the output path. Killed
 * at any moment — SIGKILL included — the output is the previous site or the new one, byte for byte,
 * and the next build succeeds. (`npm run stress:kill` does the random kills 100 times.)
 */

const corpus = benchCorpus(40)
let site = ''
let out = ''
let previous: Record<string, string> = {}
const EDITED = join('pages', 'section-1', 'topic-0', 'page-1.mdx')
const EDITED_HTML = 'section-1/topic-0/page-1/index.html'
const UNCHANGED_HTML = 'section-2/topic-0/page-2/index.html'
/** The edited page's Markdown for machines (src/output/llms.ts). */
const EDITED_FOR_MACHINES = ['section-1/topic-0/page-1.md']

beforeAll(async () => {
  site = corpus.dir
  out = join(site, 'dist')
  const first = await runCli(['build', site, '--quiet'])
  expect(first.code, first.stderr).toBe(0)
  previous = await treeHashes(out)
}, 300_000)

let edits = 0
const editPage = () => appendFile(join(site, EDITED), `\nAtomic edit number ${++edits}.\n`)
const generations = async () => (await readdir(join(site, '.dist.generations'))).filter(entry => entry !== '.gitignore')

/** A build of one edited page, paused with its generation complete and the link made, not yet renamed. */
async function pausedBeforeSwitch() {
  await editPage()
  const build = spawnBuild([site], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'swap' }))
  await build.waitFor('guildsite:paused swap')
  // The output path still names the previous generation, whole.
  expect(await treeHashes(out)).toEqual(previous)
  return build
}

describe('atomic switch of the output', () => {
  it('one edited page: a generation whose unchanged files are the live ones, switched in; two generations kept', async () => {
    await editPage()
    const unchanged = statSync(join(out, UNCHANGED_HTML)).ino
    const result = await runCli(['build', site, '--quiet'])
    expect(result.code, result.stderr).toBe(0)
    expect(lstatSync(out).isSymbolicLink()).toBe(true)
    expect(readlinkSync(out)).toMatch(/^\.dist\.generations\/[0-9a-f]{8}$/)
    expect(await readFile(join(out, EDITED_HTML), 'utf8')).toContain(`Atomic edit number ${edits}.`)
    // A link, not a copy: the same file as the previous generation's.
    expect(statSync(join(out, UNCHANGED_HTML)).ino).toBe(unchanged)
    const now = await treeHashes(out)
    const changed = Object.keys({ ...now, ...previous }).filter(file => now[file] !== previous[file])
    expect(changed.filter(file => !file.startsWith('_gs/search/')).sort()).toEqual(
      [EDITED_HTML, ...EDITED_FOR_MACHINES].sort()
    )
    // The live generation and the spare (the previous one, which the next build brings up to date).
    expect(await generations()).toHaveLength(2)
    expect(outputLeftovers(out)).toEqual([])
    // The next build brings the spare up to date from the record of it (generation-manifest.ts):
    // still exactly what a build from nothing writes.
    await editPage()
    const again = await runCli(['build', site, '--quiet'])
    expect(again.code, again.stderr).toBe(0)
    const fresh = await runCli(['build', site, '--quiet', '--no-cache', '--out', join(site, 'fresh')])
    expect(fresh.code, fresh.stderr).toBe(0)
    previous = await treeHashes(out)
    expect(previous).toEqual(await treeHashes(join(site, 'fresh')))
    for (const entry of ['fresh', '.fresh.generations']) await rm(join(site, entry), { recursive: true, force: true })
    expect(await generations()).toHaveLength(2)
  }, 300_000)

  for (const [signal, exit] of [
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const) {
    it(`${signal} just before the switch: exit ${exit}, the previous output as it was, nothing left over`, async () => {
      const build = await pausedBeforeSwitch()
      build.child.kill(signal)
      const result = await build.done
      expect(result.code).toBe(exit)
      expect(await treeHashes(out)).toEqual(previous)
      expect(outputLeftovers(out)).toEqual([])
    }, 300_000)
  }

  it('SIGKILL just before the switch: the previous output at once; the next builds tidy up and succeed', async () => {
    const build = await pausedBeforeSwitch()
    build.child.kill('SIGKILL')
    expect((await build.done).signal).toBe('SIGKILL')
    expect(await treeHashes(out)).toEqual(previous)
    // A failing build (an error in the edited page) changes nothing and tidies up.
    const text = await readFile(join(site, EDITED), 'utf8')
    await writeFile(join(site, EDITED), '# Broken\n\n<Callout>\n')
    const failed = await runCli(['build', site])
    expect(failed.code).toBe(1)
    expect(await treeHashes(out)).toEqual(previous)
    expect(outputLeftovers(out)).toEqual([])
    await writeFile(join(site, EDITED), text)
    const next = await runCli(['build', site, '--quiet'])
    expect(next.code, next.stderr).toBe(0)
    expect(await readFile(join(out, EDITED_HTML), 'utf8')).toContain(`Atomic edit number ${edits}.`)
    expect(outputLeftovers(out)).toEqual([])
    previous = await treeHashes(out)
  }, 300_000)

  it('SIGKILL with the spare written but not switched in: the previous output; the next build looks at the spare again', async () => {
    await editPage()
    const build = spawnBuild([site], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'write' }))
    await build.waitFor('guildsite:paused write')
    build.child.kill('SIGKILL')
    expect((await build.done).signal).toBe('SIGKILL')
    expect(await treeHashes(out)).toEqual(previous)
    // The spare holds the new page, and no record of it says otherwise: the next build lists it.
    await editPage()
    const next = await runCli(['build', site, '--quiet'])
    expect(next.code, next.stderr).toBe(0)
    const fresh = await runCli(['build', site, '--quiet', '--no-cache', '--out', join(site, 'fresh')])
    expect(fresh.code, fresh.stderr).toBe(0)
    previous = await treeHashes(out)
    expect(previous).toEqual(await treeHashes(join(site, 'fresh')))
    for (const entry of ['fresh', '.fresh.generations']) await rm(join(site, entry), { recursive: true, force: true })
    expect(outputLeftovers(out)).toEqual([])
  }, 300_000)

  it('SIGKILL at random moments of warm builds: the old site or the new one, byte for byte, every time', async () => {
    // How long a one-page build takes here, to kill within it.
    await editPage()
    const started = performance.now()
    const timing = await runCli(['build', site, '--quiet'])
    expect(timing.code, timing.stderr).toBe(0)
    const duration = performance.now() - started
    previous = await treeHashes(out)
    const outcomes: string[] = []
    for (let kill = 0; kill < 4; kill++) {
      await editPage()
      const build = spawnBuild([site])
      // Spread over the build's second half and just past its end (the first half reads and renders).
      await new Promise(resolve => setTimeout(resolve, duration * (0.4 + 0.65 * Math.random())))
      build.child.kill('SIGKILL')
      await build.done
      const killed = await treeHashes(out)
      const next = await runCli(['build', site, '--quiet'])
      expect(next.code, next.stderr).toBe(0)
      const now = await treeHashes(out)
      const outcome = JSON.stringify(killed) === JSON.stringify(previous) ? 'old' : 'new'
      if (outcome === 'new') expect(killed).toEqual(now)
      outcomes.push(outcome)
      expect(outputLeftovers(out)).toEqual([])
      previous = now
    }
    expect(outcomes).toHaveLength(4)
  }, 300_000)
})
