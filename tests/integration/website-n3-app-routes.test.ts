import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// Next 13.4 and later run an `app/` folder beside the pages router: a Nextra 3 website's route
// handlers, metadata routes and icons are built as on Nextra 4 (issue 34, session 19 "route2"):
// tests/fixtures/website-n3-app-routes (no guildsite config). One build for the file.

describe('the app folder of a pages-router (Nextra 3) website', async () => {
  const { build, out } = await buildFixture('website-n3-app-routes')
  const file = (path: string) => readFileSync(join(out, path), 'utf8')

  it('builds its pages with exit 0 and no warning (the link to the feed finds it)', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
    expect(file('guide/index.html')).toContain('How to use it.')
  })

  it('writes its route handlers: a static one, and a dynamic one at each generateStaticParams path', () => {
    expect(file('feed.xml')).toBe('<rss version="2.0"><channel><title>Pages Site</title></channel></rss>\n')
    expect(JSON.parse(file('api/index.json'))).toEqual({ page: 'index' })
    expect(JSON.parse(file('api/guide.json'))).toEqual({ page: 'guide' })
  })

  it('writes its metadata routes in Next’s formats and links its icon in every page’s head', () => {
    expect(file('sitemap.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url>\n<loc>https://pages.example.com</loc>\n</url>\n<url>\n<loc>https://pages.example.com/guide</loc>\n</url>\n</urlset>\n'
    )
    expect(file('robots.txt')).toBe('User-Agent: *\nAllow: /\n\nSitemap: https://pages.example.com/sitemap.xml\n')
    expect(file('icon.svg')).toContain('<circle')
    for (const page of ['index.html', 'guide/index.html'])
      expect(file(page)).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"/>')
  })
})
