import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../src/render/render-page.js'
import { headerData } from '../../../src/render/header-data.js'
import type { PageData, SidebarNodeData } from '../../../templates/layout/types.js'
import { layoutProps, type Overrides } from './fixture.js'

/** useId values differ by design (each part has its own prefix so none collides): compare the rest. */
const withoutIds = (html: string) => html.replace(/_(?:gs-[hnsf]-)?R_[0-9a-z]+_/g, 'ID')

/** Where two pages first differ, with some context (the pages are too long to print whole). */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined
  let i = 0
  while (a[i] === b[i]) i++
  return `at ${i}:\n${a.slice(Math.max(0, i - 150), i + 150)}\n---\n${b.slice(Math.max(0, i - 150), i + 150)}`
}

function both(overrides: Overrides = {}) {
  const { site, page, nav } = layoutProps(overrides)
  const input = {
    site,
    page,
    nav,
    Content: () => <p>PAGE-CONTENT</p>,
    context: { basePath: site.basePath, siteUrl: site.siteUrl ?? '', route: page.route, file: 'x.mdx', warn() {} }
  }
  return { fast: renderPage(input), plain: renderPage({ ...input, fragments: false }) }
}

const sidebar = (active: string): SidebarNodeData[] => [
  // (A link to the same URL before the page: the page's link is the second of its href, its mark's ordinal 1.)
  { kind: 'link', title: 'Earlier, same URL', href: '/docs/f/g', active: false },
  { kind: 'page', title: 'A & B', href: '/docs/a?x=1&y=2', active: active === '/docs/a?x=1&y=2' },
  {
    kind: 'folder',
    title: 'F',
    href: '/docs/f',
    active: active === '/docs/f',
    open: true,
    key: '/docs/f',
    children: [{ kind: 'page', title: 'G', href: '/docs/f/g', active: active === '/docs/f/g' }]
  },
  { kind: 'folder', title: 'Lazy', href: '/docs/l/1', active: false, open: false, lazy: true, key: '/docs/l' },
  { kind: 'link', title: 'Same URL, external kind', href: '/docs/f/g', active: false }
]

describe('layout parts rendered once and spliced in (issue 7)', () => {
  it('give the page one React pass gives, for every page of a folder, in any order', () => {
    const header = headerData({
      links: [
        { label: 'Docs', href: '/docs', activeLink: '/docs/f' },
        { label: 'Eco', href: 'https://the-guild.dev', menu: 'ecosystem' }
      ]
    } as never)
    const routes = ['/docs/f/g', '/docs/a?x=1&y=2', '/docs/f', '/docs/other', '/docs/f/g']
    for (const active of routes) {
      for (const theme of [{}, { layout: 'raw' as const }, { navbar: false }, { footer: false, sidebar: false }]) {
        const page: Partial<PageData> = {
          route: active.split('?')[0]!,
          lastUpdated: active === '/docs/f' ? '2023-01-02T00:00:00Z' : '2024-11-03T22:30:00Z'
        }
        const { fast, plain } = both({
          site: { header, basePath: '' },
          page,
          theme,
          nav: { sidebar: sidebar(active), sidebarData: '/_gs/assets/sidebar-x.json' }
        })
        expect(
          firstDifference(withoutIds(fast), withoutIds(plain)),
          `${active} ${JSON.stringify(theme)}`
        ).toBeUndefined()
      }
    }
  })

  it("list a Nextra site's page headings under its item in both passes, the page's own item only (not a folder's)", () => {
    const toc = [
      { id: 'one', value: 'One & two', depth: 2 },
      { id: 'deep', value: 'Deep', depth: 3 },
      { id: 'code', value: 'The diff command', depth: 2, html: 'The <code>diff</code> command' }
    ]
    for (const active of ['/docs/f/g', '/docs/a?x=1&y=2', '/docs/f']) {
      const { fast, plain } = both({
        site: { markdownMarks: true, nextraMajor: 3, basePath: '' },
        page: { route: active.split('?')[0]!, toc },
        nav: { sidebar: sidebar(active) }
      })
      expect(firstDifference(withoutIds(fast), withoutIds(plain)), active).toBeUndefined()
      const lists = fast.match(/<ul class="gs-sidebar-anchors">.*?<\/ul>/g) ?? []
      expect(lists, active).toEqual(
        active === '/docs/f'
          ? []
          : [
              '<ul class="gs-sidebar-anchors"><li><a href="#one">One &amp; two</a></li>' +
                '<li><a href="#code">The <code>diff</code> command</a></li></ul>'
            ]
      )
      expect(fast).toMatch(/aria-current="page"[^>]*>[^<]*<\/a>(<ul class="gs-sidebar-anchors">|<details)/)
    }
  })

  it('prefixes the ids of each part so they never collide with the article or each other', () => {
    const { fast } = both({ site: { header: headerData(undefined) } })
    const ids = [...fast.matchAll(/ id="([^"]+)"/g)].map(m => m[1])
    expect(new Set(ids).size).toBe(ids.length)
    expect(fast).toMatch(/id="_gs-h-R_/)
    expect(fast).not.toContain('data-gs-slot')
  })
})
