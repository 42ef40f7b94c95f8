import type { SearchEngine } from '../../shared/search/engine.js'

type Loader = typeof import('./load-index.js')
let loader: Promise<Loader> | undefined

/**
 * The search engine of the index at `url`. The first call fetches the engine's code (its own chunk)
 * and the index; later calls reuse both. Rejects when either cannot be loaded.
 */
export function getEngine(url: string): Promise<SearchEngine> {
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
