import { openModal } from '../open-modal.js'
import { Autocomplete } from './autocomplete.js'
import { readSettings } from './read-settings.js'

/**
 * Turns every header search box into the autocomplete (this module and what it imports are one
 * lazily loaded chunk: main.js fetches it on the first focus or click of a box).
 */
export function attachAll(
  roots: HTMLElement[],
  indexUrl: (root: HTMLElement) => string,
  modalIndexUrl: string
): Map<HTMLElement, Autocomplete> {
  const boxes = new Map<HTMLElement, Autocomplete>()
  for (const root of roots) {
    try {
      boxes.set(
        root,
        new Autocomplete(root, indexUrl(root), readSettings(root), {
          openModal: query => openModal({ indexUrl: modalIndexUrl, query })
        })
      )
    } catch (error) {
      console.error(error)
    }
  }
  return boxes
}
