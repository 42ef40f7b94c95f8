import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SidebarTree } from '../../../templates/layout/sidebar-tree.js'
import { ExternalMark } from '../../../templates/layout/external-mark.js'
import type { SidebarNodeData } from '../../../templates/layout/types.js'
import { EXTERNAL_MARK, sidebarListMarkup } from '../../../src/client/sidebar-markup.js'

const nodes: SidebarNodeData[] = [
  { kind: 'page', title: 'Intro & <setup>', href: '/docs/intro?a=1&b="2"', active: false },
  { kind: 'separator', title: '', active: false },
  { kind: 'separator', title: 'Guides', active: false },
  {
    kind: 'folder',
    title: 'Open',
    href: '/docs/open',
    active: true,
    open: true,
    key: '/docs/open',
    children: [{ kind: 'page', title: "It's here", href: '/docs/open/x', active: true }]
  },
  {
    kind: 'folder',
    title: 'No page',
    active: false,
    open: false,
    key: '/docs/none',
    children: [
      { kind: 'link', title: 'Out', href: 'https://example.com', newWindow: true, active: false },
      // (A `_meta` type Nextra does not know, inside a docs folder: in the phone menu only.)
      { kind: 'link', title: 'Chat', href: 'https://chat.example', newWindow: true, active: false, phoneOnly: true },
      { kind: 'page', title: 'Legal', href: '/docs/legal', active: false, phoneOnly: true }
    ]
  },
  {
    kind: 'folder',
    title: 'Lazy',
    href: '/docs/lazy/first',
    active: false,
    open: false,
    lazy: true,
    key: '/docs/lazy'
  },
  { kind: 'link', title: 'Same tab', href: 'https://example.com/a', newWindow: false, active: false },
  { kind: 'link', title: 'Protocol-relative', href: '//example.com/b', active: false },
  // (`_meta` titles given as React content: their markup in place of the text.)
  { kind: 'page', title: 'Glazes New', titleHtml: 'Glazes <span class="badge">New</span>', href: '/g', active: false },
  { kind: 'separator', title: 'Workshop', titleHtml: '<i>Workshop</i>', active: false },
  {
    kind: 'folder',
    title: 'Guides',
    titleHtml: '<em>Guides</em>',
    active: false,
    open: true,
    key: '/guides',
    children: [
      {
        kind: 'link',
        title: 'Kiln',
        titleHtml: '<b>Kiln</b>',
        href: 'https://kiln.example',
        newWindow: true,
        active: false
      }
    ]
  },
  { kind: 'folder', title: 'Clay', titleHtml: '<strong>Clay</strong>', href: '/clay', active: false, key: '/clay' }
]

describe('client sidebar markup (folders filled from the navigation file)', () => {
  it('is the markup SidebarTree renders for the same nodes', () => {
    const icons = { external: renderToString(<ExternalMark />) }
    expect(sidebarListMarkup(nodes, icons)).toBe(renderToString(<SidebarTree nodes={nodes} />))
  })

  it('uses the new-tab mark React renders', () => {
    expect(EXTERNAL_MARK).toBe(renderToString(<ExternalMark />))
  })
})
