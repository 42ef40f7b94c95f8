import { randomBytes } from 'node:crypto'
import type { ComponentType, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { newIslandRoots, RenderContextValue, type IslandRoots, type RenderContext } from '../../templates/context.js'
import { DocsLayout } from '../../templates/layout/docs-layout.js'
import { DocsBodyContext, holdsDocsBody } from '../../templates/layout/docs-body-slot.js'
import { Document } from '../../templates/layout/document.js'
import { layoutParts } from '../../templates/layout/layout-parts.js'
import { NavbarChildContext } from '../../templates/layout/navbar-child.js'
import type { MetaContent, NavigationData, PageData, SiteData } from '../../templates/layout/types.js'
import { pageMapScope } from '../../templates/components/page-map-scope.js'
import { withoutPageBoundary } from '../app-router/absent-page.js'
import {
  ClientRenderBailouts,
  clientRenderedIslands,
  isClientRenderBailout,
  withoutClientRenderBailouts
} from '../islands/client-render.js'
import { escapeHtml } from '../shared/escape-html.js'
import { layoutFragments } from './layout-fragments.js'
import { hasHeadingTexts, withHeadingTexts } from './toc-heading-text.js'

export interface RenderPageInput {
  site: SiteData
  page: PageData
  nav: NavigationData
  Content: ComponentType
  /**
   * The article as HTML when the page took the string path (`static-article/`): spliced in where
   * `Content` would render, which then does not run.
   */
  articleHtml?: string
  /** What the page's `_meta` theme draws above and below the content. */
  metaContent?: MetaContent
  context: RenderContext
  /**
   * Render the header, navbar, sidebar and footer through the shared fragment cache (the same HTML,
   * a fraction of the time); false renders everything in one React pass. @default true
   */
  fragments?: boolean
  /**
   * The element the site's root layout gives its navbar, rendered in this page's render
   * (`src/app-router/navbar-child.ts`); the navbar is then rendered with the page, not shared.
   */
  navbarChild?: ReactNode
}

// A fresh record per page: a `<Comments>` in the content marks it, and the layout then adds none.
const pageContextOf = ({ site, context }: RenderPageInput, islandRoots?: IslandRoots): RenderContext => ({
  ...context,
  comments: { settings: site.comments, locale: site.locale, placed: false },
  islandRoots
})

/**
 * The two renders of a page with island roots (issue 35.2): the first finds, for each island whose props
 * cannot be sent, the component around it that can be the island; when there is one, the page renders
 * once more with those components as islands, saying nothing the first render said already.
 */
function islandPasses(input: RenderPageInput) {
  const first = newIslandRoots()
  const said = new Set<string>()
  const warn = input.context.warn
  const key = (message: string, line?: number, column?: number, file?: string) =>
    `${message}\0${line}\0${column}\0${file}`
  const firstInput: RenderPageInput = {
    ...input,
    context: {
      ...input.context,
      warn: (message, line, column, file) => {
        said.add(key(message, line, column, file))
        warn(message, line, column, file)
      }
    }
  }
  const second = (): [RenderPageInput, IslandRoots] | undefined =>
    first.wanted.size === 0
      ? undefined
      : [
          {
            ...input,
            context: {
              ...input.context,
              warn: (message, line, column, file) =>
                !said.has(key(message, line, column, file)) && warn(message, line, column, file)
            }
          },
          newIslandRoots(first.wanted)
        ]
  return { first: [firstInput, first] as const, second }
}

/**
 * The page drawn once more with the table of contents its content handed the MDX `wrapper` (Nextra
 * 4's `<Wrapper toc>`: remote docs compiled while the page renders), when it has none of its own:
 * the layout draws the table before it knows what the content compiles.
 */
function contentTocPasses(input: RenderPageInput) {
  const held: NonNullable<RenderContext['contentToc']> = {}
  const first: RenderPageInput = { ...input, context: { ...input.context, contentToc: held } }
  const again = (): RenderPageInput | undefined => {
    if (input.page.toc.length || !held.entries?.length) return undefined
    const deepest = input.site.markdownMarks ? 6 : 4
    const toc = held.entries.flatMap(({ id, value, depth }) =>
      depth >= 2 && depth <= deepest && typeof value === 'string' && typeof id === 'string'
        ? [{ id, value, depth }]
        : []
    )
    return toc.length ? { ...input, page: { ...input.page, toc } } : undefined
  }
  return { first, again }
}

function withIslandRoots<T>(input: RenderPageInput, render: (input: RenderPageInput, roots: IslandRoots) => T): T {
  const passes = islandPasses(input)
  const result = render(...passes.first)
  const again = passes.second()
  return again ? render(...again) : result
}

const DOCTYPE = '<!DOCTYPE html>'
const encoder = new TextEncoder()

// Unguessable per process, so no page content can contain the marker by accident.
const ARTICLE_SLOT = `${randomBytes(6).toString('hex')}-article`
const ARTICLE_MARKER = `<template data-gs-slot="${ARTICLE_SLOT}"></template>`

/** The page's React tree and the chrome (`fragments`) and string-path article spliced into its HTML. */
function pageTree(input: RenderPageInput, islandRoots?: IslandRoots) {
  const { site, page, nav, Content, articleHtml, metaContent, fragments = true, navbarChild } = input
  const parts = fragments ? layoutParts(site, page, nav) : undefined
  // (A navbar holding the site's own element of this page renders in the page's tree: `DocsLayout` draws it.)
  if (parts && navbarChild !== undefined) delete parts.navbar
  const chrome = parts ? layoutFragments(site, parts) : undefined
  const tree = (
    <RenderContextValue.Provider value={pageContextOf(input, islandRoots)}>
      <NavbarChildContext.Provider value={navbarChild}>
        <Document site={site} page={page}>
          <DocsLayout
            site={site}
            page={page}
            nav={nav}
            metaContent={metaContent}
            slots={chrome?.slots}
            bodyInside={articleHtml === undefined && holdsDocsBody(Content)}
          >
            {articleHtml === undefined ? <Content /> : <template data-gs-slot={ARTICLE_SLOT} />}
          </DocsLayout>
        </Document>
      </NavbarChildContext.Provider>
    </RenderContextValue.Provider>
  )
  const pieces = (html: string) => {
    const parts = chrome ? chrome.pieces(html) : [html]
    return articleHtml === undefined ? parts : withArticle(parts, articleHtml)
  }
  return { tree, pieces }
}

/** The pieces with the article in place of its marker (the piece that holds it is cut in two). */
function withArticle(parts: string[], articleHtml: string): string[] {
  for (let index = 0; index < parts.length; index++) {
    const at = parts[index].indexOf(ARTICLE_MARKER)
    if (at < 0) continue
    const part = parts[index]
    parts.splice(index, 1, part.slice(0, at), articleHtml, part.slice(at + ARTICLE_MARKER.length))
    return parts
  }
  // (The layout renders its children on every page: a page without them has no article to show.)
  return parts
}

/** The page's HTML without its doctype, as the pieces it is made of (React's HTML with the chrome spliced in). */
function renderPieces(input: RenderPageInput): string[] {
  const passes = contentTocPasses(input)
  const pieces = withIslandRoots(passes.first, renderPiecesOnce)
  const again = passes.again()
  return again ? headingTexts(again, withIslandRoots(again, renderPiecesOnce)) : headingTexts(input, pieces)
}

/**
 * The pieces, joined when a TOC entry takes its rendered heading's content (`toc-heading-text.ts`).
 * Only the layout's tables of contents mark entries, those of the page's TOC: a page without such an
 * entry is not searched for marks (the whole page's HTML, ~40 KB: 0.04 CPU-s at 1,000 pages).
 */
const headingTexts = (input: RenderPageInput, pieces: string[]): string[] =>
  input.page.toc.some(entry => entry.fromHeading) && hasHeadingTexts(pieces)
    ? [withHeadingTexts(pieces.join(''))]
    : pieces

function renderPiecesOnce(input: RenderPageInput, islandRoots: IslandRoots): string[] {
  const { tree, pieces } = pageTree(input, islandRoots)
  const html = renderToString(tree)
  // A Suspense boundary whose content suspended is left to the browser (`<!--$!-->`): a page with async
  // work renders through `renderPageUtf8Async` instead, which waits for it.
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new PageSuspended()
  return pieces(html)
}

/** React's mark of a Suspense boundary rendered as its fallback (content left to the client). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * Thrown by the synchronous renderers when the page has async work (an async component, `await` in an
 * MDX expression, a `use()`d promise): render it with `renderPageUtf8Async`.
 */
export class PageSuspended extends Error {
  constructor() {
    super('The page suspended while rendering synchronously')
  }
}

/** True when a synchronous render failed only because the page has async work. */
export const suspended = (error: unknown): boolean =>
  error instanceof PageSuspended ||
  // (A client-side rendering bail-out outside any <Suspense>: the prerender renders it without, below.)
  isClientRenderBailout(error) ||
  (error instanceof Error && error.message.includes('suspended while responding to synchronous input'))

/**
 * `renderPageUtf8` for pages with async work: React's static prerender waits for every suspended
 * component and promise before it writes the HTML (issue 34 item 4). Slower than `renderToString`,
 * so it is used only for pages that need it (`suspended`).
 */
export async function renderPageUtf8Async(input: RenderPageInput): Promise<Uint8Array> {
  const render = async (pass: RenderPageInput, islandRoots: IslandRoots) => {
    const { tree, pieces } = pageTree(pass, islandRoots)
    return pieces(await prerenderHtml(tree)).join('')
  }
  const renderAll = async (page: RenderPageInput) => {
    const passes = islandPasses(page)
    const html = await render(...passes.first)
    const again = passes.second()
    return again ? render(...again) : html
  }
  const toc = contentTocPasses(input)
  let html = await renderAll(toc.first)
  const again = toc.again()
  if (again) html = await renderAll(again)
  return encoder.encode(DOCTYPE + localizeCopyButtons(withHeadingTexts(html), input.site.messages))
}

/** Any React element to HTML once everything it awaits has settled (no doctype). */
export async function prerenderHtml(element: ReactNode): Promise<string> {
  try {
    return await prerenderOnce(element)
  } catch (error) {
    // A client component bailed out to client-side rendering where no <Suspense> catches it (Next's
    // build would stop there): the page is rendered on the server as before, the query string empty.
    if (!isClientRenderBailout(error)) throw error
    return withoutClientRenderBailouts(() => prerenderOnce(element))
  }
}

async function prerenderOnce(element: ReactNode): Promise<string> {
  const { prerenderToNodeStream } = await import('react-dom/static')
  let error: unknown
  const bailouts = new ClientRenderBailouts()
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, however large: React moves a large one's content after the document
    // (a hidden segment and a script to swap it in), which the page's pieces would leave out.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: thrown => {
      // A client component that bailed out to client-side rendering: its boundary's fallback is in the HTML.
      const digest = bailouts.digest(thrown)
      if (digest !== undefined) return digest
      // (Inside an app page's boundary, a failure for something absent shows its placeholder: `absent-page.ts`.)
      if (pageMapScope()?.onAbsent?.(thrown)) return
      error ??= thrown
    }
  })
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString()
  // As renderToString, a component that throws fails the page (prerender would leave it to the client).
  if (error !== undefined) throw error
  // (Rendered again without bail-outs by `prerenderHtml`.)
  const unbounded = bailouts.unbounded(html)
  if (unbounded) throw unbounded
  html = clientRenderedIslands(withoutPageBoundary(html), bailouts)
  return html.startsWith(DOCTYPE) ? html.slice(DOCTYPE.length) : html
}

/** Renders a docs page to a complete HTML document (doctype included). */
export function renderPage(input: RenderPageInput): string {
  return DOCTYPE + localizeCopyButtons(renderPieces(input).join(''), input.site.messages)
}

/**
 * `renderPage` as UTF-8 (what the build writes): the doctype, React's HTML and the chrome are
 * written into one buffer piece by piece, where joining them, adding the doctype and encoding
 * the result copied the page three times. Never pooled, so a worker can hand its buffer over.
 */
export function renderPageUtf8(input: RenderPageInput): Uint8Array {
  const pieces = renderPieces(input)
  if (relabels(input.site.messages))
    return encoder.encode(DOCTYPE + localizeCopyButtons(pieces.join(''), input.site.messages))
  let length = DOCTYPE.length
  for (const piece of pieces) length += Buffer.byteLength(piece)
  const bytes = Buffer.allocUnsafeSlow(length)
  let at = bytes.write(DOCTYPE, 0, 'latin1')
  for (const piece of pieces) at += bytes.write(piece, at)
  return bytes
}

/**
 * The inside of the page's `<article>` as `renderPage` renders it (the same context and labels),
 * without the rest of the document: the dev server sends it to the open page after a save that
 * changed only the article. (Ids from React's `useId` depend on the element's place in the whole
 * tree and differ here; the dev client does not swap blocks with ids in place.)
 */
export function renderArticle(input: RenderPageInput): string {
  if (input.articleHtml !== undefined) return localizeCopyButtons(input.articleHtml, input.site.messages)
  // (A page whose layouts hold the docs body, `docs-body-slot.tsx`: its article alone is what it holds there.)
  const inside = holdsDocsBody(input.Content)
  const html = renderToString(
    <RenderContextValue.Provider value={pageContextOf(input)}>
      <DocsBodyContext.Provider value={inside ? markArticle : undefined}>
        <input.Content />
      </DocsBodyContext.Provider>
    </RenderContextValue.Provider>
  )
  return localizeCopyButtons(inside ? betweenArticleMarks(html) : html, input.site.messages)
}

const ARTICLE_START = `<template data-gs-slot="${ARTICLE_SLOT}-start"></template>`
const ARTICLE_END = `<template data-gs-slot="${ARTICLE_SLOT}-end"></template>`
const markArticle = (content: ReactNode) => (
  <>
    <template data-gs-slot={`${ARTICLE_SLOT}-start`} />
    {content}
    <template data-gs-slot={`${ARTICLE_SLOT}-end`} />
  </>
)
const betweenArticleMarks = (html: string): string => {
  const start = html.indexOf(ARTICLE_START)
  const end = html.lastIndexOf(ARTICLE_END)
  return start < 0 || end < start ? html : html.slice(start + ARTICLE_START.length, end)
}

const COPY_BUTTON_LABELS = 'aria-label="Copy code" title="Copy code"'

/** Whether the page's language relabels the copy buttons (`localizeCopyButtons`). */
const relabels = (messages: SiteData['messages'] | undefined): messages is SiteData['messages'] & object =>
  Boolean(messages && messages.copyCode !== 'Copy code')

/**
 * Code blocks are compiled once, whatever language their page is shown in, with English copy
 * buttons (src/compile/rehype-code/create-copy-button.ts): the page's language relabels them here.
 */
function localizeCopyButtons(html: string, messages: SiteData['messages'] | undefined): string {
  if (!relabels(messages) || !html.includes(COPY_BUTTON_LABELS)) return html
  const label = escapeHtml(messages.copyCode)
  return html.replaceAll(COPY_BUTTON_LABELS, `aria-label="${label}" title="${label}"`)
}
