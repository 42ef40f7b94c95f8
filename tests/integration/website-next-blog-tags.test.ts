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
})
