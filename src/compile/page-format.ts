// Which syntax a page compiles as, where Nextra decides it per site and per page (verified in each
// major's built code, bench/RESULTS.md "Session 26, left38"): Nextra 2.0–2.2.10 compile `.md` pages
// as MDX (`format: 'mdx'`, the MDX default); 2.2.12–2.13, 3.x and 4.0–4.2 force `format: 'detect'` in
// their loader (`.md` is Markdown whatever the Next config says); 4.3+ take the Next config's
// `mdxOptions.format` (default `'detect'`). The site's answer is the config's `mdFormat`
// (read-next-config.ts). Nextra 2.2+ spreads a page's front matter `mdxOptions` over the config's, so
// `mdxOptions: { format: mdx }` in a page's front matter decides that page; Nextra 3 refuses the page
// ("`frontMatter.mdxOptions` is no longer supported"), Nextra 4 ignores it.
//
// A `.md` page compiled as MDX that MDX refuses (an HTML comment, a stray `{` or `<`) fails Nextra's
// whole build; its author and visitors expect the page: it is compiled as Markdown instead, with a
// warning at the place MDX stopped (`compileWithPageFormat` in compile-mdx.ts).
import { parseDocument } from 'yaml'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'

type Format = 'md' | 'mdx'

/** What decides a page's format: its compile options' share of it. */
export interface PageFormatOptions {
  display: string
  path: string
  source: string
  format: Format
  /** `.md` pages compile as MDX (config `mdFormat: 'mdx'`). */
  mdAsMdx?: boolean
  /** A page's front matter `mdxOptions.format`: read (Nextra 2, guildsite's own sites) or refused (Nextra 3); else ignored. */
  frontMatterFormat?: 'read' | 'refused'
  remote?: boolean
}

/** The page's format, whether a refusal of MDX falls back to Markdown, and what was said about its front matter. */
export interface PageFormat {
  format: Format
  /** A `.md` page compiled as MDX because the site says so: on a syntax error it is compiled as Markdown. */
  markdownFallback: boolean
  diagnostics: Diagnostic[]
}

const FRONT_MATTER = /^(?:\uFEFF)?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** The `mdxOptions` of a page's YAML front matter and where it is written, when it has one. */
function frontMatterMdxOptions(source: string): { value: unknown; offset: number } | undefined {
  if (!source.includes('mdxOptions')) return undefined
  const block = FRONT_MATTER.exec(source)
  if (!block || !block[1]!.includes('mdxOptions')) return undefined
  const start = block.index + block[0].indexOf(block[1]!)
  try {
    const document = parseDocument(block[1]!)
    const data = document.toJS() as unknown
    if (typeof data !== 'object' || data === null || !('mdxOptions' in data)) return undefined
    const at = /^mdxOptions\s*:/m.exec(block[1]!)?.index ?? 0
    return { value: (data as { mdxOptions: unknown }).mdxOptions, offset: start + at }
  } catch {
    // (A front matter YAML refuses is reported where the page's front matter is read.)
    return undefined
  }
}

/** The format a page compiles as (see the module's comment). A remote compile keeps its caller's. */
export function pageFormat(options: PageFormatOptions): PageFormat {
  const isMd = options.path.endsWith('.md')
  let format: Format = options.format
  if (!options.remote && isMd && options.mdAsMdx) format = 'mdx'
  const diagnostics: Diagnostic[] = []
  const own = options.remote ? undefined : frontMatterMdxOptions(options.source)
  if (own) {
    const at = { file: options.display, source: options.source, ...positionAt(options.source, own.offset) }
    const asked =
      typeof own.value === 'object' && own.value !== null ? (own.value as { format?: unknown }).format : undefined
    if (options.frontMatterFormat === 'refused')
      diagnostics.push(
        diagnostic(
          'FRONT_MATTER_IGNORED',
          'The front matter\'s `mdxOptions` is ignored: Nextra 3 refuses the page with it ("`frontMatter.mdxOptions` is no longer supported")',
          at,
          {
            hint: "Take `mdxOptions` out of the front matter; a site-wide `mdxOptions` goes in the Next config's `nextra({ mdxOptions })`."
          }
        )
      )
    else if (options.frontMatterFormat === 'read' && (asked === 'md' || asked === 'mdx' || asked === 'detect'))
      format = asked === 'detect' ? (isMd ? 'md' : 'mdx') : asked
  }
  return { format, markdownFallback: isMd && format === 'mdx' && !options.remote, diagnostics }
}

/** The warning for a `.md` page MDX refuses, compiled as Markdown: at MDX's error, naming why. */
export function markdownFallbackWarning(options: PageFormatOptions, refusal: Diagnostic): Diagnostic {
  return diagnostic(
    'MD_NOT_MDX',
    `This .md page is compiled as MDX on this site (Nextra's build would fail on it): MDX refuses it — ${refusal.message.replace(/^Could not compile MDX: /, '')}. It is compiled as Markdown instead`,
    {
      file: options.display,
      source: options.source,
      ...(refusal.line !== undefined && { line: refusal.line }),
      ...(refusal.column !== undefined && { column: refusal.column })
    }
  )
}
