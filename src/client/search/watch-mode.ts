import { DEFAULT_AUTOCOMPLETE, SEARCH_LIMITS } from '../../shared/search/settings.js'

/** Fired on a search box when it switches between inline and detached (`detail`: detached). */
export const MODE_EVENT = 'gs-search-mode'

/**
 * SPEC §4 modes of a header search box: detached (a search button opening a full-screen search)
 * while `detachedMediaQuery` matches, inline otherwise. Sets `gs-ac--detached` and `data-mode`
 * now and after every resize, 20 ms after the last one. Part of main.js (the box must have the
 * right shape before anyone touches it); the rest of the box loads on first use.
 */
export function watchMode(root: HTMLElement): void {
  let query = DEFAULT_AUTOCOMPLETE.detachedMediaQuery
  try {
    query =
      (JSON.parse(root.dataset.autocomplete ?? '{}') as { detachedMediaQuery?: string }).detachedMediaQuery ?? query
  } catch {
    // The default query.
  }
  let detached: boolean | undefined
  const update = () => {
    let matches = false
    try {
      matches = window.matchMedia(query).matches
    } catch {
      // An invalid query never matches.
    }
    if (matches === detached) return
    const first = detached === undefined
    detached = matches
    root.classList.toggle('gs-ac--detached', matches)
    root.dataset.mode = matches ? 'detached' : 'inline'
    if (!first) root.dispatchEvent(new CustomEvent(MODE_EVENT, { detail: matches }))
  }
  update()
  let timer: ReturnType<typeof setTimeout> | undefined
  window.addEventListener('resize', () => {
    clearTimeout(timer)
    timer = setTimeout(update, SEARCH_LIMITS.resizeDebounceMs)
  })
}
