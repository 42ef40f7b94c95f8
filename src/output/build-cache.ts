import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Bump when the cached shapes change: entries of another format are ignored. */
const CACHE_FORMAT = 1

export const sha256 = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

interface Envelope {
  format: number
  version: string
  key: string
  /** sha256 of `payload`: a truncated or edited entry fails the check and is ignored. */
  checksum: string
  payload: string
}

/**
 * The persistent build cache (`<site>/node_modules/.cache/guildsite` by default). Entries are keyed by
 * content hashes and carry guildsite's version and a checksum; anything that does not match —
 * another version, a corrupted file — is ignored, never trusted.
 */
export class BuildCache {
  private written = new Set<string>()
  hits = 0
  misses = 0

  constructor(
    private readonly dir: string,
    private readonly version: string,
    readonly enabled = true
  ) {}

  private path(bucket: string, key: string): string {
    return join(this.dir, bucket, key.slice(0, 2), `${key}.json`)
  }

  async get(bucket: string, key: string): Promise<string | undefined> {
    if (!this.enabled) return undefined
    try {
      const envelope = JSON.parse(await readFile(this.path(bucket, key), 'utf8')) as Envelope
      if (envelope.format === CACHE_FORMAT && envelope.version === this.version && envelope.key === key && sha256(envelope.payload) === envelope.checksum) {
        this.hits++
        return envelope.payload
      }
    } catch {
      // Missing or unreadable: a miss.
    }
    this.misses++
    return undefined
  }

  async set(bucket: string, key: string, payload: string): Promise<void> {
    if (!this.enabled || this.written.has(`${bucket}/${key}`)) return
    this.written.add(`${bucket}/${key}`)
    const file = this.path(bucket, key)
    const envelope: Envelope = { format: CACHE_FORMAT, version: this.version, key, checksum: sha256(payload), payload }
    try {
      await mkdir(join(file, '..'), { recursive: true })
      // Write then rename: a build killed mid-write never leaves a half entry under the real name.
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, JSON.stringify(envelope))
      await rename(temp, file)
    } catch {
      // A read-only cache folder only costs speed.
    }
  }
}
