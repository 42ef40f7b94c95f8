import { getEngine } from './engine-client.js'
import type { OpenModalOptions } from './modal/options.js'

type ModalModule = typeof import('./modal/mount.js')
let modal: Promise<ModalModule> | undefined

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
