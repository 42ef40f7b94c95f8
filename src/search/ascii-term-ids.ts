/**
 * The term id of an ASCII word found in a text, without making the word's string: the index cuts
 * every page's text into terms (`scanTerms`), and most words are ASCII words of terms it has seen
 * already, whose string (a slice, then its lower case) and `Map` lookup were most of what counting a
 * page cost the main thread. A table of the ids seen, open addressing on FNV-1a of the lower-cased
 * character codes, each hit checked against the term itself: a word is compared, character by
 * character, with the one term its slot holds, so the id it gives is always `idOf`'s for that term.
 * A word not in the table is sliced, lower-cased and asked of `idOf` once.
 *
 *     const ascii = new AsciiTermIds(term => builder.idOf(term), id => terms[id])
 *     const id = ascii.idOf(text, start, end) // = idOf(text.slice(start, end).toLowerCase())
 *     ascii.clear() // when `idOf` numbers terms otherwise
 */
export class AsciiTermIds {
  /** Per slot, 1 + the id of the term it holds (0: empty). */
  private slots = new Int32Array(1 << 12)
  private size = 0

  constructor(
    private readonly idOfTerm: (term: string) => number,
    private readonly termOf: (id: number) => string
  ) {}

  /** The id of `text.slice(start, end).toLowerCase()`, a run of ASCII letters and digits. */
  idOf(text: string, start: number, end: number): number {
    let hash = 0x811c9dc5
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ lower(text.charCodeAt(i)), 0x01000193)
    const mask = this.slots.length - 1
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]
      if (held === 0) break
      if (sameTerm(this.termOf(held - 1), text, start, end)) return held - 1
    }
    const id = this.idOfTerm(text.slice(start, end).toLowerCase())
    this.insert(hash, id)
    return id
  }

  /** Forgets every id (the terms are numbered again). */
  clear(): void {
    this.slots.fill(0)
    this.size = 0
  }

  private insert(hash: number, id: number): void {
    if (2 * (this.size + 1) > this.slots.length) this.grow()
    const mask = this.slots.length - 1
    let slot = hash & mask
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask
    this.slots[slot] = id + 1
    this.size++
  }

  private grow(): void {
    const old = this.slots
    this.slots = new Int32Array(old.length * 2)
    this.size = 0
    for (const held of old) if (held !== 0) this.insert(hashOf(this.termOf(held - 1)), held - 1)
  }
}

/** ASCII upper case to lower case; any other code as it is. */
const lower = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code)

/** FNV-1a of a term's character codes (the hash `idOf` computes from a word's lower-cased codes). */
function hashOf(term: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193)
  return hash
}

/** Whether `term` is `text.slice(start, end)` lower-cased (ASCII). */
function sameTerm(term: string, text: string, start: number, end: number): boolean {
  if (term.length !== end - start) return false
  for (let i = 0; i < term.length; i++) if (term.charCodeAt(i) !== lower(text.charCodeAt(start + i))) return false
  return true
}
