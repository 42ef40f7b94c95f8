// Whether props that cannot be sent to an island hold the stand-ins of an absent import (`compile/stand-in-source.ts`
// marks each with its name): the site's data then comes from a module that is not there (a file generated before
// `next build`, a package not installed), and the warning says so rather than blame the props' kind.

const STAND_IN = Symbol.for('guildsite.standIn')

/** The name of the first stand-in `value` holds (itself, or in its arrays and objects: four levels, fifty items each). */
export function standInHeld(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'function') {
    const name = (value as unknown as Record<symbol, unknown>)[STAND_IN]
    return typeof name === 'string' ? name : undefined
  }
  if (depth >= 4 || value === null || typeof value !== 'object') return undefined
  for (const item of (Array.isArray(value) ? value : Object.values(value)).slice(0, 50)) {
    const found = standInHeld(item, depth + 1)
    if (found) return found
  }
  return undefined
}
