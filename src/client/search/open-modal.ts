import { getEngine } from './engine-client.js'

type ModalModule = typeof import('./modal/mount.js')
let modal: Promise<ModalModule> | undefined

export interface OpenModalOptions {
  indexUrl: string
  /** Start with this query (the header box's, on submit). */
  query?: string
}

/**
 * Opens the docs search modal (SPEC §2). The first time, React and the modal are fetched (their own
 * chunk) while the index loads in parallel; a chunk that fails to download is retried next time.
 */
export function openModal(options: OpenModalOptions): void {
  getEngine(options.indexUrl).catch(() => undefined)
  modal ??= import('./modal/mount.js').catch(error => {
    modal = undefined
    throw error
  })
  modal.then(
    module => module.openSearchModal(options),
    error => console.error('Failed to load the search dialog', error)
  )
}
