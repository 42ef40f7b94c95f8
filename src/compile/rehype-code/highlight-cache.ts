import type { Element } from 'hast'
import { PackStore } from '../../shared/pack-store.js'

// Highlighting is the costly step of a code block (a few ms for a long TypeScript block). The dev
// server recompiles a whole page on every save and sites repeat the same install commands, so recent
// results are kept. Bounded, because a 1,000-page build must not keep every block's tree alive.
const MAX_ENTRIES = 256
const cache = new Map<string, Element>()

/**
 * Returns the highlighted `pre` for `key`, creating it on a miss. The caller gets its own copy of the
 * pre, code and line elements, so it may mark lines and move it into a figure without touching the
 * cached tree; the token spans inside the lines are shared and must not be changed. With `storeDir`
 * (the build cache's), results also persist across processes: a one-page build or a dev server start
 * whose code blocks did not change never starts Shiki, which costs about a second (WASM, grammars).
 */
export function cachedHighlight(key: string, highlight: () => Element, storeDir?: string): Element {
  let pre = cache.get(key)
  if (pre) {
    // Re-insert to mark it most recently used: a Map iterates in insertion order.
    cache.delete(key)
  } else {
    const read = storeDir ? readStored(storeDir, key) : undefined
    pre = read ?? highlight()
    if (storeDir && !read) writeStored(storeDir, key, pre)
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
  }
  cache.set(key, pre)
  return copyToLines(pre)
}

/**
 * A copy of `pre`, its `code` and the line elements (with their own properties: the caller marks
 * lines and numbers the code), sharing the token spans inside the lines, which nothing changes. A
 * deep copy of every token was a noticeable part of compiling a page.
 */
function copyToLines(pre: Element): Element {
  const copy = (element: Element, children: Element['children']): Element => ({
    ...element,
    properties: { ...element.properties },
    children
  })
  return copy(
    pre,
    pre.children.map(code =>
      code.type === 'element'
        ? copy(
            code,
            code.children.map(line => (line.type === 'element' ? copy(line, line.children) : { ...line }))
          )
        : { ...code }
    )
  )
}

/** One store per folder (the build passes the cache's highlight folder of its code version). */
const stores = new Map<string, PackStore>()
const storeOf = (dir: string) => {
  let store = stores.get(dir)
  if (!store) stores.set(dir, (store = new PackStore(dir)))
  return store
}

/** The stored tree of `key`, or undefined: missing, unreadable, or another key's (never trusted). */
function readStored(dir: string, key: string): Element | undefined {
  try {
    const text = storeOf(dir).get(key)
    const pre = text === undefined ? undefined : (JSON.parse(text) as Element)
    return pre?.type === 'element' ? pre : undefined
  } catch {
    return undefined
  }
}

const writeStored = (dir: string, key: string, pre: Element): void => storeOf(dir).set(key, JSON.stringify(pre))

/** Forgets what this process highlighted (tests: to see what another process would). */
export function forgetHighlights(): void {
  cache.clear()
  for (const store of stores.values()) store.close()
  stores.clear()
}
