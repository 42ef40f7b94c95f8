import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchBrowser, styleOf } from '../helpers/browser.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// A Nextra 4 blog in the app router, as the Hive website has it (tests/fixtures/website-app-blog):
// posts in a route group under a nested layout that reads the post's metadata through
// `useConfig().normalizePagesResult`, an index listing them from `getPageMap('/blog')`, a
// `#components/*` import, and pages whose fetches fail. One build for the file.

describe('an app-router blog in route groups with nested layouts', async () => {
  // Outside the repository: no node_modules up the tree.
  const { build, site, out, file: page } = await buildFixtureCopy('website-app-blog', { folder: 'website' })

  it('builds every page with exit 0: the failed fetches are warnings only', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    for (const path of ['index.html', 'blog/index.html', 'blog/first-post/index.html', 'blog/second-post/index.html'])
      expect(page(path)).toContain('<html')
    expect(build.stderr.match(/warning [A-Z_]+/g)?.sort()).toEqual([
      'warning PAGE_DATA',
      'warning PAGE_DATA',
      'warning REDIRECT_SKIPPED',
      'warning UNRESOLVED_IMPORT'
    ])
    expect(build.stderr).toContain(
      'app/blog/(posts)/layout.tsx:2:1 - warning UNRESOLVED_IMPORT Import "@radix-ui/react-tooltip" cannot be resolved'
    )
  })

  it("the post's layout reads its name and metadata from useConfig().normalizePagesResult (export const metadata, the image import included)", () => {
    const first = page('blog/first-post/index.html')
    expect(first).toMatch(
      /<header class="post-header" data-name="first-post"><h1>First post<\/h1><time>2024-01-02<\/time><img class="cover" src="[^"]+\.png" alt=""\/><\/header>/
    )
    expect(first).toContain('<title>First post | Posts')
    // (YAML front matter: its date stays the string it is written as, as Nextra's YAML reads it.)
    expect(page('blog/second-post/index.html')).toContain(
      '<header class="post-header" data-name="second-post"><h1>Second post</h1><time>2024-03-04</time></header>'
    )
  })

  it("new URL('./file.png', import.meta.url) is the file's public URL, on the server and in an island's browser code", () => {
    // (The root layout's og:image, as Hive's; it was file:///tmp/guildsite-build-…/opengraph-image.png.)
    const home = page('index.html')
    const og = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1]
    expect(og).toMatch(/^\/_gs\/assets\/opengraph-image-[0-9a-f]{10}\.png$/)
    expect(readFileSync(join(out, og!))).toEqual(readFileSync(join(site, 'app/opengraph-image.png')))
    expect(page('blog/index.html')).toContain(`<meta property="og:image" content="${og}"`)
    const knob = /style="background-image:url\((\/_gs\/assets\/knob-[0-9a-f]{10}\.svg)\)"/.exec(home)?.[1]
    expect(knob).toBeDefined()
    expect(readFileSync(join(out, knob!), 'utf8')).toContain('<circle')
    const islands = readdirSync(join(out, '_gs/islands')).map(file =>
      readFileSync(join(out, '_gs/islands', file), 'utf8')
    )
    expect(islands.some(code => code.includes(knob!))).toBe(true)
    expect(islands.join('\n')).not.toContain('knob.svg",')
    expect(home).not.toContain('file://')
  })

  it('an absent context provider (Tooltip.Provider) renders its content as it is, with no placeholder', () => {
    const first = page('blog/first-post/index.html')
    expect(first).not.toContain('data-missing-component')
    expect(first).toMatch(
      /<article class="post text-green-1000 bg-primary">(?:<script type="application\/json" id="gs-page-config">[^<]*<\/script>)?<gs-island [^>]*><header class="post-header"/
    )
  })

  it('a post larger than React would stream in chunks is written whole, in place', () => {
    const long = page('blog/long-post/index.html')
    expect(long).toContain('<p data-md="">Paragraph 1 of the long post:')
    expect(long).toContain('<p data-md="">The last words of the long post.</p>')
    expect(long).not.toContain('<template id="B:')
    expect(long.indexOf('The last words')).toBeLessThan(long.indexOf('</main>'))
    expect(long.indexOf('</main>')).toBeGreaterThan(0)
  })

  it("inside its nested layout, an MDX post is in Nextra 4's MDX wrapper: the docs body (sidebar, article, TOC) inside the layout's own markup, the navbar and footer around the layout", () => {
    const first = page('blog/first-post/index.html')
    expect(first).toMatch(
      /<\/gs-island>(<script [^>]*><\/script>)?<div class="gs-docs"[^>]*><aside id="gs-mobile-nav" class="gs-sidebar"[^]*<article id="gs-content" class="gs-main"><div class="gs-main-inner"><main class="gs-content" data-gs-md=""><p class="byline">/
    )
    // (The layout is not inside guildsite's article any more: it is between the navbar and the footer.)
    expect(first.indexOf('<article class="post')).toBeGreaterThan(first.indexOf('</header>'))
    expect(first.indexOf('<article class="post')).toBeLessThan(first.indexOf('<div class="gs-docs"'))
    // (Nextra 4's elements: the column an <article>, the text a <main>, which a layout's CSS finds by structure.)
    expect(first.indexOf('</main></div></article><aside class="gs-toc">')).toBeGreaterThan(0)
    expect(first).toMatch(/<aside class="gs-toc">[^]*<\/aside><\/div><\/article><footer/)
    // The post's TOC beside its article, inside the layout.
    const second = page('blog/second-post/index.html')
    const toc = second.indexOf('href="#getting-started"', second.indexOf('<aside class="gs-toc"'))
    expect(toc).toBeGreaterThan(second.indexOf('<h2'))
    expect(toc).toBeLessThan(second.lastIndexOf('</article><footer'))
  })

  it("inside its layout the body is laid out as weakly as Nextra's utilities: the layout's structural CSS on the column and the text wins", async () => {
    // (Hive's posts: `.main-content > div > article { width: 640px; padding: 0 }` and the lead paragraph's 32 px
    // lines lost to guildsite's own rules, more specific than Nextra's utilities they were written against: the
    // text 4 px left and every block after the lead 28 px high.)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      await tab.goto(`${server.url}/blog/first-post`)
      expect(await styleOf(tab, '.post > .gs-docs > article', ['width', 'padding-left', 'padding-top'])).toEqual({
        width: '640px',
        'padding-left': '0px',
        'padding-top': '0px'
      })
      // The body is a flex row (Nextra's wrapper: in a flex layout as wide as its content), not guildsite's grid.
      expect(await styleOf(tab, '.post > .gs-docs', ['display'])).toEqual({ display: 'flex' })
      expect(await styleOf(tab, '.post main > p:not(.byline)', ['line-height'])).toEqual({ 'line-height': '32px' })
      // The site's mdx-components file gives components 9's useHiveMDXComponents: a Markdown link is its MDXLink,
      // the site's own `text-blue-700` (the Guild preset's teal, not Tailwind's blue), in this tab, with no ↗.
      expect(await styleOf(tab, '.post main a[href="https://example.com/handbook"]', ['color'])).toEqual({
        color: 'rgb(79, 150, 166)'
      })
      expect(await tab.locator('.post main a[href="https://example.com/handbook"]').evaluate(a => a.outerHTML)).toBe(
        '<a data-md="" href="https://example.com/handbook">the handbook</a>'
      )
    } finally {
      await browser.close()
      await server.close()
    }
  })

  it("the Guild's Tailwind preset, not installed, gives its colours to the site's config that spreads it", () => {
    expect(build.stderr).not.toContain('TAILWIND_FAILED')
    const css = readdirSync(join(out, '_gs/assets'))
      .filter(name => name.endsWith('.css'))
      .map(name => page(`_gs/assets/${name}`))
      .join('\n')
    expect(css).toMatch(/\.text-green-1000\s*\{[^}]*rgb\(0 52 44/)
    expect(css).toMatch(/\.bg-primary\s*\{[^}]*rgb\(225 255 0/)
  })

  it("a nested layout's own stylesheet (import './post.css') is the site's too, its rule on Nextra's TOC on guildsite's", () => {
    const css = readdirSync(join(out, '_gs/assets'))
      .filter(name => name.endsWith('.css'))
      .map(name => page(`_gs/assets/${name}`))
      .join('\n')
    expect(css).toMatch(/\.post \{\s*--post-width: 640px;/)
    expect(css).toMatch(/\.post :is\(\.gs-docs\[data-nextra\] > \.gs-toc\) \{\s*display: none;/)
    expect(css).toMatch(/\.post h2 \{[^}]*rgb\(0 52 44/)
  })

  it("getPageMap('/blog') lists the index page first, then the posts with their metadata as front matter", () => {
    expect(page('blog/index.html')).toContain(
      '<ul class="posts"><li data-name="second-post"><a href="/blog/second-post">Second post</a> <!-- -->2024-03-04</li><li data-name="long-post"><a href="/blog/long-post">Long post</a> <!-- -->2024-02-03</li><li data-name="first-post"><a href="/blog/first-post">First post</a> <!-- -->2024-01-02</li></ul>'
    )
  })

  it("a post's link to a redirect with parameters (/guides/:path*) is written to its destination, as Next sends it", () => {
    expect(page('blog/second-post/index.html')).toContain('href="/docs/setup">the setup guide</a>')
  })

  it('a #components/* import resolves through package.json "imports", its extension left out', () => {
    expect(build.stderr).not.toContain('#components')
    expect(page('blog/first-post/index.html')).toContain('<p class="byline">By <!-- -->ann</p>')
  })

  it('a failed fetch, in the page or in a component deeper that use()s it (no <Suspense> of its own), leaves a placeholder naming the page and one warning at the fetch', () => {
    expect(page('status/index.html')).toContain('data-missing-component="StatusPage"')
    expect(page('offline/index.html')).toContain('data-missing-component="OfflinePage"')
    expect(build.stderr).toContain(
      'app/status/page.tsx:4:26 - warning PAGE_DATA fetch(http://127.0.0.1:9/status.json) failed at build time'
    )
    expect(build.stderr).toContain(
      'app/offline/table.tsx:5:14 - warning PAGE_DATA fetch(http://127.0.0.1:9/rows.json) failed at build time'
    )
  })
})
