import { hash } from 'node:crypto'
import { exportsStaticProps } from '../compile/page-data.js'
import { badgePackages } from '../output/npm-versions.js'
import type { SourceMarks } from './types.js'

/**
 * Whether a page's text may draw a Mermaid diagram: it names Mermaid (a `mermaid` fence, the `Mermaid`
 * component, the attribute in raw HTML) or loads data at build time (`getStaticProps`/`getStaticPaths`:
 * the data may be MDX). See `mayDrawDiagrams` (output/client-assets.ts).
 */
export const textMayDrawDiagrams = (source: string): boolean =>
  /mermaid/i.test(source) || /\bexport\b[^\n]*\bgetStatic(?:Props|Paths)\b/.test(source)

/** The hash of a page's text its marks keep (and its compile key takes): sha256, hex. */
export const textHash = (source: string): string => hash('sha256', source, 'hex')

/** What later stages ask of every page's text, computed once when the page is read. Pure. */
export function sourceMarks(source: string): SourceMarks {
  return {
    hash: textHash(source),
    staticProps: exportsStaticProps(source),
    diagrams: textMayDrawDiagrams(source),
    badges: badgePackages([source])
  }
}
