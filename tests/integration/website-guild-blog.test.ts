import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A Nextra 3 website folder shaped like the Guild's own site (tests/fixtures/website-guild-blog): its
// blog `_meta.tsx` holds components (`theme.topContent`/`bottomContent`) and its theme config functions.
// The Guild's site crashed the build ("… could not be cloned": a component sent to a thread). One build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('the Guild’s own kind of website: components in metas and the theme config', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-guild-blog-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const build = await runCli(['build', 'tests/fixtures/website-guild-blog', '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const main = (route: string) => /<main[^]*<\/main>/.exec(page(route))?.[0] ?? ''

  it('builds with exit 0, no error and every page written', () => {
    expect(build.stderr).not.toMatch(/ - error |crashed/)
    expect(build.code).toBe(0)
    for (const route of ['', 'blog', 'blog/first-post']) expect(existsSync(join(out, route, 'index.html'))).toBe(true)
  })

  it('draws a post’s header from the meta’s topContent (the site’s component reading the front matter), above the content', () => {
    const html = main('blog/first-post')
    expect(html).toContain(
      '<header class="post-header"><h1>Our first post</h1><span class="byline">by <!-- -->eytan</span></header>'
    )
    expect(html.indexOf('post-header')).toBeLessThan(html.indexOf('<article'))
    // The site's header takes the place of guildsite's date-and-authors line.
    expect(html).not.toContain('gs-article-meta')
  })

  it('draws the meta’s bottomContent under the content', () => {
    const html = main('blog/first-post')
    expect(html).toContain('<aside class="post-footer">Thanks for reading</aside>')
    expect(html.indexOf('post-footer')).toBeGreaterThan(html.indexOf('</article>'))
  })

  it('draws neither on pages the meta does not cover', () => {
    expect(main('blog')).not.toContain('post-header')
    expect(main('')).not.toContain('post-footer')
  })
})
