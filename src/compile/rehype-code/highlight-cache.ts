import type { Element } from 'hast'

// Highlighting is the costly step of a code block (a few ms for a long TypeScript block, twice over
// for two themes). The dev server recompiles a whole page on every save and sites repeat the same
// install commands, so recent results are kept. Bounded, because a 1,000-page build must not keep
// every block's tree alive.
const MAX_ENTRIES = 256
const cache = new Map<string, Element>()

/**
 * Returns the highlighted `pre` for `key`, creating it on a miss. The caller gets its own copy, so it
 * may mutate it (mark lines, move it into a figure) without touching the cached tree.
 */
export function cachedHighlight(key: string, highlight: () => Element): Element {
  let pre = cache.get(key)
  if (pre) {
    // Re-insert to mark it most recently used: a Map iterates in insertion order.
    cache.delete(key)
  } else {
    pre = highlight()
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  }
  cache.set(key, pre)
  return structuredClone(pre)
}
