import { describe, expect, it } from 'vitest'
import type { MetaSource, PageSource, SourceFile } from '../../../src/content/types.js'
import {
  nextraPageMapSource,
  nextraRawPageMap,
  withYamlTimestamps
} from '../../../src/website/nextra-page-map-module.js'

// Nextra 3's generated page map (`.next/static/chunks/nextra-page-map-.mjs`), which the Guild's own site
// imports to list its blog posts: the same raw shape from what guildsite read of the content folder.
const file = (rel: string, kind: SourceFile['kind'] = 'page'): SourceFile => {
  const dir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : ''
  const base = rel.slice(rel.lastIndexOf('/') + 1)
  const ext = base.slice(base.lastIndexOf('.') + 1)
  return { kind, path: `/site/pages/${rel}`, rel, dir, name: base.slice(0, base.lastIndexOf('.')), ext }
}
const page = (rel: string, frontMatter: Record<string, unknown>) => ({ file: file(rel), frontMatter }) as PageSource

describe('nextraRawPageMap', () => {
  const files = [
    file('index.mdx'),
    file('_meta.ts', 'meta'),
    file('blog.mdx'),
    file('blog/_meta.tsx', 'meta'),
    file('blog/zeta.mdx'),
    file('blog/alpha/index.mdx'),
    file('blog/alpha/shot.png', 'asset'),
    file('blog/tag/[tag].mdx'),
    file('blog/tag/_meta.ts', 'meta'),
    file('blog/empty/pic.png', 'asset'),
    file('_app.tsx')
  ]
  const date = new Date('2024-01-02T00:00:00.000Z')
  const pages = [
    page('index.mdx', { title: 'Home' }),
    page('blog.mdx', {}),
    page('blog/zeta.mdx', { title: 'Zeta', date }),
    page('blog/alpha/index.mdx', { title: 'Alpha' }),
    page('blog/tag/[tag].mdx', {})
  ]
  const metas: MetaSource[] = [
    { dir: '', file: 'pages/_meta.ts', data: { index: 'Home' } },
    { dir: 'blog', file: 'pages/blog/_meta.tsx', data: { '*': { display: 'hidden' as const } } },
    { dir: 'blog/tag', file: 'pages/blog/tag/_meta.ts', data: {} }
  ]

  it('lists folders, Markdown pages and metas by file name, as Nextra 3 writes them', () => {
    expect(nextraRawPageMap({ files, pages, metas })).toEqual([
      { data: { index: 'Home' } },
      {
        name: 'blog',
        route: '/blog',
        children: [
          { data: { '*': { display: 'hidden' } } },
          {
            name: 'alpha',
            route: '/blog/alpha',
            children: [{ name: 'index', route: '/blog/alpha', frontMatter: { title: 'Alpha' } }]
          },
          // A dynamic route's folder: kept, without its page or its meta.
          { name: 'tag', route: '/blog/tag', children: [] },
          { name: 'zeta', route: '/blog/zeta', frontMatter: { title: 'Zeta', date } }
        ]
      },
      { name: 'blog', route: '/blog', frontMatter: { sidebarTitle: 'Blog' } },
      { name: 'index', route: '/', frontMatter: { title: 'Home' } }
    ])
  })

  it('writes a module whose front matter dates are dates', () => {
    const source = nextraPageMapSource({ files, pages, metas })
    expect(source.startsWith('export const pageMap = [')).toBe(true)
    expect(source).toContain('"date":new Date("2024-01-02T00:00:00.000Z")')
  })
})

describe('front matter timestamps, as gray-matter reads them for Nextra 3 (issue 34)', () => {
  // Hive's product updates page sorts its posts by `frontMatter.date.toISOString()` from the page map.
  it('makes a plain timestamp a date, midnight UTC for a bare day; a quoted one stays a string', () => {
    const yaml = '---\ntitle: Lab\ndate: 2024-10-11\nat: 2024-10-11 09:30:00 +02:00\nquoted: "2024-10-12"\n---\n'
    const fm: Record<string, unknown> = {
      title: 'Lab',
      date: '2024-10-11',
      at: '2024-10-11 09:30:00 +02:00',
      quoted: '2024-10-12'
    }
    withYamlTimestamps(fm, yaml)
    expect(fm.date).toEqual(new Date('2024-10-11T00:00:00.000Z'))
    expect(fm.at).toEqual(new Date('2024-10-11T07:30:00.000Z'))
    expect(fm.quoted).toBe('2024-10-12')
    expect(fm.title).toBe('Lab')
  })

  it('gives the page map module dates read from the page source', () => {
    const source = '---\ntitle: Lab\ndate: 2024-10-11\n---\n\n# Lab\n'
    const post = {
      file: file('updates/lab.mdx'),
      frontMatter: { title: 'Lab', date: '2024-10-11' },
      source,
      frontMatterEnd: source.indexOf('\n\n') + 1
    } as unknown as PageSource
    const map = nextraPageMapSource({ files: [file('updates/lab.mdx')], pages: [post], metas: [] })
    expect(map).toContain('"date":new Date("2024-10-11T00:00:00.000Z")')
  })
})
