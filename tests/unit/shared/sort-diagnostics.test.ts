import { describe, expect, it } from 'vitest'
import { diagnostic, sortDiagnostics } from '../../../src/shared/diagnostics.js'

// One problem is reported once: an absent package imported by a component that both a `_meta.tsx`
// and the pages import (the Guild's site: 8 of its 27 warnings were such twins).
describe('sortDiagnostics', () => {
  const at = (file: string, line: number) => ({ file, line, column: 1 })
  const pageImport = diagnostic('UNRESOLVED_IMPORT', 'Import "react-avatar" cannot be resolved', at('ui/avatar.tsx', 2))
  const metaImport = diagnostic('META_IMPORT', 'Import "react-avatar" cannot be resolved', at('ui/avatar.tsx', 2))

  it('reports an absent import that metas and pages both reach once, as the page’s', () => {
    expect(sortDiagnostics([metaImport, pageImport]).map(d => d.code)).toEqual(['UNRESOLVED_IMPORT'])
  })

  it('keeps a meta’s import that no page reaches, and one found elsewhere in the same file', () => {
    const metaOnly = diagnostic('META_IMPORT', 'Import "./feed.json" cannot be resolved', at('lib/blogs.ts', 3))
    const otherLine = diagnostic('META_IMPORT', 'Import "yup" cannot be resolved', at('ui/avatar.tsx', 3))
    expect(sortDiagnostics([metaOnly, otherLine, pageImport]).map(d => `${d.file}:${d.line} ${d.code}`)).toEqual([
      'lib/blogs.ts:3 META_IMPORT',
      'ui/avatar.tsx:2 UNRESOLVED_IMPORT',
      'ui/avatar.tsx:3 META_IMPORT'
    ])
  })
})
