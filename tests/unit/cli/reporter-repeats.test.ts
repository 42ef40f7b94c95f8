import { describe, expect, it } from 'vitest'
import { collapseRepeats } from '../../../src/cli/reporter.js'
import { diagnostic } from '../../../src/shared/diagnostics.js'

// One absent package imported by every page of a site (comflowy: 209 pages) gave 209 identical
// warnings: the report shows three in full, then one line with the other places (wild2).
describe('collapseRepeats', () => {
  const absent = (i: number) =>
    diagnostic('UNRESOLVED_IMPORT', 'Import "x" cannot be resolved; a placeholder is rendered instead', {
      file: `pages/p${String(i).padStart(2, '0')}.mdx`,
      line: 3,
      column: 1
    })

  it('shows a warning repeated more than ten times three times, then lists its other places after the third', () => {
    const list = Array.from({ length: 12 }, (_, i) => absent(i))
    const { shown, collapsed } = collapseRepeats(list)
    expect(list.filter(d => shown.has(d)).map(d => d.file)).toEqual(['pages/p00.mdx', 'pages/p01.mdx', 'pages/p02.mdx'])
    expect(collapsed.get(list[2])).toEqual(
      Array.from({ length: 9 }, (_, i) => `pages/p${String(i + 3).padStart(2, '0')}.mdx:3:1`)
    )
  })

  it('keeps every warning repeated ten times or fewer, and every error', () => {
    const few = Array.from({ length: 10 }, (_, i) => absent(i))
    const errors = Array.from({ length: 12 }, (_, i) =>
      diagnostic('MDX_RENDER', 'Page failed to render: x', { file: `pages/e${i}.mdx` })
    )
    const { shown, collapsed } = collapseRepeats([...few, ...errors])
    expect(shown.size).toBe(22)
    expect(collapsed.size).toBe(0)
  })
})

// Warnings whose messages differ by place but share a cause (links to one missing page, each with
// its own #anchor) are said once when more than three, the others as places (issue 34.11).
describe('collapseRepeats with a cause', () => {
  const link = (i: number, anchor: string) =>
    diagnostic(
      'BROKEN_LINK',
      `Broken link → /gone#${anchor}: no page or file at /gone`,
      { file: `p${i}.mdx`, line: 1, column: 1 },
      {
        severity: 'warning',
        cause: 'no page at /gone'
      }
    )

  it('shows the first of more than three in full and lists the others', () => {
    const list = ['a', 'b', 'c', 'd'].map((anchor, i) => link(i, anchor))
    const { shown, collapsed } = collapseRepeats(list)
    expect(list.filter(d => shown.has(d))).toEqual([list[0]])
    expect(collapsed.get(list[0])).toEqual(['p1.mdx:1:1', 'p2.mdx:1:1', 'p3.mdx:1:1'])
  })

  it('keeps three or fewer one each', () => {
    const list = ['a', 'b', 'c'].map((anchor, i) => link(i, anchor))
    expect(collapseRepeats(list).shown.size).toBe(3)
  })
})
