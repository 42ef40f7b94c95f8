import { watch, type FSWatcher } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** At most this many folders are followed (one per open page's folder). */
const MAX_FOLDERS = 8

/**
 * The earliest word of a save to a page open in a browser: a plain `fs.watch` of the page's folder
 * calls back as soon as the kernel reports the write, before chokidar, which stats the file first (on
 * libuv's thread pool: tens of milliseconds on a busy machine) and then waits for the batch's quiet
 * time. Only a hint to start the page's compile early: the watcher still decides what changed (the
 * shared workload, `npm run bench:dev`: this hint 9 ms median [6–39] after the write, where chokidar's
 * event came 31 ms [2–261] after it — bench/RESULTS.md).
 * A folder is followed rather than the file, so that an editor's save by renaming a temporary file
 * over the page is seen too.
 */
export class EarlyHints {
  private folders = new Map<string, { watcher: FSWatcher; names: Set<string> }>()

  constructor(private onHint: (path: string) => void) {}

  /** Follows these files (the pages open now) and no others. */
  follow(paths: Iterable<string>): void {
    const wanted = new Map<string, Set<string>>()
    for (const path of paths) {
      const dir = dirname(path)
      if (!wanted.has(dir) && wanted.size >= MAX_FOLDERS) continue
      wanted.set(dir, (wanted.get(dir) ?? new Set()).add(basename(path)))
    }
    for (const [dir, folder] of this.folders)
      if (!wanted.has(dir)) {
        folder.watcher.close()
        this.folders.delete(dir)
      }
    for (const [dir, names] of wanted) {
      const known = this.folders.get(dir)
      if (known) {
        known.names = names
        continue
      }
      try {
        const folder = { names, watcher: watch(dir, { persistent: false }) }
        folder.watcher.on('change', (_event, name) => {
          if (typeof name === 'string' && folder.names.has(name)) this.onHint(join(dir, name))
        })
        // A folder removed under it: the watcher (chokidar) reports that; the hint just stops.
        folder.watcher.on('error', () => {
          folder.watcher.close()
          if (this.folders.get(dir) === folder) this.folders.delete(dir)
        })
        this.folders.set(dir, folder)
      } catch {
        // Not watchable (gone, too many watches): the watcher's own event comes a little later.
      }
    }
  }

  close(): void {
    for (const folder of this.folders.values()) folder.watcher.close()
    this.folders.clear()
  }
}
