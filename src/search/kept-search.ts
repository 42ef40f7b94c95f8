import { keepText, readKeptText } from '../output/build-state.js'
import { parseKeptSearch, type KeptSearch, type SiteSearch } from './build-search.js'

/** Bump when what `SiteSearch.keptSearchText` writes changes shape. */
const COUNTED_SEARCH_FORMAT = 2

/** Where a build keeps its search counts for the next build into the same output folder. */
export interface KeptSearchPlace {
  cacheDir: string
  outRoot: string
  version: string
}

/** How the previous build counted each page's terms, or undefined when it kept none (or another format). */
export async function readKeptSearch({ cacheDir, outRoot, version }: KeptSearchPlace): Promise<KeptSearch | undefined> {
  const text = await readKeptText(cacheDir, outRoot, version, 'search-terms', COUNTED_SEARCH_FORMAT)
  return text === undefined ? undefined : parseKeptSearch(text)
}

/** Keeps the counts of every page `search` holds for the next build. */
export function keepSearch({ cacheDir, outRoot, version }: KeptSearchPlace, search: SiteSearch): Promise<void> {
  return keepText(cacheDir, outRoot, version, 'search-terms', COUNTED_SEARCH_FORMAT, search.keptSearchText())
}
