import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { treeHashes } from '../helpers/spawn-build.js'

/**
 * Two cold builds of the same input are byte-identical, search index included, and compiling on
 * worker threads gives exactly what compiling on one thread gives (DESIGN: every output is
 * deterministic). `--no-cache` makes every build cold.
 */

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function coldBuild(site: string, workers: number): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-determinism-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const result = await runCli(['build', site, '--out', out, '--force', '--no-cache', '--quiet'], { env: { GUILDSITE_WORKERS: String(workers) } })
  expect(result.code, result.stderr).toBe(0)
  return treeHashes(out)
}

/** The files whose bytes differ (or exist in one build only), for a readable failure. */
function differences(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(file => a[file] !== b[file]).sort()
}

describe.concurrent('byte-identical output', () => {
  it('example-content: two cold builds, one on worker threads and one on a single thread', async ({ expect }) => {
    const [parallel, serial] = await Promise.all([coldBuild('example-content', 4), coldBuild('example-content', 1)])
    expect(Object.keys(parallel).some(file => file.startsWith('_gs/search/'))).toBe(true)
    expect(differences(parallel, serial)).toEqual([])
  }, 600_000)

  it('the yoga corpus: two parallel cold builds and a single-threaded one', async ({ expect }) => {
    const first = await coldBuild('tests/fixtures/yoga', 4)
    const [second, serial] = await Promise.all([coldBuild('tests/fixtures/yoga', 4), coldBuild('tests/fixtures/yoga', 1)])
    expect(Object.keys(first).length).toBeGreaterThan(63)
    expect(Object.keys(first).some(file => file.startsWith('_gs/search/'))).toBe(true)
    expect(differences(first, second)).toEqual([])
    expect(differences(first, serial)).toEqual([])
  }, 900_000)
})
