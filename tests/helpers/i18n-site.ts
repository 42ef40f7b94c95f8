import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { REPO, runCli } from './cli.js'
import type { SiteSource } from './client-site.js'

/**
 * Builds tests/fixtures/client-i18n (two locales, a navbar menu) into a temporary folder: a copy,
 * so the build cache never lands in the fixture. Returns the output folder once built.
 */
export function useI18nSite(): SiteSource {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-client-i18n-'))
    await cp(join(REPO, 'tests/fixtures/client-i18n'), join(dir, 'site'), { recursive: true })
    const result = await runCli(['build', join(dir, 'site'), '--out', join(dir, 'site', 'dist'), '--quiet'])
    if (result.code !== 0) throw new Error(`client-i18n failed to build:\n${result.stderr}`)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return { built: () => join(dir, 'site', 'dist'), source: () => join(dir, 'site') }
}
