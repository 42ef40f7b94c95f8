import type { AutocompleteSettings } from '../../../shared/search/settings.js'
import { getEngine } from '../engine-client.js'
import { inSource } from './read-settings.js'
import type { Collection } from './render-panel.js'

/**
 * The header box's answer to `query`: one collection per configured source, its hits filtered to
 * the source's routes, or — for a `searchAll` source — one item without a URL that opens the docs
 * modal with the query (SPEC §4). Rejects when the index cannot be loaded.
 */
export async function searchSources(
  indexUrl: string,
  { hitsPerPage, sources }: AutocompleteSettings,
  query: string,
  searchAll: { searchAllLabel: string; openModal(): void }
): Promise<Collection[]> {
  const engine = await getEngine(indexUrl)
  return Promise.all(
    sources.map(async (source): Promise<Collection> =>
      source.searchAll
        ? { source, hits: [], actions: [{ label: searchAll.searchAllLabel, onSelect: searchAll.openModal }] }
        : {
            source,
            hits: await engine.search(query, {
              hits: hitsPerPage,
              filter: route => inSource(source, route, engine.locale)
            })
          }
    )
  )
}
