import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage } from './dev-harness.js'

// `guildsite dev` on the Guild-like Nextra 3 website folder (tests/fixtures/website-guild-blog, copied:
// the dev server keeps its cache in the site): a meta's React content, Nextra 3's generated page map
// and the theme config's components, as the build gives them (website-guild-blog.test.ts).
describe('guildsite dev: the Guild’s own kind of website', () => {
  const served = useDevSite('tests/fixtures/website-guild-blog', { filter: path => !path.includes('node_modules') })

  it('draws a post’s meta header, lists the posts from the generated page map, and gives pages the theme config’s components', async () => {
    const { dev } = served
    const post = await fetchPage(dev.url, '/blog/first-post')
    expect(post.status).toBe(200)
    expect(post.text).toContain('<h1>Our first post</h1><span class="byline">by <!-- -->eytan</span>')
    expect(post.text).toContain('<aside class="post-footer">Thanks for reading</aside>')
    const blog = await fetchPage(dev.url, '/blog')
    expect(blog.text).toContain('<li><a href="/blog/first-post">Our first post</a></li>')
    const second = await fetchPage(dev.url, '/blog/second-post')
    expect(second.text).toContain('Written with <span class="byline">by <!-- -->the Guild</span> beside it.')
  })
})
