import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { runCli } from './cli.js'

/** A build of the yoga corpus (tests/fixtures/yoga) with the default pool, as a user runs it. */
export interface YogaBuild {
  out: string
  code: number | null
  stdout: string
  stderr: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The global setup's build of the yoga corpus; absent when the run was given files to run. */
    yogaBuild?: YogaBuild
  }
}

/** The command of that build: `out` is a fresh temporary folder. */
export async function buildYoga(out: string): Promise<YogaBuild> {
  const result = await runCli(['build', 'tests/fixtures/yoga', '--out', out, '--force'])
  return { out, ...result }
}

/**
 * The yoga corpus built once for the test files that only read the build (build-sites, determinism):
 * the global setup's build in a whole run; a file run on its own builds it in its `beforeAll`.
 */
export function useYogaBuild(): () => YogaBuild {
  let build = inject('yogaBuild')
  let dir = ''
  beforeAll(async () => {
    if (build) return
    dir = await mkdtemp(join(tmpdir(), 'guildsite-yoga-'))
    build = await buildYoga(join(dir, 'dist'))
  }, 300_000)
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return () => build!
}
