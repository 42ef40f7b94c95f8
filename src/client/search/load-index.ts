import { SearchEngine, SearchIndexError } from '../../shared/search/engine.js'
import { readSearchFile } from '../../shared/search/format.js'
import type { ByteRange } from '../../shared/search/index-files.js'

// The lazily fetched half of search (minisearch and the index reader): main.js imports this module
// with a dynamic import on first use, so pages that never search never download it.

const engines = new Map<string, Promise<SearchEngine>>()

/** Packs whose server answered a range with the whole file: URL → its bytes, for their other members. */
const wholePacks = new Map<string, Uint8Array>()

/** The file at `url`, or its bytes at `range` (a member of a pack, format.ts `searchMember`). */
async function fetchBytes(url: string, range?: ByteRange): Promise<Uint8Array> {
  const whole = range && wholePacks.get(url)
  if (range && whole) return whole.subarray(range.start, range.end)
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...(range && { headers: { Range: `bytes=${range.start}-${range.end - 1}` } })
    })
  } catch (error) {
    throw new SearchIndexError(`${url}: ${(error as Error).message}`)
  }
  if (!response.ok) throw new SearchIndexError(`${url}: HTTP ${response.status}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (!range) return bytes
  if (response.status === 206) {
    if (bytes.length !== range.end - range.start) throw new SearchIndexError(`${url}: not the range asked for`)
    return bytes
  }
  // A server without ranges (or one that compressed the answer) sent the whole pack.
  wholePacks.set(url, bytes)
  return bytes.subarray(range.start, range.end)
}

async function fetchJson(url: string, range?: ByteRange): Promise<unknown> {
  const bytes = await fetchBytes(url, range)
  try {
    return await readSearchFile(bytes)
  } catch {
    throw new SearchIndexError(`${url}: not JSON`)
  }
}

/** How often a dev index (its manifest says `dev: true`: it grows and changes) is checked again. */
const DEV_RECHECK_MS = 400

/** Dev manifests: URL → when last checked and the core it named. */
const dev = new Map<string, { checked: number; core: unknown }>()

function load(absolute: string, manifest?: Record<string, unknown>): Promise<SearchEngine> {
  const engine = SearchEngine.load(absolute, async (url, range) => {
    const data = url === absolute && manifest ? manifest : await fetchJson(url, range)
    if (url === absolute && (data as { dev?: unknown }).dev === true)
      dev.set(absolute, { checked: Date.now(), core: (data as { core?: unknown }).core })
    return data
  })
  engines.set(absolute, engine)
  engine.catch(error => {
    if (engines.get(absolute) === engine) engines.delete(absolute)
    console.error(error instanceof SearchIndexError ? `${error.message}: ${error.reason}` : error)
  })
  return engine
}

/**
 * The index whose manifest is at `url` (one per locale), fetched once and kept for the page's
 * lifetime. A failed load is forgotten, so the next use tries again. The dev server's index grows
 * while it builds in the background and changes on edits: its manifest is fetched again at most
 * every `DEV_RECHECK_MS`, and the index loaded again when it names another core.
 */
export function loadIndex(url: string): Promise<SearchEngine> {
  const absolute = new URL(url, location.href).href
  const engine = engines.get(absolute)
  if (!engine) return load(absolute)
  const checked = dev.get(absolute)
  if (!checked || Date.now() - checked.checked < DEV_RECHECK_MS) return engine
  checked.checked = Date.now()
  return fetchJson(absolute).then(
    manifest => {
      const data = manifest as Record<string, unknown>
      return data.core === checked.core || engines.get(absolute) !== engine ? engine : load(absolute, data)
    },
    () => engine
  )
}
