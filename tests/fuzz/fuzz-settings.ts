import { appendFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll } from 'vitest'

/**
 * How many cases each property runs: a few dozen in `npm test` (fast), any number with
 * `FUZZ_RUNS=5000 npx vitest run tests/fuzz` or `npm run fuzz` (scripts/fuzz.mjs). The seed is fixed
 * (`npm test` runs the same inputs every time); `FUZZ_SEED` picks another, or replays a failure
 * fast-check reported.
 */
export const RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 40
const SEED =
  Number.isInteger(Number(process.env.FUZZ_SEED)) && process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 23

/**
 * No single input may take longer than this (issue 8): CPU time, which a machine busy with other work
 * does not inflate (the wall clock on a shared 2-core machine ran 5× slower than the CPU), plus a
 * wall-clock bound 10× as long for what waits without computing.
 */
export const LIMIT_MS = 5_000
const WALL_LIMIT_MS = LIMIT_MS * 10

export const fuzzParameters = <T>(): fc.Parameters<T> => ({ numRuns: RUNS, seed: SEED, endOnFailure: true })

/** A vitest timeout for a whole property: every run at its limit would still fit. */
export const testTimeout = (perRunMs = 500) => Math.max(60_000, RUNS * perRunMs * 2)

/** Inputs run by this test file, and the slowest (for `npm run fuzz`'s figures). */
const tally = { inputs: 0, slowestMs: 0 }
// eslint-disable-next-line no-empty-pattern -- Vitest reads the first parameter as the fixtures it needs: none
afterAll(({}, suite) => {
  if (process.env.FUZZ_REPORT)
    appendFileSync(process.env.FUZZ_REPORT, JSON.stringify({ file: suite.file?.name ?? suite.name, ...tally }) + '\n')
})

/** Runs `work` (one fuzz input), failing when it takes longer than LIMIT_MS; returns its result. */
export async function withinLimit<T>(work: () => T | Promise<T>): Promise<T> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  tally.inputs++
  const result = await work()
  const used = process.cpuUsage(cpu)
  const ms = (used.user + used.system) / 1000
  const wall = performance.now() - start
  tally.slowestMs = Math.max(tally.slowestMs, ms)
  if (ms > LIMIT_MS) throw new Error(`took ${Math.round(ms)} ms of CPU (limit ${LIMIT_MS} ms)`)
  if (wall > WALL_LIMIT_MS) throw new Error(`took ${Math.round(wall)} ms (limit ${WALL_LIMIT_MS} ms)`)
  return result
}

/** Characters that mean something to Markdown, MDX, YAML or JSON, plus a few that mean nothing. */
const SIGNIFICANT = [
  '<',
  '>',
  '/',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '*',
  '_',
  '`',
  '~',
  '#',
  '-',
  '+',
  '|',
  '!',
  ':',
  '"',
  "'",
  '=',
  '\\',
  '&',
  ';',
  ',',
  '.',
  ' ',
  '  ',
  '\t',
  '\n',
  '\n\n',
  '\r\n',
  '---',
  '```',
  'a',
  'Z',
  'é',
  '😀',
  '\u2028',
  '\u0000',
  'export ',
  'import ',
  '<Tabs>',
  '</Tabs>',
  '<Callout>',
  '{props.',
  '> [!NOTE]'
]

const significant = fc.constantFrom(...SIGNIFICANT)

/** One edit of a text: insert, delete, duplicate or replace a slice. */
const mutation = fc.record({
  kind: fc.constantFrom('insert', 'delete', 'duplicate', 'replace'),
  at: fc.nat(),
  length: fc.nat({ max: 40 }),
  text: fc.array(fc.oneof(significant, fc.string({ maxLength: 4 })), { maxLength: 6 }).map(parts => parts.join(''))
})

function applyMutation(source: string, edit: { kind: string; at: number; length: number; text: string }): string {
  const at = source.length ? edit.at % (source.length + 1) : 0
  const end = Math.min(source.length, at + edit.length)
  if (edit.kind === 'insert') return source.slice(0, at) + edit.text + source.slice(at)
  if (edit.kind === 'delete') return source.slice(0, at) + source.slice(end)
  if (edit.kind === 'duplicate') return source.slice(0, end) + source.slice(at, end) + source.slice(end)
  return source.slice(0, at) + edit.text + source.slice(end)
}

/** A seed text with up to `max` random edits: mostly well-formed, broken in realistic ways. */
export function mutated(seeds: readonly string[], max = 8): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation, { maxLength: max }))
    .map(([seed, edits]) => edits.reduce(applyMutation, seed))
}

/** Text made only of significant characters: the parser's corner cases rather than prose. */
export const noise: fc.Arbitrary<string> = fc
  .array(fc.oneof(significant, fc.string({ maxLength: 3 })), { maxLength: 80 })
  .map(parts => parts.join(''))
