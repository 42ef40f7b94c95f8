// Writes tests/durations.json (seconds per test file, files of 3 s or more) from a whole vitest run, for
// tests/sequencer.ts to start the longest files first. Usage: npm run test:durations
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const report = join(tmpdir(), `guildsite-durations-${process.pid}.json`)
const run = spawnSync('npx', ['vitest', 'run', '--reporter=json', `--outputFile=${report}`], { stdio: 'inherit' })
const results = JSON.parse(readFileSync(report, 'utf8')).testResults
rmSync(report, { force: true })
const seconds = Object.fromEntries(
  results
    .map(file => [
      relative(process.cwd(), file.name).split('\\').join('/'),
      Math.round((file.endTime - file.startTime) / 1000)
    ])
    .filter(([, s]) => s >= 3)
    .sort((a, b) => b[1] - a[1])
)
writeFileSync('tests/durations.json', `${JSON.stringify(seconds, null, 2)}\n`)
console.log(`tests/durations.json: ${Object.keys(seconds).length} files of 3 s or more`)
process.exit(run.status ?? 1)
