import { useLayoutEffect, useRef, useState } from 'react'
import type { SearchHit } from '../../../shared/search/engine.js'
import { SEARCH_LIMITS } from '../../../shared/search/settings.js'
import { hostedStalledMs } from '../algolia/stalled.js'
import { getEngine } from '../engine-client.js'

/** SPEC §4 docs modal states (closed is the modal not being rendered). */
export type ModalState = 'empty' | 'loading' | 'results' | 'no-results' | 'error'

export interface ModalSearch {
  state: ModalState
  /** Hits of the last answered query (kept on screen while the next one loads). */
  hits: SearchHit[]
  /** The query `hits` answer. */
  answered: string
  /** Loading for longer than the stalled delay (SPEC §9: 500 ms): show that it is. */
  stalled: boolean
}

/**
 * Runs the modal's query: nothing for an empty query; otherwise after the 500 ms debounce (at once
 * for the query the modal opened with), up to 5 pages with up to 20 sections each (the results list
 * shows 5 of them, the preview 20).
 */
export function useModalSearch(indexUrl: string, query: string): ModalSearch {
  const [result, setResult] = useState<Omit<ModalSearch, 'stalled'>>({ state: 'empty', hits: [], answered: '' })
  const [stalled, setStalled] = useState(false)
  const first = useRef(true)
  // A layout effect: the query's state changes as it is typed (Preact's plain effects wait for an
  // animation frame; see search-modal.tsx).
  useLayoutEffect(() => {
    const immediate = first.current
    first.current = false
    const text = query.trim()
    setStalled(false)
    if (!text) {
      setResult({ state: 'empty', hits: [], answered: '' })
      return
    }
    setResult(previous => ({ ...previous, state: 'loading' }))
    let cancelled = false
    let stalledTimer: ReturnType<typeof setTimeout> | undefined
    const run = () => {
      stalledTimer = setTimeout(() => !cancelled && setStalled(true), hostedStalledMs() ?? SEARCH_LIMITS.modalStalledMs)
      getEngine(indexUrl)
        .then(engine => engine.search(text, { pages: SEARCH_LIMITS.modalPages, perPage: SEARCH_LIMITS.previewHits }))
        .then(
          hits => !cancelled && setResult({ state: hits.length ? 'results' : 'no-results', hits, answered: text }),
          () => !cancelled && setResult({ state: 'error', hits: [], answered: text })
        )
        .finally(() => {
          clearTimeout(stalledTimer)
          if (!cancelled) setStalled(false)
        })
    }
    const debounce = setTimeout(run, immediate ? 0 : SEARCH_LIMITS.modalDebounceMs)
    return () => {
      cancelled = true
      clearTimeout(debounce)
      clearTimeout(stalledTimer)
    }
  }, [indexUrl, query])
  return { ...result, stalled }
}
