/**
 * Parses a 1-based number list such as `1,3-5` (spaces allowed, as in `{29,33, 37}`) into a set.
 * Pieces that are not numbers or ranges are skipped: fence meta is hand-written and a typo must not
 * break the build.
 *
 * @example parseRanges('1,3-5') // Set {1, 3, 4, 5}
 */
export function parseRanges(text: string): Set<number> {
  const numbers = new Set<number>()
  for (const piece of text.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(piece)
    if (!match) continue
    const start = Number(match[1])
    const end = match[2] === undefined ? start : Number(match[2])
    // Cap a range so that `{1-99999999}` cannot exhaust memory.
    for (let n = start; n <= Math.min(end, start + 10_000); n++) numbers.add(n)
  }
  return numbers
}
