import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { onInterrupt } from './interrupt.js'
import { currentGeneration, discardGeneration, newGenerationOf } from './generations.js'
import { writeFile } from './write-file.js'

/**
 * The new generation (generations.ts) of a build whose output is all new (no previous build to
 * reuse): each page is written there as soon as a worker has rendered it, so the disk works while the
 * other pages compile instead of after them all. `writeOutput` then writes only what is missing and
 * switches the output path to it; a build that fails or is interrupted deletes it, and the previous output stays.
 * It buys wall time and memory, not CPU: cold builds of the shared workload cost 19.1–23.6 CPU-s with
 * it, 20.3–23.4 without (load 20–31, where wall times and the 1,000-page peak RSS, 444–498 MB, were
 * noise); what it frees is the pages' HTML (~70 KB a page: ~0.7 GB at 10,000 pages, an estimate).
 */
export class EarlyWrites {
  readonly dir: string
  /** Output paths written completely. */
  readonly written = new Set<string>()
  /** What could not be written here, by output path: `writeOutput` writes it again (and reports what still fails). */
  readonly failed = new Map<string, string | Uint8Array>()
  private readonly folders = new Map<string, Promise<unknown>>()
  private readonly writes: Promise<void>[] = []
  private readonly stopWatching: () => void
  private readonly outRoot: string

  constructor(outRoot: string) {
    this.dir = newGenerationOf(outRoot)
    this.outRoot = outRoot
    const dir = this.dir
    this.stopWatching = onInterrupt(() => {
      if (currentGeneration(outRoot) !== dir) discardGeneration(dir)
    })
  }

  write(path: string, content: string | Uint8Array): void {
    const folder = dirname(join(this.dir, path))
    let made = this.folders.get(folder)
    if (!made) this.folders.set(folder, (made = mkdir(folder, { recursive: true })))
    this.writes.push(
      made
        .then(() => writeFile(join(this.dir, path), content))
        .then(
          () => void this.written.add(path),
          () => void this.failed.set(path, content)
        )
    )
  }

  /** Resolves once every write queued so far has finished (or failed). */
  async settled(): Promise<void> {
    await Promise.all(this.writes)
  }

  /** Deletes the folder unless it has become the output (the output path links to it). */
  async discard(): Promise<void> {
    this.stopWatching()
    await this.settled()
    if (currentGeneration(this.outRoot) !== this.dir) discardGeneration(this.dir)
  }
}
