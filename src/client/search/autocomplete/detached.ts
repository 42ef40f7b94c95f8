import { MODE_EVENT } from '../watch-mode.js'

export interface DetachedParts {
  root: HTMLElement
  form: HTMLElement
  panel: HTMLElement
  button: HTMLButtonElement
  cancel: HTMLButtonElement
  label: string
  /** Called after the mode or the overlay changed. */
  onChange(): void
}

/**
 * SPEC §4 detached mode: below the media query the box is a search button that opens the form
 * and the panel in a full-screen dialog with a Cancel button. The mode itself is watched by
 * main.js (watch-mode.ts); an open dialog closes when the window grows out of the query.
 */
export class DetachedMode {
  detached: boolean
  open = false
  private overlay?: HTMLElement

  constructor(private readonly parts: DetachedParts) {
    this.detached = parts.root.dataset.mode === 'detached'
    parts.root.addEventListener(MODE_EVENT, event => {
      this.detached = (event as CustomEvent<boolean>).detail
      if (!this.detached) this.hide(false)
      parts.onChange()
    })
    parts.button.addEventListener('click', () => this.show())
    parts.cancel.addEventListener('click', () => this.hide())
  }

  /** Opens the full-screen search (the search button's click). */
  show(): void {
    if (!this.detached || this.open) return
    const { form, panel, cancel, label } = this.parts
    if (!this.overlay) {
      this.overlay = document.createElement('div')
      this.overlay.className = 'gs-ac-detached-overlay'
      this.overlay.setAttribute('role', 'dialog')
      this.overlay.setAttribute('aria-modal', 'true')
      this.overlay.setAttribute('aria-label', label)
      const container = document.createElement('div')
      container.className = 'gs-ac-detached-container'
      const header = document.createElement('div')
      header.className = 'gs-ac-detached-header'
      container.append(header)
      this.overlay.append(container)
    }
    const container = this.overlay.firstElementChild!
    container.firstElementChild!.append(form, cancel)
    container.append(panel)
    document.body.append(this.overlay)
    cancel.hidden = false
    document.documentElement.classList.add('gs-ac-detached-open')
    this.open = true
    this.parts.onChange()
    form.querySelector('input')?.focus()
  }

  /** Closes the full-screen search (Cancel, Escape on an empty query, or the window growing). */
  hide(focusButton = true): void {
    if (!this.open) return
    const { root, form, panel, button, cancel } = this.parts
    root.insertBefore(form, button)
    form.append(cancel)
    root.append(panel)
    this.overlay?.remove()
    cancel.hidden = true
    document.documentElement.classList.remove('gs-ac-detached-open')
    this.open = false
    this.parts.onChange()
    if (focusButton) button.focus()
  }
}
