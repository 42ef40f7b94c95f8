import type { Searcher } from './searcher.js'

type Loader = { loadIndex(url: string): Promise<Searcher> }
let loader: Promise<Loader> | undefined

/**
 * The search engine of the index at `url`. The first call fetches the engine's code (its own chunk)
 * and the index; later calls reuse both. Rejects when either cannot be loaded.
 */
export function getEngine(url: string): Promise<Searcher> {
  // A chunk that failed to download is not cached by the browser: forget it and retry next time.
  // The provider seam: a page whose search box has hosted settings gets the hosted provider instead.
  loader ??= (
    document.querySelector('[data-algolia]') ? import('./algolia/provider.js') : import('./load-index.js')
  ).catch(error => {
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
