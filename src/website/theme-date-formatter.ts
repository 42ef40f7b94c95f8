// nextra-theme-blog 2/3's theme config `dateFormatter(date)`: the date of a post's meta line as the site's
// function writes it (`config.dateFormatter?.(dateObj) || dateObj.toDateString()`, read in 2.13.4 and 3.3.1's
// built code). The function is the site's code: it runs where the page renders, as a theme `head` does
// (`theme-head.ts`: the config's module run again on that thread, the page's JSON giving its front matter).
// The layout writes the theme's default (`toDateString()`, post-header.tsx); this puts the function's text in its place.
import type { HeadInput, HeadRenderer } from './theme-head-input.js'

/** The post meta line's `<time>` as `PostMeta` renders it: its `datetime` and its text. */
const POST_TIME = /(<div class="gs-post-meta">(?:(?!<\/div>)[^])*?<time dateTime="[^"]*">)([^<]*)(<\/time>)/

const MARKER = /<script type="application\/json" data-gs-theme-head="">([^<]*)<\/script>/

/**
 * The page with its post date written by the site's `dateFormatter` (`render`: the function's markup for
 * the page's date; empty keeps the default, as the theme's `||`). Unchanged without a post date or the
 * page's JSON; a formatter that throws keeps the default and is reported through `warn`.
 */
export function applyThemeDateFormatter<T extends string | Uint8Array>(
  html: T,
  render: HeadRenderer,
  warn: (message: string) => void
): T {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString()
  const time = POST_TIME.exec(text)
  const marker = MARKER.exec(text)
  if (!time || !marker) return html
  let markup: string
  try {
    markup = render(JSON.parse(marker[1]!) as HeadInput)
  } catch (error) {
    warn(`The theme config's dateFormatter threw: ${error instanceof Error ? error.message : String(error)}`)
    return html
  }
  if (!markup) return html
  const out = text.slice(0, time.index) + time[1] + markup + time[3] + text.slice(time.index + time[0].length)
  return (typeof html === 'string' ? out : new Uint8Array(Buffer.from(out, 'utf8'))) as T
}

/** The post's date as the theme makes it (`new Date(frontMatter.date)`), or undefined when there is none. */
export function postDateOf(input: HeadInput): Date | undefined {
  const value = input.frontMatter.date
  if (value === undefined || value === null || value === '') return undefined
  const date = new Date(value as string)
  return Number.isNaN(date.getTime()) ? undefined : date
}
