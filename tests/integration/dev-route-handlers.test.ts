import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitForPage, writeFile } from './dev-harness.js'

// `guildsite dev` serves what Next generates besides pages (issue 34, session 19 "route2"): route
// handlers, metadata routes and the app folder's icons, at their URLs, with the type of their names
// (as the output is served), the bytes the build writes (tests/integration/website-next-app.test.ts
// and website-n3-app-routes.test.ts pin the same bytes), run again when their code changes.
describe('guildsite dev: the route handlers and metadata of a Nextra 4 app folder', () => {
  const served = useDevSite('tests/fixtures/website-next-app')

  it('serves a route handler’s body as the build writes it, typed by its name, without the dev client', async () => {
    const feed = await fetchPage(served.url, '/feed.xml')
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(feed.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>App Site</title><item><title>Hello</title><link>https://app.example.com/docs</link></item><item><title>Second</title><link>https://app.example.com/docs/second</link></item></channel></rss>\n'
    )
    const data = await fetchPage(served.url, '/data.json')
    expect(data.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(JSON.parse(data.text)).toEqual({ site: 'App Site', pages: 2 })
    // (One the build does not write, for it reads the request: none in dev either.)
    expect((await fetchPage(served.url, '/api/search')).status).toBe(404)
  })

  it('serves the metadata routes in Next’s formats, with their types', async () => {
    const sitemap = await fetchPage(served.url, '/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(sitemap.text).toContain('<url>\n<loc>https://app.example.com/docs</loc>\n<priority>0.8</priority>\n</url>\n')
    const robots = await fetchPage(served.url, '/robots.txt')
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(robots.text).toBe(
      'User-Agent: *\nAllow: /\nDisallow: /private/\n\nSitemap: https://app.example.com/sitemap.xml\n'
    )
    const manifest = await fetchPage(served.url, '/manifest.webmanifest')
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
    expect(JSON.parse(manifest.text)).toMatchObject({ name: 'App Site' })
  })

  it('serves the app folder’s icons and Open Graph images where the build copies them', async () => {
    const icon = await fetchPage(served.url, '/icon.svg')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.text).toBe(readFileSync(join(REPO, 'tests/fixtures/website-next-app/app/icon.svg'), 'utf8'))
    for (const path of ['/apple-icon.png', '/opengraph-image.png', '/docs/opengraph-image.png']) {
      const image = await fetchPage(served.url, path)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
    }
  })

  it('runs a handler again when a module it imports changes', async () => {
    writeFile(join(served.site, 'lib/posts.ts'), "export const posts = [{ title: 'Hello again', route: '/docs' }]\n")
    const feed = await waitForPage(served.url, '/feed.xml', page => page.text.includes('Hello again'), 'the new feed')
    expect(feed.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>App Site</title><item><title>Hello again</title><link>https://app.example.com/docs</link></item></channel></rss>\n'
    )
  })
})

describe('guildsite dev: the app folder of a pages-router (Nextra 3) website', () => {
  const served = useDevSite('tests/fixtures/website-n3-app-routes')

  it('serves its route handlers, a dynamic one at its generateStaticParams paths only, and its metadata', async () => {
    expect((await fetchPage(served.url, '/guide')).text).toContain('How to use it.')
    const feed = await fetchPage(served.url, '/feed.xml')
    expect(feed.text).toBe('<rss version="2.0"><channel><title>Pages Site</title></channel></rss>\n')
    const guide = await fetchPage(served.url, '/api/guide.json')
    expect(guide.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(JSON.parse(guide.text)).toEqual({ page: 'guide' })
    expect((await fetchPage(served.url, '/api/other.json')).status).toBe(404)
    expect((await fetchPage(served.url, '/robots.txt')).text).toBe(
      'User-Agent: *\nAllow: /\n\nSitemap: https://pages.example.com/sitemap.xml\n'
    )
    expect((await fetchPage(served.url, '/icon.svg')).headers.get('content-type')).toBe('image/svg+xml')
  })

  it('runs a handler again when its own file changes', async () => {
    writeFile(
      join(served.site, 'app/feed.xml/route.ts'),
      "export const dynamic = 'force-static'\n\nexport function GET() {\n  return new Response('<rss version=\"2.0\"><channel><title>Renamed</title></channel></rss>\\n')\n}\n"
    )
    const feed = await waitForPage(served.url, '/feed.xml', page => page.text.includes('Renamed'), 'the new feed')
    expect(feed.text).toBe('<rss version="2.0"><channel><title>Renamed</title></channel></rss>\n')
  })
})
