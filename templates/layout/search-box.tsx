import type { ReactElement } from 'react'
import { SearchIcon } from './icons.js'

/**
 * Placeholder of the docs search (SPEC "Docs search modal"): the search island mounts into
 * `[data-search-root]` and opens on click, `/` or Ctrl/Cmd+K. Until then the button only looks
 * like a search field; it is hidden without JavaScript because it could not do anything.
 */
export function SearchBox(): ReactElement {
  return (
    <div className="gs-search gs-js-only" data-search-root="">
      <button type="button" className="gs-search-button" aria-label="Search documentation" aria-keyshortcuts="/ Control+K Meta+K">
        <SearchIcon className="gs-search-icon" />
        <span className="gs-search-placeholder">Search documentation…</span>
        <kbd className="gs-search-kbd">/</kbd>
      </button>
    </div>
  )
}
