import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { KnownSpare } from './generation-tree.js'

/**
 * What the previous build knew of the generations (generations.ts), so that the next one brings the
 * spare up to date without listing it and comparing its files with the live ones (at 1,000 pages
 * ~0.1 CPU-s of a ~1 CPU-s one-page build): each generation's files as it was switched in, and which
 * files of the live generation are the same inode as the spare's. Kept in the cache folder, one file
 * per output folder. Trusted only while nothing it describes has changed: a build deletes it before it
 * writes into the spare (a build killed then leaves none, and the next one looks), and it names the
 * live generation and the spare it was written for — any other pair is looked at.
 */
interface Manifest {
  /** Generation name → its files, as it was switched in (a live generation is never written into). */
  generations: Record<string, string[]>
  /** The live generation's files that are the spare's very files (hard links of one inode). */
  same?: { live: string; spare: string; paths: string[] }
}

export const manifestFileOf = (cacheDir: string, outRoot: string): string =>
  join(cacheDir, 'generations', `${createHash('sha256').update(outRoot).digest('hex').slice(0, 16)}.json`)

export function readManifest(file: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
    return manifest && typeof manifest.generations === 'object' ? manifest : undefined
  } catch {
    return undefined
  }
}

/** What the manifest says of `spare` while `live` is the output's generation; undefined when it cannot say. */
export function knownSpare(
  manifest: Manifest | undefined,
  live: string | undefined,
  spare: string
): KnownSpare | undefined {
  const same = manifest?.same
  const files = manifest?.generations[basename(spare)]
  if (!live || !same || !files || same.live !== basename(live) || same.spare !== basename(spare)) return undefined
  return { files, same: new Set(same.paths) }
}

/** Before a build writes into the spare: from then on the manifest would not describe it. */
export const forgetManifest = (file: string): void => rmSync(file, { force: true })

/**
 * After a switch to `live` (its files `files`, `sameAsSpare` of them the spare's very files) with
 * `spare` the generation it replaced (the next build's spare), what `previous` knew of that one.
 */
export async function writeManifest(
  file: string,
  previous: Manifest | undefined,
  live: string,
  files: Iterable<string>,
  spare: string | undefined,
  sameAsSpare: string[]
): Promise<void> {
  const spareFiles = spare ? previous?.generations[basename(spare)] : undefined
  const manifest: Manifest = {
    generations: { [basename(live)]: [...files], ...(spare && spareFiles ? { [basename(spare)]: spareFiles } : {}) },
    ...(spare ? { same: { live: basename(live), spare: basename(spare), paths: sameAsSpare } } : {})
  }
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(manifest))
}
