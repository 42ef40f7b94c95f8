import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { useServedOutput } from '../helpers/served-output.js'

// A product site deployed on the company origin under a base path (tests/fixtures/marketing):
// SPEC "Link behaviour", configured header links, active links and the product's identity.
describe('marketing links in Chromium (product site on the company origin)', () => {
  let dir: string
  let out: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-marketing-'))
    out = join(dir, 'dist')
    const result = await runCli(['build', 'tests/fixtures/marketing', '--out', out, '--quiet', '--force'])
    if (result.code !== 0) throw new Error(result.stderr)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const served = useServedOutput(() => out, { basePath: '/graphql/hive' })

  const open = async (path: string): Promise<Page> => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 } })
    // Other sites are answered locally: the tests never touch the network.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, route =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' })
    )
    const page = await context.newPage()
    await page.goto(served.url + path)
    return page
  }
  const link = (page: Page, name: string) => page.locator(`[data-case="${name}"]`)
  const attrs = (page: Page, name: string) =>
    link(page, name).evaluate(a => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel')
    }))

  it('newWindow opens absolute http(s) hrefs in a new tab with rel="noopener noreferrer", only those', async () => {
    const page = await open('/')
    expect(await attrs(page, 'absolute-new')).toEqual({
      href: 'https://example.com/x',
      target: '_blank',
      rel: 'noopener noreferrer'
    })
    expect(await attrs(page, 'absolute')).toEqual({ href: 'https://example.com/x', target: null, rel: null })
    expect(await attrs(page, 'path-new')).toEqual({ href: '/graphql/hive/docs/a', target: null, rel: null })
    expect(await attrs(page, 'mailto-new')).toEqual({ href: 'mailto:team@example.com', target: null, rel: null })
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link(page, 'absolute-new').click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe('https://example.com/x')
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(page.url()).toBe(served.url + '/')
    await page.context().close()
  })

  it('sameSite reduces any absolute URL to path, query and hash (an off-site one to a path on this host), and stays in the tab', async () => {
    const page = await open('/')
    expect(await attrs(page, 'same-site')).toEqual({ href: '/graphql/hive/docs/a?tab=1#top', target: null, rel: null })
    expect(await attrs(page, 'same-site-new')).toEqual({ href: '/graphql/hive/docs/b', target: null, rel: null })
    expect(await attrs(page, 'other-origin')).toEqual({ href: '/page?x=1#y', target: null, rel: null })
    await link(page, 'same-site').click()
    await page.waitForURL(url => url.pathname.startsWith('/graphql/hive/docs/a'))
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('?tab=1#top')
    expect(await page.locator('h1').first().textContent()).toContain('Page A')
    await page.context().close()
  })

  it('applies the same rules to configured header links', async () => {
    const page = await open('/docs/a')
    const nav = page.locator('[data-marketing-header]').getByRole('navigation', { name: 'The Guild' })
    const links = await nav
      .locator(':scope > ul > li > a')
      .evaluateAll(as => as.map(a => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]))
    expect(links).toEqual([
      ['Docs', '/graphql/hive/docs', null],
      ['Blog', '/blog', null],
      ['GitHub (opens in a new tab)', 'https://github.com/the-guild-org', '_blank']
    ])
    // The company logo and the footer's company pages are paths on the company origin.
    expect(await page.locator('[data-marketing-header] .gs-mh-logo').getAttribute('href')).toBe('/')
    expect(await page.locator('footer').getByRole('link', { name: 'Yoga', exact: true }).getAttribute('href')).toBe(
      '/graphql/yoga-server'
    )
    expect(
      await page
        .locator('footer [data-footer-column="RESOURCES"] a')
        .evaluateAll(as => as.map(a => a.getAttribute('href')))
    ).toEqual(['/logos', '/graphql/hive/docs/a'])
    await page.context().close()
  })

  it("highlights a link on the pages whose address contains its activeLink, in the site's accent", async () => {
    const docs = await open('/docs/b')
    const current = docs.locator('[data-marketing-header] nav[aria-label="The Guild"] [aria-current]')
    expect(await current.allTextContents()).toEqual(['Docs'])
    expect(await current.evaluate(el => getComputedStyle(el, '::after').backgroundColor)).toBe('rgb(255, 178, 29)')
    await docs.context().close()
    const home = await open('/')
    expect(await home.locator('[data-marketing-header] [aria-current]').count()).toBe(0)
    await home.context().close()
  })

  it('opens a configured menu of links', async () => {
    const page = await open('/')
    const menu = page.locator('details[data-header-menu="More"]')
    await menu.locator('summary').click()
    const entry = menu.getByRole('link', { name: 'Page B' })
    await expect.poll(() => entry.isVisible()).toBe(true)
    expect(await entry.getAttribute('href')).toBe('/graphql/hive/docs/b')
    await page.context().close()
  })

  it('without the docs navbar the header holds the theme switch (and the search box when enabled)', async () => {
    const page = await open('/alone')
    expect(await page.locator('.gs-navbar').count()).toBe(0)
    const toggle = page.locator('[data-marketing-header] [data-theme-toggle]')
    expect(await toggle.isVisible()).toBe(true)
    // This site turns search off, so there is no box to show.
    expect(await page.locator('[data-search-root]').count()).toBe(0)
    await page.context().close()
  })

  it("takes the product's name, colour and mark: siteName is the catalogue key HIVE", async () => {
    const page = await open('/docs/a')
    expect(await page.title()).toBe('Page A – GraphQL Hive')
    expect(await page.locator('.gs-navbar-title').textContent()).toBe('GraphQL Hive')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gs-primary').trim())
    ).toBe('#ffb21d')
    expect(await page.locator('.gs-navbar-brand svg').getAttribute('aria-hidden')).toBe('true')
    const favicon = await readFile(join(out, 'favicon.svg'), 'utf8')
    expect(favicon).toContain('#ffb21d')
    await page.context().close()
  })

  it('prints the configured version in an NPM badge, with no network', async () => {
    const page = await open('/')
    expect(await page.locator('.gs-npm-badge svg').getAttribute('aria-label')).toBe('npm: v0.44.2')
    await page.context().close()
  })
})
