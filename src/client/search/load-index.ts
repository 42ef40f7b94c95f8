import { SearchEngine, SearchIndexError } from '../../shared/search/engine.js'

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
    return await response.json()
  } catch {
    throw new SearchIndexError(`${url}: not JSON`)
  }
}

/**
 * The index whose manifest is at `url` (one per locale), fetched once and kept for the page's
 * lifetime. A failed load is forgotten, so the next use tries again.
 */
export function loadIndex(url: string): Promise<SearchEngine> {
  const absolute = new URL(url, location.href).href
  let engine = engines.get(absolute)
  if (!engine) {
    engine = SearchEngine.load(absolute, fetchJson)
    engines.set(absolute, engine)
    engine.catch(error => {
      engines.delete(absolute)
      console.error(error instanceof SearchIndexError ? `${error.message}: ${error.reason}` : error)
    })
  }
  return engine
}
