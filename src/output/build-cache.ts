import { hash } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PackStore } from '../shared/pack-store.js'

/**
 * sha256 of the parts, each followed by a NUL, in hex. One-shot (`crypto.hash`): most keys are a few
 * short strings, for which a `Hash` object cost several times the hashing (1,000 keys of 7 parts: 19
 * ms against 2.8 the first time, as a build calls it).
 */
export const sha256 = (...parts: (string | Uint8Array)[]): string => {
  if (parts.every(part => typeof part === 'string'))
    return hash('sha256', parts.length ? `${parts.join('\0')}\0` : '', 'hex')
  const nul = Buffer.from([0])
  return hash(
    'sha256',
    Buffer.concat(parts.flatMap(part => [typeof part === 'string' ? Buffer.from(part) : part, nul])),
    'hex'
  )
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

  /**
   * Removes every bucket's stores of other guildsite versions or cache formats: their keys include
   * their version, so nothing of this one's reads them. Without it the cache of a site built by
   * successive versions kept every version's entries (116 MB, 94.5 of it old compile results, on a
   * 1,000-page site rebuilt by a day's builds of the package, against 45.5 MB after one cold build).
   * A process of another version still reading one finds misses, never wrong entries.
   */
  dropOtherVersions(): void {
    if (!this.enabled) return
    const current = `${CACHE_FORMAT}-${this.version.slice(0, 16)}`
    let buckets: string[]
    try {
      buckets = readdirSync(this.dir)
    } catch {
      return
    }
    for (const bucket of buckets) {
      let stores: string[]
      try {
        stores = readdirSync(join(this.dir, bucket))
      } catch {
        continue // a file, not a bucket
      }
      for (const store of stores)
        if (/^\d+-[0-9a-f]{16}$/.test(store) && store !== current)
          rmSync(join(this.dir, bucket, store), { recursive: true, force: true })
    }
  }

  /** Closes the stores' files. */
  close(): void {
    for (const store of this.stores.values()) store.close()
    this.stores.clear()
  }
}
