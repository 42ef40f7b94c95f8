import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// A Nextra 2 blog's tag page with no data function (issue 34, session 18 "route"):
// tests/fixtures/website-next-blog-tags. Next's export writes `pages/tags/[tag].mdx` once, at
// `/tags/[tag]`, with an empty router query; guildsite writes that page and one per tag the posts
// link to, so the links do not 404 on a static host. One build for the file.

describe('a blog’s tag page without getStaticPaths', async () => {
  const { build, out, file: page } = await buildFixture('website-next-blog-tags')

  it('builds with exit 0, no warning (no DYNAMIC_ROUTE) and no broken link', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
  })

  it('writes the template page at /tags/[tag] with an empty router query, as Next’s export does', () => {
    expect(page('tags/[tag]/index.html')).toContain('Posts tagged <span class="tag-name">every tag</span>')
  })

  it('writes one page per tag its posts link to (Nextra 2’s `tag: a, b`, 3’s `tags: [...]`), the tag as the query', async () => {
    expect((await fg('tags/*/index.html', { cwd: out })).sort()).toEqual([
      'tags/[tag]/index.html',
      'tags/craft/index.html',
      'tags/heat/index.html',
      'tags/optics/index.html'
    ])
    expect(page('tags/craft/index.html')).toContain('Posts tagged <span class="tag-name">craft</span>')
    expect(page('posts/lenses/index.html')).toContain('<a class="gs-post-tag" href="/tags/optics">optics</a>')
    expect(page('posts/kilns/index.html')).toContain('<a class="gs-post-tag" href="/tags/heat">heat</a>')
  })

  // nextra-theme-blog 2/3's PostsLayout: the posts (no draft, no `type: page`) newest first, a tag page's
  // only those of its query's tag, none on the template page whose query has no tag (2's titled with `<h3>`).
  const listed = (path: string) =>
    [...page(path).matchAll(/<div class="gs-post-card"><h3><a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      m => `${m[2]} ${m[1]}`
    )

  it('lists the posts of its tag under a tag page’s content, newest first, as nextra-theme-blog 2/3 do', () => {
    expect(listed('tags/craft/index.html')).toEqual(['Firing kilns /posts/kilns', 'Grinding lenses /posts/lenses'])
    expect(listed('tags/heat/index.html')).toEqual(['Firing kilns /posts/kilns'])
    expect(listed('tags/optics/index.html')).toEqual(['Grinding lenses /posts/lenses'])
    expect(listed('tags/[tag]/index.html')).toEqual([])
    // (A post's description and the theme config's `readMore` link, and its date as `toDateString()` writes it.)
    expect(page('tags/optics/index.html')).toContain(
      '<p>How lenses are ground.<a href="/posts/lenses" class="gs-link"> <!-- -->More →</a></p><time dateTime="2024-01-02T00:00:00.000Z">Tue Jan 02 2024</time>'
    )
  })

  it('lists every post (not drafts, not `type: page`) on a `type: posts` page; none on other pages', () => {
    expect(listed('index.html')).toEqual(['Firing kilns /posts/kilns', 'Grinding lenses /posts/lenses'])
    expect(listed('about/index.html')).toEqual([])
    expect(listed('posts/kilns/index.html')).toEqual([])
  })
})
