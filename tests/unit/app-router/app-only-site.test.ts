import { describe, expect, it } from 'vitest'
import { appPageInputs } from '../../../src/app-router/app-only-site.js'
import type { PageSource } from '../../../src/content/types.js'
import { buildPageMap } from '../../../src/page-map/build-page-map.js'
import type { FolderNode, PageMapNode } from '../../../src/page-map/types.js'

// The app router's page.mdx files in the page map, as Nextra 4's convertToPageMap places them.

function appPage(route: string, kind: 'mdx' | 'component' = 'mdx', firstHeading?: string): PageSource {
  const rel = `@app/${route.slice(1) ? `${route.slice(1)}/` : ''}page.${kind === 'mdx' ? 'mdx' : 'tsx'}`
  return {
    file: { kind: 'page', path: `/site/${rel.slice(5)}`, rel, dir: '', name: 'page', ext: 'mdx' },
    display: `app/${rel.slice(5)}`,
    source: '',
    marks: {} as PageSource['marks'],
    frontMatter: {},
    frontMatterEnd: 0,
    bodyLine: 1,
    ...(firstHeading && { firstHeading }),
    app: { appDir: '/site/app', segments: route.split('/').filter(Boolean), route, layouts: [], kind }
  }
}

const shape = (nodes: PageMapNode[]): unknown[] =>
  nodes.map(node =>
    node.kind === 'folder'
      ? { folder: node.route, children: shape(node.children) }
      : node.kind === 'page'
        ? `${node.route} ${node.title}`
        : 'meta'
  )

describe('app page.mdx files in the page map', () => {
  const pages = [
    appPage('/', 'component'),
    appPage('/docs', 'mdx', 'Getting Started'),
    appPage('/docs/guide', 'mdx', 'Guide'),
    appPage('/about', 'mdx', 'About us')
  ]

  it('a page with pages or a _meta below it is its folder index; others are pages of their parent; component pages are not listed', () => {
    expect(appPageInputs(pages, new Set()).map(p => `${p.dir}|${p.name}`)).toEqual([
      'docs|index',
      'docs|guide',
      '|about'
    ])
    expect(appPageInputs([appPage('/blog', 'mdx')], new Set(['blog']))[0]).toMatchObject({ dir: 'blog', name: 'index' })
  })

  it('are in the navigation tree with their own titles, not among the pages the content build renders', () => {
    const { pageMap, diagnostics } = buildPageMap({
      pages: [],
      metas: [],
      locale: 'en-US',
      defaultLocale: 'en-US',
      nextra: 4,
      appPages: appPageInputs(pages, new Set())
    })
    expect(diagnostics).toEqual([])
    expect(pageMap.pages).toEqual([])
    expect(shape(pageMap.children)).toEqual([
      { folder: '/docs', children: ['/docs Getting Started', '/docs/guide Guide'] },
      '/about About us'
    ])
  })

  it('a content page of the same route wins', () => {
    const { pageMap } = buildPageMap({
      pages: [
        {
          rel: 'about.mdx',
          dir: '',
          name: 'about',
          file: 'content/about.mdx',
          frontMatter: { title: 'About (content)' }
        }
      ],
      metas: [],
      locale: 'en-US',
      defaultLocale: 'en-US',
      nextra: 4,
      appPages: appPageInputs(pages, new Set())
    })
    const about = pageMap.children.filter(node => node.kind === 'page' && node.route === '/about')
    expect(about.map(node => (node.kind === 'page' ? node.title : ''))).toEqual(['About (content)'])
    expect((pageMap.children.find(node => node.kind === 'folder') as FolderNode).children).toHaveLength(2)
  })
})
