import { useSharedBuild, type SiteBuild } from './shared-builds.js'

/** A build of the yoga corpus (tests/fixtures/yoga) with the default pool, as a user runs it. */
export type YogaBuild = SiteBuild

/**
 * The yoga corpus built once for the test files that only read the build (build-sites, determinism,
 * islands-every-page): the global setup's build in a whole run (tests/helpers/shared-builds.ts); a
 * file run on its own builds it in its `beforeAll`.
 */
export function useYogaBuild(): () => YogaBuild {
  return useSharedBuild('tests/fixtures/yoga')
}
