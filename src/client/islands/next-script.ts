// `next/script` in the browser (issue 35.4): the script is added to the document once (by `id`, else
// by `src`, else by its text) with its strategy — `beforeInteractive` and `afterInteractive` at once
// when the island hydrates, `lazyOnload` when the page has loaded and the browser is idle — and
// `onLoad` runs when it has loaded, `onReady` then and at every later mount, `onError` on failure.
import { useEffect, type ReactElement } from 'react'

export interface ScriptProps {
  src?: string
  id?: string
  strategy?: 'beforeInteractive' | 'afterInteractive' | 'lazyOnload' | 'worker'
  children?: unknown
  dangerouslySetInnerHTML?: { __html: string }
  onLoad?: (event: Event) => void
  onReady?: () => void
  onError?: (event: Event | string) => void
  [attribute: string]: unknown
}

const added = new Map<string, Promise<void>>()
const HANDLED = new Set([
  'src',
  'id',
  'strategy',
  'children',
  'dangerouslySetInnerHTML',
  'onLoad',
  'onReady',
  'onError'
])

function insert(props: ScriptProps): Promise<void> {
  const text = props.dangerouslySetInnerHTML?.__html ?? (typeof props.children === 'string' ? props.children : '')
  const key = props.id ?? props.src ?? text
  const known = added.get(key)
  if (known) return known
  const done = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    for (const [name, value] of Object.entries(props))
      if (!HANDLED.has(name) && (typeof value === 'string' || typeof value === 'number' || value === true))
        script.setAttribute(name === 'className' ? 'class' : name, String(value))
    if (props.id) script.id = props.id
    if (props.src) {
      script.addEventListener('load', event => {
        props.onLoad?.(event)
        resolve()
      })
      script.addEventListener('error', event => {
        props.onError?.(event)
        reject(new Error(`next/script: ${props.src} did not load`))
      })
      script.src = props.src
    } else {
      script.textContent = text
    }
    document.body.append(script)
    if (!props.src) resolve()
  })
  added.set(key, done)
  return done
}

export default function Script(props: ScriptProps): ReactElement | null {
  useEffect(() => {
    const run = () =>
      insert(props).then(
        () => props.onReady?.(),
        () => {}
      )
    if (props.strategy !== 'lazyOnload') void run()
    else {
      const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void run()) : setTimeout(run, 1))
      if (document.readyState === 'complete') idle()
      else window.addEventListener('load', idle, { once: true })
    }
    // Each mount inserts at most once; the props of the first mount decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

export { Script }
