// The link targets a compiled page offers, for the build's link check and dev's alike.
import type { CompiledMdx } from '../compile/compile-mdx.js'

/** What `#…` links into a compiled page may name: its headings' ids and its own elements' (`<a name>`, `id`). */
export const anchorIds = (compiled: Pick<CompiledMdx, 'toc' | 'targets'> | undefined): string[] =>
  compiled ? [...compiled.toc.map(h => h.id), ...(compiled.targets ?? [])] : []
