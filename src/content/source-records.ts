import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync, type Stats } from 'node:fs'
import { dirname, join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { deserialize, serialize } from 'node:v8'
import { keptHead, keptPayload } from '../output/build-state.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { decodeSource } from './read-page.js'
import { textHash } from './source-marks.js'
import type { PageSource, SourceFile } from './types.js'

// What make, git and tsc do: a record per source file — its size, times and inode, and what the build
// derived from its text — kept by a successful build, so that the next one stats an unchanged file
// instead of reading, decoding and parsing it. A record is used only when the file's stat is exactly
// the recorded one; a record whose file changed too close to the moment it was taken is never kept
// ("racy", as git calls it: see `racy`). No record (none, another code version, a corrupt file) means
// every file is read, as without records.

const FORMAT = 3

/**
 * How much older than the build's first stat a file's times must be for what was read from it to be
 * recorded. A write stamps the file with the kernel's coarse clock (one tick, ~4 ms, behind the real
 * one), so a write that lands after the stat can carry the very times the stat saw only when those times
 * are within a tick of it; 100 ms leaves a wide margin. Times without a fraction of a second (FAT, HFS+,
 * ext3 and some network filesystems keep whole or even seconds) get two seconds.
 */
export const RACY_MARGIN_MS = 100
const COARSE_MARGIN_MS = 2100

export interface FileStamp {
  size: number
  mtimeMs: number
  ctimeMs: number
  ino: number
}

export const stampOf = (stats: Stats): FileStamp => ({
  size: stats.size,
  mtimeMs: stats.mtimeMs,
  ctimeMs: stats.ctimeMs,
  ino: stats.ino
})

type Kind = 'page' | 'meta'

/**
 * One record: the file's stamp and what was derived from its text, as JSON taken when it was recorded
 * (what the build does with the values later cannot change it; a thousand small `JSON.parse` calls
 * cost less than half of as many `v8.deserialize` calls).
 */
type Entry = [kind: Kind, size: number, mtimeMs: number, ctimeMs: number, ino: number, facts: string]

/** The facts a page's record keeps: everything of a `PageSource` but the file, its name and its text. */
export type PageFacts = Omit<PageSource, 'file' | 'display' | 'source'>

export const recordsPath = (cacheDir: string, outRoot: string) =>
  join(cacheDir, 'sources', `${createHash('sha256').update(outRoot).digest('hex').slice(0, 16)}.bin`)

/**
 * The records of the previous successful build into the same output folder (read once, when the
 * build starts looking at the files), and those this build keeps (`save`).
 */
export class SourceRecords {
  /** When this build started looking at the files: before its first stat. */
  readonly since = Date.now()
  private readonly next = new Map<string, Entry>()
  /** Problems found reading a recorded page's text later in the build (`recordedPage`). */
  readonly problems: Diagnostic[] = []

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly outRoot: string,
    private readonly previous: Map<string, Entry>
  ) {}

  /** Opens the records kept for `outRoot`: none when there are none, or of another format or version, or damaged. */
  static open(cacheDir: string, outRoot: string, version: string): SourceRecords {
    const file = recordsPath(cacheDir, outRoot)
    let previous = new Map<string, Entry>()
    try {
      const payload = keptPayload(readFileSync(file), { format: FORMAT, version, outRoot })
      if (payload) previous = new Map(deserialize(payload) as [string, Entry][])
    } catch {
      // No records: every file is read.
    }
    return new SourceRecords(file, version, outRoot, previous)
  }

  /** What was recorded from the file at `path`, when its stat is still the recorded one; kept for the next build. */
  recorded<T>(kind: Kind, path: string, stamp: FileStamp): T | undefined {
    const entry = this.previous.get(path)
    if (
      !entry ||
      entry[0] !== kind ||
      entry[1] !== stamp.size ||
      entry[2] !== stamp.mtimeMs ||
      entry[3] !== stamp.ctimeMs ||
      entry[4] !== stamp.ino
    )
      return undefined
    let facts: T
    try {
      facts = JSON.parse(entry[5]) as T
    } catch {
      return undefined
    }
    this.next.set(path, entry)
    return facts
  }

  /**
   * Records what was derived from the file at `path`, read after the stat `stamp` was taken; not when
   * the file changed too recently to tell a later write from this one (`racy`), nor when the facts
   * would not come back exactly as they are (only plain JSON data is kept: a value YAML reads as
   * `.nan` or `.inf`, say, makes its page read at every build).
   */
  record(kind: Kind, path: string, stamp: FileStamp, facts: unknown): void {
    if (this.racy(stamp)) return
    const json = JSON.stringify(facts)
    if (!isDeepStrictEqual(JSON.parse(json), facts)) return
    this.next.set(path, [kind, stamp.size, stamp.mtimeMs, stamp.ctimeMs, stamp.ino, json])
  }

  /** True when the file's times are not safely older than this build's first stat. */
  racy(stamp: FileStamp): boolean {
    const coarse = stamp.mtimeMs % 1000 === 0 && stamp.ctimeMs % 1000 === 0
    const limit = this.since - (coarse ? COARSE_MARGIN_MS : RACY_MARGIN_MS)
    return !(stamp.mtimeMs < limit && stamp.ctimeMs < limit)
  }

  /** Keeps this build's records (files gone since are dropped); a failure only costs the next build its reads. */
  save(): void {
    // Every record carried over, none new and none dropped: the file holds them already.
    if (
      this.next.size === this.previous.size &&
      [...this.next].every(([path, entry]) => this.previous.get(path) === entry)
    )
      return
    try {
      const payload = serialize([...this.next])
      const head = keptHead({ format: FORMAT, version: this.version, outRoot: this.outRoot }, payload)
      mkdirSync(dirname(this.file), { recursive: true })
      const temp = `${this.file}.${process.pid}.tmp`
      writeFileSync(temp, Buffer.concat([head, payload]))
      renameSync(temp, this.file)
    } catch {
      // Without records the next build reads every file.
    }
  }
}

/** A page's text as a diagnostic-free decode, or the problem of reading it. */
export function readSourceFile(path: string, display: string): { source?: string; diagnostic?: Diagnostic } {
  let bytes: Buffer
  try {
    bytes = readFileSync(path)
  } catch (error) {
    // Listed by the scan, gone (or unreadable) by now: an editor's save, a checkout running.
    const code = (error as NodeJS.ErrnoException).code
    const message =
      code === 'ENOENT'
        ? 'File was removed while the build was reading the content folder'
        : `File cannot be read (${code ?? String(error)})`
    return { diagnostic: diagnostic('FILE_VANISHED', message, { file: display, line: 1, column: 1 }) }
  }
  return decodeSource(bytes, display)
}

/**
 * A page unchanged since its record: its facts, and its text read on first use. A text that is not
 * the recorded one any more (the file changed after this build's stat) is an error of the build
 * (`FILE_CHANGED`, in `problems`): no output mixes what two versions of a file say.
 */
export function recordedPage(file: SourceFile, display: string, facts: PageFacts, problems: Diagnostic[]): PageSource {
  let text: string | undefined
  const read = (): string => {
    const { source, diagnostic: problem } = readSourceFile(file.path, display)
    if (problem) problems.push(problem)
    else if (textHash(source!) !== facts.marks.hash)
      problems.push(
        diagnostic('FILE_CHANGED', 'File changed while the build was running', { file: display, line: 1, column: 1 })
      )
    return source ?? ''
  }
  return {
    file,
    display,
    // (An own, enumerable getter: a copy sent to a worker thread carries the text.)
    get source(): string {
      return (text ??= read())
    },
    frontMatter: facts.frontMatter,
    frontMatterEnd: facts.frontMatterEnd,
    bodyLine: facts.bodyLine,
    firstHeading: facts.firstHeading,
    marks: facts.marks
  }
}
