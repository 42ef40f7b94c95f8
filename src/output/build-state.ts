import { statSync } from 'node:fs'
import { mkdir, open, readFile, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { sha256 } from './build-cache.js'

/** Bump when the shape changes: a state of another format is ignored. */
const STATE_FORMAT = 3

/** What the previous build wrote for one output file, to know it is still that file. */
export interface OutputFileRecord {
  /** The key its content was made from (render key of a route, search key of an index file). */
  key: string
  size: number
  mtimeMs: number
  /** Local files a bundled page module included, with their content hash. */
  deps?: [string, string][]
}

/**
 * What the state keeps of a page's compile result: neither its module (code or static content, a page
 * to render again takes it from the compile cache) nor its search text (80 % of the rest: the search
 * stage keeps each page counted, build.ts `search-terms`).
 */
export type PageFacts = Omit<CompiledMdx, 'code' | 'staticContent' | 'searchSections'>

/**
 * The previous successful build into one output folder: each page file's compile key and facts
 * (without its module code) and what each output file was made from. A build whose inputs did not
 * change for a page takes its facts from here and links its HTML from the previous output instead
 * of reading caches and writing it again — what makes a warm or one-page build fast (the shared
 * workload: 2.0 and 2.7 CPU-s, against 24.0 cold — bench/RESULTS.md, `npm run bench`).
 */
export interface BuildState {
  /** Page path → compile key and facts. */
  pages: Record<string, { key: string; facts: PageFacts }>
  /** Output path (relative to the output folder) → what it was made from. */
  files: Record<string, OutputFileRecord>
  /** The search index: the key of its inputs and its files (recorded in `files` by content). */
  search?: { key: string; paths: string[] }
  /** The files copied from the public folder. */
  public?: string[]
}

/** The first line of a kept file (the state, the search counts, the source records); the payload follows on the next line, as it is. */
interface Header {
  format: number
  version: string
  outRoot: string
  /**
   * CRC-32 of the payload's bytes: a truncated or damaged state fails the check and is ignored (a
   * corruption check, not a signature: on the shared workload's 2.1 MB state, sha256 costs ~1.5 ms a
   * read and CRC-32 ~0.5 — it was ~35 ms when the state held 7 MB of search text).
   */
  crc32: number
}

/** Where the state of the builds into `outRoot` is kept (`kind` `state`, or what else a build keeps for the next one). */
export const buildStatePath = (cacheDir: string, outRoot: string, kind = 'state') =>
  join(cacheDir, kind, `${sha256(outRoot).slice(0, 16)}.json`)

/**
 * What the previous build into `outRoot` kept in the file of `kind`, as bytes, or undefined: none,
 * another format or version, or corrupted (never trusted). One header line, then the bytes as they are.
 */
export async function readKeptBytes(
  cacheDir: string,
  outRoot: string,
  version: string,
  kind: string,
  format: number
): Promise<Buffer | undefined> {
  try {
    return keptPayload(await readFile(buildStatePath(cacheDir, outRoot, kind)), { format, version, outRoot })
  } catch {
    return undefined
  }
}

/**
 * The payload of a kept file's `bytes` (its header line, then the payload) when the header is
 * `expected` and the payload's CRC-32 its own; undefined otherwise (never trusted).
 */
export function keptPayload(bytes: Buffer, expected: Omit<Header, 'crc32'>): Buffer | undefined {
  const newline = bytes.indexOf(0x0a)
  if (newline < 0) return undefined
  let header: Header
  try {
    header = JSON.parse(bytes.toString('utf8', 0, newline)) as Header
  } catch {
    return undefined
  }
  const payload = bytes.subarray(newline + 1)
  return header.format === expected.format &&
    header.version === expected.version &&
    header.outRoot === expected.outRoot &&
    crc32(payload) === header.crc32
    ? payload
    : undefined
}

/**
 * The header line a kept `payload` is written after (see `keptPayload`): padded so that the payload
 * starts 8-byte aligned in the file (and in the buffer it is read into), so that a reader may view it
 * as wider integers without copying it first (kept-search.ts).
 */
export function keptHead(header: Omit<Header, 'crc32'>, payload: Uint8Array | readonly Uint8Array[]): Buffer {
  const sum = payload instanceof Uint8Array ? crc32(payload) : payload.reduce((value, part) => crc32(part, value), 0)
  const line = JSON.stringify({ ...header, crc32: sum } satisfies Header)
  return Buffer.from(`${line.padEnd(line.length + 7 - ((line.length + 8) % 8))}\n`)
}

/** `readKeptBytes` as text. */
export async function readKeptText(
  cacheDir: string,
  outRoot: string,
  version: string,
  kind: string,
  format: number
): Promise<string | undefined> {
  return (await readKeptBytes(cacheDir, outRoot, version, kind, format))?.toString('utf8')
}

/** `readKeptText` of a value `keep` kept as JSON. */
export async function readKept<T>(
  cacheDir: string,
  outRoot: string,
  version: string,
  kind: string,
  format: number
): Promise<T | undefined> {
  const text = await readKeptText(cacheDir, outRoot, version, kind, format)
  return text === undefined ? undefined : (JSON.parse(text) as T)
}

/**
 * Keeps `payload` for the next build into `outRoot` (see `readKeptBytes`). A read-only cache only costs
 * speed. `payload` may be given in parts (the file holds them one after the other): they are written
 * as they are, never joined into one buffer first.
 */
export async function keepBytes(
  cacheDir: string,
  outRoot: string,
  version: string,
  kind: string,
  format: number,
  payload: Uint8Array | readonly Uint8Array[]
): Promise<void> {
  const file = buildStatePath(cacheDir, outRoot, kind)
  try {
    await mkdir(join(file, '..'), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    const handle = await open(temp, 'w')
    try {
      // Header and payload in one call, the payload not copied: the kept search is 15 MB at 1,000 pages
      // in ~3 parts a page, 146 MB at 10,000, where joining them first cost the main thread ~60 ms more
      // and 146 MB more memory (bench/RESULTS.md, "Session 23, speedmain"). libuv writes a list
      // longer than the system's limit of buffers a write takes in turns.
      const parts = payload instanceof Uint8Array ? [payload] : payload
      const head = keptHead({ format, version, outRoot }, payload)
      const { bytesWritten } = await handle.writev([head, ...parts])
      if (bytesWritten !== parts.reduce((sum, part) => sum + part.length, head.length)) throw new Error('short write')
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch {
    // Without it the next build does the work again.
  }
}

/** Keeps `text` (see `keepBytes`). */
export const keepText = (
  cacheDir: string,
  outRoot: string,
  version: string,
  kind: string,
  format: number,
  text: string
): Promise<void> => keepBytes(cacheDir, outRoot, version, kind, format, Buffer.from(text))

/** Keeps `value` as JSON (see `keepText`). */
export const keep = (
  cacheDir: string,
  outRoot: string,
  version: string,
  kind: string,
  format: number,
  value: unknown
): Promise<void> => keepText(cacheDir, outRoot, version, kind, format, JSON.stringify(value))

/** The state of the previous build into `outRoot`, or undefined (see `readKept`). */
export const readBuildState = (cacheDir: string, outRoot: string, version: string) =>
  readKept<BuildState>(cacheDir, outRoot, version, 'state', STATE_FORMAT)

/** Saves the state of a build that has just been switched in at `outRoot`. */
export const writeBuildState = (cacheDir: string, outRoot: string, version: string, state: BuildState) =>
  keep(cacheDir, outRoot, version, 'state', STATE_FORMAT, state)

/** The key of a file that is nothing but its content (client assets, navigation file, search index…). */
export const contentKey = (content: string | Uint8Array): string => `content:${sha256(content)}`

/**
 * Moves the files of `files` (those `which` selects) that the previous output holds byte for byte and
 * untouched since (same content key, same size and date) to `links`: they are not written again,
 * which an in-place update would otherwise do for every asset and search file of every build.
 * Returns the content key of each selected file, for the next state.
 */
export async function linkUnchanged(
  state: BuildState | undefined,
  outRoot: string,
  files: Map<string, string | Uint8Array>,
  links: Map<string, string>,
  which: (path: string) => boolean = () => true
): Promise<Map<string, string>> {
  const keys = new Map<string, string>()
  await Promise.all(
    [...files].map(async ([path, content]) => {
      if (!which(path)) return
      const key = contentKey(content)
      keys.set(path, key)
      if (state?.files[path]?.key !== key || !(await isReusable(state, outRoot, path, key, async () => ''))) return
      files.delete(path)
      links.set(path, join(outRoot, path))
    })
  )
  return keys
}

/**
 * The content key of `path` when the previous output holds it as a file that is nothing but its content
 * (`contentKey`), untouched since (same size and date); otherwise undefined.
 */
export function untouchedContentKey(state: BuildState | undefined, outRoot: string, path: string): string | undefined {
  const record = state?.files[path]
  if (!record?.key.startsWith('content:')) return undefined
  return untouched(state!, outRoot, path, record) ? record.key : undefined
}

/**
 * The files of each previous state that this build found untouched (and so links, never writes): the
 * next state takes their records as they are (`verifiedRecord`) instead of asking the disk again —
 * 2,500 of the 7,500 `stat` calls of a one-page build of the shared workload.
 */
const verified = new WeakMap<BuildState, Set<string>>()

/** Whether the previous output holds `path` as `record` says (same size and date), remembered when it does. */
function untouched(state: BuildState, outRoot: string, path: string, record: OutputFileRecord): boolean {
  if (verified.get(state)?.has(path)) return true
  const now = recordOf(outRoot, path, record.key)
  if (!now || now.size !== record.size || now.mtimeMs !== record.mtimeMs) return false
  let paths = verified.get(state)
  if (!paths) verified.set(state, (paths = new Set()))
  paths.add(path)
  return true
}

/** The previous build's record of `path` with content key `key` when this build found that file untouched. */
export function verifiedRecord(state: BuildState | undefined, path: string, key: string): OutputFileRecord | undefined {
  const record = state?.files[path]
  return record?.key === key && verified.get(state!)?.has(path) ? record : undefined
}

/**
 * The record of `path` in the output folder as it is now (size and modification time). Synchronous:
 * a build checks every page's file: for the shared workload's 1,005 pages, `stat` through the thread
 * pool costs 13–47 ms of CPU where these cost 10–22 (three runs at load 25).
 */
export function recordOf(
  outRoot: string,
  path: string,
  key: string,
  deps?: [string, string][]
): OutputFileRecord | undefined {
  try {
    const info = statSync(join(outRoot, path))
    return { key, size: info.size, mtimeMs: info.mtimeMs, ...(deps?.length ? { deps } : {}) }
  } catch {
    return undefined
  }
}

/**
 * Whether the previous output still holds `path` exactly as the previous build wrote it from `key`
 * (same size and modification time: nobody edited it since), with its dependencies unchanged.
 */
export async function isReusable(
  state: BuildState | undefined,
  outRoot: string,
  path: string,
  key: string,
  hashOf: (file: string) => Promise<string>
): Promise<boolean> {
  const record = state?.files[path]
  if (!record || record.key !== key || !untouched(state!, outRoot, path, record)) return false
  if (!record.deps) return true
  const hashes = await Promise.all(record.deps.map(([dep]) => hashOf(dep)))
  return record.deps.every(([, hash], i) => hashes[i] === hash)
}
