import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { runCli } from './cli.js'

/** A build of a site with the default pool, as a user runs it: `guildsite build <site> --out <out> --force`. */
export interface SiteBuild {
  out: string
  code: number | null
  stdout: string
  stderr: string
}

/**
 * The sites several test files build the same way, unchanged, and only read the output of: the global
 * setup builds them once for a whole run (yoga: build-sites, determinism, islands-every-page; feTS:
 * website-fets, islands-fets, islands-every-page; graphql-config: build-sites, islands-every-page).
 * A file that changes an output, or builds with other options, builds its own.
 */
export const SHARED_SITES = [
  'tests/fixtures/yoga',
  'tests/fixtures/corpus/website-fets',
  'tests/fixtures/corpus/website-graphql-config'
] as const
export type SharedSite = (typeof SHARED_SITES)[number]

declare module 'vitest' {
  export interface ProvidedContext {
    /** The global setup's builds of the shared sites; absent when the run was given files to run. */
    sharedBuilds?: Partial<Record<SharedSite, SiteBuild>>
  }
}

/** Builds `site` into `out` (a fresh temporary folder). */
export async function buildSite(site: string, out: string): Promise<SiteBuild> {
  const result = await runCli(['build', site, '--out', out, '--force'])
  return { out, ...result }
}

/**
 * Every shared site built under `dir`, the largest first, two at a time once `before` has settled
 * and one at a time until then: in the global setup, beside the example's build, so that each core
 * of a two-core machine has one build to run until the last one ends (the tests wait for them all).
 */
export async function buildSharedSites(dir: string, before: Promise<unknown>): Promise<Record<SharedSite, SiteBuild>> {
  const builds: Partial<Record<SharedSite, SiteBuild>> = {}
  const queue = [...SHARED_SITES]
  const lane = async () => {
    for (let site = queue.shift(); site; site = queue.shift())
      builds[site] = await buildSite(site, join(dir, site.split('/').at(-1)!))
  }
  await Promise.all([lane(), before.then(lane, lane)])
  return builds as Record<SharedSite, SiteBuild>
}

/** The global setup's build of a shared site in a whole run, the given one if any. */
export function sharedBuild(site: string): SiteBuild | undefined {
  return inject('sharedBuilds')?.[site as SharedSite]
}

/**
 * `site` built once for the test files that only read the build: the global setup's build in a whole
 * run; a file run on its own builds it in its `beforeAll`.
 */
export function useSharedBuild(site: SharedSite): () => SiteBuild {
  let build = sharedBuild(site)
  let dir = ''
  beforeAll(async () => {
    if (build) return
    dir = await mkdtemp(join(tmpdir(), 'guildsite-shared-build-'))
    build = await buildSite(site, join(dir, 'dist'))
  }, 300_000)
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return () => build!
}
