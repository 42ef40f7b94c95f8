import type { Scored } from './score.js'

/** Results of a query, popped best first on demand (a heap: a query rarely needs them all). */
export class Ranking {
  private readonly heap: Int32Array
  private size: number
  private readonly popped: number[] = []
  private readonly ids: Int32Array
  private readonly scores: Float64Array

  constructor(readonly scored: Scored) {
    this.ids = scored.ids
    this.scores = scored.scores
    this.size = this.ids.length
    this.heap = new Int32Array(this.size)
    for (let i = 0; i < this.size; i++) this.heap[i] = i
    for (let i = (this.size >> 1) - 1; i >= 0; i--) this.down(i)
  }

  /** Higher score first; equal scores by document order, so answers are stable. */
  private before(a: number, b: number): boolean {
    return this.scores[a] > this.scores[b] || (this.scores[a] === this.scores[b] && this.ids[a] < this.ids[b])
  }

  private down(i: number): void {
    const heap = this.heap
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let best = i
      if (left < this.size && this.before(heap[left], heap[best])) best = left
      if (right < this.size && this.before(heap[right], heap[best])) best = right
      if (best === i) return
      const swap = heap[i]
      heap[i] = heap[best]
      heap[best] = swap
      i = best
    }
  }

  /** The `n`th best result (an index into `scored`), or undefined past the last. */
  at(n: number): number | undefined {
    while (this.popped.length <= n && this.size > 0) {
      this.popped.push(this.heap[0])
      this.heap[0] = this.heap[--this.size]
      this.down(0)
    }
    return this.popped[n]
  }

  id(n: number): number {
    return this.ids[n]
  }
}
