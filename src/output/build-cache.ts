import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { PackStore } from '../shared/pack-store.js'

export const sha256 = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** Bump when the cached shapes change: entries of another format are in another folder. */
const CACHE_FORMAT = 2

/**
 * The persistent build cache (`<site>/node_modules/.cache/guildsite` by default): one append-only
 * pack store per bucket and guildsite version (`<bucket>/<format>-<version>/`, see `PackStore`),
 * entries keyed by content hashes. Anything that does not check out is ignored, never trusted.
 */
export class BuildCache {
  private stores = new Map<string, PackStore>()
  hits = 0
  misses = 0

  constructor(
    private readonly dir: string,
    private readonly version: string,
    readonly enabled = true
  ) {}

  /**
   * The folder of `bucket`'s pack store: what writes there from another thread (the workers'
   * highlighted blocks) opens its own `PackStore` on it, under the same format and version.
   */
  storeDir(bucket: string): string {
    return join(this.dir, bucket, `${CACHE_FORMAT}-${this.version.slice(0, 16)}`)
  }

  private store(bucket: string): PackStore {
    let store = this.stores.get(bucket)
    if (!store) this.stores.set(bucket, (store = new PackStore(this.storeDir(bucket))))
    return store
  }

  async get(bucket: string, key: string): Promise<string | undefined> {
    const payload = this.enabled ? this.store(bucket).get(key) : undefined
    if (payload === undefined) this.misses++
    else this.hits++
    return payload
  }

  async set(bucket: string, key: string, payload: string): Promise<void> {
    if (this.enabled) this.store(bucket).set(key, payload)
  }

  /** Reads `bucket`'s indexes again: other threads (the page workers) have appended entries to its folder. */
  reload(bucket: string): void {
    this.stores.get(bucket)?.close()
    this.stores.delete(bucket)
  }

  /** Drops the entries of `bucket` not in `keep` once they are most of it (see `PackStore.compact`). */
  compact(bucket: string, keep: Iterable<string>): void {
    if (this.enabled) this.store(bucket).compact(keep)
  }

  /** Closes the stores' files. */
  close(): void {
    for (const store of this.stores.values()) store.close()
    this.stores.clear()
  }
}
