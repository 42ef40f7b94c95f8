import { configDefaults, defineConfig } from 'vitest/config'
import LongestFirst from './tests/sequencer.js'

/**
 * In-process files (units and fuzzers) that share one worker's modules: each would otherwise start a
 * process of its own and import the compile stack, React and Shiki again (~60 s of `import` summed
 * over the run). They change no environment variable or global a later file reads; a file that mocks
 * a module (`vi.mock` stays for the worker's life without isolation) is listed in ISOLATED.
 */
const SHARED = ['tests/unit/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.{ts,tsx}']
const ISOLATED = ['tests/unit/fast-parse-compile.test.ts']

const shared = {
  testTimeout: 60_000,
  hookTimeout: 120_000
}

export default defineConfig({
  test: {
    // Browser and CLI tests spawn processes; two cores are all a CI machine has.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          ...shared,
          name: 'in-process',
          include: SHARED,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false
        }
      },
      { test: { ...shared, name: 'isolated', include: ISOLATED } },
      {
        test: {
          ...shared,
          name: 'processes',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...SHARED],
          globalSetup: ['tests/global-setup.ts'],
          // These files start the CLI, servers and Chromium as processes of their own and close them in
          // their hooks; the worker running them only waits. Sharing a worker between files (one after
          // another, never at once) saves a process start and a fresh import of Playwright and the
          // helpers per file: 8 of them in a row, 87.7 -> 61.1 s wall, import 18.4 -> 8.8 s summed.
          isolate: false
        }
      }
    ]
  }
})
