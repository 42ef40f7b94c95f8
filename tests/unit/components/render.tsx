import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { RenderContextValue, type RenderContext } from '../../../templates/context.js'

/**
 * Renders a component to HTML inside a render context, collecting warnings the way the render
 * stage does for a page.
 */
export function render(
  element: ReactElement,
  context: Partial<RenderContext> = {}
): { html: string; warnings: string[] } {
  const warnings: string[] = []
  const value: RenderContext = {
    basePath: '',
    siteUrl: '',
    route: '/docs',
    file: 'pages/docs.mdx',
    warn: message => warnings.push(message),
    ...context
  }
  const html = renderToStaticMarkup(<RenderContextValue.Provider value={value}>{element}</RenderContextValue.Provider>)
  return { html, warnings }
}

/** An opening tag of rendered HTML with its attributes (names lower-cased, values unescaped). */
export interface Tag {
  name: string
  attrs: Record<string, string>
}

const OPENING_TAG = /<([a-z][a-z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/gi
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g

const unescape = (value: string): string =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/**
 * Every opening tag named `name` in document order. React's markup quotes every attribute and
 * escapes quotes inside, which is what makes this small parser enough (no DOM in these tests).
 */
export function tags(html: string, name: string): Tag[] {
  const found: Tag[] = []
  for (const match of html.matchAll(OPENING_TAG)) {
    if (match[1]!.toLowerCase() !== name) continue
    const attrs: Record<string, string> = {}
    for (const attr of match[2]!.matchAll(ATTRIBUTE)) attrs[attr[1]!.toLowerCase()] = unescape(attr[2] ?? '')
    found.push({ name, attrs })
  }
  return found
}

/** The one opening tag named `name`; fails the test when there is not exactly one. */
export function tag(html: string, name: string): Tag {
  const found = tags(html, name)
  if (found.length !== 1) throw new Error(`expected one <${name}>, found ${found.length} in ${html}`)
  return found[0]!
}
