import { spawn } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { inLanes } from '../shared/in-lanes.js'
import { atStage } from '../shared/stage-hooks.js'
import { onInterrupt } from './interrupt.js'
import { forgetManifest, knownSpare, readManifest, writeManifest } from './generation-manifest.js'
import { GenerationTree } from './generation-tree.js'
import {
  currentGeneration,
  discardGeneration,
  generationsDirOf,
  newGenerationOf,
  staleGenerations,
  switchTo
} from './generations.js'
import { OLD_SUFFIX, tempPattern } from './staging-folder.js'
import type { EarlyWrites } from './early-writes.js'

export interface WriteOutputOptions {
  outRoot: string
  /** Path relative to the out folder → contents. */
  files: Map<string, string | Uint8Array>
  /**
   * Files of the previous output that are still right (path relative to out → their current path):
   * hard-linked into the new output (copied where links are not possible), never read.
   */
  links?: Map<string, string>
  /**
   * Folders copied as they are (public files, bundled assets): [source, destination relative to out,
   * files of the source left out (paths relative to it)].
   */
  copies: [string, string, ReadonlySet<string>?][]
  /**
   * A folder of the build's own (the cache's) where the previous output is moved after the switch and
   * deleted by a detached process, so that the build does not wait for it. Without it, or on another
   * file system, the previous output is deleted in place.
   */
  trashDir?: string
  /**
   * Files known only later (the search index, computed while these are written): written after the
   * others, before the switch. Undefined aborts: the new generation goes, the previous output stays.
   */
  later?: Promise<{ files: Map<string, string | Uint8Array>; links?: Map<string, string> } | undefined>
  /** Called once every write of `files` and `links` is queued (the caller may compute meanwhile). */
  queued?: () => void
  /**
   * Where the build keeps what it knows of the generations (generation-manifest.ts), so that the next
   * one need not look. Without it every warm build lists the spare and compares its files.
   */
  manifestFile?: string
  /** The generation the build wrote pages into already (a cold build): only what is missing is written. */
  early?: EarlyWrites
}

/** Never published from the public folder: dotfiles (`.env`), installed packages and configs. */
export function isPublishable(path: string): boolean {
  const name = basename(path)
  return !name.startsWith('.') && name !== 'node_modules' && !/^guildsite\.config\./.test(name)
}

/**
 * Repairs what a killed build left next to the output folder. A build killed between the two
 * renames of a first switch (the output path was a real folder) left that folder renamed away and
 * nothing in its place: it is put back. Every other temporary entry (the link of a switch, a folder
 * renamed away) goes, and so do generations the output path does not link to but one (the spare).
 */
export async function recoverOutput(outRoot: string, trashDir?: string): Promise<void> {
  const parent = dirname(outRoot)
  const pattern = tempPattern(outRoot)
  const entries = existsSync(parent) ? (await readdir(parent)).filter(entry => pattern.test(entry)).sort() : []
  const old = entries.find(entry => entry.endsWith(OLD_SUFFIX))
  if (old && !existsSync(outRoot)) await rename(join(parent, old), outRoot)
  for (const entry of entries) await rm(join(parent, entry), { recursive: true, force: true })
  // One generation besides the output's is kept (the spare the next build brings up to date).
  for (const generation of (await staleGenerations(outRoot)).slice(1)) await removeInBackground(generation, trashDir)
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
 * Writes a generation of the output (generations.ts) and switches the output path to it in one atomic
 * step. A build that reuses the previous output brings the spare generation up to date
 * (generation-tree.ts: unchanged files are hard links to the live ones); any other writes a new one.
 * After the switch the generation the output linked to becomes the spare; any other goes. A failure
 * or an interrupt (SIGINT, SIGTERM, SIGHUP) before the switch leaves the output path naming the
 * previous generation, untouched (a new generation is deleted, a spare stays a spare); a SIGKILL
 * leaves the same, and `recoverOutput` tidies the rest next time.
 */
export async function writeOutput({
  outRoot,
  files,
  links = new Map(),
  copies,
  trashDir,
  later,
  queued,
  early,
  manifestFile
}: WriteOutputOptions): Promise<boolean> {
  const parent = dirname(outRoot)
  await mkdir(parent, { recursive: true })
  // (An early generation is this build's own, made after the repair at its start.)
  if (!early) await recoverOutput(outRoot, trashDir)
  const spare = early ? undefined : (await staleGenerations(outRoot))[0]
  const target = early?.dir ?? spare ?? newGenerationOf(outRoot)
  const live = currentGeneration(outRoot)
  const manifest = manifestFile ? readManifest(manifestFile) : undefined
  const known = target === spare ? knownSpare(manifest, live, spare) : undefined
  // (From here the spare changes: the manifest would not describe it.)
  if (manifestFile && target === spare) forgetManifest(manifestFile)
  if (early) {
    await early.settled()
    // (The build keeps no content for the pages written early: an empty entry, or what failed here.)
    files = new Map([...[...files].filter(([path]) => !early.written.has(path)), ...early.failed])
  }
  // Synchronous undo for the signal handler: before the switch a new generation goes (and a real
  // output folder renamed away by a first switch comes back); after it, nothing is undone.
  const undo = () => {
    if (currentGeneration(outRoot) === target) return
    for (const entry of readdirSync(parent).filter(entry => tempPattern(outRoot).test(entry))) {
      const path = join(parent, entry)
      if (entry.endsWith(OLD_SUFFIX) && !existsSync(outRoot)) renameSync(path, outRoot)
      else rmSync(path, { recursive: true, force: true })
    }
    if (target !== spare) discardGeneration(target)
  }
  const stopWatching = onInterrupt(undo)
  try {
    await mkdir(target, { recursive: true })
    const tree = new GenerationTree(target, target === spare, outRoot, known)
    for (const [source, destination, skip] of copies) await tree.copy(source, destination, isPublishable, skip)
    // Every write is queued at once (`FILE_LANES` of them in flight): the thread pool writes while the
    // caller computes `later` (an overlap: wall time, not CPU; its figure is not measured yet — at load
    // 20–40 the stages' wall times were noise).
    const writeAll = async (
      batch: Map<string, string | Uint8Array>,
      linked: Map<string, string>,
      onQueued?: () => void
    ) => {
      const writes = Promise.all([
        inLanes([...batch], ([path, content]) => tree.write(path, content)),
        inLanes([...linked], ([path, from]) => tree.link(path, from))
      ])
      onQueued?.()
      return writes
    }
    await writeAll(files, links, queued)
    if (later) {
      const extra = await later
      if (!extra) {
        undo()
        return false
      }
      await writeAll(extra.files, extra.links ?? new Map())
    }
    await tree.prune()
    await atStage('write')
    const replaced = await switchTo(outRoot, target)
    // The generation the output linked to is the next build's spare; anything else goes.
    const keep = replaced && dirname(replaced) === generationsDirOf(outRoot) ? replaced : undefined
    if (manifestFile) {
      const made = early ? new Set([...early.written, ...tree.files()]) : tree.files()
      await writeManifest(manifestFile, manifest, target, made, keep, tree.sameAsLive).catch(() => undefined)
    }
    if (replaced && !keep) await removeInBackground(replaced, trashDir)
    for (const other of await staleGenerations(outRoot)) if (other !== keep) await removeInBackground(other, trashDir)
    return true
  } catch (error) {
    undo()
    throw error
  } finally {
    stopWatching()
  }
}
