// `import Script from 'next/script'`. In a page's own content the script is written into the static
// page: `beforeInteractive` as a plain script, `afterInteractive` (the default) deferred, `lazyOnload`
// started after the page's load when the browser is idle; inline scripts from `children` or
// `dangerouslySetInnerHTML`. `onLoad`/`onReady`/`onError` are functions, which a static page cannot
// carry: they run when the `Script` is inside a component of the site that runs in the browser (an
// island, issue 35), whose browser version (src/client/islands/next-script.ts) adds the script then;
// on the server it renders nothing there.
import { createElement, Fragment, useContext, type ReactElement } from 'react'
import { InsideIsland } from '../context.js'

export interface ScriptProps {
  src?: string
  id?: string
  strategy?: 'beforeInteractive' | 'afterInteractive' | 'lazyOnload' | 'worker'
  children?: unknown
  dangerouslySetInnerHTML?: { __html: string }
  onLoad?: unknown
  onReady?: unknown
  onError?: unknown
  [attribute: string]: unknown
}

const OWN = new Set(['src', 'strategy', 'children', 'dangerouslySetInnerHTML', 'onLoad', 'onReady', 'onError'])

/** Starts the page's `lazyOnload` scripts after its load, when idle (the same text wherever it is written: it runs once). */
const LAZY_STARTER =
  "if(!window.__gsLazy){window.__gsLazy=1;var s=function(){document.querySelectorAll('script[type=\"text/gs-lazyonload\"]').forEach(function(o){var n=document.createElement('script');for(var i=0;i<o.attributes.length;i++){var a=o.attributes[i];if(a.name!=='type'&&a.name!=='data-src')n.setAttribute(a.name,a.value)}if(o.dataset.src)n.src=o.dataset.src;else n.textContent=o.textContent;o.replaceWith(n)})},l=function(){'requestIdleCallback'in window?requestIdleCallback(s):setTimeout(s,1)};document.readyState==='complete'?l():addEventListener('load',l)}"

export default function Script(props: ScriptProps): ReactElement | null {
  const inside = useContext(InsideIsland)
  if (inside || props.strategy === 'worker') return null
  const attributes: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props))
    if (!OWN.has(name) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'))
      attributes[name] = value
  const text = props.dangerouslySetInnerHTML?.__html ?? (typeof props.children === 'string' ? props.children : '')
  const body = props.src ? {} : { dangerouslySetInnerHTML: { __html: text } }
  if (props.strategy === 'lazyOnload')
    return createElement(
      Fragment,
      null,
      createElement('script', { ...attributes, type: 'text/gs-lazyonload', 'data-src': props.src, ...body }),
      createElement('script', { dangerouslySetInnerHTML: { __html: LAZY_STARTER } })
    )
  const timing = props.src && props.strategy !== 'beforeInteractive' ? { defer: true } : {}
  return createElement('script', { ...attributes, ...timing, src: props.src, ...body })
}
export { Script }
