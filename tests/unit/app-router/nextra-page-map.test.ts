import { describe, expect, it } from 'vitest'
import { pageMapTitle } from '../../../src/app-router/app-metadata.js'
import { buildPageMap } from '../../../src/page-map/build-page-map.js'
import {
  convertToPageMap,
  createIndexPage,
  getIndexPageMap,
  getPageMap,
  mergeMetaWithPageMap,
  normalizePageMap
} from '../../../templates/components/nextra-page-map.js'
import { withPageMapScope } from '../../../templates/components/page-map-scope.js'

// Nextra 4's page-map functions (`nextra/page-map`, `@theguild/components/server`). The expected
// values are what Nextra 4.0.5's own functions return for the same input (run in a scratch install
// outside the repo, `normalizePageMap`, `mergeMetaWithPageMap`, `convertToPageMap`), kept here so the
// test needs no Nextra.

const RAW = [
  {
    data: {
      index: 'Intro',
      guide: { title: 'The Guide' },
      '---': { type: 'separator', title: 'More' },
      github: { title: 'GitHub', href: 'https://github.com' }
    }
  },
  { name: 'zeta', route: '/zeta', frontMatter: { title: 'Zeta' } },
  {
    name: 'guide',
    route: '/guide',
    children: [
      { name: 'b', route: '/guide/b', frontMatter: { title: 'B' } },
      { name: 'a', route: '/guide/a', frontMatter: { title: 'A' } },
      { name: 'guide', route: '/guide', frontMatter: { title: 'Guide index', asIndexPage: true } }
    ]
  },
  { name: 'index', route: '/', frontMatter: { title: 'Home' } }
]

describe("Nextra 4's page-map functions", () => {
  it('normalizePageMap orders by _meta keys, puts the meta first, places separators and links, takes asIndexPage front matter', () => {
    expect(JSON.stringify(normalizePageMap(structuredClone(RAW)))).toBe(
      '[{"data":{"index":{"title":"Intro"},"guide":{"title":"The Guide"},"---":{"type":"separator","title":"More"},"github":{"title":"GitHub","href":"https://github.com"}}},{"name":"index","route":"/","frontMatter":{"title":"Home"}},{"name":"guide","route":"/guide","children":[{"name":"a","route":"/guide/a","frontMatter":{"title":"A"}},{"name":"b","route":"/guide/b","frontMatter":{"title":"B"}}],"frontMatter":{"title":"Guide index","asIndexPage":true}},{"name":"---","type":"separator","title":"More"},{"name":"github","title":"GitHub","href":"https://github.com"},{"name":"zeta","route":"/zeta","frontMatter":{"title":"Zeta"}}]'
    )
  })

  // A site on Nextra ≥ 4.2.4 (`PageMap.nextraTitles`): the values are what Nextra 4.6.1's normalizePageMap returns.
  const titledScope = (nextraTitles: boolean) => ({
    pageMap: {
      locale: 'en',
      defaultLocale: 'en',
      prefix: '',
      nextra: 4 as const,
      children: [],
      pages: [],
      nextraTitles
    },
    appPages: [],
    route: '/'
  })

  it('normalizePageMap of a Nextra ≥ 4.2.4 site titles every item but separators: meta title, sidebarTitle, title, else the name', () => {
    expect(JSON.stringify(withPageMapScope(titledScope(true), () => normalizePageMap(structuredClone(RAW))))).toBe(
      '[{"data":{"index":{"title":"Intro"},"guide":{"title":"The Guide"},"---":{"type":"separator","title":"More"},"github":{"title":"GitHub","href":"https://github.com"}}},{"name":"index","route":"/","frontMatter":{"title":"Home"},"title":"Intro"},{"name":"guide","route":"/guide","children":[{"name":"a","route":"/guide/a","frontMatter":{"title":"A"},"title":"A"},{"name":"b","route":"/guide/b","frontMatter":{"title":"B"},"title":"B"}],"frontMatter":{"title":"Guide index","asIndexPage":true},"title":"The Guide"},{"name":"---","type":"separator","title":"More"},{"name":"github","title":"GitHub","href":"https://github.com"},{"name":"zeta","route":"/zeta","frontMatter":{"title":"Zeta"},"title":"Zeta"}]'
    )
    const raw = [
      { name: 'getting-started', route: '/getting-started', frontMatter: {} },
      {
        name: 'blog',
        route: '/blog',
        children: [
          { data: { 'first-post': 'First!' } },
          { name: 'first-post', route: '/blog/first-post', frontMatter: { sidebarTitle: 'Side', title: 'Long' } },
          { name: 'second_post', route: '/blog/second_post' }
        ]
      }
    ]
    expect(JSON.stringify(withPageMapScope(titledScope(true), () => normalizePageMap(raw)))).toBe(
      '[{"name":"blog","route":"/blog","children":[{"data":{"first-post":{"title":"First!"}}},{"name":"first-post","route":"/blog/first-post","frontMatter":{"sidebarTitle":"Side","title":"Long"},"title":"First!"},{"name":"second_post","route":"/blog/second_post","title":"Second Post"}],"title":"Blog"},{"name":"getting-started","route":"/getting-started","frontMatter":{},"title":"Getting Started"}]'
    )
    // A 4.0.5 site's page map keeps its shape in a render too.
    expect(JSON.stringify(withPageMapScope(titledScope(false), () => normalizePageMap(raw)))).not.toContain(
      '"title":"Second Post"'
    )
  })

  it('mergeMetaWithPageMap puts a global meta on each level, folders their items', () => {
    const merged = mergeMetaWithPageMap(
      [
        { name: 'a', route: '/a', frontMatter: { title: 'A' } },
        { name: 'docs', route: '/docs', children: [{ name: 'x', route: '/docs/x', frontMatter: {} }] }
      ],
      { a: 'Alpha', docs: { title: 'Docs', items: { x: 'Ex' } }, missing: '' }
    )
    expect(JSON.stringify(merged)).toBe(
      '[{"data":{"a":"Alpha","docs":{"title":"Docs"},"missing":"Missing"}},{"name":"a","route":"/a","frontMatter":{"title":"A"}},{"name":"docs","route":"/docs","children":[{"data":{"x":"Ex"}},{"name":"x","route":"/docs/x","frontMatter":{}}]}]'
    )
  })

  it('convertToPageMap turns content and app file paths into the raw page map and the content pages by route', () => {
    const converted = convertToPageMap({
      filePaths: [
        'content/index.mdx',
        'content/_meta.ts',
        'content/guide/setup.mdx',
        'app/page.tsx',
        'app/(marketing)/about/page.mdx',
        'app/_meta.ts'
      ],
      basePath: 'docs'
    })
    expect(JSON.stringify(converted)).toBe(
      '{"pageMap":[{"name":"docs","route":"/docs","children":[{"__metaPath":"content/_meta.ts"},{"name":"index","route":"/docs","__pagePath":"content/index.mdx"},{"name":"guide","route":"/docs/guide","children":[{"name":"setup","route":"/docs/guide/setup","__pagePath":"content/guide/setup.mdx"}]}]},{"__metaPath":"app/_meta.ts"},{"name":"index","route":"/","__pagePath":"app/page.tsx"},{"name":"about","route":"/about","__pagePath":"app/(marketing)/about/page.mdx"}],"mdxPages":{"":"index.mdx","guide/setup":"guide/setup.mdx"}}'
    )
  })

  it('convertToPageMap of a remote file list (versioned docs) gives what Nextra gives; of none, its base path folder, empty', () => {
    const { pageMap: raw, mdxPages } = convertToPageMap({
      filePaths: ['index.mdx', 'features/cors.mdx', 'features/context.mdx', 'migration.mdx'],
      basePath: 'v2'
    })
    expect(JSON.stringify(mdxPages)).toBe(
      '{"":"index.mdx","features/cors":"features/cors.mdx","features/context":"features/context.mdx","migration":"migration.mdx"}'
    )
    const merged = mergeMetaWithPageMap((raw[0] as { children: unknown[] }).children, {
      index: 'Quick Start',
      features: { items: { cors: 'CORS', context: '' } }
    })
    const normalized = normalizePageMap(merged)
    expect(JSON.stringify(normalized)).toBe(
      '[{"data":{"index":{"title":"Quick Start"},"features":{}}},{"name":"index","route":"/v2"},{"name":"features","route":"/v2/features","children":[{"data":{"cors":{"title":"CORS"},"context":{"title":"Context"}}},{"name":"cors","route":"/v2/features/cors"},{"name":"context","route":"/v2/features/context"}],"title":"Features"},{"name":"migration","route":"/v2/migration"}]'
    )
    // The titles the build gives these routes (a dynamic page's `pageMap` export): meta, else the name.
    expect(
      ['/v2', '/v2/features/cors', '/v2/features/context', '/v2/migration', '/v3'].map(route =>
        pageMapTitle(normalized, route)
      )
    ).toEqual(['Quick Start', 'CORS', 'Context', 'Migration', undefined])
    // Nextra gives `[]` for no files (a glob of an absent folder); code reading `pageMap[0].children` gets [] here.
    expect(convertToPageMap({ filePaths: [], basePath: 'changelogs/all' })).toEqual({
      pageMap: [
        {
          name: 'changelogs',
          route: '/changelogs',
          children: [{ name: 'all', route: '/changelogs/all', children: [] }]
        }
      ],
      mdxPages: {}
    })
    expect(convertToPageMap({ filePaths: [] })).toEqual({ pageMap: [], mdxPages: {} })
  })

  // guildsite's page map of a content folder mounted at /docs, with an app page at /about.
  const { pageMap } = buildPageMap({
    pages: [
      { rel: 'index.mdx', dir: '', name: 'index', file: 'content/index.mdx', frontMatter: {}, firstHeading: 'Welcome' },
      { rel: 'guide/b.mdx', dir: 'guide', name: 'b', file: 'content/guide/b.mdx', frontMatter: { title: 'Bee' } },
      {
        rel: 'guide/a.mdx',
        dir: 'guide',
        name: 'a',
        file: 'content/guide/a.mdx',
        frontMatter: { icon: 'StarIcon' },
        firstHeading: 'Ay'
      }
    ],
    metas: [{ dir: 'guide', file: 'content/guide/_meta.ts', data: { b: 'B first', a: '' } }],
    locale: 'en',
    defaultLocale: 'en',
    nextra: 4,
    routePrefix: '/docs'
  })
  const scope = {
    pageMap: { ...pageMap, appRoutes: ['/', '/about'] },
    appPages: [{ route: '/' }, { route: '/about' }],
    route: '/'
  }

  it('getPageMap gives the site in Nextra 4 shape while a page renders: the content under its base path, the app pages beside it', async () => {
    const root = await withPageMapScope(scope, () => getPageMap())
    expect(root.map(item => ('name' in item ? `${item.name} ${item.route}` : 'meta'))).toEqual([
      'index /',
      'about /about',
      'docs /docs'
    ])
    const guide = await withPageMapScope(scope, () => getPageMap('/docs/guide'))
    expect(guide).toEqual([
      { data: { b: { title: 'B first' }, a: { title: '' } } },
      { name: 'b', route: '/docs/guide/b', frontMatter: { title: 'Bee' } },
      { name: 'a', route: '/docs/guide/a', frontMatter: { icon: 'StarIcon', title: 'Ay' } }
    ])
    await expect(withPageMapScope(scope, () => getPageMap('/docs/nowhere'))).rejects.toThrow(
      `Can't find pageMap for "nowhere" in route "/docs/nowhere"`
    )
    // Outside a render there is no page map.
    expect(await getPageMap()).toEqual([])
  })

  it('createIndexPage lists a folder as cards (title, route, icon), compiled for MDXRemote', async () => {
    const guide = await withPageMapScope(scope, () => getPageMap('/docs/guide'))
    const compiled = String(await createIndexPage(guide))
    expect(compiled).toContain('Cards.Card')
    expect(compiled).toContain('"/docs/guide/b"')
    expect(compiled).toContain('"Bee"')
    expect(compiled).toContain('StarIcon')
  })

  it("getIndexPageMap groups a folder's pages between separators, each separator kept (Nextra's own overview pages)", () => {
    const page = (name: string) => ({ name, route: `/docs/${name}`, title: name })
    const separator = { name: '---', route: '', type: 'separator', title: 'More' }
    const items = [{ data: { a: 'A' } }, page('a'), page('b'), separator, page('c')]
    expect(getIndexPageMap(items as Parameters<typeof getIndexPageMap>[0])).toEqual([
      [page('a'), page('b')],
      separator,
      [page('c')]
    ])
  })
})
