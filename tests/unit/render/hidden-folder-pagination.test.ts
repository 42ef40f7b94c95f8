import { describe, expect, it } from 'vitest'
import { resolveNavigation } from '../../../src/page-map/resolve-navigation.js'
import type { PageMapNode } from '../../../src/page-map/types.js'
import { navigationData } from '../../../src/render/navigation-data.js'

const page = (folder: string, name: string, title: string): PageMapNode => ({
  kind: 'page',
  name,
  route: `/${folder}/${name}`,
  rel: `${folder}/${name}.mdx`,
  file: `content/${folder}/${name}.mdx`,
  title,
  frontMatter: {}
})

/**
 * A tutorial section (a navbar page) whose `_meta` shows the "basic" folder's pages in place and hides
 * the "advanced" folder, as a Nextra 3/4 site's tutorial does; a "docs" section before it.
 */
const tree: PageMapNode[] = [
  { kind: 'meta', file: 'content/_meta.ts', data: { docs: { type: 'page' }, tutorial: { type: 'page' } } },
  { kind: 'folder', name: 'docs', route: '/docs', children: [page('docs', 'intro', 'Docs intro')] },
  {
    kind: 'folder',
    name: 'tutorial',
    route: '/tutorial',
    children: [
      {
        kind: 'meta',
        file: 'content/tutorial/_meta.ts',
        data: { basic: { display: 'children' }, advanced: { display: 'hidden' } }
      },
      {
        kind: 'folder',
        name: 'basic',
        route: '/tutorial/basic',
        children: [
          page('tutorial/basic', '01-setup', 'Setup'),
          page('tutorial/basic', '02-query', 'Query'),
          page('tutorial/basic', '03-summary', 'Summary')
        ]
      },
      {
        kind: 'folder',
        name: 'advanced',
        route: '/tutorial/advanced',
        children: [page('tutorial/advanced', '01-auth', 'Auth'), page('tutorial/advanced', '02-sorting', 'Sorting')]
      }
    ]
  }
]

const links = (route: string) => {
  const data = navigationData({ nav: resolveNavigation({ children: tree, route, nextra: 4 }), route, basePath: '' })
  return { prev: data.prev?.href, next: data.next?.href }
}

describe('prev/next of pages in a hidden folder (Nextra 3, 4)', () => {
  it('links a hidden folder’s pages as Nextra’s theme does: from the section’s start (no prev, next = its second doc)', () => {
    for (const route of ['/tutorial/advanced/01-auth', '/tutorial/advanced/02-sorting'])
      expect(links(route), route).toEqual({ prev: undefined, next: '/tutorial/basic/02-query' })
  })

  it('keeps the visible pages’ own order, which goes on into the hidden folder', () => {
    expect(links('/tutorial/basic/02-query')).toEqual({
      prev: '/tutorial/basic/01-setup',
      next: '/tutorial/basic/03-summary'
    })
    expect(links('/tutorial/basic/03-summary')).toEqual({
      prev: '/tutorial/basic/02-query',
      next: '/tutorial/advanced/01-auth'
    })
  })
})
