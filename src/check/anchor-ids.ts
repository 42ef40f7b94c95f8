// The link targets a compiled page offers, for the build's link check and dev's alike.
import type { CompiledMdx } from '../compile/compile-mdx.js'

/** What `#…` links into a compiled page may name: its headings' ids and its own elements' (`<a name>`, `id`). */
export const anchorIds = (compiled: Pick<CompiledMdx, 'toc' | 'targets'> | undefined): string[] =>
  compiled ? [...compiled.toc.map(h => h.id), ...(compiled.targets ?? [])] : []

/** `&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;` and numeric references: what React's escaping writes in an attribute. */
const unescapeAttribute = (value: string): string =>
  value.replace(/&(amp|quot|lt|gt|#x([0-9a-f]+)|#(\d+));/gi, (whole, name: string, hex?: string, dec?: string) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : ({ amp: '&', quot: '"', lt: '<', gt: '>' } as Record<string, string>)[name.toLowerCase()]!
  )

/**
 * The ids of the headings a page rendered with (`<h1 id>` … `<h6 id>` in its HTML): a dynamic route's
 * path whose content its data function made (`RemoteContent` of a README, as envelop's `/plugins/[name]`)
 * has headings its file's compile never saw.
 */
export function renderedHeadingIds(html: string): string[] {
  const ids: string[] = []
  for (const match of html.matchAll(/<h[1-6](?=[\s>])[^>]*?\sid="([^"]*)"/g)) ids.push(unescapeAttribute(match[1]!))
  return ids
}
