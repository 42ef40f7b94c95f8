// Nextra 2/3 meta leniency: their betas' `hidden: true`, types they do not know, and key paths of entries the schema refuses (left out, kept).

/** The value at a key path of `value` (undefined when the path leaves it). */
export function valueAtPath(value: unknown, path: (string | number)[]): unknown {
  let current = value
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

/** JSON-like data (strings, numbers, booleans, null, and arrays and plain objects of them): no elements, functions or stand-ins. */
export function plainData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (depth > 8 || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.every(item => plainData(item, depth + 1))
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value as object).every(item => plainData(item, depth + 1))
}

/**
 * Nextra 2's betas hid an entry with `hidden: true` (2.0.0 made it `display: 'hidden'`); the Guild's
 * metas of 2022 still say it. An entry with `hidden: true` and no `display` is hidden. Pure.
 */
export function legacyHidden(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const entries = Object.entries(value as Record<string, unknown>)
  if (!entries.some(([, entry]) => isObject(entry) && 'hidden' in entry)) return value
  return Object.fromEntries(
    entries.map(([key, entry]) => {
      if (!isObject(entry) || !('hidden' in entry) || typeof entry.hidden !== 'boolean') return [key, entry]
      const { hidden, ...rest } = entry
      return [key, hidden && rest.display === undefined ? { ...rest, display: 'hidden' } : rest]
    })
  )
}

const KNOWN_TYPES = new Set(['page', 'doc', 'menu', 'separator'])

/**
 * The entries whose `type` Nextra does not know (triplex's `type: "hidden"` links), and the meta without
 * those types: Nextra 2 and 3 keep such an entry and its type, which matches none of their lists but the
 * full directory list (their phone menu only, src/render/navigation-data.ts) — guildsite's `'other'`,
 * set once the meta passed the schema. Pure.
 */
export function unknownTypes(value: unknown): { value: unknown; entries: string[] } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { value, entries: [] }
  const entries = Object.entries(value as Record<string, unknown>)
  const unknown = (entry: unknown) => isObject(entry) && typeof entry.type === 'string' && !KNOWN_TYPES.has(entry.type)
  const names = entries.filter(([, entry]) => unknown(entry)).map(([key]) => key)
  if (names.length === 0) return { value, entries: [] }
  return {
    value: Object.fromEntries(
      entries.map(([key, entry]) => [key, unknown(entry) ? withoutKey(entry, ['type']) : entry])
    ),
    entries: names
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` without the key at `path` (copied along the path). */
export function withoutKey(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || !value || typeof value !== 'object') return value
  const [key, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>
  if (rest.length === 0) delete copy[key]
  else copy[key] = withoutKey(copy[key], rest)
  return copy
}
