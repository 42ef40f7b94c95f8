// A Nextra 2/3 theme config's `main` wrapper, drawn around every docs page's content as nextra-theme-docs
// draws it: its `Body` passes `main` the page's content, the "last updated" line, the meta's bottom
// content and the previous/next links as `children`, under the breadcrumb, on every page whose layout is
// not `raw` (Nextra 2 calls it as a function, `config.main?.({ children }) || children`; Nextra 3
// renders it as a component). The Guild's sites put a post header above the content with it (Hive's
// product updates: the front matter's title and authors) and their Giscus comments below it.
//
// The wrapper is the site's own code, so it runs where the theme's `head` runs (src/website/theme-head.ts):
// on the thread that rendered the page, under the page's budgets, from the theme config's module run
// again there (`theme-head-module.ts`), with `useConfig()`/`useRouter()` answering the page's values
// (the page's `HeadInput`, which `Document` writes in the `<head>` of a site with a head or a main). The
// docs layout marks the region Nextra passes as `children` (`MAIN_START`…`MAIN_END`, and the comments
// inside it); `themeMainOfPage` renders the wrapper with a slot for the children and writes the region
// into the slot. A `<Giscus>` the wrapper renders is where the page's comments go (they come from it:
// `theme-main-comments.ts`), so they are drawn once, where the wrapper puts them, and only on the pages
// it puts them on. A wrapper that throws is a `THEME_MAIN` warning at its line and the page keeps its
// content without it. Sites without a `main` carry no markers and are not read again.
import type { ComponentType, ReactNode } from 'react'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { relative } from 'node:path'
import { loadedTheme, type HeadInput } from './theme-head-module.js'
import { HEAD_PAGE, MARKER, type ThemeCodeRunning, type ThemeHeadModule } from './theme-head.js'

/** A theme config's `main` function as the render threads get it. */
export interface ThemeMainModule extends Omit<ThemeHeadModule, 'code'> {
  /** The config's module, when it has no `head` function (else it travels once, in `head`). */
  code?: string
  /** Its `<Giscus>` gives the site's comments: they are drawn where it renders it, not under every page. */
  comments?: true
}

/** The docs layout's markers of the region passed to `main` as `children`, and of the comments in it. */
export const MAIN_START = '<template data-gs-theme-main="start"></template>'
export const MAIN_END = '<template data-gs-theme-main="end"></template>'
export const COMMENTS_START = '<template data-gs-theme-main="comments"></template>'
export const COMMENTS_END = '<template data-gs-theme-main="comments-end"></template>'

/** Where the wrapper's `children` are in its markup (an element of the slot's name). */
const SLOT = 'gs-theme-main-children'
const SLOT_MARKUP = `<${SLOT}></${SLOT}>`
/** What the config's `<Giscus>` renders while the wrapper renders (`config-stubs.ts`): where the comments go. */
export const GISCUS_TOKEN = '@@gs-theme-main-giscus@@'

const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/

/** Renders the wrapper for a page: its markup, with `SLOT_MARKUP` for the children; throws what it throws. */
export type MainRenderer = (input: HeadInput) => string

/** What the thread rendering pages knows of the site: its folder and its theme config. */
interface MainSite {
  config: {
    siteDir: string
    website?: {
      themeComponents?: { file: string; head?: ThemeHeadModule; main?: ThemeMainModule; editLink?: { code?: string } }
    }
  }
}

/**
 * The page of `route` with the site's theme `main` drawn around its content (`applyThemeMain`), on the
 * thread that rendered it. `during` is told when the wrapper starts and ends (a page stopped meanwhile
 * fails at the theme's code, as for the head). A site without a head keeps no `HeadInput` marker.
 */
export async function themeMainOfPage<T extends string | Uint8Array>(
  html: T,
  site: MainSite,
  route: string,
  diagnostics: Diagnostic[],
  during?: (running: ThemeCodeRunning) => void
): Promise<T> {
  const theme = site.config.website?.themeComponents
  if (!theme?.main) return html
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString()
  const code = theme.main.code ?? theme.head?.code
  if (code === undefined) return html
  const render = await themeMainRenderer(code, site.config.siteDir)
  during?.('main')
  let out: string
  try {
    out = applyThemeMain(text, render, theme.main.comments === true, message =>
      diagnostics.push(
        diagnostic('THEME_MAIN', `${message} (page ${route})`, {
          file: relative(site.config.siteDir, theme.file),
          ...(theme.main!.line && { line: theme.main!.line }),
          ...(theme.main!.column && { column: theme.main!.column })
        })
      )
    )
  } finally {
    during?.(false)
  }
  // (The head's turn, or the edit link's, reads the marker and takes it away: theme-head.ts.)
  if (!theme.head && !theme.editLink) out = out.replace(MARKER, '')
  return (typeof html === 'string' ? out : new Uint8Array(Buffer.from(out, 'utf8'))) as T
}

/**
 * The page with the wrapper drawn around its marked region: the region fills the wrapper's slot, the
 * comments go where its `<Giscus>` is (`moveComments`: they come from it) and the markers are removed.
 * The wrapper's markup is in a box that lays out as its content (`.gs-theme-main`, `display: contents`),
 * which the styles of its own elements hang on (its title, as Nextra's article typesetting sets it).
 * Unchanged but for the markers when the page has no region (a `raw` page) or the wrapper throws
 * (reported through `warn`).
 */
export function applyThemeMain(
  html: string,
  render: MainRenderer,
  moveComments: boolean,
  warn: (message: string) => void
): string {
  const start = html.indexOf(MAIN_START)
  const end = html.indexOf(MAIN_END, start)
  if (start < 0 || end < 0) return html
  const region = html.slice(start + MAIN_START.length, end)
  const commentsStart = region.indexOf(COMMENTS_START)
  const commentsEnd = region.indexOf(COMMENTS_END, commentsStart)
  const hasComments = commentsStart >= 0 && commentsEnd >= 0
  const comments = hasComments ? region.slice(commentsStart + COMMENTS_START.length, commentsEnd) : ''
  const children = hasComments
    ? region.slice(0, commentsStart) + (moveComments ? '' : comments) + region.slice(commentsEnd + COMMENTS_END.length)
    : region
  const input = JSON.parse(MARKER.exec(html)?.[1] ?? 'null') as HeadInput | null
  let markup: string | undefined
  if (input) {
    try {
      markup = render(input)
    } catch (error) {
      warn(`The theme config's main threw: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const body =
    markup === undefined
      ? hasComments
        ? region.slice(0, commentsStart) + comments + region.slice(commentsEnd + COMMENTS_END.length)
        : region
      : `<div class="gs-theme-main">${markup
          .split(GISCUS_TOKEN)
          .join(moveComments ? comments : '')
          .split(SLOT_MARKUP)
          .join(children)}</div>`
  return html.slice(0, start) + body + html.slice(end + MAIN_END.length)
}

/**
 * The renderer of the `main` of the theme config module `code` (loaded once per thread, as for the
 * head): rendered with the React its JSX imports, `useConfig()`/`useRouter()` reading `HEAD_PAGE`.
 */
export async function themeMainRenderer(code: string, siteDir: string): Promise<MainRenderer> {
  const { config, error, react, server } = await loadedTheme(code, siteDir)
  if (error !== undefined)
    return () => {
      throw new Error(error)
    }
  const main = config?.main
  const { createElement } = react
  const { renderToStaticMarkup } = server
  const slot = createElement(SLOT)
  return input => {
    if (typeof main !== 'function') return SLOT_MARKUP
    const global = globalThis as Record<symbol, unknown>
    // (Nextra 2: `config.main?.({ children }) || children`, inside its Body, whose hooks are the wrapper's.)
    const Main: ComponentType = input.nextra2
      ? () => ((main as (props: { children: ReactNode }) => ReactNode)({ children: slot }) || slot) as never
      : () => createElement(main as ComponentType<{ children: ReactNode }>, null, slot)
    try {
      global[HEAD_PAGE] = input
      // (React's image preloads lead its markup; Next puts them in the head: the page's images load as they are.)
      return renderToStaticMarkup(createElement(Main)).replace(LEADING_PRELOADS, '')
    } finally {
      delete global[HEAD_PAGE]
    }
  }
}
