import 'giscus'
import type { GiscusWidget } from 'giscus'
import { page } from './emitter.js'
import { GISCUS_SETTINGS } from '../../templates/components/comments-settings.js'

/** The settings a placeholder carries (`data-*`), each a property of giscus' `<giscus-widget>`. */
const SETTINGS = ['host', ...GISCUS_SETTINGS] as const

/** A comments payload (SPEC §5): an object whose `giscus` is an object. */
const isPayload = (data: unknown): data is { giscus: Record<string, unknown> } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { giscus?: unknown }).giscus === 'object' &&
  (data as { giscus?: unknown }).giscus !== null

const hosts = new Set<string>()

/**
 * Messages from a comments host whose data is not a comments payload stop here, before giscus'
 * listener (added later, when a widget is created) sees them: it checks the origin, not the shape.
 */
function guardMessages(host: string): void {
  if (hosts.size === 0) {
    window.addEventListener('message', event => {
      if (hosts.has(event.origin) && !isPayload(event.data)) event.stopImmediatePropagation()
    })
  }
  hosts.add(host)
}

/** The last thing that moved focus was the Tab key (not a pointer). */
let keyboard: boolean | undefined

/**
 * Keyboard focus inside a widget's frame: the frame is another document, so neither the widget nor
 * its frame matches `:focus` or `:focus-within` here, and the frame's own focus styles may be
 * faint. The widget gets `data-focus-visible` (which the stylesheet rings) while the keyboard has
 * moved focus into it: the window blurs with the widget as its active element.
 */
function markFrameFocus(widget: HTMLElement): void {
  if (keyboard === undefined) {
    keyboard = false
    document.addEventListener('keydown', event => void (keyboard ||= event.key === 'Tab'), true)
    document.addEventListener('pointerdown', () => void (keyboard = false), true)
  }
  // The active element is updated after `blur` fires.
  window.addEventListener('blur', () =>
    setTimeout(() =>
      widget.toggleAttribute('data-focus-visible', keyboard === true && document.activeElement === widget)
    )
  )
  window.addEventListener('focus', () => widget.removeAttribute('data-focus-visible'))
}

const siteTheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/**
 * Fills a comments placeholder with giscus' web component: the frame URL, session, messages and
 * errors are giscus' own; this adds the site's theme switch and the metadata event.
 */
export function mountComments(container: HTMLElement): void {
  if (container.querySelector('giscus-widget')) return
  const { dataset } = container
  const host = dataset.host!
  guardMessages(host)
  const widget = document.createElement('giscus-widget') as GiscusWidget
  for (const key of SETTINGS) {
    const value = dataset[key]
    if (value !== undefined) (widget as unknown as Record<string, string>)[key] = value
  }
  // `light`/`dark` (the default `light` included) follow the site's switch; other themes stay.
  const follows = !dataset.theme || dataset.theme === 'light' || dataset.theme === 'dark'
  widget.theme = follows ? siteTheme() : dataset.theme!
  if (follows) page.on('theme', ({ dark }) => void (widget.theme = dark ? 'dark' : 'light'))
  if (dataset.emitMetadata === '1') {
    window.addEventListener('message', event => {
      const frame = widget.shadowRoot?.querySelector('iframe')
      if (
        event.origin !== host ||
        !isPayload(event.data) ||
        !event.data.giscus.discussion ||
        event.source !== frame?.contentWindow
      )
        return
      container.dispatchEvent(new CustomEvent('comments:metadata', { detail: event.data.giscus, bubbles: true }))
    })
  }
  markFrameFocus(widget)
  container.append(widget)
}
