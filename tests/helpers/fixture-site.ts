import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { REPO, runCli } from './cli.js'
import type { SiteSource } from './client-site.js'

/**
 * Builds `tests/fixtures/<name>` into a temporary folder: a copy, so the build cache never lands
 * in the fixture. For `useClientSite(useFixtureSite(name))`.
 */
export function useFixtureSite(name: string): SiteSource {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `guildsite-${name}-`))
    await cp(join(REPO, 'tests/fixtures', name), join(dir, 'site'), { recursive: true })
    const result = await runCli(['build', join(dir, 'site'), '--out', join(dir, 'site', 'dist'), '--quiet'])
    if (result.code !== 0) throw new Error(`${name} failed to build:\n${result.stderr}`)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return { built: () => join(dir, 'site', 'dist'), source: () => join(dir, 'site') }
}
