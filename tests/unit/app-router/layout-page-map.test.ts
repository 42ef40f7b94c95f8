import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement, Fragment, type ReactNode } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { layoutPageMap, sidebarPageMap } from '../../../src/app-router/layout-page-map.js'
import { buildPageMap } from '../../../src/page-map/build-page-map.js'
import { resolveNavigation } from '../../../src/page-map/resolve-navigation.js'
import { getPageMap } from '../../../templates/components/nextra-page-map.js'
import { withPageMapScope } from '../../../templates/components/page-map-scope.js'

// A layout's own `<Layout pageMap>` as the sidebar of the pages it wraps (Nextra 4; graphql-yoga's
// versioned docs): which layout's prop counts, and the page map it becomes.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const Layout = ({ children }: { children?: ReactNode; pageMap?: unknown[] }) => children
const { pageMap: site } = buildPageMap({
  pages: [
    { rel: 'index.mdx', dir: '', name: 'index', file: 'content/index.mdx', frontMatter: {}, firstHeading: 'Home' }
  ],
  metas: [],
  locale: 'en',
  defaultLocale: 'en',
  nextra: 4
})
const scope = { pageMap: site, appPages: [], route: '/v1' }

const V1 = [
  {
    data: { index: { title: 'Welcome' }, setup: { title: 'Setting Up' }, '---': { type: 'separator', title: 'More' } }
  },
  { name: 'index', route: '/v1' },
  {
    name: 'setup',
    route: '/v1/setup',
    children: [
      { name: 'install', route: '/v1/setup/install', frontMatter: { sidebarTitle: 'Installing' } },
      { name: 'configure-it', route: '/v1/setup/configure-it', frontMatter: {} }
    ]
  },
  { name: '---', type: 'separator', title: 'More' }
]

describe('layoutPageMap', () => {
  it("is the innermost layout's array pageMap prop, the root's included; a layout that throws gives none", async () => {
    const root = { default: () => createElement(Layout, { pageMap: [{ name: 'a', route: '/a' }] }) }
    const nested = { default: async () => createElement(Fragment, null, createElement(Layout, { pageMap: V1 })) }
    const throwing = {
      default: () => {
        throw new Error('no')
      }
    }
    expect(await layoutPageMap([root, nested, throwing], {})).toBe(V1)
    expect(await layoutPageMap([root], {})).toEqual([{ name: 'a', route: '/a' }])
    expect(await layoutPageMap([{ default: () => createElement(Layout, null) }], {})).toBeUndefined()
  })

  it("is none when the layout passes getPageMap()'s list as it came: the site's own sidebar serves", async () => {
    const passing = { default: async () => createElement(Layout, { pageMap: await getPageMap() }) }
    const adding = {
      default: async () =>
        createElement(Layout, { pageMap: [...(await getPageMap()), { name: 'v1', route: '/v1', children: V1 }] })
    }
    expect(await withPageMapScope(scope, () => layoutPageMap([passing], {}))).toBeUndefined()
    expect(await withPageMapScope(scope, () => layoutPageMap([adding], {}))).toHaveLength(2)
  })

  it('calls no layout whose file never names pageMap', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-layout-page-map-'))
    temp.push(dir)
    await writeFile(join(dir, 'plain.tsx'), 'export default ({ children }) => children\n')
    await writeFile(join(dir, 'own.tsx'), 'export default () => <Layout pageMap={pageMap} />\n')
    let called = 0
    const layout = {
      default: () => {
        called++
        return createElement(Layout, { pageMap: V1 })
      }
    }
    expect(await layoutPageMap([layout], {}, [join(dir, 'plain.tsx')])).toBeUndefined()
    expect(called).toBe(0)
    expect(await layoutPageMap([layout], {}, [join(dir, 'own.tsx')])).toBe(V1)
  })
})

describe('sidebarPageMap', () => {
  const titles = (items: ReturnType<typeof resolveNavigation>['docsDirectories']): unknown[] =>
    items.map(item => (item.children?.length ? [item.title, titles(item.children)] : item.title))

  it("is the layout's tree as the navigation resolves it: meta titles and order, front matter titles, untitled pages by their names in the list's order, separators", () => {
    const map = sidebarPageMap(V1, site, 'app/v1/layout.tsx')
    expect(map.nextra).toBe(4)
    const nav = resolveNavigation({ children: map.children, route: '/v1/setup/install' })
    // (Nextra's theme draws the list as it is given: normalizePages sorts nothing. Nextra 4.0's draws a page
    // item with no title of its own by its name: graphql-tools' changelogs sidebar, "documents", "graphql-tag-pluck".)
    expect(titles(nav.docsDirectories)).toEqual(['Welcome', ['Setting Up', ['Installing', 'configure-it']], 'More'])
    expect(nav.activePath.map(item => item.title)).toEqual(['Setting Up', 'Installing'])
  })

  it('title-cases an untitled page by its name where Nextra (4.2.4 and later) titles every page-map item', () => {
    const map = sidebarPageMap(V1, { ...site, nextraTitles: true }, 'app/v1/layout.tsx')
    const nav = resolveNavigation({ children: map.children, route: '/v1/setup/install' })
    expect(titles(nav.docsDirectories)).toEqual(['Welcome', ['Setting Up', ['Installing', 'Configure It']], 'More'])
  })

  it("keeps the list's order for entries its meta leaves out: items a layout appends to getPageMap()'s come last, in the order appended", () => {
    // Nextra's swr-site (app/[lang]/layout.tsx): `[...await getPageMap('/en'), remoteFolder, graphqlEslintPageMap]`,
    // getPageMap's own list already sorted (meta keys, then `foo`, `test` by name). Its pages' previous and
    // next links follow that order: /en/test's next is the appended Remote folder's first page, /en/foo's is /en/test.
    const list = [
      { data: { index: { title: 'Home' }, docs: { title: 'Docs' } } },
      { name: 'index', route: '/' },
      { name: 'docs', route: '/docs' },
      { name: 'foo', route: '/foo' },
      { name: 'test', route: '/test' },
      // (A folder listed apart from its same-name page still merges with it, in the page's place.)
      { name: 'docs', route: '/docs', children: [{ name: 'intro', route: '/docs/intro' }] },
      { name: 'remote', route: '/remote', children: [{ name: 'yoga', route: '/remote/yoga' }] },
      { name: 'graphql-eslint', route: '/graphql-eslint', children: [{ name: 'index', route: '/graphql-eslint' }] }
    ]
    const map = sidebarPageMap(list, site, 'app/[lang]/layout.tsx')
    const nav = resolveNavigation({ children: map.children, route: '/test' })
    expect(nav.flatDocsDirectories.map(item => item.route)).toEqual([
      '/',
      '/docs',
      '/docs/intro',
      '/foo',
      '/test',
      '/remote/yoga',
      '/graphql-eslint'
    ])
  })
})
