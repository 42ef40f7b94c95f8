import { SEARCH_LIMITS } from '../../../shared/search/settings.js'

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
 * and the panel in a full-screen dialog with a Cancel button. Resizing switches modes after
 * 20 ms without further resizes; an open dialog closes when the window grows out of the query.
 */
export class DetachedMode {
  detached = false
  open = false
  private overlay?: HTMLElement
  private resizeTimer?: ReturnType<typeof setTimeout>

  constructor(
    private readonly parts: DetachedParts,
    private readonly query: string
  ) {
    this.update()
    window.addEventListener('resize', () => {
      clearTimeout(this.resizeTimer)
      this.resizeTimer = setTimeout(() => this.update(), SEARCH_LIMITS.resizeDebounceMs)
    })
    parts.button.addEventListener('click', () => this.show())
    parts.cancel.addEventListener('click', () => this.hide())
  }

  private matches(): boolean {
    try {
      return window.matchMedia(this.query).matches
    } catch {
      return false
    }
  }

  /** Re-reads the media query and switches modes when it changed. */
  update(): void {
    const detached = this.matches()
    this.parts.root.dataset.mode ??= 'inline'
    if (detached === this.detached) return
    if (!detached && this.open) this.hide(false)
    this.detached = detached
    this.parts.root.classList.toggle('gs-ac--detached', detached)
    this.parts.root.dataset.mode = detached ? 'detached' : 'inline'
    this.parts.onChange()
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
      this.overlay.append(container)
    }
    this.overlay.firstElementChild!.append(form, panel)
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
    root.append(panel)
    this.overlay?.remove()
    cancel.hidden = true
    document.documentElement.classList.remove('gs-ac-detached-open')
    this.open = false
    this.parts.onChange()
    if (focusButton) button.focus()
  }
}
