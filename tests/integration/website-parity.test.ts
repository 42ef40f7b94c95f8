import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { buildFixture } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// Differences from Nextra's own build of real Guild websites (GraphQL Mesh's, graphql-shield's), each
// pinned by a page of a small hand-written website folder (tests/fixtures/website-parity). One build.

describe('a website folder rendered as Nextra renders it', async () => {
  const { build, page } = await buildFixture('website-parity')

  it('builds with exit 0 and no warning', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it('resolves a bare import from the site folder as Next 13 does when tsconfig.json has no baseUrl', () => {
    expect(page('')).toMatch(
      /<img[^>]*src="\/_gs\/assets\/dot-[0-9a-f]{10}\.png"[^>]*alt="A dot"|alt="A dot"[^>]*src="\/_gs\/assets\/dot-/
    )
  })

  it('gives a hidden page prev/next links as Nextra does: the doc before its place and the one after the next', () => {
    const pagination = (html: string) =>
      [
        ...(/<nav class="gs-pagination"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
          /href="([^"]*)" rel="(prev|next)"/g
        )
      ].map(m => `${m[2]} ${m[1]}`)
    expect(pagination(page('docs/secret'))).toEqual(['prev /docs/first', 'next /docs/third'])
    // (The pages around it keep their order, which the hidden page is not in.)
    expect(pagination(page('docs/first'))).toEqual(['prev /docs', 'next /docs/second'])
  })

  it('opens the sidebar folder that holds a hidden page, as Nextra opens the folders whose route holds the route', () => {
    const folders = (html: string) =>
      [...html.matchAll(/<details( open="")? data-sidebar-folder="([^"]*)"/g)].map(m => `${m[2]}${m[1] ? ' open' : ''}`)
    expect(folders(page('docs/advanced/internals'))).toEqual(['/docs open', '/docs/advanced open'])
    // (Elsewhere the Guild theme's collapse level keeps it closed.)
    expect(folders(page('docs/first'))).toEqual(['/docs open', '/docs/advanced'])
  })

  it("writes titles and descriptions as @theguild/components 4's defineConfig does for its siteName product", () => {
    expect(page('')).toContain('<title>Home – GraphQL Scalars</title>')
    expect(page('docs/first')).toContain('<title>First – GraphQL Scalars</title>')
    expect(page('docs/first')).toContain('<meta name="description" content="GraphQL Scalars Documentation"/>')
    // Its navbar: the Guild's company header above Nextra's bar, whose logo is the product's.
    expect(page('docs/first')).toContain('<div class="gs-mh"')
    expect(page('docs/first')).toContain('<span class="gs-navbar-title">GraphQL Scalars</span>')
    expect(page('docs/first')).not.toContain('gs-guild-brand')
  })

  it('keeps the quotes and dashes of a Nextra 2 site as written', () => {
    expect(page('docs')).toContain('Nextra 2 keeps &quot;straight&quot; quotes -- as written.')
  })
})

describe('a Nextra 3 website folder set as Nextra sets it', async () => {
  const { build, out } = await buildFixture('website-parity-n3')
  const home = () => readFileSync(join(out, 'index.html'), 'utf8')

  it('sets prose with SmartyPants, in the page and the Markdown it imports; ids are the slugs of the text as written', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(home()).toMatch(/<h1[^>]*>“Smart” punctuation/)
    expect(home()).toMatch(/<h2 data-md="" id="args----variables">‘args’ — variables/)
    expect(home()).toContain('It’s “quoted” — and <code data-md="">it&#x27;s</code> code… as Nextra 3 sets it.')
    expect(home()).toContain('An imported note’s “quotes” too.')
  })

  it('links to a redirect source that sends the visitor to another site as Nextra writes it; the redirect page there sends on, #fragment kept', async () => {
    const links = readFileSync(join(out, 'links/index.html'), 'utf8')
    const hrefs = [...links.matchAll(/<a data-md="" href="([^"]*)"[^>]*>(?:remote schemas|their options|the note)</g)]
    // The other site's link as Nextra's HTML has it (same tab, no external mark); the one within the site, no hop.
    expect(hrefs.map(m => m[0])).toEqual([
      '<a data-md="" href="/docs/remote-schemas">remote schemas<',
      '<a data-md="" href="/docs/remote-schemas#options">their options<',
      '<a data-md="" href="/note">the note<'
    ])
    expect(build.stderr).not.toMatch(/BROKEN_LINK|BROKEN_ANCHOR/)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await page.route('https://the-guild.dev/**', route =>
        route.fulfill({ contentType: 'text/html', body: 'Stitching' })
      )
      await page.goto(`${server.url}/links`)
      await page.getByRole('link', { name: 'their options' }).click()
      await page.waitForURL('https://the-guild.dev/**')
      expect(page.url()).toBe('https://the-guild.dev/graphql/stitching/docs/remote#options')
      await page.goto(`${server.url}/old-note#quotes`)
      await page.waitForURL(/\/note#quotes$/)
    } finally {
      await browser.close()
      await server.close()
    }
  })

  it('titles a page by its first heading as written: Nextra reads the title before SmartyPants', () => {
    // (The heading shows “Smart”; the document title, and so the tab and the social cards, "Smart".)
    expect(home()).toMatch(/<title>&quot;Smart&quot; punctuation – /)
    expect(home()).toMatch(/<meta property="og:title" content="&quot;Smart&quot; punctuation – /)
  })
})
