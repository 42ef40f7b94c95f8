import type { SearchEngine } from '../../shared/search/engine.js'

/** What the search UIs use of an engine: the local index's, or the hosted provider's (./algolia/). */
export type Searcher = Pick<SearchEngine, 'search' | 'locale'>
