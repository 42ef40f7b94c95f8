import { SearchEngine, SearchIndexError } from '../../shared/search/engine.js'
import { readSearchFile } from '../../shared/search/format.js'

// The lazily fetched half of search (minisearch and the index reader): main.js imports this module
// with a dynamic import on first use, so pages that never search never download it.

const engines = new Map<string, Promise<SearchEngine>>()

async function fetchJson(url: string): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin' })
  } catch (error) {
    throw new SearchIndexError(`${url}: ${(error as Error).message}`)
  }
  if (!response.ok) throw new SearchIndexError(`${url}: HTTP ${response.status}`)
  try {
    return await readSearchFile(new Uint8Array(await response.arrayBuffer()))
  } catch {
    throw new SearchIndexError(`${url}: not JSON`)
  }
}

/** How often a dev index (its manifest says `dev: true`: it grows and changes) is checked again. */
const DEV_RECHECK_MS = 400

/** Dev manifests: URL → when last checked and the core it named. */
const dev = new Map<string, { checked: number; core: unknown }>()

function load(absolute: string, manifest?: Record<string, unknown>): Promise<SearchEngine> {
  const engine = SearchEngine.load(absolute, async url => {
    const data = url === absolute && manifest ? manifest : await fetchJson(url)
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
