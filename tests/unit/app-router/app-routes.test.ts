import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mergeMetadata } from '../../../src/app-router/app-metadata.js'
import { appFolderRoute, appRouteMatches, appRouteOf, appRoutes } from '../../../src/app-router/app-routes.js'
import { findAppPages, isContentCatchAll, staticRouteOf } from '../../../src/app-router/find-app-pages.js'

// The app router's routes as Next's builds them: which folders are pages, their routes, the params
// that fill a dynamic one, and how the metadata of the layouts and the page make the head.
const dir = mkdtempSync(join(tmpdir(), 'guildsite-app-routes-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const write = (path: string, text = 'export default function Page() { return null }\n') => {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}
write('layout.tsx')
write('page.tsx')
write('(shop)/layout.tsx')
write('(shop)/cart/page.jsx')
write('_components/page.tsx')
write('@modal/login/page.tsx')
write('(.)photo/page.tsx')
write('blog/[slug]/page.mdx', '# Post\n')
write(
  'docs/[[...mdxPath]]/page.tsx',
  "import { importPage } from 'nextra/pages'\nexport default async function Page() {}\n"
)
write('files/[...path]/page.tsx')
write('api/route.ts', 'export function GET() {}\n')

describe('the app router routes', () => {
  const pages = findAppPages(dir)

  it('lists page files as Next does: route groups kept as folders, private folders, slots and interceptions left out', () => {
    expect(pages.map(page => page.rel)).toEqual([
      '(shop)/cart/page.jsx',
      'blog/[slug]/page.mdx',
      'docs/[[...mdxPath]]/page.tsx',
      'files/[...path]/page.tsx',
      'page.tsx'
    ])
    expect(pages[0]!.layouts.map(layout => layout.slice(dir.length + 1))).toEqual(['layout.tsx', '(shop)/layout.tsx'])
  })

  it('gives static pages their route (groups add no segment) and recognises the content catch-all', () => {
    expect(pages.map(page => staticRouteOf(page.segments) ?? null)).toEqual(['/cart', null, null, null, '/'])
    expect(pages.map(isContentCatchAll)).toEqual([false, false, true, false, false])
  })

  it('fills dynamic segments from params; a missing required param gives no route', () => {
    expect(appRouteOf(['blog', '[slug]'], { slug: 'hello world' })).toBe('/blog/hello%20world')
    expect(appRouteOf(['files', '[...path]'], { path: ['a', 'b'] })).toBe('/files/a/b')
    expect(appRouteOf(['files', '[...path]'], {})).toBeUndefined()
    expect(appRouteOf(['(x)', 'docs', '[[...rest]]'], {})).toBe('/docs')
    expect(appRouteOf(['blog', '[slug]'], {})).toBeUndefined()
  })

  it('resolves an app page\u2019s relative links against its URL, as the browser does', () => {
    expect(appFolderRoute(['(marketing)', 'about'])).toBe('/')
    expect(appFolderRoute(['blog', 'posts', 'first'])).toBe('/blog/posts')
    expect(appFolderRoute([])).toBe('/')
  })

  it('merges metadata as Next does: the layout template shapes the page title, the last description and Open Graph win', () => {
    expect(
      mergeMetadata([
        {
          title: { default: 'Site', template: '%s | Site' },
          description: 'Site text',
          openGraph: { images: ['/a.png'] }
        },
        {
          title: 'Page',
          description: 'Page text',
          openGraph: { images: [{ url: '/b.png' }] },
          alternates: { canonical: '/page' }
        }
      ])
    ).toEqual({ title: 'Page | Site', description: 'Page text', image: '/b.png', canonical: '/page' })
    expect(mergeMetadata([{ title: { default: 'Site', template: '%s | Site' } }, undefined])).toEqual({ title: 'Site' })
    expect(mergeMetadata([{ title: { default: 'Site', template: '%s | Site' } }, {}], 'Heading')).toEqual({
      title: 'Heading | Site'
    })
    expect(mergeMetadata([{ title: { template: '%s | Site' } }, { title: { absolute: 'Alone' } }])).toEqual({
      title: 'Alone'
    })
    // A layout in the page's own folder: its template is for the folders below, as in Next.
    const site = { title: { default: 'Site', template: '%s | Site' } }
    expect(mergeMetadata([site, { title: 'Home' }], undefined, true)).toEqual({ title: 'Home' })
    expect(mergeMetadata([site, { title: { template: '%s · Docs' } }, { title: 'Intro' }], undefined, true)).toEqual({
      title: 'Intro | Site'
    })
  })
})

describe('the shape of a dynamic app route (the dev server asks generateStaticParams only for a route of it)', () => {
  it('matches one segment for [param], one or more for [...param], any number for [[...param]]; groups add none', () => {
    expect(appRouteMatches(['(site)', 'blog', '[slug]'], '/blog/first')).toBe(true)
    expect(appRouteMatches(['blog', '[slug]'], '/blog')).toBe(false)
    expect(appRouteMatches(['blog', '[slug]'], '/blog/first/more')).toBe(false)
    expect(appRouteMatches(['blog', '[slug]'], '/blogs/first')).toBe(false)
    expect(appRouteMatches(['v2', '[...slug]'], '/v2/a/b')).toBe(true)
    expect(appRouteMatches(['v2', '[...slug]'], '/v2')).toBe(false)
    expect(appRouteMatches(['v2', '[[...slug]]'], '/v2')).toBe(true)
    expect(appRouteMatches(['v2', '[[...slug]]'], '/v2/a/b')).toBe(true)
    expect(appRouteMatches(['[[...slug]]'], '/')).toBe(true)
    expect(appRouteMatches(['a.b', '[x]'], '/aXb/1')).toBe(false)
  })
})

describe('a dynamic app page the build cannot list', () => {
  // steebchen/prisma-client-go's docs (Nextra 4.2): `app/blog/[slug]/page.tsx` without generateStaticParams was a
  // PAGE_DATA warning whose hint spoke of getStaticProps, a pages-router function.
  const source = {
    file: { rel: '@app/blog/[slug]/page.tsx' },
    display: 'app/blog/[slug]/page.tsx',
    app: { appDir: dir, segments: ['blog', '[slug]'], layouts: [], kind: 'component' }
  } as unknown as Parameters<typeof appRoutes>[0]

  it('says how to list its pages when it exports no generateStaticParams', async () => {
    const { routes, diagnostics } = await appRoutes(source, {})
    expect(routes).toEqual([])
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0]!.message).toBe(
      'Dynamic app route blog/[slug]/page.tsx is not built: it exports no generateStaticParams to list its pages'
    )
    expect(diagnostics[0]!.hint).toMatch(
      /^next build with output: 'export' builds a dynamic page at each path its generateStaticParams lists/
    )
  })

  it('says where generateStaticParams runs when it throws', async () => {
    const generateStaticParams = () => {
      throw new Error('fetch failed')
    }
    const { diagnostics } = await appRoutes(source, { generateStaticParams })
    expect(diagnostics[0]!.message).toBe('generateStaticParams failed at build time (fetch failed)')
    expect(diagnostics[0]!.hint).toMatch(/^The build runs generateStaticParams once, in Node/)
    expect(diagnostics[0]!.hint).not.toContain('getStaticProps')
  })
})
