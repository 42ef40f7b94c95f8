import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { buildFixture } from '../helpers/fixture-site.js'

// The pages a Next site makes besides its content (issue 34, session 18 "route"), pages router:
// tests/fixtures/website-next-pages (Nextra 3, no guildsite config). Its own 404 and 500 pages,
// `getStaticProps` and `getStaticPaths` of component pages, and the files Next's export leaves out.
// One build (and one `check`) for the file.

describe('the pages a pages-router site makes besides its content', async () => {
  const { build, out, file: page } = await buildFixture('website-next-pages')

  it('builds with exit 0, no error and no warning', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
  })

  it('writes exactly the pages next export writes', async () => {
    expect((await fg('**/*.html', { cwd: out })).sort()).toEqual([
      '404.html',
      '500.html',
      'index.html',
      'posts/first/index.html',
      'posts/second/index.html',
      'stats/index.html'
    ])
  })

  describe('the site’s own error pages', () => {
    it('writes pages/404.mdx as 404.html inside the site’s chrome, in place of guildsite’s', () => {
      const html = page('404.html')
      expect(html).toContain('Lost in the pages')
      expect(html).toContain('This page of Pages Site does not exist.')
      expect(html).toContain('<strong>Pages Site</strong>')
      expect(existsSync(join(out, '404', 'index.html'))).toBe(false)
    })

    it('writes the component page pages/500.tsx as 500.html', () => {
      expect(page('500.html')).toContain('<p class="own-500">Pages Site broke on the server</p>')
      expect(existsSync(join(out, '500', 'index.html'))).toBe(false)
    })

    it('lists neither in llms.txt', () => {
      expect(page('llms.txt')).not.toMatch(/404|500/)
      expect(existsSync(join(out, '404.md'))).toBe(false)
    })
  })

  describe('data functions of component pages', () => {
    it('gives a page the props of its getStaticProps', () => {
      expect(page('stats/index.html')).toContain('<p class="stats">3<!-- --> members: <!-- -->ada, bob, cy</p>')
    })

    it('writes a dynamic page at each path of its getStaticPaths, with the props of that path', () => {
      expect(page('posts/first/index.html')).toContain('<h1 class="post" data-slug="first">The first post</h1>')
      expect(page('posts/second/index.html')).toContain('<h1 class="post" data-slug="second">The second post</h1>')
    })

    it('writes no page where getStaticProps returns notFound, quietly, as Next does', () => {
      expect(existsSync(join(out, 'hidden', 'index.html'))).toBe(false)
      expect(existsSync(join(out, 'posts', 'gone', 'index.html'))).toBe(false)
      expect(build.stderr).not.toContain('notFound')
    })
  })

  it('says with a note of `guildsite check` what Next does not export: API routes, getServerSideProps pages', async () => {
    expect(existsSync(join(out, 'rss.xml'))).toBe(false)
    expect(existsSync(join(out, 'api'))).toBe(false)
    const check = await runCli(['check', 'tests/fixtures/website-next-pages'])
    expect(check.code).toBe(0)
    const notes = check.stdout + check.stderr
    expect(notes).toContain(
      'note pages/api/: page ignored — API routes run on a server: next export writes nothing for them'
    )
    expect(notes).toContain(
      'note pages/rss.xml.ts: page ignored — rendered per request (getServerSideProps): next export cannot write it, and neither does guildsite'
    )
  })
})
