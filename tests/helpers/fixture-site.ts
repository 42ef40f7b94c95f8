import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { REPO, runCli, type CliResult } from './cli.js'
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

export interface BuiltCopy {
  /** The build's exit code and output. */
  build: CliResult
  /** The copy of the fixture that was built. */
  site: string
  /** The output folder. */
  out: string
  /** The HTML written for `route` (`''` the home page, `'blog'`…). */
  page: (route: string) => string
  /** A written file's text (`'docs/index.html'`, `'sitemap.xml'`). */
  file: (path: string) => string
  /** Each warning line of the build as `place CODE message`. */
  warned: string[]
}

/**
 * Copies `tests/fixtures/<name>` into a temporary `site/` (`folder`; nothing beside it, no
 * node_modules up its tree: guildsite's own would resolve the site's absent imports) and builds it:
 * for a describe block's set-up (`describe(…, async () => { const built = await buildFixtureCopy(…) })`);
 * the copy is removed after that block's tests.
 */
export async function buildFixtureCopy(name: string, options: { folder?: string } = {}): Promise<BuiltCopy> {
  const dir = await temporaryFolder(name)
  const site = join(dir, options.folder ?? 'site')
  await cp(join(REPO, 'tests/fixtures', name), site, { recursive: true })
  return built(site, join(dir, 'out'))
}

/**
 * Builds `tests/fixtures/<name>` where it is, its output in a temporary folder removed after the
 * block's tests: for a describe block's set-up, as `buildFixtureCopy`. (The build cache goes where a
 * build puts it, the fixture's `node_modules/.cache`: copy a fixture whose tests need a cold build.)
 */
export async function buildFixture(name: string): Promise<BuiltCopy> {
  return built(`tests/fixtures/${name}`, join(await temporaryFolder(name), 'out'))
}

/** A new temporary folder, removed after the tests of the block that asks for it. */
async function temporaryFolder(name: string): Promise<string> {
  let dir = ''
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  dir = await mkdtemp(join(tmpdir(), `guildsite-${name}-`))
  return dir
}

async function built(site: string, out: string): Promise<BuiltCopy> {
  const build = await runCli(['build', site, '--out', out, '--force'])
  const file = (path: string) => readFileSync(join(out, path), 'utf8')
  const page = (route: string) => file(join(route, 'index.html'))
  const warned = [...build.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)
  return { build, site, out, page, file, warned }
}
