import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// A Nextra 3 website folder shaped like the Guild's own site (tests/fixtures/website-guild-blog): its
// blog `_meta.tsx` holds components (`theme.topContent`/`bottomContent`) and its theme config functions.
// The Guild's site crashed the build ("… could not be cloned": a component sent to a thread). One build.

describe('the Guild’s own kind of website: components in metas and the theme config', async () => {
  const { build, out } = await buildFixture('website-guild-blog')
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const main = (route: string) => /<main[^]*<\/main>/.exec(page(route))?.[0] ?? ''

  const warned = [...build.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)

  it('builds with exit 0, no error and every page written', () => {
    expect(build.stderr).not.toMatch(/ - error |crashed/)
    expect(build.code).toBe(0)
    for (const route of ['', 'blog', 'blog/first-post', 'blog/second-post', 'blog/tag/react', 'blog/tag/graphql'])
      expect(existsSync(join(out, route, 'index.html'))).toBe(true)
  })

  it('gives the site Nextra 3’s generated page map: the blog lists its posts from their front matter, the tags route from them', () => {
    expect(main('blog')).toContain(
      '<li><a href="/blog/first-post">Our first post</a></li><li><a href="/blog/second-post">Our second post</a></li>'
    )
    expect(main('blog/tag/react')).toContain('Posts about <span class="tag">react</span>')
  })

  it('gives sites the products @theguild/components lists beside the catalogue’s', () => {
    expect(main('blog')).toContain('<span id="sister">heltin</span>')
  })

  it('makes what an absent package’s higher-order function returns a component (motion(…))', () => {
    expect(main('blog')).toContain('data-missing-component="motion()"')
    expect(warned).toContain(
      'pages/blog.mdx:5:1 UNRESOLVED_IMPORT Import "@acme/motion" cannot be resolved; a placeholder is rendered instead'
    )
  })

  it('formats dates with guildsite’s own date-fns `format` when the package is absent, saying so at the import', () => {
    expect(main('blog/second-post')).toContain('<time>Monday, Mar 4th 2024</time>')
    expect(warned).toContain(
      `ui/article.tsx:2:1 UNRESOLVED_IMPORT Import "date-fns" cannot be resolved; guildsite's own format, parseISO, isValid, compareAsc, compareDesc, toDate stand in for it (any other name: a placeholder is rendered)`
    )
  })

  it('gives every page the theme config’s `components` (Nextra 2/3), rendered as the site’s own code', () => {
    expect(main('blog/second-post')).toContain(
      '<p data-md="">Written with <span class="byline">by <!-- -->the Guild</span> beside it.</p>'
    )
    expect(warned.filter(w => w.includes('UNKNOWN_COMPONENT'))).toEqual([])
  })

  it('warns at a meta key Nextra does not know and leaves it out, keeping the rest of the meta', () => {
    expect(warned).toContain('pages/_meta.ts:4:25 META_INVALID Unknown meta key "blog.route"')
    // (The rest of the entry holds: the blog is a full-width page.)
    expect(page('blog')).toContain('data-layout="full"')
  })

  it('runs the data functions of a page a meta imports: the tag pages take the raw layout the dynamic meta gives them', () => {
    // (`createCatchAllMeta(tags, { '*': { theme: { layout: 'raw' } } })` over the page's getStaticPaths.)
    expect(warned.filter(w => w.startsWith('pages/blog/tag/'))).toEqual([])
    for (const tag of ['react', 'graphql']) {
      expect(page(`blog/tag/${tag}`)).toContain('data-layout="raw"')
      expect(page(`blog/tag/${tag}`)).not.toContain('gs-toc')
    }
    expect(page('blog/first-post')).not.toContain('data-layout="raw"')
  })

  it("draws neither sidebar nor breadcrumb on a top-level page (`type: 'page'`) whose folder has pages, as Nextra", () => {
    // (/blog: `blog.mdx` beside the `blog/` folder, whose tags folder is shown.)
    expect(page('blog')).not.toContain('gs-breadcrumb')
    expect(page('blog')).not.toContain('id="gs-sidebar-tree"')
    expect(page('blog/first-post')).not.toContain('gs-breadcrumb') // (the meta's `breadcrumb: false`)
  })

  it('gives a dynamic route’s params to `useRouter().query`, as Next’s router holds them', () => {
    expect(main('blog/tag/react')).toContain('<span class="filter">Filtered by <!-- -->react</span>')
    expect(main('blog/tag/graphql')).toContain('<span class="filter">Filtered by <!-- -->graphql</span>')
  })

  it('draws a post’s header from the meta’s topContent (the site’s component reading the front matter), above the content', () => {
    const html = main('blog/first-post')
    expect(html).toContain(
      '<header class="post-header"><h1>Our first post</h1><span class="byline">by <!-- -->eytan</span><time>Tuesday, Jan 2nd 2024</time></header>'
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
