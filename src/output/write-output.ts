import { spawn } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { copyFile, cp, link, mkdir, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { inLanes } from '../shared/in-lanes.js'
import { atStage } from '../shared/stage-hooks.js'
import { onInterrupt } from './interrupt.js'
import { OLD_SUFFIX, stagingFolderOf, tempPattern } from './staging-folder.js'
import type { EarlyWrites } from './early-writes.js'
import { hasJournal, rollBack, updateInPlace } from './update-in-place.js'
import { writeFile } from './write-file.js'

export interface WriteOutputOptions {
  outRoot: string
  /** Path relative to the out folder → contents. */
  files: Map<string, string | Uint8Array>
  /**
   * Files of the previous output that are still right (path relative to out → their current path):
   * hard-linked into the new output (copied where links are not possible), never read.
   */
  links?: Map<string, string>
  /** Folders copied as they are (public files, bundled assets): [source, destination relative to out]. */
  copies: [string, string][]
  /**
   * A folder of the build's own (the cache's) where the previous output is moved after the swap and
   * deleted by a detached process, so that the build does not wait for it. Without it, or on another
   * file system, the previous output is deleted in place.
   */
  trashDir?: string
  /**
   * Files known only later (the search index, computed while these are written): written after the
   * others, before the swap. Undefined aborts: the staging folder goes, the previous output stays.
   */
  later?: Promise<{ files: Map<string, string | Uint8Array>; links?: Map<string, string> } | undefined>
  /** Called once every write of `files` and `links` is queued (the caller may compute meanwhile). */
  queued?: () => void
  /**
   * Most files are `links` into the output itself (a build that changed a few pages): update the
   * output folder in place (update-in-place.ts) rather than build a new one and swap it in.
   */
  inPlace?: boolean
  /** For `inPlace`: every file the previous build wrote (update-in-place.ts). */
  previous?: Iterable<string>
  /** The staging folder the build wrote pages into already (a cold build): only what is missing is written. */
  early?: EarlyWrites
}

/** Never published from the public folder: dotfiles (`.env`), installed packages and configs. */
export function isPublishable(path: string): boolean {
  const name = basename(path)
  return !name.startsWith('.') && name !== 'node_modules' && !/^guildsite\.config\./.test(name)
}

/**
 * Repairs what a killed build left next to the output folder. A build killed between the two
 * renames of the swap left the previous output renamed away and nothing in its place: it is put
 * back. Every other temporary folder (staging folders, old outputs already replaced) is deleted.
 */
export async function recoverOutput(outRoot: string): Promise<void> {
  const parent = dirname(outRoot)
  const pattern = tempPattern(outRoot)
  const entries = existsSync(parent) ? (await readdir(parent)).filter(entry => pattern.test(entry)).sort() : []
  // An in-place update killed part-way: its journal puts the previous files back.
  for (const entry of entries) if (hasJournal(join(parent, entry))) rollBack(join(parent, entry), outRoot)
  const old = entries.find(entry => entry.endsWith(OLD_SUFFIX))
  if (old && !existsSync(outRoot)) await rename(join(parent, old), outRoot)
  for (const entry of entries) await rm(join(parent, entry), { recursive: true, force: true })
}

/**
 * Deletes the previous output (already renamed away) in a detached process: a large site's old
 * output takes as long to delete as the new one takes to write, and nothing waits for it. It is
 * moved into `trashDir` first, so the site folder holds no leftover while it goes; what a killed
 * deletion left in the trash goes with the next one.
 */
async function removeInBackground(folder: string, trashDir: string | undefined): Promise<void> {
  if (!trashDir) return rm(folder, { recursive: true, force: true })
  const trashed = join(trashDir, basename(folder))
  try {
    await mkdir(trashDir, { recursive: true })
    await rename(folder, trashed)
  } catch {
    return rm(folder, { recursive: true, force: true })
  }
  try {
    // The whole trash folder goes: with it, whatever a killed deletion left there.
    const child = spawn(
      process.execPath,
      ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', trashDir],
      { detached: true, stdio: 'ignore' }
    )
    child.on('error', () => rmSync(trashed, { recursive: true, force: true }))
    child.unref()
  } catch {
    await rm(trashed, { recursive: true, force: true })
  }
}

/**
 * Writes into a temporary sibling of the output folder, then swaps it in (old renamed away, new
 * renamed in, old deleted). A failure or an interrupt (SIGINT, SIGTERM) part-way leaves the previous
 * output as it was; a SIGKILL leaves temporary folders that `recoverOutput` repairs next time.
 */
export async function writeOutput({
  outRoot,
  files,
  links = new Map(),
  copies,
  trashDir,
  later,
  queued,
  inPlace,
  previous = [],
  early
}: WriteOutputOptions): Promise<boolean> {
  const parent = dirname(outRoot)
  await mkdir(parent, { recursive: true })
  // (An early staging folder is this build's own, made after the repair at its start.)
  if (!early) await recoverOutput(outRoot)
  const staging = early?.dir ?? stagingFolderOf(outRoot)
  if (early) {
    await early.settled()
    // (The build keeps no content for the pages written early: an empty entry, or what failed here.)
    files = new Map([...[...files].filter(([path]) => !early.written.has(path)), ...early.failed])
  } else if (inPlace && existsSync(outRoot)) {
    const stopWatching = onInterrupt(() => rollBack(staging, outRoot))
    try {
      const written = await updateInPlace({
        outRoot,
        staging,
        files,
        links,
        copies,
        filter: isPublishable,
        previous,
        later,
        queued
      })
      if (!written) rollBack(staging, outRoot)
      return written
    } catch (error) {
      rollBack(staging, outRoot)
      throw error
    } finally {
      stopWatching()
    }
  }
  const old = `${staging}${OLD_SUFFIX}`
  // Synchronous undo for the signal handler: whatever step the build is at, the previous output ends
  // up in place and the staging folder is gone.
  const stopWatching = onInterrupt(() => {
    if (!existsSync(outRoot) && existsSync(old)) renameSync(old, outRoot)
    rmSync(staging, { recursive: true, force: true })
    if (existsSync(outRoot)) rmSync(old, { recursive: true, force: true })
  })
  try {
    await mkdir(staging, { recursive: true })
    for (const [source, destination] of copies) {
      if (existsSync(source))
        await cp(source, join(staging, destination), {
          recursive: true,
          dereference: false,
          errorOnExist: false,
          force: true,
          filter: isPublishable
        })
    }
    // Every write is queued at once (`FILE_LANES` of them in flight): the thread pool writes while the
    // caller computes `later` (an overlap: wall time, not CPU; its figure is not measured yet — at load
    // 20–40 the stages' wall times were noise).
    const writeAll = async (
      batch: Map<string, string | Uint8Array>,
      linked: Map<string, string>,
      onQueued?: () => void
    ) => {
      const dirs = new Set([...batch.keys(), ...linked.keys()].map(path => dirname(join(staging, path))))
      await inLanes([...dirs], dir => mkdir(dir, { recursive: true }))
      const writes = Promise.all([
        inLanes([...batch], ([path, content]) => writeFile(join(staging, path), content)),
        inLanes([...linked], ([path, from]) =>
          link(from, join(staging, path)).catch(() => copyFile(from, join(staging, path)))
        )
      ])
      onQueued?.()
      return writes
    }
    await writeAll(files, links, queued)
    if (later) {
      const extra = await later
      if (!extra) {
        await rm(staging, { recursive: true, force: true })
        return false
      }
      await writeAll(extra.files, extra.links ?? new Map())
    }
    await atStage('write')
    const hadOutput = existsSync(outRoot)
    if (hadOutput) await rename(outRoot, old)
    await atStage('swap')
    try {
      await rename(staging, outRoot)
    } catch (error) {
      if (hadOutput) await rename(old, outRoot)
      throw error
    }
    if (hadOutput) await removeInBackground(old, trashDir)
    return true
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    throw error
  } finally {
    stopWatching()
  }
}
