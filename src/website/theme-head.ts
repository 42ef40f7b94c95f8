// A Nextra 2/3 theme config whose `head` is a function: rendered for every page, its `<title>`,
// description and Open Graph tags win over the defaults, as in Nextra's build.
//
// Nextra renders `head` inside each page's render, where `useConfig()` gives the page's title and front
// matter and `useRouter()` its route. The function lives in the theme config, which only the main thread
// evaluates (`read-theme-config.ts`, with `useConfig`/`useRouter` stubs that read `HEAD_PAGE`); a
// config with a function cannot travel to the render threads. So a page of such a site carries what
// the head needs as JSON in its `<head>` (`headInputOf`, written by `Document`), and the main thread
// renders the head from it and rewrites the page's tags before the page is written (`applyThemeHead`).
// Sites without a head function (most) carry nothing and are not read again.
import { relative } from 'node:path'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'

/** The page `useConfig()`/`useRouter()` stubs answer from while a theme head renders (`read-theme-config.ts`). */
export const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** What a theme head function reads of the page being rendered. */
export interface HeadInput {
  route: string
  title: string
  frontMatter: Record<string, unknown>
  query?: Record<string, string | string[]>
  locale?: string
  basePath: string
  /** The site's locales, as `useRouter()` gives them while the page renders. */
  i18n?: { locales: string[]; defaultLocale: string }
  /** The page's path in the navigation (`normalizePagesResult.activePath`): routes and titles. */
  activePath: { route: string; title: string; name: string }[]
}

/** The marker element's attribute: `<script type="application/json" data-gs-theme-head>`. */
export const HEAD_INPUT_ATTRIBUTE = 'data-gs-theme-head'

const heads = new Map<string, ComponentType>()

/** Records the site's theme head function (`undefined`: none), by site folder. */
export function setThemeHead(siteDir: string, head: unknown): void {
  if (typeof head === 'function') heads.set(siteDir, head as ComponentType)
  else heads.delete(siteDir)
}

/** The JSON a page carries for its theme head, safe inside a `<script>`. */
export function headInputJson(input: HeadInput): string {
  return JSON.stringify(input).replace(/</g, '\\u003c')
}

const HEAD_END = Buffer.from('</head>')

const MARKER = new RegExp(`<script type="application/json" ${HEAD_INPUT_ATTRIBUTE}="">([^<]*)</script>`)

/**
 * The page with its theme head applied: the head function's `<title>`, `<meta name="description">` and
 * `og:*` tags replace the page's own (or are added), and the marker is removed. Unchanged when the site
 * has no head function or the page no marker; a head that throws keeps the defaults and is reported
 * through `warn` (once per message by the caller).
 */
export function applyThemeHead<T extends string | Uint8Array>(
  html: T,
  siteDir: string,
  warn: (message: string) => void
): T {
  const head = heads.get(siteDir)
  if (!head) return html
  // (Only the document's head is read and rewritten: the body's bytes are kept as they are.)
  const bytes = typeof html === 'string' ? undefined : Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const headEnd = bytes ? bytes.indexOf(HEAD_END) : (html as string).indexOf('</head>')
  if (headEnd < 0) return html
  const text = bytes ? bytes.toString('utf8', 0, headEnd) : (html as string).slice(0, headEnd)
  const marker = MARKER.exec(text)
  if (!marker) return html
  let out = text.slice(0, marker.index) + text.slice(marker.index + marker[0].length)
  let markup: string | undefined
  const global = globalThis as Record<symbol, unknown>
  const input = JSON.parse(marker[1]!) as HeadInput
  try {
    global[HEAD_PAGE] = input
    markup = renderToStaticMarkup(createElement(head))
  } catch (error) {
    warn(`The theme config's head threw: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    delete global[HEAD_PAGE]
  }
  if (markup !== undefined) {
    const tags = headTags(markup)
    // (The head replaces the theme's default head: one without a description gives a page without its
    // own none, as a static head does: src/config/website/theme-head-tags.ts.)
    const own = typeof input.frontMatter.description === 'string' && input.frontMatter.description !== ''
    out = withHeadTags(out, tags, !tags.metas.has('description') && !own)
  }
  if (!bytes) return (out + (html as string).slice(headEnd)) as T
  return new Uint8Array(Buffer.concat([Buffer.from(out, 'utf8'), bytes.subarray(headEnd)])) as T
}

/** The tags of a rendered head that replace the page's: its title and each named meta's content (escaped as rendered). */
export function headTags(markup: string): { title?: string; metas: Map<string, string> } {
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1]
  const metas = new Map<string, string>()
  for (const tag of markup.match(/<meta\b[^>]*>/g) ?? []) {
    const key = /\b(?:name|property)="([^"]*)"/.exec(tag)?.[1]
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1]
    if (!key || content === undefined || metas.has(key)) continue
    if (key === 'description' || key.startsWith('og:')) metas.set(key, content)
  }
  return { ...(title !== undefined && { title }), metas }
}

/** The document's head (up to `</head>`) with the head function's tags. */
function withHeadTags(html: string, { title, metas }: ReturnType<typeof headTags>, noDescription: boolean): string {
  let head = html
  if (noDescription) head = head.replace(/<meta (?:name|property)="(?:og:)?description" content="[^"]*"\/>/g, '')
  if (title !== undefined) head = head.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
  const added: string[] = []
  for (const [key, content] of metas) {
    const attribute = key.startsWith('og:') ? 'property' : 'name'
    const own = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="[^"]*"/>`)
    const tag = `<meta ${attribute}="${key}" content="${content}"/>`
    if (own.test(head)) head = head.replace(own, () => tag)
    else added.push(tag)
  }
  if (added.length) {
    const titleEnd = head.indexOf('</title>')
    const at = titleEnd < 0 ? head.length : titleEnd + '</title>'.length
    head = head.slice(0, at) + added.join('') + head.slice(at)
  }
  return head
}

/** `applyThemeHead` for a page of `route`, its failure a `THEME_HEAD` warning at the theme config (once per message). */
export function themeHeadOfPage<T extends string | Uint8Array>(
  html: T,
  site: { config: { siteDir: string; website?: { themeComponents?: { file: string; headFunction?: boolean } } } },
  route: string,
  diagnostics: Diagnostic[]
): T {
  const theme = site.config.website?.themeComponents
  if (!theme?.headFunction) return html
  return applyThemeHead(html, site.config.siteDir, message => {
    const full = `${message} (page ${route})`
    if (!diagnostics.some(d => d.code === 'THEME_HEAD' && d.message.startsWith(message)))
      diagnostics.push(diagnostic('THEME_HEAD', full, { file: relative(site.config.siteDir, theme.file) }))
  })
}
