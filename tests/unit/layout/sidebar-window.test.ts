import { describe, expect, it } from 'vitest'
import type { SidebarNodeData } from '../../../templates/layout/types.js'
import { WINDOW_BLOCK, WINDOW_LIMIT, windowList } from '../../../src/render/sidebar-window.js'

const list = (n: number): SidebarNodeData[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'page', title: `P${i}`, href: `/p${i}`, active: false }))
const titles = (nodes: SidebarNodeData[]) =>
  nodes.map(node => (node.kind === 'more' ? `more ${node.range!.join('-')} → ${node.href}` : node.title))

describe('windowList (issue 24 item 4)', () => {
  it('leaves a list of up to the limit whole', () => {
    const nodes = list(WINDOW_LIMIT)
    expect(windowList(nodes, '/f', 40)).toBe(nodes)
  })

  it('shows the block before, the current block and the block after, and links each left-out run to its nearest page', () => {
    const shown = windowList(list(1000), '/f', 500)
    const block = Math.floor(500 / WINDOW_BLOCK)
    const start = (block - 1) * WINDOW_BLOCK
    const end = (block + 2) * WINDOW_BLOCK
    expect(titles(shown)).toEqual([
      `more 0-${start} → /p${start - 1}`,
      ...Array.from({ length: end - start }, (_, i) => `P${start + i}`),
      `more ${end}-1000 → /p${end}`
    ])
    expect(shown[0]).toMatchObject({ key: '/f', title: String(start) })
  })

  it('bounds the page whatever the list size, and pages of one block share their list', () => {
    for (const size of [100, 1000, 10000])
      expect(windowList(list(size), '/f', 77).length).toBeLessThanOrEqual(3 * WINDOW_BLOCK + 2)
    const block = Math.floor(200 / WINDOW_BLOCK) * WINDOW_BLOCK
    expect(windowList(list(1000), '/f', block)).toEqual(windowList(list(1000), '/f', block + WINDOW_BLOCK - 1))
  })

  it('starts at the top without a current item, and ends at the list end', () => {
    expect(titles(windowList(list(100), '/f', undefined)).at(-1)).toBe(
      `more ${2 * WINDOW_BLOCK}-100 → /p${2 * WINDOW_BLOCK}`
    )
    expect(titles(windowList(list(100), '/f', 99))[0]).toMatch(/^more 0-\d+ → \/p\d+$/)
    expect(titles(windowList(list(100), '/f', 99)).at(-1)).toBe('P99')
  })

  it('skips separators and new-tab links when it picks where a run leads', () => {
    const nodes = list(100)
    nodes[32] = { kind: 'separator', title: 'Group', active: false }
    nodes[33] = { kind: 'link', title: 'Out', href: 'https://x.dev', newWindow: true, active: false }
    expect(windowList(nodes, '/f', 0).at(-1)).toMatchObject({ kind: 'more', href: '/p34' })
  })
})
