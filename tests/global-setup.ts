import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { CHROMIUM, NO_CHROMIUM } from './helpers/browser.js'
import { runCli } from './helpers/cli.js'
import { startCommentsHost } from './helpers/comments-host.js'
import { buildSharedSites } from './helpers/shared-builds.js'

/**
 * Builds example-content once for every browser test, with the real CLI as a user runs it, into a
 * folder of this run's own (parallel runs never share or delete each other's output).
 */
export default async function setup(project: TestProject) {
  // Every browser test would fail on its own launch error: stop the run at once with one clear line.
  if (!CHROMIUM || !existsSync(CHROMIUM))
    throw new Error(CHROMIUM ? `CHROMIUM_PATH=${CHROMIUM} does not exist. ${NO_CHROMIUM}` : NO_CHROMIUM)
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-example-'))
  const out = join(dir, 'dist')
  // The example's docs pages have comments: built for the tests, their host is a local stand-in
  // (example-content/guildsite.config.ts reads GUILDSITE_COMMENTS_HOST), so no test needs the network.
  const comments = await startCommentsHost()
  // In a whole run, the sites several files read the same build of too (tests/helpers/shared-builds.ts:
  // yoga, feTS, graphql-config), at the same time; a run of chosen files leaves them to those files.
  const whole = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern === undefined
  const example = runCli(['build', 'example-content', '--out', out, '--force'], {
    env: { GUILDSITE_COMMENTS_HOST: comments.url }
  })
  const [result, shared] = await Promise.all([
    example,
    whole ? buildSharedSites(join(dir, 'shared'), example) : undefined
  ])
  if (shared) project.provide('sharedBuilds', shared)
  if (result.code !== 0) {
    await comments.close()
    throw new Error(`example-content failed to build:\n${result.stderr}`)
  }
  project.provide('exampleOut', out)
  project.provide('exampleBuildStderr', result.stderr)
  project.provide('exampleCommentsHost', comments.url)
  // For the builds and dev servers the test files start themselves (GUILDSITE_E2E_TARGET=dev serves example-content).
  process.env.GUILDSITE_COMMENTS_HOST = comments.url
  return async () => {
    await comments.close()
    await rm(dir, { recursive: true, force: true })
  }
}
