import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// Next's generated routes beyond static ones (issue 34, session 19 "route2"):
// tests/fixtures/website-next-routes (Nextra 4, no guildsite config, an app folder with a root
// `_meta`, the content at /docs). One build for the file.

describe('the generated routes of an app-router site', async () => {
  const { build, out } = await buildFixture('website-next-routes')
  const file = (path: string) => readFileSync(join(out, path), 'utf8')

  it('builds with exit 0 and no error', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
  })

  it('gives a feed each post once, its front matter what Nextra’s page map holds (YAML, or its metadata)', () => {
    // (The Hive website's feed: its posts are app MDX pages beside the content folder, and a post
    // listed a second time with its title alone failed the feed's schema.)
    expect(JSON.parse(file('blog/feed.json'))).toEqual([
      { route: '/blog/first', title: 'First post', date: '2024-01-02', authors: ['ann'] },
      {
        route: '/blog/second',
        title: 'Second post',
        date: '2024-03-04',
        authors: ['bob'],
        openGraph: { url: '/blog/second' }
      }
    ])
  })

  describe('dynamic route handlers', () => {
    it('writes one at each path its generateStaticParams lists, with those params', () => {
      expect(file('api/posts/first')).toBe('Hello from the first post.')
      expect(file('api/posts/second')).toBe('Hello from the second post.')
    })

    it('writes none without generateStaticParams, with a warning at its GET saying why', () => {
      expect(existsSync(join(out, 'api', 'pages'))).toBe(false)
      expect(build.stderr).toContain(
        'app/api/pages/[name]/[format]/route.ts:1:1 - warning PAGE_DATA Dynamic route handler app/api/pages/[name]/[format]/route.ts is not written: it exports no generateStaticParams to list its paths'
      )
    })
  })
})
