import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    exampleOut: string
  }
}

/** Where the global setup built example-content for this test run (a fresh temp folder per run). */
export const exampleOut = (): string => inject('exampleOut')
