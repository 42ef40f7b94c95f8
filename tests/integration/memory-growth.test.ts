import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { benchCorpus } from '../helpers/bench-corpus.js'
import { REPO } from '../helpers/cli.js'

/**
 * Nothing a build keeps grows faster than the site (issue 24): the main thread's live bytes (after a
 * full GC, nine tenths into the compile stage, one worker thread, no cache) are measured at three
 * sizes. Bytes, not time: the machine's load does not move them. Per page, the step from 300 to 900
 * pages costs what the step from 100 to 300 did (a page leaves its facts — links, TOC — and its share of
 * the search index; not its HTML, written at once, nor its search text once counted); a structure that
 * grew with the square of the site would triple it. The figures repeat to ~0.3 MB: bytecode is not
 * flushed (V8 drops old functions' bytecode by age, i.e. by timing) and the helper waits for V8's sweep of
 * dead array buffers (without it, one run in three counted 2–7 MB of them: a fresh clone's run failed,
 * 9 KB a page from 100 to 300 pages, 26 KB from 300 to 900).
 */
const SIZES = [100, 300, 900] as const
const corpora = SIZES.map(pages => benchCorpus(pages))
const outDir = mkdtempSync(join(tmpdir(), 'guildsite-memory-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

async function liveBytes(site: string, name: string): Promise<number> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--no-flush-bytecode', join(REPO, 'tests/helpers/build-memory.mjs'), site, join(outDir, name)],
    {
      env: { ...process.env, GUILDSITE_WORKERS: '1' }
    }
  )
  const result = JSON.parse(stdout) as { live: number; pages: number; errors: number }
  expect(result.errors).toBe(0)
  expect(result.live).toBeGreaterThan(0)
  return result.live
}

describe('memory of a build', () => {
  it('grows linearly with the number of pages', async () => {
    const live: number[] = []
    for (const [i, corpus] of corpora.entries()) live.push(await liveBytes(corpus.dir, `out-${SIZES[i]}`))
    const perPage = (a: number, b: number) => (live[b]! - live[a]!) / (SIZES[b] - SIZES[a])
    const small = perPage(0, 1)
    const large = perPage(1, 2)
    expect(
      large,
      `bytes a page: ${Math.round(small)} from 100 to 300 pages, ${Math.round(large)} from 300 to 900`
    ).toBeLessThan(small * 1.5)
    // What one page costs while the build runs stays bounded (its HTML and facts, not its trees).
    expect(large).toBeLessThan(200_000)
  }, 420_000)
})
