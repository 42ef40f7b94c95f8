import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fetchPage, startCli, type CliProcess } from './dev-harness.js'

// `guildsite dev` on the Guild-like Nextra 3 website folder (tests/fixtures/website-guild-blog, copied:
// the dev server keeps its cache in the site): a meta's React content, Nextra 3's generated page map
// and the theme config's components, as the build gives them (website-guild-blog.test.ts).
let dev: CliProcess | undefined
const dirs: string[] = []
afterAll(async () => {
  await dev?.stop()
  await Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true })))
})

describe('guildsite dev: the Guild’s own kind of website', () => {
  it('draws a post’s meta header, lists the posts from the generated page map, and gives pages the theme config’s components', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-dev-guild-'))
    dirs.push(dir)
    await cp('tests/fixtures/website-guild-blog', dir, {
      recursive: true,
      filter: path => !path.includes('node_modules')
    })
    dev = await startCli(['dev', dir, '--port', '0'])
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
