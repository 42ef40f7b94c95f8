import { searchMessages, type SearchMessages } from '../../../shared/search/messages.js'
import { SEARCH_LIMITS, type AutocompleteSettings } from '../../../shared/search/settings.js'
import { getEngine } from '../engine-client.js'
import { openUrl } from '../navigate.js'
import { hasUrl, type AutocompleteHooks, type AutocompleteState, type Status } from './autocomplete-state.js'
import { DetachedMode } from './detached.js'
import { placePanel } from './place-panel.js'
import { renderPanel, type Collection, type PanelItem } from './render-panel.js'
import { searchSources } from './search-sources.js'

const required = <T extends Element>(root: ParentNode, selector: string): T => {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`search box: ${selector} is missing`)
  return element
}

/**
 * The header search box (SPEC §3/§4/§5/§9 autocomplete) over server-rendered markup
 * (templates/layout/search-box.tsx): state, keyboard and mouse behaviour, and the listbox panel.
 * The engine and the index are fetched on first focus; nothing is searched for an empty query.
 */
export class Autocomplete {
  private readonly messages: SearchMessages
  private readonly form: HTMLFormElement
  private readonly input: HTMLInputElement
  private readonly clearButton: HTMLButtonElement
  private readonly spinner: HTMLElement
  private readonly panel: HTMLElement
  private readonly list: HTMLElement
  private readonly detached: DetachedMode

  private query = ''
  private status: Status = 'idle'
  private isOpen = false
  private activeIndex: number | null = null
  private collections: Collection[] = []
  /** The query `collections` answer (null: none yet). */
  private answered: string | null = null
  private error = false
  private options: HTMLElement[] = []
  private items: PanelItem[] = []
  private context: AutocompleteState['context'] = {}
  private renderedVersion = -1
  private version = 0
  private request = 0
  private debounceTimer?: ReturnType<typeof setTimeout>
  private stalledTimer?: ReturnType<typeof setTimeout>

  constructor(
    readonly root: HTMLElement,
    private readonly indexUrl: string,
    private readonly settings: AutocompleteSettings,
    private readonly hooks: AutocompleteHooks
  ) {
    this.messages = searchMessages(document.documentElement.lang)
    this.form = required(root, '[data-ac-form]')
    this.input = required(root, 'input')
    this.clearButton = required(root, 'button[type=reset]')
    this.spinner = required(root, '.gs-ac-spinner')
    this.panel = required(root, '[data-ac-panel]')
    this.list = required(this.panel, '[role=listbox]')
    this.panel.classList.add(`gs-ac-panel--${settings.panelPlacement}`)
    this.input.placeholder = this.messages.boxPlaceholder

    this.input.addEventListener('focus', () => this.onFocus())
    this.input.addEventListener('input', () => this.onInput())
    this.input.addEventListener('keydown', event => this.onKeyDown(event))
    this.form.addEventListener('submit', event => this.onSubmit(event))
    this.form.addEventListener('reset', event => this.onReset(event))
    this.form.addEventListener('focusout', event => this.onFocusOut(event))
    // Keeps the focus in the input while an option is clicked, so blur does not close the panel first.
    this.panel.addEventListener('mousedown', event => event.preventDefault())
    this.panel.addEventListener('mousemove', event => this.onMouseMove(event))
    this.panel.addEventListener('click', event => this.onClick(event))

    this.detached = new DetachedMode({
      root,
      form: this.form,
      panel: this.panel,
      button: required(root, '.gs-ac-detached-button'),
      cancel: required(root, '[data-ac-cancel]'),
      label: this.messages.search,
      onChange: () => {
        if (!this.detached.open) this.close()
        this.render()
      }
    })
    if (this.input.value) this.setQuery(this.input.value)
    root.dataset.ready = ''
    this.render()
  }

  /** Catches up with a focus that came before this box was loaded. */
  resume(): void {
    if (document.activeElement === this.input) this.onFocus()
  }

  /** Opens the full-screen search (detached mode). */
  openDetached(): void {
    this.detached.show()
  }

  private onFocus(): void {
    // First use: fetch the engine and the index now, while the reader types.
    getEngine(this.indexUrl).catch(() => undefined)
    if (!this.settings.openOnFocus || !this.query.trim()) return
    if (this.answered === this.query) this.setOpen(true)
    else this.search(this.query)
  }

  private onInput(): void {
    // `maxlength` stops typing; a value set otherwise (paste into some browsers, scripts) is truncated.
    if (this.input.value.length > SEARCH_LIMITS.autocompleteMaxLength)
      this.input.value = this.input.value.slice(0, SEARCH_LIMITS.autocompleteMaxLength)
    this.setQuery(this.input.value)
  }

  private setQuery(query: string): void {
    this.query = query
    this.activeIndex = null
    clearTimeout(this.debounceTimer)
    if (!query.trim()) {
      // An empty query shows nothing and searches nothing.
      this.request++
      clearTimeout(this.stalledTimer)
      this.collections = []
      this.context = {}
      this.answered = null
      this.error = false
      this.status = 'idle'
      this.isOpen = false
      this.version++
      this.render()
      return
    }
    this.status = 'loading'
    this.render()
    this.debounceTimer = setTimeout(() => this.search(query), SEARCH_LIMITS.autocompleteDebounceMs)
  }

  /** Runs the query; `then` runs once its results are shown (not if a newer query overtook it). */
  private search(query: string, then?: () => void): void {
    clearTimeout(this.debounceTimer)
    const request = ++this.request
    this.status = 'loading'
    clearTimeout(this.stalledTimer)
    this.stalledTimer = setTimeout(() => {
      if (request !== this.request) return
      this.status = 'stalled'
      this.render()
    }, SEARCH_LIMITS.autocompleteStalledMs)
    this.render()
    searchSources(this.indexUrl, this.settings, query, {
      searchAllLabel: this.messages.searchAllFor(query),
      openModal: () => this.hooks.openModal(query)
    })
      .then(
        collections => this.answer(request, query, collections, false),
        () => this.answer(request, query, [], true)
      )
      .then(() => request === this.request && then?.())
  }

  private answer(request: number, query: string, collections: Collection[], error: boolean): void {
    if (request !== this.request) return
    clearTimeout(this.stalledTimer)
    this.collections = collections
    this.context = {
      nbHits: Object.fromEntries(collections.map(collection => [collection.source.id, collection.hits.length]))
    }
    this.answered = query
    this.error = error
    this.status = 'idle'
    this.activeIndex = null
    this.version++
    // Results, the no-results template and the error all open the panel, while the box is in use.
    this.isOpen = document.activeElement === this.input || this.detached.open
    this.render()
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (this.isOpen) return this.move(step)
      if (!this.query.trim()) return
      // Closed: reopen with the results of this query (searching again if they are stale).
      if (this.answered === this.query && !this.error) {
        this.setOpen(true)
        this.move(step)
      } else {
        this.search(this.query, () => {
          this.setOpen(true)
          this.move(step)
        })
      }
    } else if (event.key === 'Enter') {
      if (!this.isOpen || this.activeIndex === null) return // the form submits
      event.preventDefault()
      const item = this.items[this.activeIndex]
      if (!item) return
      // SPEC §4: an item without a URL only runs its select action, whatever the modifier keys.
      if (!hasUrl(item)) {
        this.select()
        item.onSelect()
      } else if (openUrl(item.url, event) === 'same-tab') this.select()
    } else if (event.key === 'Escape') {
      // type=search would clear itself on Escape: SPEC §4 decides instead.
      event.preventDefault()
      if (this.isOpen) {
        this.activeIndex = null
        this.setOpen(false)
      } else if (this.query) {
        this.input.value = ''
        this.setQuery('')
      } else if (this.detached.open) {
        this.detached.hide()
      }
    }
  }

  /** SPEC §4 wraparound: past the last option (or before the first) nothing is active, then it starts over. */
  private move(step: 1 | -1): void {
    const count = this.items.length
    if (count === 0) this.activeIndex = null
    else if (step < 0 && this.activeIndex === null) this.activeIndex = count - 1
    else {
      const next = (this.activeIndex ?? -1) + step
      this.activeIndex = next < 0 || next >= count ? null : next
    }
    this.render()
    if (this.activeIndex !== null) this.options[this.activeIndex]?.scrollIntoView({ block: 'nearest' })
  }

  private onSubmit(event: SubmitEvent): void {
    event.preventDefault()
    clearTimeout(this.debounceTimer)
    clearTimeout(this.stalledTimer)
    this.request++
    this.status = 'idle'
    this.activeIndex = null
    this.setOpen(false)
    if (this.detached.open) this.detached.hide(false)
    this.hooks.openModal(this.query)
  }

  private onReset(event: Event): void {
    event.preventDefault()
    this.input.value = ''
    this.setQuery('')
    this.input.focus()
  }

  private onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null
    if (next && (this.form.contains(next) || this.panel.contains(next))) return
    if (this.detached.open) return
    this.activeIndex = null
    this.setOpen(false)
  }

  private optionIndex(event: Event): number {
    const option = (event.target as Element | null)?.closest?.('[role=option]')
    return option ? this.options.indexOf(option as HTMLElement) : -1
  }

  private onMouseMove(event: MouseEvent): void {
    const index = this.optionIndex(event)
    if (index >= 0 && index !== this.activeIndex) {
      this.activeIndex = index
      this.render()
    }
  }

  private onClick(event: MouseEvent): void {
    const index = this.optionIndex(event)
    const item = this.items[index]
    if (index >= 0 && item && !hasUrl(item)) {
      this.select()
      item.onSelect()
      return
    }
    // The option's link navigates (the browser handles modifier clicks); a plain click selects.
    if (index >= 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) && event.button === 0)
      this.select()
  }

  /** An option was chosen: the panel closes (SPEC §4). */
  private select(): void {
    this.activeIndex = null
    this.setOpen(false)
    if (this.detached.open) this.detached.hide(false)
  }

  private setOpen(open: boolean): void {
    this.isOpen = open
    this.render()
  }

  private close(): void {
    this.isOpen = false
    this.activeIndex = null
  }

  /** Puts the state into the DOM. */
  private render(): void {
    const { root, input, panel } = this
    root.dataset.status = this.status
    root.dataset.panel = this.isOpen ? 'open' : 'closed'
    root.toggleAttribute('data-has-query', this.query !== '')
    this.form.toggleAttribute('aria-busy', this.status !== 'idle')
    this.spinner.hidden = this.status !== 'stalled'
    this.clearButton.hidden = this.query === ''
    if (this.renderedVersion !== this.version) {
      this.renderedVersion = this.version
      this.options = renderPanel(this.list, {
        collections: this.collections,
        error: this.error,
        messages: this.messages,
        idPrefix: input.id
      })
      this.items = this.collections.flatMap((collection): PanelItem[] => [
        ...collection.hits,
        ...(collection.actions ?? [])
      ])
    }
    panel.hidden = !this.isOpen
    input.setAttribute('aria-expanded', String(this.isOpen))
    if (this.isOpen) placePanel(this.root, panel, this.settings.panelPlacement)
    const active = this.isOpen && this.activeIndex !== null ? this.options[this.activeIndex] : undefined
    this.options.forEach(option => option.setAttribute('aria-selected', String(option === active)))
    if (active) input.setAttribute('aria-activedescendant', active.id)
    else input.removeAttribute('aria-activedescendant')
    // SPEC §9: `go` when Enter would open an item's URL, `search` when it submits.
    input.enterKeyHint = active && hasUrl(this.items[this.activeIndex!]) ? 'go' : 'search'
    root.dispatchEvent(new CustomEvent<AutocompleteState>('autocomplete:state', { detail: this.state }))
  }

  /** SPEC §3: the whole state (also sent as the root's `autocomplete:state` event). */
  get state(): AutocompleteState {
    const activeItemId = this.isOpen ? this.activeIndex : null
    const active = activeItemId !== null ? this.items[activeItemId] : undefined
    return {
      activeItemId,
      query: this.query,
      completion: hasUrl(active) ? active.heading || active.pageTitle : null,
      collections: this.collections,
      isOpen: this.isOpen,
      status: this.status,
      context: this.context
    }
  }
}
