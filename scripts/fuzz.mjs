#!/usr/bin/env node
// The long fuzz run (issue 23): every property of tests/fuzz with FUZZ_RUNS cases each (default 700:
// about 10,700 inputs), seeded with FUZZ_SEED (default: a new one, printed, to replay). Prints the
// figures for bench/RESULTS.md: inputs, failures, slowest input (CPU), wall time, seed.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const runs = process.env.FUZZ_RUNS ?? '700'
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31)
const report = join(tmpdir(), `guildsite-fuzz-${process.pid}.jsonl`)
const results = join(tmpdir(), `guildsite-fuzz-${process.pid}.json`)
const start = performance.now()
const run = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/fuzz', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_REPORT: report }
  }
)
const minutes = (performance.now() - start) / 60_000
const files = existsSync(report)
  ? readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(line => JSON.parse(line))
  : []
const summary = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : undefined
rmSync(report, { force: true })
rmSync(results, { force: true })
const inputs = files.reduce((sum, file) => sum + file.inputs, 0)
const slowest = Math.max(0, ...files.map(file => file.slowestMs))
console.log(
  `\nfuzz: ${inputs} inputs (${runs} per property), ${summary?.numFailedTests ?? '?'} failed properties of ${summary?.numTotalTests ?? '?'}, slowest input ${Math.round(slowest)} ms CPU, ${minutes.toFixed(1)} min, seed ${seed}`
)
for (const file of files) console.log(`  ${file.file}: ${file.inputs} inputs, slowest ${Math.round(file.slowestMs)} ms`)
process.exitCode = run.status ?? 1
