import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// The files a Next app-router site makes besides its content pages (issue 34, session 18 "route"):
// tests/fixtures/website-next-app (Nextra 4, no guildsite config). Its own not-found page, route
// handlers, metadata routes and metadata files, as Next's static export writes them. One build for the file.

describe('the files an app-router site makes besides its content pages', async () => {
  const { build, out } = await buildFixture('website-next-app')
  const file = (path: string) => readFileSync(join(out, path), 'utf8')

  it('builds with exit 0 and no error', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
  })

  it('writes app/not-found.tsx as 404.html inside the site’s chrome, its heading in NotFoundPage’s place', () => {
    const html = file('404.html')
    expect(html).toContain('<h1 class="own-404">Nothing at this address of App Site</h1>')
    expect(html).toContain('Tell us about it')
    expect(html).not.toContain('404: Page Not Found')
    expect(html).toContain('<b>App Site</b>')
  })

  describe('route handlers', () => {
    it('writes the body of a static GET at the route’s path (app/feed.xml/route.ts → feed.xml)', () => {
      expect(file('feed.xml')).toBe(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>App Site</title><item><title>Hello</title><link>https://app.example.com/docs</link></item><item><title>Second</title><link>https://app.example.com/docs/second</link></item></channel></rss>\n'
      )
    })

    it('gives handlers next/server: NextResponse.json’s body is written (app/data.json/route.ts)', () => {
      expect(JSON.parse(file('data.json'))).toEqual({ site: 'App Site', pages: 2 })
    })

    it('counts a link to the handler’s file as a link to a file that exists', () => {
      expect(build.stderr).not.toContain('BROKEN_LINK')
    })

    it('writes nothing for a GET that reads the request, with a warning at the handler naming it', () => {
      expect(existsSync(join(out, 'api'))).toBe(false)
      expect(build.stderr).toContain(
        "app/api/search/route.ts:1:1 - warning PAGE_DATA Route handler /api/search is not written: it reads the request (request.url), which Next's static export cannot prerender (export const dynamic = 'force-static' gives it an empty request)"
      )
    })

    it('writes no empty file for a GET whose body an absent package’s stand-in made empty, and says so', () => {
      expect(existsSync(join(out, 'empty.txt'))).toBe(false)
      expect(build.stderr).toContain(
        "app/empty.txt/route.ts:5:1 - warning PAGE_DATA GET of /empty.txt returned an empty body (what an absent package's stand-in gives: install the site's dependencies); nothing is written at /empty.txt"
      )
    })

    it('names the absent import a GET failed for (Response.json of a stand-in: "Value is not JSON serializable")', () => {
      // (fuxingloh/chainfile's website: `Response.json(schema)` of its workspace `@chainfile/schema`, not installed;
      // the warning said only "Value is not JSON serializable".)
      expect(existsSync(join(out, 'schema.json'))).toBe(false)
      expect(build.stderr).toMatch(
        /app\/schema\.json\/route\.ts:3:1 - warning PAGE_DATA GET of \/schema\.json failed at build time: it uses @absent-workspace\/schema, which is absent \([^)]+\); nothing is written at \/schema\.json/
      )
    })

    it('writes nothing for a GET that throws, with a warning at it; the site is built', () => {
      expect(existsSync(join(out, 'broken.txt'))).toBe(false)
      expect(build.stderr).toContain(
        'app/broken.txt/route.ts:1:1 - warning PAGE_DATA GET of /broken.txt failed at build time (the feed source is down); nothing is written at /broken.txt'
      )
    })
  })

  describe('metadata routes', () => {
    it('writes app/sitemap.ts’s entries as sitemap.xml in Next’s format', () => {
      expect(file('sitemap.xml')).toBe(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          '<url>\n<loc>https://app.example.com</loc>\n<lastmod>2024-05-01T00:00:00.000Z</lastmod>\n<changefreq>yearly</changefreq>\n<priority>1</priority>\n</url>\n' +
          '<url>\n<loc>https://app.example.com/docs</loc>\n<priority>0.8</priority>\n</url>\n</urlset>\n'
      )
    })

    it('writes app/robots.ts as robots.txt and app/manifest.ts as manifest.webmanifest, linked in head', () => {
      expect(file('robots.txt')).toBe(
        'User-Agent: *\nAllow: /\nDisallow: /private/\n\nSitemap: https://app.example.com/sitemap.xml\n'
      )
      expect(JSON.parse(file('manifest.webmanifest'))).toEqual({
        name: 'App Site',
        short_name: 'App',
        display: 'standalone'
      })
      expect(file('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    })
  })

  describe('metadata files', () => {
    it('copies app/icon.svg and apple-icon.png and links them in every page’s head, as Next does', () => {
      expect(file('icon.svg')).toContain('<circle')
      expect(existsSync(join(out, 'apple-icon.png'))).toBe(true)
      for (const page of ['index.html', 'docs/index.html', '404.html']) {
        const html = file(page)
        expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"/>')
        expect(html).toContain('<link rel="apple-touch-icon" href="/apple-icon.png" type="image/png"/>')
        expect(html.indexOf('rel="icon"')).toBeLessThan(html.indexOf('rel="apple-touch-icon"'))
      }
    })

    it('gives each page the og:image of the nearest opengraph-image up its route', () => {
      expect(file('index.html')).toContain('<meta property="og:image" content="/opengraph-image.png"/>')
      expect(file('docs/index.html')).toContain('<meta property="og:image" content="/docs/opengraph-image.png"/>')
      expect(existsSync(join(out, 'docs', 'opengraph-image.png'))).toBe(true)
    })
  })

  it('writes no other file at the root than the pages and what Next writes', async () => {
    expect((await fg('*', { cwd: out })).sort()).toEqual(
      [
        '404.html',
        '500.html',
        'apple-icon.png',
        'data.json',
        'docs.md',
        'feed.xml',
        'icon.svg',
        'index.html',
        'index.md',
        'llms.txt',
        'manifest.webmanifest',
        'opengraph-image.png',
        'robots.txt',
        'sitemap.xml'
      ].sort()
    )
  })
})
