import type { TocHeading } from './remark-heading-ids.js'

/**
 * A partial's module exports its table of contents as Nextra's loader adds it to every MDX file
 * (`{ value, id, depth }`): Nextra 4's `importPage` hands it to the page that renders the file
 * (`src/website/nextra-pages-module.ts`). Not when the file exports a `toc` of its own.
 */
export function withTocExport(code: string, toc: TocHeading[]): string {
  if (/\bexport\s+(?:const|let|var|function)\s+toc\b|\bexport\s*\{[^}]*\btoc\s*[,}]/.test(code)) return code
  const entries = toc.map(({ value, id, depth }) => ({ value, id, depth }))
  return `${code}\nconst __gsToc = ${JSON.stringify(entries)}\nexport { __gsToc as toc }\n`
}
