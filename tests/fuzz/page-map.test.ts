import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseJsonMeta, validateMeta } from '../../src/content/read-metas.js'
import { classify } from '../../src/content/scan.js'
import type { MetaEntry, MetaSource } from '../../src/content/types.js'
import { buildPageMap, type PageInput } from '../../src/page-map/build-page-map.js'
import { navigationReport } from '../../src/page-map/navigation-report.js'
import { resolveNavigation } from '../../src/page-map/resolve-navigation.js'
import { navigationData } from '../../src/render/navigation-data.js'
import type { Diagnostic } from '../../src/shared/diagnostics.js'
import { fuzzParameters, mutated, testTimeout, withinLimit } from './fuzz-settings.js'

/**
 * Mutated `_meta` files and odd folder trees never crash the page-map stages: meta parsing and
 * validation give diagnostics, and the page map, the navigation of every route and the templates'
 * navigation data are built for whatever survives, each within the time limit.
 */

const LOCALES = ['en-US', 'fr']

const META_SEEDS = [
  '{\n  "index": "Home",\n  "guide": { "title": "Guide", "theme": { "toc": false } },\n  "---": { "type": "separator", "title": "More" },\n  "docs": { "type": "page", "title": "Docs" }\n}\n',
  '{\n  "*": { "theme": { "layout": "full" } },\n  "about": { "display": "hidden" },\n  "blog": { "type": "menu", "title": "Blog", "items": { "a": { "title": "A", "href": "/a" } } }\n}\n',
  '{\n  "docs": { "display": "children" },\n  "github": { "title": "GitHub", "href": "https://github.com", "newWindow": true },\n  "missing": "Only in meta"\n}\n'
]

const SEGMENTS = [
  'index',
  'guide',
  'docs',
  'about',
  'blog',
  '_private',
  '[slug]',
  'a b',
  'café',
  'Guide',
  'x.y',
  '404',
  'index.fr',
  'guide.fr',
  'docs.en-US'
]

const pagePath = fc
  .tuple(
    fc.array(fc.constantFrom(...SEGMENTS.filter(s => !s.includes('.'))), { maxLength: 3 }),
    fc.constantFrom(...SEGMENTS),
    fc.constantFrom('md', 'mdx')
  )
  .map(([dirs, name, ext]) => [...dirs, `${name}.${ext}`].join('/'))

const frontMatter = fc.dictionary(
  fc.constantFrom('title', 'sidebarTitle', 'type', 'theme', 'searchable', 'display', 'asIndexPage', 'x'),
  fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.boolean(),
    fc.constant(null),
    fc.integer(),
    fc.dictionary(
      fc.constantFrom('toc', 'layout', 'sidebar', 'collapsed'),
      fc.oneof(fc.boolean(), fc.string({ maxLength: 6 }))
    )
  ),
  { maxKeys: 4 }
)

const themeArb = fc.record(
  {
    toc: fc.boolean(),
    sidebar: fc.boolean(),
    collapsed: fc.boolean(),
    layout: fc.constantFrom('default', 'full', 'raw')
  },
  { requiredKeys: [] }
)
const itemArb: fc.Arbitrary<MetaEntry> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.record(
    {
      title: fc.string({ maxLength: 8 }),
      type: fc.constantFrom('page', 'doc', 'menu', 'separator'),
      display: fc.constantFrom('normal', 'hidden', 'children'),
      href: fc.constantFrom('/guide', 'https://example.com', '#', '', 'relative'),
      newWindow: fc.boolean(),
      theme: themeArb,
      items: fc.dictionary(
        fc.constantFrom(...SEGMENTS),
        fc.record(
          { title: fc.string({ maxLength: 6 }), href: fc.constantFrom('/a', 'https://b.example') },
          { requiredKeys: ['title'] }
        ),
        { maxKeys: 3 }
      )
    },
    { requiredKeys: [] }
  ) as fc.Arbitrary<MetaEntry>
)
const metaData = fc.dictionary(fc.constantFrom('*', ...SEGMENTS), itemArb, { maxKeys: 6 })

const siteArb = fc.record({
  pages: fc.uniqueArray(fc.tuple(pagePath, frontMatter), { selector: ([path]) => path, maxLength: 14 }),
  metas: fc.array(
    fc.tuple(fc.constantFrom('', 'docs', 'guide', 'docs/guide', 'blog'), fc.constantFrom(undefined, 'fr'), metaData),
    { maxLength: 5 }
  )
})

function pagesOf(paths: [string, Record<string, unknown>][]): PageInput[] {
  return paths.flatMap(([rel, fm]) => {
    const file = classify(rel, LOCALES)
    return file.kind === 'page'
      ? [{ rel, dir: file.dir, name: file.name, locale: file.locale, file: `pages/${rel}`, frontMatter: fm }]
      : []
  })
}

describe('fuzz: metas and the page map', () => {
  it(
    'mutated _meta.json parses and validates into diagnostics or data',
    async () => {
      await fc.assert(
        fc.asyncProperty(mutated(META_SEEDS), async source => {
          const diagnostics: Diagnostic[] = []
          await withinLimit(() => {
            const value = parseJsonMeta('pages/_meta.json', source, diagnostics)
            if (value !== undefined) validateMeta({ display: 'pages/_meta.json', source, value }, diagnostics)
          })
          for (const d of diagnostics) {
            expect(['META_SYNTAX', 'META_INVALID']).toContain(d.code)
            expect(d.line).toBeGreaterThanOrEqual(1)
          }
        }),
        fuzzParameters()
      )
    },
    testTimeout()
  )

  it(
    'any tree of pages and metas: page map, navigation of every route, navigation data',
    async () => {
      await fc.assert(
        fc.asyncProperty(siteArb, async ({ pages, metas }) => {
          const inputs = pagesOf(pages)
          const metaSources: MetaSource[] = metas.map(([dir, locale, data]) => ({
            dir,
            file: `pages/${dir ? `${dir}/` : ''}_meta.json`,
            data,
            ...(locale && { locale })
          }))
          await withinLimit(() => {
            for (const locale of LOCALES) {
              const { pageMap, diagnostics } = buildPageMap({
                pages: inputs,
                metas: metaSources,
                locale,
                defaultLocale: 'en-US'
              })
              for (const d of diagnostics) expect(d.code).toBe('DUPLICATE_ROUTE')
              navigationReport(pageMap)
              for (const route of [...pageMap.pages.map(page => page.route), '/404', '/nowhere']) {
                const nav = resolveNavigation({ children: pageMap.children, route })
                navigationData({ nav, route, basePath: '/base', collapseLevel: 2 })
              }
            }
          })
        }),
        fuzzParameters()
      )
    },
    testTimeout()
  )
})
