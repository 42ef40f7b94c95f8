// A page file whose default export is no React component: Next refuses it; here it is left out, with a warning.
import { basename } from 'node:path'
import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { defaultExportAt } from './default-export-at.js'

/**
 * The warning for a page whose default export is not a function (an object, or none): `next build`
 * stops at it ("found page without a React Component as default export"); guildsite writes the
 * other pages and says where the export is. A pages-router file named like a meta but for a space
 * (`pages/ _meta.tsx`, a meta Nextra never reads) is told so.
 */
export function notComponentPage(source: PageSource, value: unknown): Diagnostic {
  const { text, line } = defaultExportAt(source.file.path)
  const name = basename(source.file.path)
  const what =
    value === undefined
      ? 'has no default export'
      : `exports ${typeof value === 'object' && value !== null ? 'an object' : `a ${typeof value}`} by default, not a React component`
  const looksLikeMeta = /^\s+_meta\.[jt]sx?$/.test(name)
  return diagnostic(
    'PAGE_NOT_COMPONENT',
    `Page ${source.display} ${what}: Next refuses such a page, so it is not written`,
    { file: source.display, ...(line !== undefined && { line, column: 1 }), ...(text && { source: text }) },
    looksLikeMeta
      ? {
          hint: `Its name begins with a space: Nextra reads a meta only from a file named "${name.trim()}". Rename it.`
        }
      : {}
  )
}
