import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { OpenModalOptions } from './options.js'
import { SearchModal } from './search-modal.js'

// The React island of the docs modal: this module (with React) is its own chunk, fetched the first
// time the modal opens. The modal renders into a container at the end of <body>.

let root: Root | undefined
let container: HTMLElement | undefined
let opener: HTMLElement | null = null
let opened = 0
let isOpen = false

function close(): void {
  if (!isOpen) return
  isOpen = false
  flushSync(() => root?.render(null))
  document.documentElement.classList.remove('gs-search-modal-open')
  opener?.focus?.()
}

/** Opens the modal (a fresh one, empty or with `query`); if it is open already, focuses its input. */
export function openSearchModal({ indexUrl, query = '' }: OpenModalOptions): void {
  if (isOpen) {
    container?.querySelector<HTMLInputElement>('.gs-sm-input')?.focus()
    return
  }
  if (!container || !root) {
    container = document.createElement('div')
    container.dataset.searchModalRoot = ''
    document.body.append(container)
    root = createRoot(container)
  }
  opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null
  isOpen = true
  document.documentElement.classList.add('gs-search-modal-open')
  flushSync(() =>
    root!.render(
      <SearchModal
        key={++opened}
        indexUrl={indexUrl}
        locale={document.documentElement.lang || 'en-US'}
        initialQuery={query}
        onClose={close}
      />
    )
  )
}
