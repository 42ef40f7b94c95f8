import type { SearchEngine } from '../../shared/search/engine.js'

type Loader = typeof import('./load-index.js')
let loader: Promise<Loader> | undefined

/** What the search UIs use of an engine: the local index's, or another provider's. */
export type Searcher = Pick<SearchEngine, 'search' | 'locale'> & {
  /** The provider's own stalled delay (the hosted search widget's 200 ms). */
  stalledMs?: number
}
const provided = new Map<string, Searcher>()

/** Another provider (the hosted one, ./algolia/) answers the searches meant for the index at `url`. */
export function provideEngine(url: string, engine: Searcher): void {
  provided.set(url, engine)
}

/** The stalled delay of the provider answering for `url`, when it has its own. */
export const stalledMsOf = (url: string): number | undefined => provided.get(url)?.stalledMs

/**
 * The search engine of the index at `url`. The first call fetches the engine's code (its own chunk)
 * and the index; later calls reuse both. Rejects when either cannot be loaded.
 */
export function getEngine(url: string): Promise<Searcher> {
  const other = provided.get(url)
  if (other) return Promise.resolve(other)
  // A chunk that failed to download is not cached by the browser: forget it and retry next time.
  loader ??= import('./load-index.js').catch(error => {
    loader = undefined
    throw error
  })
  return loader.then(module => module.loadIndex(url))
}

/** Where the manifest of the page's locale is: the search box says, else the default path beside the assets. */
export function indexUrlOf(root: HTMLElement | null): string {
  const fromPage = root?.dataset.indexUrl
  if (fromPage) return fromPage
  const locale = document.documentElement.lang || 'en-US'
  return new URL(`../search/${locale}.json`, import.meta.url).href
}
