import { closeSync, fstatSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { onInterrupt } from './interrupt.js'
import { currentGeneration, discardGeneration, newGenerationOf } from './generations.js'

/**
 * The new generation (generations.ts) of a build whose output is all new (no previous build to
 * reuse): each page is written there as soon as a worker has rendered it, so the disk works while the
 * other pages compile instead of after them all. `writeOutput` then writes only what is missing and
 * switches the output path to it; a build that fails or is interrupted deletes it, and the previous output stays.
 * It buys wall time and memory, not CPU: cold builds of the shared workload cost 19.1–23.6 CPU-s with
 * it, 20.3–23.4 without (load 20–31, where wall times and the 1,000-page peak RSS, 444–498 MB, were
 * noise); what it frees is the pages' HTML (~70 KB a page: ~0.7 GB at 10,000 pages, an estimate).
 *
 * The writes are synchronous, on the main thread, which waits for the workers' pages meanwhile: the
 * pages arrive one by one, so each of libuv's file operations (mkdir, open, write, close) woke a
 * sleeping thread of its pool and then the main thread again — two wake-ups an operation, ~0.2–0.5 ms
 * of CPU each on this machine's VM (measured: a message to a sleeping thread). One `mkdir` a folder,
 * its parents known (a new generation holds nothing the build did not make). See bench/RESULTS.md,
 * "Session 15, speed".
 */
export class EarlyWrites {
  readonly dir: string
  /** Output paths written completely. */
  readonly written = new Set<string>()
  /**
   * The size and modification time of each file written here, read from the open file as it is
   * written (`fstat`): the next build's state records them (next-state.ts) without a `stat` of its path.
   */
  readonly stats = new Map<string, { size: number; mtimeMs: number }>()
  /** What could not be written here, by output path: `writeOutput` writes it again (and reports what still fails). */
  readonly failed = new Map<string, string | Uint8Array>()
  /** Folders made (or found) here, the generation's own included once it exists. */
  private readonly folders = new Set<string>()
  private readonly stopWatching: () => void
  private readonly outRoot: string

  /** A page written here that the build replaced since (another page at its path): `writeOutput` writes it again. */
  forget(path: string): void {
    this.written.delete(path)
    // (Its size and time are read again from the file written in its place: next-state.ts.)
    this.stats.delete(path)
  }

  constructor(outRoot: string) {
    this.dir = newGenerationOf(outRoot)
    this.outRoot = outRoot
    const dir = this.dir
    this.stopWatching = onInterrupt(() => {
      if (currentGeneration(outRoot) !== dir) discardGeneration(dir)
    })
  }

  write(path: string, content: string | Uint8Array): void {
    const file = join(this.dir, path)
    try {
      this.folder(dirname(file))
      const bytes = typeof content === 'string' ? Buffer.from(content) : content
      const fd = openSync(file, 'w')
      try {
        for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at)
        const { size, mtimeMs } = fstatSync(fd)
        this.stats.set(path, { size, mtimeMs })
      } finally {
        closeSync(fd)
      }
      this.written.add(path)
    } catch {
      this.stats.delete(path)
      this.failed.set(path, content)
    }
  }

  /** Makes `folder` and the parents not made yet, from the top (one `mkdir` each). */
  private folder(folder: string): void {
    if (this.folders.has(folder)) return
    if (folder === this.dir || !folder.startsWith(this.dir + sep)) mkdirSync(folder, { recursive: true })
    else {
      this.folder(dirname(folder))
      try {
        mkdirSync(folder)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
    }
    this.folders.add(folder)
  }

  /** Resolves once every write made so far has finished (they are synchronous: at once). */
  async settled(): Promise<void> {}

  /** Deletes the folder unless it has become the output (the output path links to it). */
  async discard(): Promise<void> {
    this.stopWatching()
    await this.settled()
    if (currentGeneration(this.outRoot) !== this.dir) discardGeneration(this.dir)
  }
}
