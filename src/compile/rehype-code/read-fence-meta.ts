import type { Element } from 'hast'

// The opening line of a fence: up to three spaces (four make indented code), three or more backticks or tildes, language, then the meta.
const OPENING_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*[^\s`]*[ \t]*([^\n\r]*)/

/**
 * Reads a fence's meta string from the page source at the fence's position. remark-rehype keeps the
 * meta on `code.data.meta`, but rehype-raw (which `.md` pages go through) rebuilds every element
 * and drops `data`, so without this fallback `.md` pages would lose filenames and line highlights.
 * Returns undefined when the position is not an opening fence (raw HTML `<pre>`, generated nodes).
 */
export function readFenceMeta(source: string, position: Element['position']): string | undefined {
  const offset = position?.start.offset
  if (offset === undefined) return undefined
  const lineEnd = source.indexOf('\n', offset)
  const line = source.slice(offset, lineEnd === -1 ? undefined : lineEnd)
  return OPENING_FENCE.exec(line)?.[1]?.trim()
}
