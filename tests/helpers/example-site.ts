import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    exampleOut: string
    /** What that build printed on stderr (its warnings). */
    exampleBuildStderr: string
    /** The stand-in comments host example-content was built against (tests/helpers/comments-host.ts). */
    exampleCommentsHost: string
  }
}

/** Where the global setup built example-content for this test run (a fresh temp folder per run). */
export const exampleOut = (): string => inject('exampleOut')

/** The stand-in comments host the example's docs pages load their comments from in the tests. */
export const exampleCommentsHost = (): string => inject('exampleCommentsHost')

/** What the global setup's build of example-content printed on stderr: its diagnostics. */
export const exampleBuildStderr = (): string => inject('exampleBuildStderr')
