// The header search box's state and hooks (SPEC §3), shared by the box (autocomplete.ts) and its parts.
import type { SearchHit } from '../../../shared/search/engine.js'
import type { Collection, PanelItem } from './render-panel.js'

/** SPEC §3 autocomplete status. */
export type Status = 'idle' | 'loading' | 'stalled'

/**
 * SPEC §3 autocomplete state, as the root element's `autocomplete:state` event carries it after
 * every change: `completion` is the text the active item would complete the query to (its title;
 * null without one, or for an item without a URL); `context` is what the sources tell about the
 * last answer (`nbHits`: results per source id).
 */
export interface AutocompleteState {
  activeItemId: number | null
  query: string
  completion: string | null
  collections: Collection[]
  isOpen: boolean
  status: Status
  context: { nbHits?: Record<string, number> }
}

/** Whether an item is a search hit (it has a URL), not an action such as "search all". */
export const hasUrl = (item: PanelItem | undefined): item is SearchHit => item !== undefined && 'url' in item

export interface AutocompleteHooks {
  /** Submitting the box opens the docs modal with its query. */
  openModal(query: string): void
}
