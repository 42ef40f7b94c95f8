'use strict'
const { setFlagsFromString } = require('node:v8')

/**
 * How much bytecode a function runs before V8 considers optimising it: four times V8's default
 * (67,584). A build is short and runs the same code on every thread (the CLI's and two page workers,
 * each an isolate of its own that optimises it again), so V8's optimising compiler was ~2 of a cold
 * 1,000-page build's ~12 CPU-s, on its background threads (bench/thread-cpu.cjs; with
 * `--no-concurrent-recompilation` that time moves onto the workers). Later, the functions that stay
 * hot are optimised all the same, and the lukewarm ones are not optimised at all. What a build
 * writes does not depend on it. A V8 flag is process-wide: set before the CLI's bundle loads, so its
 * code cache and the workers' are made under it (run-bundle.ts names a cache by the flags' tag).
 */
const INTERRUPT_BUDGET = 4 * 67584

/** Sets the budget, unless the command line or NODE_OPTIONS chose one. */
exports.tierUpLater = () => {
  const given = process.execArgv.concat(process.env.NODE_OPTIONS ?? '').some(arg => arg.includes('interrupt-budget'))
  if (!given) setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`)
}
