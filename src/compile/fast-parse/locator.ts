import type { Point, Position } from 'unist'

/** Maps source offsets to unist points (1-based line and column, as micromark counts them). */
export interface Locator {
  point(offset: number): Point
  position(start: number, end: number): Position
  /** Offset of the first character of a 0-based line. */
  lineStart(line: number): number
  /** Offset of the end of a 0-based line (its line ending or the end of the source). */
  lineEnd(line: number): number
}

/** Builds a locator over `source` (one pass to find the line starts, binary search per point). */
export function createLocator(source: string): Locator {
  const starts = [0]
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) starts.push(index + 1)
  const point = (offset: number): Point => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - starts[low] + 1, offset }
  }
  return {
    point,
    position: (start, end) => ({ start: point(start), end: point(end) }),
    lineStart: line => starts[line] ?? source.length,
    lineEnd: line => (line + 1 < starts.length ? starts[line + 1] - 1 : source.length)
  }
}
