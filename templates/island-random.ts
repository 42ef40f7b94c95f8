// `Math.random()` while an island renders (issue 34, session 16): the same numbers on the server and
// in the browser's hydration, so that a component shuffling its items as it renders (Hive's gateway
// page shuffles its marquee's pills) hydrates without a text mismatch (React #418). In Next such a
// component is a server component whose output the browser receives; in guildsite it can be inside
// an island (a component around it became the island) and render again in the browser. Each island
// starts the same sequence; `Math.random` is itself again after the island's tree.

let original: (() => number) | undefined

/** A small seeded generator (mulberry32): the same sequence from the same seed, everywhere. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Rendered first in an island: from here on, `Math.random()` is the islands' sequence from its start. */
export function SeedRandom(): null {
  original ??= Math.random
  Math.random = seeded(0x9e3779b9)
  return null
}

/** Rendered after an island's tree (and again after its marker, should the tree have thrown): `Math.random` is itself. */
export function RestoreRandom(): null {
  if (original) Math.random = original
  original = undefined
  return null
}
