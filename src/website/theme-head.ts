// A Nextra 2/3 theme config whose `head` is a function: rendered for every page, its `<title>`,
// description and Open Graph tags win over the defaults, as in Nextra's build.
//
// Nextra renders `head` inside each page's render, where `useConfig()` gives the page's title and front
// matter and `useRouter()` its route. The function is the site's own code, so it runs where the page's
// other code runs, under the same budgets (a head that never returns fails its page as PAGE_TIMEOUT,
// the build goes on): on the thread that rendered the page (a render worker, `render-jobs.ts`, or the
// page runner, `run-page.ts`). The theme config is evaluated on the main thread
// (`read-theme-config.ts`, with `useConfig`/`useRouter` stubs that read `HEAD_PAGE`); its module's
// code travels in the config (`ThemeHeadModule`) and each thread runs it again once
// (`theme-head-module.ts`). A page of such a site is rendered carrying what the head needs as JSON in
// its `<head>` (`headInputJson`, written by `Document`); the thread renders the head from it and
// rewrites the page's tags before the page leaves it (`themeHeadOfPage`), and draws there too a logo
// or footer content that reads the page (`theme-page-nodes.ts`). Sites without a head function (most) carry nothing and are
// not read again.
import { relative } from 'node:path'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { applyThemeEditLink, withoutHeadInput } from './theme-edit-link.js'
import { applyThemeDateFormatter } from './theme-date-formatter.js'
import {
  themeDateRenderer,
  themeEditLinkRenderer,
  themeHeadRenderer,
  themeNodeRenderer,
  type HeadInput,
  type HeadRenderer
} from './theme-head-module.js'
import { applyThemePageNode, PAGE_NODE_KEYS, type PageNodeKey, type ThemePageNode } from './theme-page-nodes.js'

export type { HeadInput } from './theme-head-module.js'

/** The page `useConfig()`/`useRouter()` stubs answer from while a theme head renders (`read-theme-config.ts`). */
export const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** A theme config's `head` function as the render threads get it: the config's module, and where the function is. */
export interface ThemeHeadModule {
  /** The theme config's module as `evaluateLenient` ran it (an ES module, its imports absolute). */
  code: string
  /** The `head` key's position in the theme config (for a head that throws or never returns). */
  line?: number
  column?: number
}

/** Which of a theme config's functions a page's thread is running (`false`: none), for a page stopped in it. */
export type ThemeCodeRunning = false | 'head' | 'main'

/** The marker element's attribute: `<script type="application/json" data-gs-theme-head>`. */
export const HEAD_INPUT_ATTRIBUTE = 'data-gs-theme-head'

/** The JSON a page carries for its theme head, safe inside a `<script>`. */
export function headInputJson(input: HeadInput): string {
  return JSON.stringify(input).replace(/</g, '\\u003c')
}

const HEAD_END = Buffer.from('</head>')

/** The marker `Document` writes in a page's `<head>`: the page's `HeadInput` (`headInputJson`). */
export const MARKER = new RegExp(`<script type="application/json" ${HEAD_INPUT_ATTRIBUTE}="">([^<]*)</script>`)

/**
 * The page with its theme head applied: the head's `<title>`, `<meta name="description">` and `og:*`
 * tags replace the page's own (or are added), and the marker is removed. Unchanged when the page has
 * no marker; a head that throws keeps the defaults and is reported through `warn`.
 */
export function applyThemeHead<T extends string | Uint8Array>(
  html: T,
  render: HeadRenderer,
  warn: (message: string) => void
): T {
  // (Only the document's head is read and rewritten: the body's bytes are kept as they are.)
  const bytes = typeof html === 'string' ? undefined : Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const headEnd = bytes ? bytes.indexOf(HEAD_END) : (html as string).indexOf('</head>')
  if (headEnd < 0) return html
  const text = bytes ? bytes.toString('utf8', 0, headEnd) : (html as string).slice(0, headEnd)
  const marker = MARKER.exec(text)
  if (!marker) return html
  let out = text.slice(0, marker.index) + text.slice(marker.index + marker[0].length)
  let markup: string | undefined
  const input = JSON.parse(marker[1]!) as HeadInput
  try {
    markup = render(input)
  } catch (error) {
    warn(`The theme config's head threw: ${error instanceof Error ? error.message : String(error)}`)
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

/** What the thread rendering pages knows of the site: its folder and its theme config's head. */
interface HeadSite {
  config: {
    siteDir: string
    website?: {
      themeComponents?: {
        file: string
        head?: ThemeHeadModule
        main?: Omit<ThemeHeadModule, 'code'> & { code?: string }
        editLink?: { code?: string }
        dateFormatter?: { code?: string }
      } & Partial<Record<PageNodeKey, ThemePageNode>>
    }
  }
}

/**
 * The page of `route` with the site's theme head applied (`applyThemeHead`), on the thread that
 * rendered it: the head's module is loaded on the first page. `during` is told when the head starts
 * and ends (the page runner's phase: a page stopped meanwhile fails at the head, `headStoppedAt`). A
 * head that throws is a `THEME_HEAD` warning at the theme config's `head` (each page's: the build
 * keeps one per message, `oneHeadWarningEach`).
 */
export async function themeHeadOfPage<T extends string | Uint8Array>(
  html: T,
  site: HeadSite,
  route: string,
  diagnostics: Diagnostic[],
  during?: (running: ThemeCodeRunning) => void
): Promise<T> {
  const theme = site.config.website?.themeComponents
  const nodes = PAGE_NODE_KEYS.filter(key => theme?.[key])
  const code =
    theme?.head?.code ??
    theme?.editLink?.code ??
    (nodes.length || theme?.dateFormatter
      ? (theme?.main?.code ?? nodes.map(key => theme?.[key]?.code).find(Boolean) ?? theme?.dateFormatter?.code)
      : undefined)
  if (!theme || code === undefined) return html
  const { siteDir } = site.config
  const at = headAt(site) ?? { file: relative(siteDir, theme.file) }
  const warn = (message: string) => diagnostics.push(diagnostic('THEME_HEAD', `${message} (page ${route})`, at))
  during?.('head')
  try {
    // (Its `editLink.component` first: it reads the JSON the head's turn takes away, theme-edit-link.ts.)
    let out = theme.editLink ? applyThemeEditLink(html, await themeEditLinkRenderer(code, siteDir), warn) : html
    // (A logo, footer content or TOC extra that reads the page: src/website/theme-page-nodes.ts.)
    for (const key of nodes)
      out = applyThemePageNode(out, await themeNodeRenderer(code, siteDir, key), theme[key]!, key, warn)
    // (nextra-theme-blog 2/3's `dateFormatter`: a post's date, theme-date-formatter.ts.)
    if (theme.dateFormatter) out = applyThemeDateFormatter(out, await themeDateRenderer(code, siteDir), warn)
    out = theme.head ? applyThemeHead(out, await themeHeadRenderer(code, siteDir), warn) : withoutHeadInput(out)
    return out
  } finally {
    during?.(false)
  }
}

/**
 * Of the `THEME_HEAD` (and `THEME_MAIN`, theme-main.ts) warnings of the pages (each thread reports its
 * own), one per message: the one of the first route in sort order, whichever thread rendered it first.
 */
export function oneHeadWarningEach(diagnostics: Diagnostic[]): void {
  const first = new Map<string, Diagnostic>()
  const theme = (d: Diagnostic) => d.code === 'THEME_HEAD' || d.code === 'THEME_MAIN'
  for (const d of diagnostics) {
    if (!theme(d)) continue
    const key = d.code + d.message.replace(/ \(page [^)]*\)$/, '')
    const kept = first.get(key)
    if (!kept || d.message < kept.message) first.set(key, d)
  }
  if (first.size === 0) return
  const keep = new Set(first.values())
  const others = diagnostics.filter(d => !theme(d) || keep.has(d))
  diagnostics.splice(0, diagnostics.length, ...others)
}

/**
 * Where the site's theme head is written: the theme config's `head` key (undefined: no head function);
 * `key` 'main': its `main` wrapper's (src/website/theme-main.ts).
 */
export function headAt(
  site: HeadSite,
  key: 'head' | 'main' = 'head'
): { file: string; line?: number; column?: number } | undefined {
  const theme = site.config.website?.themeComponents
  const code = theme?.[key]
  if (!theme || !code) return undefined
  const { line, column } = code
  return { file: relative(site.config.siteDir, theme.file), ...(line && { line }), ...(column && { column }) }
}

/**
 * The position of a theme config's `head` function (or that of option `key`, `main`) in its source: its
 * key (`head: …`, `head() {`, or `head,` for a function of that name), outside comments as far as a line
 * tells; none when not found.
 */
export function headFunctionAt(source: string, key = 'head'): { line?: number; column?: number } {
  const lines = source.split('\n')
  const name = `(?<![\\w$.<'"/-])${key}\\s*`
  for (const pattern of [new RegExp(`${name}(?::|\\()`), new RegExp(`${name}[,}]`)]) {
    for (const [index, text] of lines.entries()) {
      if (/^\s*(\/\/|\*|\/\*)/.test(text)) continue
      const found = pattern.exec(text)
      if (found) return { line: index + 1, column: found.index + 1 }
    }
  }
  return {}
}
