import type { SearchHit } from '../../../shared/search/engine.js'
import { highlight, snippet } from '../../../shared/search/highlight.js'
import type { SearchMessages } from '../../../shared/search/messages.js'
import type { AutocompleteSource } from '../../../shared/search/settings.js'
import { hitIcon } from '../hit-icons.js'
import { appendSegments } from '../highlight-dom.js'

/** An item without a URL (SPEC §4): choosing it only runs its select action. */
export interface ActionItem {
  label: string
  onSelect(): void
}

export interface Collection {
  source: AutocompleteSource
  hits: SearchHit[]
  /** Items without a URL, after the hits (a `searchAll` source gives one). */
  actions?: ActionItem[]
}

/** What an option of the panel stands for, in keyboard order. */
export type PanelItem = SearchHit | ActionItem

/** An option for an item without a URL: a button-like row, no link. */
function actionOption(action: ActionItem, id: string): HTMLElement {
  const item = document.createElement('div')
  item.className = 'gs-ac-item gs-ac-item--action'
  item.id = id
  item.setAttribute('role', 'option')
  item.setAttribute('aria-selected', 'false')
  item.dataset.type = 'action'
  const body = span('gs-ac-item-body')
  const title = span('gs-ac-item-title')
  title.textContent = action.label
  body.append(title)
  item.append(body)
  return item
}

export interface PanelView {
  collections: Collection[]
  error: boolean
  messages: SearchMessages
  /** Prefix of the option ids (`{prefix}-item-{n}`). */
  idPrefix: string
}

function span(className: string): HTMLSpanElement {
  const element = document.createElement('span')
  element.className = className
  return element
}

/** One option: icon, title, where it is (page › parents), and the matched text. */
function option(hit: SearchHit, id: string, messages: SearchMessages): HTMLElement {
  const item = document.createElement('div')
  item.className = 'gs-ac-item'
  item.id = id
  item.setAttribute('role', 'option')
  item.setAttribute('aria-selected', 'false')
  item.dataset.type = hit.type
  const link = document.createElement('a')
  link.className = 'gs-ac-item-link'
  link.href = hit.url
  link.tabIndex = -1
  const icon = span('gs-ac-item-icon')
  icon.title = messages.hitTypes[hit.type]
  icon.append(hitIcon(hit.type))
  const body = span('gs-ac-item-body')
  const title = span('gs-ac-item-title')
  appendSegments(title, highlight(hit.heading || hit.pageTitle, hit.terms))
  body.append(title)
  if (hit.type !== 'page') {
    const path = span('gs-ac-item-path')
    appendSegments(path, highlight([hit.pageTitle, ...hit.parents].join(' › '), hit.terms))
    body.append(path)
  }
  // The matched text, or for a content hit at least the start of its section.
  const excerpt = hit.text ? snippet(hit.text, hit.terms, 120) : []
  if (hit.type === 'content' || excerpt.some(segment => segment.mark)) {
    const text = span('gs-ac-item-snippet')
    appendSegments(text, excerpt)
    body.append(text)
  }
  link.append(icon, body)
  item.append(link)
  return item
}

/**
 * Fills the listbox: one group per source with hits (headed by its label), the no-results template
 * (`No results found`, SPEC §8 for the docs theme box) or the load error. Returns the options in
 * keyboard order.
 */
export function renderPanel(list: HTMLElement, view: PanelView): HTMLElement[] {
  const options: HTMLElement[] = []
  const children: Node[] = []
  if (view.error) {
    const error = document.createElement('div')
    error.className = 'gs-ac-message gs-ac-error'
    error.setAttribute('role', 'alert')
    error.textContent = view.messages.loadError
    children.push(error)
  } else if (view.collections.every(collection => collection.hits.length === 0 && !collection.actions?.length)) {
    const empty = document.createElement('div')
    empty.className = 'gs-ac-message gs-ac-empty'
    empty.setAttribute('role', 'status')
    empty.textContent = view.messages.noResults
    children.push(empty)
  } else {
    for (const collection of view.collections) {
      if (collection.hits.length === 0 && !collection.actions?.length) continue
      const group = document.createElement('div')
      group.className = 'gs-ac-source'
      group.setAttribute('role', 'group')
      group.dataset.sourceId = collection.source.id
      if (collection.source.label) {
        const header = document.createElement('div')
        header.className = 'gs-ac-source-header'
        header.id = `${view.idPrefix}-source-${collection.source.id}`
        header.textContent = collection.source.label
        group.setAttribute('aria-labelledby', header.id)
        group.append(header)
      } else {
        group.setAttribute('aria-label', view.messages.results)
      }
      for (const hit of collection.hits) {
        const item = option(hit, `${view.idPrefix}-item-${options.length}`, view.messages)
        options.push(item)
        group.append(item)
      }
      for (const action of collection.actions ?? []) {
        const item = actionOption(action, `${view.idPrefix}-item-${options.length}`)
        options.push(item)
        group.append(item)
      }
      children.push(group)
    }
  }
  list.replaceChildren(...children)
  return options
}
