import { watch, type FSWatcher } from 'chokidar'
import type { Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { trace } from './start-trace.js'

export type ChangeKind = 'add' | 'change' | 'unlink'

/** Changed paths of one batch; the last event of a path wins (`add`+`unlink` of a temp file = `unlink`). */
export type ChangeBatch = Map<string, ChangeKind>

export interface WatcherOptions {
  /** Files watched by name in one folder (not its subfolders), so that deleting and creating them
   * again, or creating one of another accepted name, is seen: the config files. */
  named?: { dir: string; names: ReadonlySet<string> }
  /** Quiet time that ends a batch. Editors' atomic saves (write a temp file, rename it over) and
   * "save all" land within a few milliseconds; one batch, one rebuild. */
  quietMs?: number
  /** A continuous stream of changes still gets processed this often. */
  maxWaitMs?: number
  /**
   * Told of each change as the watcher sees it, before its batch (which waits for the quiet time and
   * for the batch before it): work that the batch will need can start meanwhile.
   */
  onEvent?: (path: string, kind: ChangeKind) => void
}

const VERIFY_AFTER_MS = 80

const signatureOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`

// Editor droppings and hidden files: never content. (vim writes `4913` to probe a folder.)
const IGNORED_NAME = /^(\.|#)|~$|\.(swp|swx|tmp)$|^4913$/

/**
 * Watches files with chokidar and hands changes to `onBatch` in coalesced batches, one batch at a
 * time: changes that arrive while a batch is processed form the next one, so a burst of saves never
 * runs two rebuilds at once and the last state on disk is always the last one processed.
 */
export class Watcher {
  private watcher: FSWatcher
  private named?: FSWatcher
  private pending: ChangeBatch = new Map()
  private timer: NodeJS.Timeout | undefined
  private firstPending = 0
  private processed = new Map<string, string>()
  private running: Promise<void> | undefined
  private readonly quietMs: number
  private readonly maxWaitMs: number
  private readonly onEvent?: (path: string, kind: ChangeKind) => void

  constructor(
    paths: string[],
    private onBatch: (batch: ChangeBatch) => Promise<void>,
    options: WatcherOptions = {}
  ) {
    this.quietMs = options.quietMs ?? 20
    this.maxWaitMs = options.maxWaitMs ?? 250
    this.onEvent = options.onEvent
    this.watcher = watch(paths, {
      ignoreInitial: true,
      // A link to a parent folder would make the watcher walk in circles (and the whole disk).
      followSymlinks: false,
      ignored: path => IGNORED_NAME.test(basename(path)) || /[\\/]node_modules([\\/]|$)/.test(path)
    })
    this.listen(this.watcher)
    const { named } = options
    if (named) {
      this.named = watch(named.dir, {
        ignoreInitial: true,
        depth: 0,
        followSymlinks: false,
        ignored: path => path !== named.dir && !named.names.has(basename(path))
      })
      this.listen(this.named)
    }
  }

  private listen(watcher: FSWatcher): void {
    watcher.on('all', (event, path) => {
      trace(`watch: ${event} ${path}`)
      if (event === 'add' || event === 'addDir') this.queue(path, 'add')
      else if (event === 'change') this.queue(path, 'change')
      else if (event === 'unlink' || event === 'unlinkDir') this.queue(path, 'unlink')
      if (event === 'add' || event === 'change') this.verifyLater(path)
    })
    // A watch error (a folder removed under the watcher, too many watches) must not end the process.
    watcher.on('error', () => {})
  }

  /** Resolves once the initial scan is done and changes are reported. */
  ready(): Promise<void> {
    const ready = (watcher?: FSWatcher) =>
      new Promise<void>(resolve => (watcher ? watcher.once('ready', () => resolve()) : resolve()))
    return Promise.all([ready(this.watcher), ready(this.named)]).then(() => {})
  }

  /** Watches more paths (local imports of pages as they are discovered); known ones are ignored. */
  add(paths: string[]): void {
    if (paths.length) this.watcher.add(paths)
  }

  /**
   * Reports changes found otherwise (`catch-up.ts`) as if the watcher had seen them; a path it has seen
   * change itself is left to it (its batch reads the file as it is now).
   */
  inject(changes: Iterable<[string, ChangeKind]>): void {
    for (const [path, kind] of changes) if (!this.pending.has(path) && !this.processed.has(path)) this.queue(path, kind)
  }

  unwatch(paths: string[]): void {
    if (paths.length) this.watcher.unwatch(paths)
  }

  /**
   * chokidar drops a `change` that follows another of the same file within 50 ms (its `_throttle`
   * has no trailing call), so a quick second save would never be seen. Each event is checked
   * again after that window: if the file moved on since the batch that processed it, it is queued
   * once more.
   */
  private verifyLater(path: string): void {
    setTimeout(async () => {
      if (this.pending.has(path)) return this.verifyLater(path)
      const now = await stat(path).catch(() => undefined)
      if (!now || signatureOf(now) === this.processed.get(path)) return
      this.queue(path, 'change')
      this.verifyLater(path)
    }, VERIFY_AFTER_MS).unref()
  }

  private queue(path: string, kind: ChangeKind): void {
    if (this.pending.size === 0) this.firstPending = Date.now()
    this.pending.set(path, kind)
    this.schedule()
    try {
      this.onEvent?.(path, kind)
    } catch {
      // Only a head start: the batch does the work anyway.
    }
  }

  private schedule(): void {
    if (this.running) return
    clearTimeout(this.timer)
    const waited = Date.now() - this.firstPending
    this.timer = setTimeout(() => this.flush(), Math.max(0, Math.min(this.quietMs, this.maxWaitMs - waited)))
  }

  private flush(): void {
    const batch = this.pending
    this.pending = new Map()
    this.running = this.remember(batch)
      .then(() => this.onBatch(batch))
      .catch(() => {})
      .finally(() => {
        this.running = undefined
        if (this.pending.size) this.schedule()
      })
  }

  /** What each file of a batch is as it is processed (what `verifyLater` compares with). */
  private async remember(batch: ChangeBatch): Promise<void> {
    await Promise.all(
      [...batch.keys()].map(async path => {
        const now = await stat(path).catch(() => undefined)
        if (now) this.processed.set(path, signatureOf(now))
        else this.processed.delete(path)
      })
    )
  }

  /** Resolves when no batch is queued or running (for shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  async close(): Promise<void> {
    clearTimeout(this.timer)
    await Promise.all([this.watcher.close(), this.named?.close()])
    await this.idle()
  }
}
