import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/sequencer.js'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser and CLI tests spawn processes; two cores are all a CI machine has.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst }
  }
})
