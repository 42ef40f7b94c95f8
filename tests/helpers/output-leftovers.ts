import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'

/**
 * What a build left beside the output folder `out` that it should not have: dot entries of its parent
 * (staging links, folders renamed away, the lock) other than the generations folder, and the
 * generations in that folder (src/output/generations.ts) beyond the one `out` links to and one spare. Empty after any
 * build that ended by itself, or by SIGINT/SIGTERM/SIGHUP, and after the build that follows a SIGKILL.
 */
export function outputLeftovers(out: string): string[] {
  const parent = dirname(out)
  const generations = `.${basename(out)}.generations`
  const current = existsSync(out) && lstatSync(out).isSymbolicLink() ? resolve(parent, readlinkSync(out)) : undefined
  const stale = existsSync(join(parent, generations))
    ? readdirSync(join(parent, generations))
        .filter(entry => entry !== '.gitignore' && join(parent, generations, entry) !== current)
        .map(entry => `${generations}/${entry}`)
        .sort()
        .slice(1)
    : []
  const others = readdirSync(parent).filter(entry => entry.startsWith('.') && entry !== generations)
  return [...others, ...stale]
}
