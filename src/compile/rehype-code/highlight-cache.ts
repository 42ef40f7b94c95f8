import { PackStore } from '../../shared/pack-store.js'
import type { HighlightedLines } from './highlight-html.js'

// Highlighting is the costly step of a code block (a few ms for a long TypeScript block). The dev
// server recompiles a whole page on every save and sites repeat the same install commands, so recent
// results are kept. Bounded, because a 1,000-page build must not keep every block alive.
const MAX_ENTRIES = 256
const cache = new Map<string, HighlightedLines>()

/**
 * Returns the highlighted lines for `key`, creating them on a miss. They are strings, shared by every
 * caller. With `storeDir` (the build cache's), results also persist across processes: a one-page
 * build or a dev server start whose code blocks did not change never starts Shiki, which costs about
 * a second (WASM, grammars).
 */
export function cachedHighlight(key: string, highlight: () => HighlightedLines, storeDir?: string): HighlightedLines {
  let lines = cache.get(key)
  if (lines) {
    // Re-insert to mark it most recently used: a Map iterates in insertion order.
    cache.delete(key)
  } else {
    const read = storeDir ? readStored(storeDir, key) : undefined
    lines = read ?? highlight()
    if (storeDir && !read) writeStored(storeDir, key, lines)
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  }
  cache.set(key, lines)
  return lines
}

/** One store per folder (the build passes the cache's highlight folder of its code version). */
const stores = new Map<string, PackStore>()
const storeOf = (dir: string) => {
  let store = stores.get(dir)
  if (!store) stores.set(dir, (store = new PackStore(dir)))
  return store
}

/** The stored lines of `key`, or undefined: missing, unreadable, or another key's (never trusted). */
function readStored(dir: string, key: string): HighlightedLines | undefined {
  try {
    const text = storeOf(dir).get(key)
    const value = text === undefined ? undefined : (JSON.parse(text) as Partial<HighlightedLines>)
    return typeof value?.preStyle === 'string' &&
      Array.isArray(value.lines) &&
      value.lines.every(line => typeof line === 'string')
      ? (value as HighlightedLines)
      : undefined
  } catch {
    return undefined
  }
}

const writeStored = (dir: string, key: string, lines: HighlightedLines): void =>
  storeOf(dir).set(key, JSON.stringify(lines))

/** Forgets what this process highlighted (tests: to see what another process would). */
export function forgetHighlights(): void {
  cache.clear()
  for (const store of stores.values()) store.close()
  stores.clear()
}
