import type { Stats } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'

/** A folder the server may read files from. */
export interface FileRoot {
  /** Absolute folder. */
  dir: string
  /** Its real path (symlinks resolved), fixed when the server starts… */
  real: string
  /**
   * …unless the folder is a link that moves: a build's output path links to its current generation
   * (output/generations.ts) and a build switches it, so its real path is resolved again per request.
   */
  live?: boolean
  /** Real paths (files or folders) never served even when inside `dir`: the config, the sources. */
  deny: string[]
}

/** `inner` is `outer` or inside it. The trailing separator keeps `/site/dist-old` out of `/site/dist`. */
export const isInside = (inner: string, outer: string): boolean =>
  inner === outer || inner.startsWith(outer.endsWith(sep) ? outer : outer + sep)

/** Names never served from any root: dotfiles and folders (`.env`, `.git`), installed packages, configs. */
export function isHiddenPath(path: string): boolean {
  return path
    .split('/')
    .some(segment => segment.startsWith('.') || segment === 'node_modules' || /^guildsite\.config\./i.test(segment))
}

/** Resolves `dir` and the deny list to real paths, once (`dir`'s at every request when `live`). */
export async function fileRoot(dir: string, deny: string[] = [], live = false): Promise<FileRoot> {
  const real = await realpath(dir)
  const denied = await Promise.all(deny.map(path => realpath(path).catch(() => path)))
  return { dir, real, deny: denied, ...(live ? { live } : {}) }
}

/**
 * The file a resolved request path names under `root`, or undefined: hidden names, anything whose
 * real path (after symlinks) leaves the root or lands in a denied path, folders (no listings) and
 * files that do not exist are all "not here".
 */
export async function resolveFile(root: FileRoot, path: string): Promise<{ file: string; stats: Stats } | undefined> {
  if (isHiddenPath(path)) return undefined
  const candidate = join(root.dir, path)
  if (!isInside(candidate, root.dir)) return undefined
  let real: string
  let rootReal = root.real
  // (A live root read twice: a switch between its real path and the file's is a mismatch once.)
  for (let tries = root.live ? 2 : 1; tries > 0; tries--) {
    if (root.live) rootReal = await realpath(root.dir).catch(() => root.real)
    try {
      real = await realpath(candidate)
    } catch {
      return undefined
    }
    if (isInside(real, rootReal)) break
  }
  if (!isInside(real!, rootReal) || root.deny.some(denied => isInside(real, denied))) return undefined
  const stats = await stat(real!).catch(() => undefined)
  return stats?.isFile() ? { file: real!, stats } : undefined
}
