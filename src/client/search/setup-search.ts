import { indexUrlOf } from './engine-client.js'
import { openModal } from './open-modal.js'
import { watchMode } from './watch-mode.js'

type Attach = typeof import('./autocomplete/attach.js')

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
    for (const element of root.querySelectorAll<HTMLElement>(`[${attribute}]`))
      element.setAttribute(attribute, `${element.getAttribute(attribute)}-${n}`)
  }
}

/**
 * Search on the page. main.js only sets each header box's mode and listens: the first focus or
 * click of a box fetches the autocomplete (then the engine and the index), `/` (outside text
 * fields) or Ctrl/Cmd+K fetches and opens the docs modal. Pages without a box (search disabled)
 * get nothing.
 */
export function setupSearch(): void {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-search-root]')]
  if (roots.length === 0) return
  const indexUrl = indexUrlOf(roots[0])
  let attached: ReturnType<Attach['attachAll']> | undefined
  let loading: Promise<ReturnType<Attach['attachAll']>> | undefined
  const attach = () =>
    (loading ??= import('./autocomplete/attach.js').then(
      module => (attached = module.attachAll(roots, indexUrlOf, indexUrl)),
      error => {
        loading = undefined
        throw error
      }
    ))
  roots.forEach((root, n) => {
    uniqueIds(root, n)
    watchMode(root)
    root.addEventListener('focusin', () => void attach().then(boxes => boxes.get(root)?.resume(), console.error), {
      once: true
    })
    // A click on the detached search button before the box is loaded opens it once it is.
    const button = root.querySelector('.gs-ac-detached-button')
    button?.addEventListener(
      'click',
      () => attached ?? void attach().then(boxes => boxes.get(root)?.openDetached(), console.error),
      { once: true }
    )
  })
  document.addEventListener('keydown', event => {
    if (event.defaultPrevented || event.isComposing) return
    const commandK =
      event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
    if (!commandK && !slash) return
    event.preventDefault()
    openModal({ indexUrl })
  })
}
