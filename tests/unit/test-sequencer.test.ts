import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import { REPO } from '../helpers/cli.js'
import LongestFirst from '../sequencer.js'

// npm test's order (tests/sequencer.ts): vitest keeps a worker that runs files without isolation only
// while the next file in the queue is of the same project, so a project's files must come together.

const durations = JSON.parse(readFileSync(join(REPO, 'tests/durations.json'), 'utf8')) as Record<string, number>

/** A test file as vitest hands it to the sequencer: its path and its project. */
function spec(file: string, project: 'processes' | 'in-process' | 'isolated'): TestSpecification {
  return {
    moduleId: join(REPO, file),
    project: { name: project, config: { isolate: project === 'isolated', sequence: { groupOrder: 0 } } }
  } as unknown as TestSpecification
}

/** The order on a fresh clone (no vitest cache of past runs). */
async function order(files: TestSpecification[]): Promise<string[]> {
  const ctx = {
    config: { root: REPO },
    cache: { getFileTestResults: () => undefined, getFileStats: () => undefined }
  } as unknown as Vitest
  return (await new LongestFirst(ctx).sort(files)).map(file => file.moduleId.slice(REPO.length))
}

describe("npm test's order of the files", () => {
  const listed = Object.keys(durations).sort((a, b) => durations[b]! - durations[a]!)
  const processes = listed.filter(file => /^tests\/(e2e|integration)\//.test(file))
  const longestUnit = listed.find(file => file.startsWith('tests/unit/'))!
  const longest = processes[0]!
  // A processes file that took less time than that unit: it still comes first.
  const shorter = processes.find(file => durations[file]! < durations[longestUnit]!)!
  const unlisted = 'tests/integration/not-in-durations.test.ts'
  const shortUnit = 'tests/unit/not-in-durations.test.ts'

  it('runs the isolated file first, then every processes file, longest first, before any in-process one', async () => {
    const files = [
      spec(shortUnit, 'in-process'),
      spec('tests/unit/fast-parse-compile.test.ts', 'isolated'),
      spec(unlisted, 'processes'),
      spec(longestUnit, 'in-process'),
      spec(shorter, 'processes'),
      spec(longest, 'processes')
    ]
    expect(await order(files)).toEqual([
      'tests/unit/fast-parse-compile.test.ts',
      longest,
      shorter,
      unlisted,
      longestUnit,
      shortUnit
    ])
  })
})
