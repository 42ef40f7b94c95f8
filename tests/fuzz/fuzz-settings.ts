import fc from 'fast-check'

/**
 * How many cases each property runs: a few dozen in `npm test` (fast), any number with
 * `FUZZ_RUNS=5000 npx vitest run tests/fuzz`. `FUZZ_SEED` replays a failure fast-check reported.
 */
export const RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 40
const SEED = Number(process.env.FUZZ_SEED)

/** No single input may take longer than this (issue 8). */
export const LIMIT_MS = 5_000

export const fuzzParameters = <T>(): fc.Parameters<T> => ({ numRuns: RUNS, ...(Number.isInteger(SEED) && { seed: SEED }), endOnFailure: true })

/** A vitest timeout for a whole property: every run at its limit would still fit. */
export const testTimeout = (perRunMs = 500) => Math.max(60_000, RUNS * perRunMs * 2)

/** Runs `work`, failing when it takes longer than LIMIT_MS; returns its result. */
export async function withinLimit<T>(work: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await work()
  const ms = performance.now() - start
  if (ms > LIMIT_MS) throw new Error(`took ${Math.round(ms)} ms (limit ${LIMIT_MS} ms)`)
  return result
}

/** Characters that mean something to Markdown, MDX, YAML or JSON, plus a few that mean nothing. */
const SIGNIFICANT = ['<', '>', '/', '{', '}', '[', ']', '(', ')', '*', '_', '`', '~', '#', '-', '+', '|', '!', ':', '"', "'", '=', '\\', '&', ';', ',', '.', ' ', '  ', '\t', '\n', '\n\n', '\r\n', '---', '```', 'a', 'Z', 'é', '😀', '\u2028', '\u0000', 'export ', 'import ', '<Tabs>', '</Tabs>', '<Callout>', '{props.', '> [!NOTE]']

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
  return fc.tuple(fc.constantFrom(...seeds), fc.array(mutation, { maxLength: max })).map(([seed, edits]) => edits.reduce(applyMutation, seed))
}

/** Text made only of significant characters: the parser's corner cases rather than prose. */
export const noise: fc.Arbitrary<string> = fc.array(fc.oneof(significant, fc.string({ maxLength: 3 })), { maxLength: 80 }).map(parts => parts.join(''))
