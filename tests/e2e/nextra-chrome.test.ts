import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A website folder whose theme is nextra-theme-docs alone (no @theguild/components) wears that
// theme's chrome, as Nextra's own build draws it: its navbar's brand is the site's logo element, its
// footer the site's content, and no company header or footer (Guild sites: guild-navbar.test.ts,
// guild-layout.test.ts, website-parity.test.ts).

/** What a visitor sees of the chrome around the article. */
const chrome = () => {
  const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim()
  const bar = document.querySelector('header.gs-navbar')
  const brand = bar?.querySelector<HTMLAnchorElement>('.gs-navbar-brand')
  const footer = document.querySelector('footer')
  const visible = (el: Element | null | undefined) => !!el && el.getBoundingClientRect().height > 0
  return {
    headers: document.querySelectorAll('header').length,
    companyHeader: document.querySelectorAll('[data-marketing-header], .gs-mh').length,
    guildBrand: document.querySelectorAll('.gs-guild-brand').length,
    brand: text(brand),
    brandHref: brand?.getAttribute('href'),
    brandLabel: brand?.getAttribute('aria-label'),
    brandMark: brand?.querySelectorAll('svg').length ?? 0,
    iconLinks: Array.from(bar?.querySelectorAll('.gs-navbar-icon-link') ?? [], a => a.getAttribute('href')),
    search: visible(bar?.querySelector('.gs-search, input[type=search]')),
    footers: document.querySelectorAll('footer').length,
    footer: text(footer),
    footerVisible: visible(footer),
    footerLinks: Array.from(footer?.querySelectorAll('a') ?? [], a => a.getAttribute('href')),
    companyFooter: document.querySelectorAll('.gs-mf-columns, [data-footer-column]').length,
    sidebar: visible(document.querySelector('#gs-sidebar-tree')),
    // Where a visitor finds the theme switch: Nextra's sidebar holds it, its footer on a page without one.
    themeSwitch: Array.from(document.querySelectorAll('[data-theme-toggle], [data-theme-select]'), el =>
      visible(el) ? (el.closest('aside') ? 'sidebar' : el.closest('footer') ? 'footer' : 'navbar') : 'hidden'
    ),
    toc: Array.from(document.querySelectorAll('.gs-toc-nav a'), a => text(a))
  }
}

describe("a Nextra 4 site of nextra-theme-docs alone (its root layout's <Navbar> and <Footer>)", () => {
  const site = useBuiltFixture('tests/fixtures/website-nextra-theme')

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it('shows its navbar, sidebar, TOC and footer, with no company header or footer', async () => {
    const page = await site.open('/guide')
    expect(await page.evaluate(chrome)).toEqual({
      headers: 1,
      companyHeader: 0,
      guildBrand: 0,
      // The logo element is the whole brand (its mark, name and tagline), linking home as "Home page".
      brand: 'Lantern lights for docs',
      brandHref: '/',
      brandLabel: 'Home page',
      brandMark: 1,
      // A chat link, and no project link: the <Navbar> gives none (nextra-theme-docs draws none then).
      iconLinks: ['https://discord.gg/lantern'],
      search: true,
      footers: 1,
      footer: 'Made by the Lantern folks',
      footerVisible: true,
      footerLinks: ['https://example.org/lantern'],
      companyFooter: 0,
      sidebar: true,
      themeSwitch: ['sidebar'],
      toc: ['Install', 'Use']
    })
    // The footer's own classes stay on its content, as nextra-theme-docs puts them on its <footer>.
    expect(await page.locator('footer .lantern-footer').count()).toBe(1)
    await page.close()
  })

  it("gives the site's code Nextra 4.6's page map (its package.json asks for ^4.6): every item with its title", async () => {
    const page = await site.open('/pages')
    expect(await page.locator('#guide-pages li').allTextContents()).toEqual(['Overview', 'Going Further', 'Setup'])
    // (A page without a sidebar has the theme switch in its footer, and it switches.)
    // (The mobile menu's copy, in the overlay, stays hidden on a wide screen.)
    expect((await page.evaluate(chrome)).themeSwitch.filter(where => where !== 'hidden')).toEqual(['footer'])
    await page.locator('footer [data-theme-toggle]').click()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).not.toBeNull()
    await page.close()
  })

  it("stands the navbar's items at its end, beside the search box, as Nextra's bar does", async () => {
    const page = await site.open('/guide')
    const [items, actions] = await page.evaluate(() => [
      Math.max(
        ...Array.from(document.querySelectorAll('.gs-navbar-links > ul > li'), el => el.getBoundingClientRect().right)
      ),
      document.querySelector('.gs-navbar-actions')!.getBoundingClientRect().left
    ])
    expect(actions! - items!).toBeLessThanOrEqual(32)
    await page.close()
  })

  it('keeps the brand beside the actions on a narrow screen', async () => {
    const page = await site.open('/guide', 390)
    const [brand, actions] = await page.evaluate(() => [
      document.querySelector('.gs-navbar-brand')!.getBoundingClientRect().right,
      document.querySelector('.gs-navbar-actions')!.getBoundingClientRect().left
    ])
    expect(brand).toBeLessThanOrEqual(actions!)
    await page.close()
  })

  it('shows nextra-theme-docs 4.4+\'s "Copy page" button above the content; it copies the page\'s Markdown', async () => {
    const page = await site.open('/guide/setting-up', 1280, opened =>
      opened.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    )
    const button = page.locator('main button[data-copy-page]')
    expect(await button.innerText()).toBe('Copy page')
    // At the end of the line of the page's first heading, inside the content column.
    const [box, h1] = await Promise.all([button.boundingBox(), page.locator('main h1').boundingBox()])
    expect(box!.x + box!.width).toBeCloseTo(h1!.x + h1!.width, 0)
    expect(box!.x).toBeGreaterThan(h1!.x + h1!.width / 2)
    expect(Math.abs(box!.y - h1!.y)).toBeLessThan(h1!.height)
    await button.click()
    await expect.poll(() => button.innerText()).toBe('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const markdown = await (await fetch(`${site.url}/guide/setting-up.md`)).text()
    expect(copied).toBe(markdown)
    expect(copied).toMatch(/^# /m)
    await page.close()
  })
})

describe('a Nextra 3 site whose theme.config is nextra-theme-docs alone', () => {
  const site = useBuiltFixture('tests/fixtures/website-nextra3-theme')

  it("shows its logo element as the brand, its project link, and Nextra 3's default footer text", async () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    const page = await site.open('/usage')
    const seen = await page.evaluate(chrome)
    // (Nextra 3 draws no "Copy page" button: nextra-theme-docs 4.4 brought it.)
    expect(await page.locator('button[data-copy-page]').count()).toBe(0)
    expect(seen).toMatchObject({
      headers: 1,
      companyHeader: 0,
      guildBrand: 0,
      brand: 'Kettle',
      brandMark: 0,
      iconLinks: ['https://github.com/kettle/kettle'],
      footers: 1,
      footerVisible: true,
      companyFooter: 0
    })
    expect(seen.footer).toMatch(/^MIT \d{4} © Nextra\.$/)
    await page.close()
  })
})

// tests/fixtures/website-nextra-i18n: Nextra 4's own i18n example (a content folder per locale, `en` and `es`).
describe("the language switch of a Nextra 4 i18n site, at the sidebar's foot as nextra-theme-docs 3 and 4 draw it", () => {
  const site = useBuiltFixture('tests/fixtures/website-nextra-i18n', { ok: true })

  it('shows the globe and the language before the theme switch (its icon alone), none in the navbar; the list opens upwards', async () => {
    const page = await site.open('/en')
    const foot = await page.evaluate(() => {
      const visible = (el: Element | null) => !!el && el.getBoundingClientRect().width > 0
      const footer = document.querySelector('.gs-docs > .gs-sidebar .gs-sidebar-footer')!
      const order = Array.from(footer.children, el =>
        el.matches('.gs-locale-switch') ? 'language' : el.matches('.gs-theme-select') ? 'theme' : 'toggle'
      )
      return {
        order,
        text: footer.querySelector('.gs-locale-summary')?.textContent,
        theme: Math.round(footer.querySelector('.gs-theme-select')!.getBoundingClientRect().width),
        navbar: visible(document.querySelector('.gs-navbar .gs-locale-switch'))
      }
    })
    expect(foot).toEqual({ order: ['language', 'theme', 'toggle'], text: 'English', theme: 28, navbar: false })
    await page.locator('.gs-sidebar-footer .gs-locale-summary').click()
    const list = await page.evaluate(() => {
      const summary = document.querySelector('.gs-sidebar-footer .gs-locale-summary')!.getBoundingClientRect()
      const panel = document.querySelector('.gs-sidebar-footer .gs-dropdown-panel')!
      return {
        above: panel.getBoundingClientRect().bottom <= summary.top,
        // Each language's link is this page in that language (the script rewrites both switches alike).
        links: Array.from(panel.querySelectorAll('a'), a => [a.textContent, a.getAttribute('href')])
      }
    })
    expect(list).toEqual({
      above: true,
      links: [
        ['English', '/en'],
        ['español', '/es']
      ]
    })
    await page.close()
  })
})
