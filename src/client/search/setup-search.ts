import { Autocomplete } from './autocomplete/autocomplete.js'
import { readSettings } from './autocomplete/read-settings.js'
import { indexUrlOf } from './engine-client.js'
import { openModal } from './open-modal.js'

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

/** Whether a key press lands in something the reader types into (where `/` is just a character). */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && (target.closest(TYPING) !== null || (target as HTMLElement).isContentEditable)
}

/** A second search box on the page gets ids of its own (the markup's are fixed). */
function uniqueIds(root: HTMLElement, n: number): void {
  if (n === 0) return
  for (const element of root.querySelectorAll<HTMLElement>('[id]')) element.id = `${element.id}-${n}`
  for (const attribute of ['for', 'aria-controls', 'aria-labelledby']) {
    for (const element of root.querySelectorAll<HTMLElement>(`[${attribute}]`)) element.setAttribute(attribute, `${element.getAttribute(attribute)}-${n}`)
  }
}

/**
 * Search on the page: every `[data-search-root]` box becomes the header autocomplete, and `/`
 * (outside text fields) or Ctrl/Cmd+K opens the docs modal. Nothing happens on pages without a box
 * (search disabled); nothing is fetched until search is first used.
 */
export function setupSearch(): void {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-search-root]')]
  if (roots.length === 0) return
  const indexUrl = indexUrlOf(roots[0])
  roots.forEach((root, n) => {
    uniqueIds(root, n)
    try {
      new Autocomplete(root, indexUrlOf(root), readSettings(root), { openModal: query => openModal({ indexUrl, query }) })
    } catch (error) {
      console.error(error)
    }
  })
  document.addEventListener('keydown', event => {
    if (event.defaultPrevented || event.isComposing) return
    const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
    if (!commandK && !slash) return
    event.preventDefault()
    openModal({ indexUrl })
  })
}
