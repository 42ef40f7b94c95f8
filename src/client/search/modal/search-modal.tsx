import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react'
import { searchMessages } from '../../../shared/search/messages.js'
import { SEARCH_LIMITS } from '../../../shared/search/settings.js'
import { openUrl } from '../navigate.js'
import { groupHits } from './group-hits.js'
import { Hit, Preview } from './modal-parts.js'
import { useModalSearch } from './use-modal-search.js'

export interface SearchModalProps {
  indexUrl: string
  locale: string
  initialQuery: string
  onClose(): void
}

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"])'
const hitId = (n: number) => `gs-sm-hit-${n}`

/**
 * The docs search modal (SPEC §2, §4, §8, §9): at the top of the page, titled `Search docs`; results
 * (5 pages, 5 sections each) grouped by top-level heading — the product or section title of the
 * page, as a hosted index's `hierarchy.lvl0` — in a list at most 400 px high, the active hit's section
 * in a 600 px preview. Arrow keys move (wrapping around), Enter opens (Ctrl/Meta: new tab; Shift:
 * new window; Alt: nothing), Escape closes; Tab stays inside.
 */
export function SearchModal({ indexUrl, locale, initialQuery, onClose }: SearchModalProps): ReactElement {
  const messages = searchMessages(locale)
  const [query, setQuery] = useState(initialQuery.slice(0, SEARCH_LIMITS.modalMaxLength))
  const { state, hits, answered, stalled } = useModalSearch(indexUrl, query)
  const { groups, pageHits } = useMemo(() => groupHits(hits), [hits])
  const shown = useMemo(() => groups.flatMap(group => group.shown), [groups])
  const [active, setActive] = useState(0)
  const dialog = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const activeHit = query.trim() ? shown[active] : undefined

  // Layout effects: they run as the change is committed, with React as with the Preact compat layer
  // the client bundles (whose plain effects wait for the next animation frame).
  useLayoutEffect(() => setActive(0), [hits])
  useLayoutEffect(() => input.current?.focus(), [])
  // The active hit is always in view (new results start at the top); the first hit of a group
  // brings its group's title along. Again when the window is resized: the list's height follows it.
  const reveal = useRef(() => {})
  reveal.current = () => {
    const hit = dialog.current?.querySelector(`#${hitId(active)}`)
    const title = hit?.previousElementSibling
    if (active === 0) hit?.closest('.gs-sm-results')?.scrollTo({ top: 0 })
    else if (title?.classList.contains('gs-sm-group-title')) title.scrollIntoView({ block: 'nearest' })
    hit?.scrollIntoView({ block: 'nearest' })
  }
  useLayoutEffect(() => reveal.current(), [active, groups])
  useLayoutEffect(() => {
    const onResize = () => reveal.current()
    addEventListener('resize', onResize)
    return () => removeEventListener('resize', onResize)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && shown.length > 0) {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(current => (current + step + shown.length) % shown.length)
    } else if (event.key === 'Enter' && activeHit && event.target === input.current) {
      event.preventDefault()
      if (openUrl(activeHit.url, event) === 'same-tab') onClose()
    } else if (event.key === 'Tab' && dialog.current) {
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
  }

  const activePageHits = activeHit ? pageHits.get(activeHit.route) : undefined
  let message: ReactElement | null = null
  if (state === 'error') {
    message = (
      <p className="gs-sm-message gs-sm-error" role="alert">
        {messages.loadError}
      </p>
    )
  } else if (state === 'no-results') {
    message = (
      <p className="gs-sm-message" role="status">
        {messages.noResultsFor(answered)}
      </p>
    )
  } else if (state === 'loading' && stalled) {
    message = (
      <p className="gs-sm-message gs-sm-loading" role="status">
        <span className="gs-sm-spinner" aria-hidden="true" />
        {messages.loading}
      </p>
    )
  }
  const showResults = query.trim() !== '' && shown.length > 0 && state !== 'error' && state !== 'no-results'
  // Keyboard hints: under the results list while there are results, else at the bottom.
  const footer = (
    <div className="gs-sm-footer" aria-hidden="true">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd> {messages.keys.navigate}
      </span>
      <span>
        <kbd>↵</kbd> {messages.keys.select}
      </span>
      <span>
        <kbd>esc</kbd> {messages.keys.close}
      </span>
    </div>
  )

  return (
    <div className="gs-sm-backdrop" onMouseDown={event => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="gs-sm"
        role="dialog"
        aria-modal="true"
        aria-labelledby="gs-sm-title"
        data-state={state}
        data-stalled={stalled ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="gs-sm-header">
          <h2 id="gs-sm-title" className="gs-sm-title">
            {messages.modalTitle}
          </h2>
          {/* The name comes from the content so it contains the visible "Esc" (WCAG 2.5.3). */}
          <button type="button" className="gs-sm-close" onClick={onClose}>
            <kbd>Esc</kbd>
            <span className="gs-sr-only"> {messages.close}</span>
          </button>
        </div>
        <div className="gs-sm-field">
          <svg
            className="gs-sm-field-icon"
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM20 20l-4.6-4.6" />
          </svg>
          <input
            ref={input}
            className="gs-sm-input"
            type="search"
            role="combobox"
            aria-labelledby="gs-sm-title"
            aria-autocomplete="list"
            aria-expanded={showResults}
            aria-controls="gs-sm-results"
            aria-activedescendant={showResults && activeHit ? hitId(active) : undefined}
            aria-busy={state === 'loading'}
            placeholder={messages.modalPlaceholder}
            maxLength={SEARCH_LIMITS.modalMaxLength}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint={activeHit ? 'go' : 'search'}
            value={query}
            onChange={event => setQuery(event.target.value.slice(0, SEARCH_LIMITS.modalMaxLength))}
          />
        </div>
        {message}
        <div className="gs-sm-body" hidden={!showResults}>
          <div className="gs-sm-side">
            <div className="gs-sm-results" id="gs-sm-results" role="listbox" aria-label={messages.results}>
              {groups.map((group, g) => {
                const offset = groups.slice(0, g).reduce((n, previous) => n + previous.shown.length, 0)
                return (
                  <div key={group.title} className="gs-sm-group" role="group" aria-labelledby={`gs-sm-group-${g}`}>
                    <div className="gs-sm-group-title" id={`gs-sm-group-${g}`}>
                      {group.title}
                    </div>
                    {group.shown.map((hit, i) => (
                      <Hit
                        key={hit.id}
                        hit={hit}
                        id={hitId(offset + i)}
                        active={offset + i === active}
                        messages={messages}
                        onHover={() => setActive(offset + i)}
                        onSelect={onClose}
                      />
                    ))}
                  </div>
                )
              })}
            </div>
            {showResults ? footer : null}
          </div>
          {activeHit && activePageHits ? (
            <Preview hit={activeHit} pageHits={activePageHits} messages={messages} onSelect={onClose} />
          ) : null}
        </div>
        {showResults ? null : footer}
      </div>
    </div>
  )
}
