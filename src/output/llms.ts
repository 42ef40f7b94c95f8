import type { AppPageText } from '../app-router/app-page-text.js'
import type { SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'
import type { PageMap, PageNode } from '../page-map/types.js'
import { encodeRoute } from '../shared/encode-route.js'
import { pageMarkdown } from './page-markdown.js'

// Pages for machines (https://llmstxt.org): `llms.txt` (the site's map, one line per page with its
// Markdown URL), each page at `<route>.md` and, when asked (`llms: 'full'`), `llms-full.txt` (every
// page's Markdown in one file: on the shared workload 6.8 MB of 78 at 1,000 pages). Pure: the
// same pages give the same bytes; the routes are the sitemap's, in the same order.

/** Output path of a route's Markdown: `/` → `index.md`, `/docs/install` → `docs/install.md`. */
export const markdownPathOf = (route: string) => `${route === '/' ? 'index' : route.slice(1)}.md`

/** One page of the map: its line in `llms.txt` and its Markdown. */
interface Entry {
  route: string
  title: string
  description?: string
  file: string
  /** The previous output's `.md` is still right. */
  keep: boolean
  markdown: () => string
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export interface LlmsInput {
  config: Pick<SiteConfig, 'displayName' | 'description' | 'siteUrl' | 'basePath' | 'i18n' | 'mdFormat'>
  pageMaps: ReadonlyMap<string, PageMap>
  pages: readonly PageSource[]
  /** The routes written (the sitemap's). */
  routes: readonly string[]
  /** The app router's pages as they rendered (`appPageText`). */
  appPages?: readonly AppPageText[]
  /** Also `llms-full.txt`. */
  full?: boolean
  /**
   * Routes whose `.md` in the previous output is still right (the page was reused: its source, title
   * and description are unchanged): not made again. On the shared workload a warm build spent
   * ~0.4 of its ~2.5 CPU-s making every page's Markdown to find it unchanged.
   */
  unchanged?: (route: string) => boolean
}

/**
 * Output path → text of every file for machines; `kept` lists the `.md` paths left to the previous
 * output (see `unchanged`).
 */
export function llmsFiles({
  config,
  pageMaps,
  pages,
  routes,
  appPages = [],
  full = false,
  unchanged = () => false
}: LlmsInput): {
  files: Map<string, string>
  kept: string[]
  /** Output path of a page's Markdown → the page's file (for messages). */
  sources: Map<string, string>
} {
  const sources = new Map(pages.map(page => [page.display, page]))
  const written = new Set(routes)
  const url = (route: string) =>
    (config.siteUrl ? config.siteUrl.replace(/\/+$/, '') : '') +
    config.basePath.replace(/\/+$/, '') +
    encodeRoute(`/${markdownPathOf(route)}`)
  const files = new Map<string, string>()
  const kept: string[] = []
  const sourcesOf = new Map<string, string>()
  const sections: { locale: string; lines: string[]; full: string[] }[] = []
  for (const locale of [...pageMaps.keys()].sort((a, b) =>
    a === config.i18n.defaultLocale ? -1 : b === config.i18n.defaultLocale ? 1 : a.localeCompare(b)
  )) {
    const nodes = new Map<string, PageNode>()
    for (const node of pageMaps.get(locale)!.pages)
      if (written.has(node.route) && !nodes.has(node.route)) nodes.set(node.route, node)
    const section = { locale, lines: [] as string[], full: [] as string[] }
    const entries: Entry[] = []
    for (const [route, node] of nodes) {
      const source = sources.get(node.file)
      if (!source) continue
      const description =
        typeof node.frontMatter.description === 'string' ? oneLine(node.frontMatter.description) : undefined
      // A home page without a title or heading of its own is the site's.
      const home =
        node.route === (pageMaps.get(locale)!.prefix || '/') &&
        !source.firstHeading &&
        typeof node.frontMatter.title !== 'string'
      const title = home ? config.displayName : node.title
      entries.push({
        route,
        title,
        description,
        file: source.display,
        keep: unchanged(route),
        markdown: () =>
          pageMarkdown({
            title,
            description,
            source: source.source,
            frontMatterEnd: source.frontMatterEnd,
            mdx: source.file.ext !== 'md' || config.mdFormat === 'mdx'
          })
      })
    }
    // The app router's pages (the default locale's): their words as they rendered.
    if (locale === config.i18n.defaultLocale)
      for (const page of appPages)
        if (written.has(page.route) && !nodes.has(page.route))
          entries.push({
            route: page.route,
            title: page.title,
            description: page.description && oneLine(page.description),
            file: page.file,
            keep: false,
            markdown: () => page.markdown
          })
    for (const entry of entries.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))) {
      const { route, title, description } = entry
      const keep = !full && entry.keep
      const markdown = keep ? '' : entry.markdown()
      sourcesOf.set(markdownPathOf(route), entry.file)
      if (keep) kept.push(markdownPathOf(route))
      else files.set(markdownPathOf(route), markdown)
      section.lines.push(
        `- [${oneLine(title).replace(/[[\]]/g, '\\$&')}](${url(route)})${description ? `: ${description}` : ''}`
      )
      if (full) section.full.push(markdown.trimEnd())
    }
    if (section.lines.length) sections.push(section)
  }
  const name = config.displayName
  const summary = oneLine(config.description ?? `${name} Documentation`)
  const many = sections.length > 1
  const index = [`# ${name}`, '', `> ${summary}`, '']
  for (const section of sections) index.push(`## ${many ? section.locale : 'Pages'}`, '', ...section.lines, '')
  files.set('llms.txt', index.join('\n'))
  if (full)
    files.set(
      'llms-full.txt',
      [`# ${name}`, '', `> ${summary}`, '', ...sections.flatMap(section => section.full.map(text => `${text}\n`))].join(
        '\n'
      )
    )
  return { files, kept, sources: sourcesOf }
}
