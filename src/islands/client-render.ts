// Client-side rendering bail-outs (Next's app router, as its static prerender does it): a client
// component that calls `useSearchParams()` cannot know the query string when the page is built, so
// Next renders the nearest `<Suspense>` boundary's fallback into the static HTML and the browser
// renders the component (graphql-eslint's `/play`: "Loading..." in Nextra's HTML). Here the island
// throws `ClientRenderBailout` from the hook; React's prerender shows the boundary's fallback and asks
// `onError` for a digest; `clientRenderedIslands` then puts the island's marker (what it would have
// hydrated) around the fallback, and the loader renders it in the browser (`data-client-render`).
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { InsideIsland, RenderContextValue, type RenderContext } from '../../templates/context.js'
import { pageMapScope, withPageMapScope } from '../../templates/components/page-map-scope.js'

/** What an island's marker needs to be written in place of its boundary's fallback. */
export interface BailoutIsland {
  /** The `<gs-island>` attributes (data-island, data-props, …). */
  attributes: Record<string, string | undefined>
  /** The loader's script URL. */
  loader: string
  /** The page's `useConfig()` JSON, when this island was the page's first (its script was rendered inside). */
  config?: string
  /** The island's children, rendered on the server into its slot. */
  children?: ReactNode
  /** The React elements of its props, by slot number (`element-props.ts`): each in its template. */
  elements?: ReactNode[]
  context: RenderContext
}

const BRAND = 'gsClientRenderBailout'

/** Thrown by `useSearchParams()` in an island of an app-router page while it is built. */
export class ClientRenderBailout extends Error {
  readonly [BRAND] = true
  constructor(
    readonly island: BailoutIsland,
    hook: string
  ) {
    super(`Bail out to client-side rendering: ${hook}`)
  }
}

/** (By its brand: the site's bundle and the renderer may each hold their own copy of this module.) */
export const isClientRenderBailout = (error: unknown): error is ClientRenderBailout =>
  typeof error === 'object' && error !== null && (error as Record<string, unknown>)[BRAND] === true

/**
 * Whether `useSearchParams()` in an island bails out: the page being rendered is one of Next's app
 * router (Nextra 4's content, or an `app/` page), and not rendered again without bail-outs.
 */
export function inAppRouter(): boolean {
  const scope = pageMapScope()
  return Boolean(scope && !scope.noBailouts && (scope.onAbsent || scope.pageMap.nextra === 4))
}

/** Runs `render` with no bail-outs: one reached no `<Suspense>`, and the page is rendered as before. */
export function withoutClientRenderBailouts<T>(render: () => T): T {
  const scope = pageMapScope()
  return scope ? withPageMapScope({ ...scope, noBailouts: true }, render) : render()
}

const DIGEST = 'gs-client-render:'

/**
 * The element around an app page's own boundary fallback (`app-router/absent-page.ts`): a bail-out
 * that only it caught reached no `<Suspense>` of the site's.
 */
export const PAGE_FALLBACK = 'gs-page-fallback'

/** The bail-outs of one render: `onError` registers each and gives React its digest. */
export class ClientRenderBailouts {
  private readonly errors: ClientRenderBailout[] = []

  /** The digest React writes for the boundary (`<template data-dgst>`), or undefined for any other error. */
  digest(error: unknown): string | undefined {
    if (!isClientRenderBailout(error)) return undefined
    this.errors.push(error)
    return DIGEST + String(this.errors.length - 1)
  }

  /**
   * A bail-out that only the app page's own boundary caught (`app-router/absent-page.ts`, its
   * fallback inside `<gs-page-fallback>`): no `<Suspense>` of the site's is around it.
   */
  unbounded(html: string): ClientRenderBailout | undefined {
    if (this.errors.length === 0) return undefined
    const match = new RegExp(`<template data-dgst="${DIGEST}(\\d+)"[^>]*></template><${PAGE_FALLBACK}>`).exec(html)
    return match ? this.errors[Number(match[1])] : undefined
  }

  /** The island whose bail-out got digest number `index`. */
  island(index: number): BailoutIsland | undefined {
    return this.errors[index]?.island
  }
}

/**
 * `html` with, for each boundary React left to the client because an island bailed out, the
 * fallback wrapped in the island's marker (the loader renders the island there in the browser).
 */
export function clientRenderedIslands(html: string, bailouts: ClientRenderBailouts): string {
  if (!html.includes(DIGEST)) return html
  // (React's development build adds the error's message and stack as attributes: `data-msg`, `data-stck`.)
  const digests = new RegExp(`<template data-dgst="${DIGEST}(\\d+)"[^>]*></template>`, 'g')
  let out = ''
  let last = 0
  for (let match = digests.exec(html); match; match = digests.exec(html)) {
    const island = bailouts.island(Number(match[1]))
    const start = match.index + match[0].length
    if (!island || start < last) continue
    const end = boundaryEnd(html, start)
    out += html.slice(last, start) + openMarker(island) + html.slice(start, end) + '</gs-island>'
    out += `<script type="module" src="${escapeAttribute(island.context.basePath + island.loader)}"></script>`
    last = end
    digests.lastIndex = end
  }
  return out + html.slice(last)
}

/** The index of the `<!--/$-->` that closes the boundary whose content starts at `from`. */
function boundaryEnd(html: string, from: number): number {
  const marks = /<!--(\/?)\$[?!]?-->/g
  marks.lastIndex = from
  let depth = 0
  for (let match = marks.exec(html); match; match = marks.exec(html)) {
    if (!match[1]) depth++
    else if (depth-- === 0) return match.index
  }
  return from
}

function openMarker(island: BailoutIsland): string {
  const config = island.config ? `<script type="application/json" id="gs-page-config">${island.config}</script>` : ''
  const attributes = Object.entries({ ...island.attributes, 'data-client-render': '' })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`)
    .join('')
  return `${config}<gs-island${attributes} style="display:contents">${slotTemplate(island)}${elementTemplates(island)}`
}

/** The React elements of the island's props as the server renders them, each in its template (`element-props.ts`). */
function elementTemplates(island: BailoutIsland): string {
  return (island.elements ?? [])
    .map((element, index) => {
      try {
        return `<template data-gs-prop="${index}">${renderInside(island, element)}</template>`
      } catch {
        // (One that suspends or fails on its own: an empty slot.)
        return ''
      }
    })
    .join('')
}

/** Server HTML of what an island holds (its children, its props' elements), as static content inside it. */
const renderInside = (island: BailoutIsland, node: ReactNode): string =>
  renderToString(
    createElement(
      RenderContextValue.Provider,
      { value: island.context },
      createElement(InsideIsland.Provider, { value: true }, node)
    )
  )

/** The island's children as the server renders them, in a template the loader hands the island. */
function slotTemplate(island: BailoutIsland): string {
  if (island.children === undefined) return ''
  const html = (children: ReactNode) => renderInside(island, children)
  try {
    // (An array of children: one template per child, as `island.ts` gives one slot per child.)
    if (Array.isArray(island.children))
      return (island.children as ReactNode[])
        .map((child, index) => `<template data-gs-slot="${index}">${html(child)}</template>`)
        .join('')
    return `<template data-gs-slot="">${html(island.children)}</template>`
  } catch {
    // (Children that suspend or fail on their own: the island renders without them, as it would with none.)
    return ''
  }
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
