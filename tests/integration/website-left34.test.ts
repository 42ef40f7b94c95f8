import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// What a visitor still saw differently from Nextra on real sites already built (issue 34, "left34"),
// each in a small hand-written website folder built with no guildsite config and no node_modules.

describe("a theme of the site's own whose <MDXProvider> gives pages components (website-theme-provider)", async () => {
  const { build, page, warned } = await buildFixtureCopy('website-theme-provider')
  const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'))

  it('builds with exit 0; the one warning is the component the layout makes while it renders', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(warned).toEqual([expect.stringMatching(/^pages\/guide\.mdx:3:1 UNKNOWN_COMPONENT Component <Local>/)])
  })

  it("renders the provider's components a page names without importing them: imported, the theme's own, a member", () => {
    // (The Graph's docs: `<VideoEmbed>` was a placeholder on 7 pages.)
    const html = article(page(''))
    expect(html).toContain(
      '<figure class="video-embed"><iframe src="https://www.youtube.com/embed/VytTEcf0dxQ" title="Getting started" allowFullScreen=""></iframe><figcaption>Getting started</figcaption></figure>'
    )
    expect(html).toContain('<a class="link-card" href="/guide">The guide<!-- --> →</a>')
    expect(html).toContain('<aside class="parts-note">Read the <a data-md="" href="/guide">guide</a> first.</aside>')
    expect(html).not.toContain('gs-missing')
  })

  it("keeps the drawn theme's own headings and links: the provider's element overrides belong to its layout", () => {
    const html = article(page(''))
    expect(html).toMatch(/<h2[^>]* id="next-steps"/)
    expect(html).not.toContain('theme-heading')
    expect(html).not.toContain('theme-link')
  })
})

describe('a redirect whose source is also a page (website-redirect-over-page)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-redirect-over-page')

  it('warns at the redirect, once, that it replaces the page; a redirect to its own page replaces nothing', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(warned).toEqual([
      expect.stringMatching(
        /^next\.config\.mjs:8:16 REDIRECT_OVER_PAGE Redirect \/setup → \/guide\/setup replaces the page at \/setup: Next answers a redirect before it looks for a page/
      )
    ])
    expect(page('guide')).toContain('<h1')
  })

  it("writes the redirect page in the page's file, as Next answers the redirect before the page", () => {
    // (Lamatic's docs: 12 redirects were REDIRECT_SKIPPED and the old pages served.)
    const html = page('setup')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guide/setup">')
    expect(html).not.toContain('Old setup')
  })

  it('writes links to it to the destination, and keeps it in the navigation as Next does', () => {
    const html = page('')
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
    expect(article).toContain('href="/guide/setup#install"')
    expect(article).not.toContain('href="/setup')
    expect(html).toContain('href="/setup"')
  })
})
