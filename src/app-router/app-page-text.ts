import type { SearchSection } from '../compile/remark-search-sections.js'

/**
 * What a visitor reads on one rendered app-router page, for the search index and the pages for
 * machines (`llms.txt`, `<route>.md`). An app page's words exist only once it has rendered (a
 * `page.tsx` is code; a `page.mdx` may `await` its content, as a changelog does), so they are taken
 * from its HTML: the article, else the main region, cut into sections at its headings.
 */
export interface AppPageText {
  route: string
  /** The page's file, relative to the site folder (for messages). */
  file: string
  /** Relative to the content folder's parent, as `PageSource.file.rel` (the search's private-file rule). */
  rel: string
  /** Its metadata title (the document title without the site's name). */
  title: string
  description?: string
  sections: SearchSection[]
  /** The page as Markdown: its headings and paragraphs. */
  markdown: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      )
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** Elements whose content no reader sees as text of the page. */
const UNSEEN =
  /<(script|style|template|svg|noscript|button)\b[^>]*>[^]*?<\/\1>|<a class="gs-anchor"[^>]*>[^<]*<\/a>|<span class="gs-sr-only">[^<]*<\/span>/gi
const BLOCK_END =
  /<\/(p|div|li|dd|dt|tr|pre|section|ul|ol|table|blockquote|figure|header|footer|details|summary)>|<br\s*\/?>/gi
const HEADING = /<h([1-6])\b([^>]*)>([^]*?)<\/h\1>/gi

/** Lines of visible text in an HTML fragment (one per block), without tags. */
function textLines(html: string): string[] {
  return decode(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''))
    .split('\n')
    .map(line => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** The part of the page a reader reads: its article, else its main region (the chrome left out). */
function contentOf(html: string): string {
  // (Inside a page's own layouts the text is a `<main class="gs-content">` in an `<article>` column, as
  // Nextra 4 draws it: `docs-body-slot.tsx`; its breadcrumb and previous/next links are not its text.)
  const held = /<main class="gs-content"[^>]*>/.exec(html)
  const heldEnd = held ? html.indexOf('</main>', held.index) : -1
  if (held && heldEnd > held.index) return html.slice(held.index + held[0].length, heldEnd)
  const article = /<article\b[^>]*>/.exec(html)
  const end = article ? html.lastIndexOf('</article>') : -1
  if (article && end > article.index) return html.slice(article.index + article[0].length, end)
  const main = /<main\b[^>]*>/.exec(html)
  const mainEnd = main ? html.lastIndexOf('</main>') : -1
  return main && mainEnd > main.index ? html.slice(main.index + main[0].length, mainEnd) : ''
}

/**
 * The text of a rendered app page (`html`) at `route`. `siteName` is the name the document title
 * ends with (`documentTitle`); `codeblocks` keeps the text of code blocks (config `search.codeblocks`).
 */
export function appPageText(
  html: string,
  page: { route: string; file: string; rel: string },
  siteName: string,
  codeblocks: boolean
): AppPageText {
  const documentTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim()
  const suffix = ` – ${siteName}`
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle || siteName
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
  let content = contentOf(html).replace(UNSEEN, '')
  if (!codeblocks) content = content.replace(/<pre\b[^>]*>[^]*?<\/pre>/gi, '')
  const sections: SearchSection[] = []
  const markdown: string[] = []
  const stack: { depth: number; text: string }[] = []
  let current: SearchSection = { anchor: '', heading: '', depth: 0, parents: [], content: '' }
  const flush = (body: string) => {
    const lines = textLines(body)
    current.content = lines.join(' ')
    if (current.heading || current.content) sections.push(current)
    markdown.push(...lines.map(line => `${line}\n`))
  }
  let at = 0
  for (const match of content.matchAll(HEADING)) {
    flush(content.slice(at, match.index))
    at = match.index + match[0].length
    const depth = Number(match[1])
    const text = textLines(match[3]).join(' ')
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop()
    const anchor = decode(/\bid="([^"]*)"/.exec(match[2])?.[1] ?? '')
    current = { anchor, heading: text, depth, parents: stack.map(s => s.text), content: '' }
    stack.push({ depth, text })
    markdown.push(`${'#'.repeat(depth)} ${text}\n`)
  }
  flush(content.slice(at))
  const head = [`# ${title}`, '', ...(description ? [`> ${decode(description)}`, ''] : [])]
  // The page's own `#` heading is the title already.
  const body = markdown[0] === `# ${title}\n` ? markdown.slice(1) : markdown
  return {
    ...page,
    title,
    ...(description && { description: decode(description) }),
    sections,
    markdown: `${[...head, ...body].join('\n').trimEnd()}\n`
  }
}
