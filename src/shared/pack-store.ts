import { hash as oneShotHash, randomBytes } from 'node:crypto'
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeSync,
  writevSync
} from 'node:fs'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { crc32 } from 'node:zlib'

/** Where an entry is: its pack file, offset, length and the CRC-32 of its bytes. */
type Location = [file: string, offset: number, length: number, crc: number]

const hashOf = (key: string) => oneShotHash('sha256', key, 'hex')

/** A held writer writes once it holds this many bytes (or when the hold ends). */
const HELD_BYTES = 1 << 20
/** How many holds this thread has open (`holdAppends`), and the stores holding entries meanwhile. */
let holds = 0
const holding = new Set<PackStore>()

/**
 * While a hold is open, every store of this thread keeps its new entries in memory and writes them
 * ~1 MB at a time (one `writev` for the pack, one `write` for the index), instead of two `write`
 * calls an entry: a page worker of a cold build stores each page's compile result and each new code
 * block, ~3,000 entries a worker at 1,000 pages. `releaseAppends` closes the hold; the last one to
 * close writes what is held, so a reader told after it (the main thread, once a worker's last result
 * arrives) finds every entry on disk. An entry held is read back from memory by its own store.
 */
export function holdAppends(): void {
  holds++
}

/** Closes a hold (`holdAppends`); the last one writes every store's held entries. */
export function releaseAppends(): void {
  if (holds > 0 && --holds > 0) return
  for (const store of holding) store.flush()
  holding.clear()
}

/**
 * An append-only key → text store in one folder, for the persistent caches. Each writer (a process
 * or a worker thread) appends its new entries to a pack file of its own (`<writer>.pack`: the key's
 * hash, a newline, the text) and one line per entry to its index (`<writer>.idx`: hash, offset, length,
 * CRC-32); a reader loads every index once. One file per entry cost a cold 1,000-page build of the
 * shared bench ~8 of its 52 CPU-s (mkdir, open, write, rename for ~4,000 entries: issue 24); an append
 * is one `write` call, and a cold build (no folder yet) reads nothing at all. Anything that does not
 * check out — a short or edited entry, another key's — is a miss, never trusted; two processes never
 * write the same file. `compact` drops dead entries once they are most of the store.
 */
export class PackStore {
  private index?: Map<string, Location>
  private readers = new Map<string, number>()
  private writer?: {
    pack: number
    idx: number
    file: string
    /** Where the next entry goes in the pack (held entries included). */
    offset: number
    /** Entries not written yet (`holdAppends`), by offset, and their index lines. */
    held: Map<number, Buffer>
    heldLines: string[]
    heldBytes: number
  }

  constructor(readonly dir: string) {}

  private load(): Map<string, Location> {
    if (this.index) return this.index
    this.index = new Map()
    let names: string[]
    try {
      names = readdirSync(this.dir).filter(name => name.endsWith('.idx'))
    } catch {
      return this.index // no folder: a cold cache
    }
    for (const name of names.sort()) {
      let text: string
      try {
        text = readFileSync(join(this.dir, name), 'utf8')
      } catch {
        continue
      }
      const file = join(this.dir, name.slice(0, -4) + '.pack')
      for (const line of text.split('\n')) {
        const [hash, offset, length, crc] = line.split(' ')
        // (A line cut short by a killed writer has fewer fields, or a CRC that will not match.)
        if (hash?.length === 64 && crc !== undefined)
          this.index.set(hash, [file, Number(offset), Number(length), Number(crc)])
      }
    }
    return this.index
  }

  get(key: string): string | undefined {
    const hash = hashOf(key)
    const location = this.load().get(hash)
    const bytes = location && this.read(hash, location)
    return bytes ? bytes.toString('utf8', bytes.indexOf(0x0a) + 1) : undefined
  }

  /** The bytes of an entry (hash, newline, text), or undefined when they do not check out. */
  private read(hash: string, [file, offset, length, crc]: Location): Buffer | undefined {
    const held = file === this.writer?.file ? this.writer.held.get(offset) : undefined
    if (held) return held
    try {
      let fd = this.readers.get(file)
      if (fd === undefined) this.readers.set(file, (fd = openSync(file, 'r')))
      const bytes = Buffer.allocUnsafe(length)
      if (readSync(fd, bytes, 0, length, offset) !== length || crc32(bytes) !== crc) return undefined
      return bytes.toString('latin1', 0, bytes.indexOf(0x0a)) === hash ? bytes : undefined
    } catch {
      return undefined
    }
  }

  set(key: string, text: string): void {
    const hash = hashOf(key)
    if (!this.load().has(hash)) this.append(hash, Buffer.from(`${hash}\n${text}`))
  }

  /** Appends one entry (its bytes: the hash, a newline, the text) to this writer's pack. */
  private append(hash: string, bytes: Buffer): void {
    const index = this.load()
    try {
      if (!this.writer) {
        mkdirSync(this.dir, { recursive: true })
        const name = `${process.pid}-${threadId}-${randomBytes(4).toString('hex')}`
        const file = join(this.dir, `${name}.pack`)
        this.writer = {
          pack: openSync(file, 'a'),
          idx: openSync(join(this.dir, `${name}.idx`), 'a'),
          file,
          offset: 0,
          held: new Map(),
          heldLines: [],
          heldBytes: 0
        }
      }
      const writer = this.writer
      const crc = crc32(bytes)
      const line = `${hash} ${writer.offset} ${bytes.length} ${crc}\n`
      index.set(hash, [writer.file, writer.offset, bytes.length, crc])
      if (holds > 0) {
        writer.held.set(writer.offset, bytes)
        writer.heldLines.push(line)
        writer.heldBytes += bytes.length
        writer.offset += bytes.length
        holding.add(this)
        if (writer.heldBytes >= HELD_BYTES) this.flush()
        return
      }
      writeSync(writer.pack, bytes)
      // The index line follows the entry: a reader never finds a line whose bytes are not there yet.
      writeSync(writer.idx, line)
      writer.offset += bytes.length
    } catch {
      // A read-only cache folder only costs speed.
    }
  }

  /** Writes the entries held (`holdAppends`): the pack's bytes first, then their index lines. */
  flush(): void {
    const writer = this.writer
    if (!writer?.heldLines.length) return
    const buffers = [...writer.held.values()]
    const lines = writer.heldLines.join('')
    writer.held = new Map()
    writer.heldLines = []
    writer.heldBytes = 0
    try {
      // (writev may write less than asked: what is left goes with plain writes.)
      let written = writevSync(writer.pack, buffers)
      for (const buffer of buffers) {
        if (written >= buffer.length) {
          written -= buffer.length
          continue
        }
        writeSync(writer.pack, buffer, written)
        written = 0
      }
      writeSync(writer.idx, lines)
    } catch {
      // A read-only cache folder only costs speed.
    }
  }

  /**
   * Drops what is not in `keep` once it is most of the store, or once the store has more than
   * `maxWriters` packs (every build that compiles something adds one): the live entries are copied
   * into one new pack and every other pack goes. A store of n live entries stays under ~2n entries
   * and a bounded number of files however many builds ran.
   */
  compact(keep: Iterable<string>, maxWriters = 32): void {
    const index = this.load()
    const live = new Set([...keep].map(hashOf))
    let total = 0
    let liveBytes = 0
    const packs = new Set<string>()
    for (const [hash, [file, , length]] of index) {
      total += length
      packs.add(file)
      if (live.has(hash)) liveBytes += length
    }
    if (total <= 2 * liveBytes && packs.size <= maxWriters) return
    // A new pack of the live entries, copied one at a time; then every other pack goes.
    this.closeWriter()
    this.index = new Map()
    for (const hash of live) {
      const location = index.get(hash)
      const bytes = location && this.read(hash, location)
      if (bytes) this.append(hash, bytes)
    }
    for (const fd of this.readers.values()) closeSync(fd)
    this.readers.clear()
    for (const file of packs) {
      if (file === this.writer?.file) continue
      rmSync(file, { force: true })
      rmSync(`${file.slice(0, -5)}.idx`, { force: true })
    }
  }

  /** Closes the files (a process that ends closes them anyway). */
  close(): void {
    for (const fd of this.readers.values()) closeSync(fd)
    this.readers.clear()
    this.closeWriter()
    this.index = undefined
  }

  private closeWriter(): void {
    this.flush()
    holding.delete(this)
    if (this.writer) {
      closeSync(this.writer.pack)
      closeSync(this.writer.idx)
    }
    this.writer = undefined
  }
}
