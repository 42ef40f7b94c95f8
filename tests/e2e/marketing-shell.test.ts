import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ECOSYSTEM_GROUPS, PRODUCT_KEYS, PRODUCTS } from '../../templates/catalogue/products.js'
import { exampleOut } from '../helpers/example-site.js'
import { useServedOutput } from '../helpers/served-output.js'

// The company shell around every page of the example site (SPEC §1, §2, §9; issue 9).
describe('marketing shell in Chromium (built example site)', () => {
  const served = useServedOutput(exampleOut)

  const open = (path: string, viewport = { width: 1280, height: 800 }): Promise<Page> => served.open(path, { viewport })
  const height = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate(el => el.getBoundingClientRect().height)
  const header = (page: Page) => page.locator('[data-marketing-header]')

  it('shows the conference banner (2.5rem) with its Register Now link', async () => {
    const page = await open('/')
    const banner = page.locator('[data-banner]')
    expect(await banner.innerText()).toMatch(/GraphQL Conf · 19–21 September 2023 · San Francisco/)
    const link = banner.getByRole('link', { name: /Register Now/ })
    expect(await link.getAttribute('href')).toBe('https://graphql.org/conf/')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await height(page, '[data-banner]')).toBe(40)
    // The conference background image: painted by the stylesheet, not repeated in every page.
    expect(await banner.evaluate(el => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/)
    expect(await banner.locator('svg:not(.gs-i)').count()).toBe(0) // its icons are masks, no drawing
    await page.context().close()
  })

  it('dismisses the banner and remembers it under its key across pages', async () => {
    const page = await open('/')
    await page.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect.poll(() => page.locator('[data-banner]').isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('graphql-conf-2023'))).not.toBeNull()
    await page.goto(served.url + '/yoga')
    expect(await page.locator('[data-banner]').isVisible()).toBe(false)
    await page.context().close()
  })

  it('has the SPEC §9 heights: menu 3.75rem above the 4rem docs navbar, on docs and raw pages', async () => {
    for (const path of ['/', '/yoga/features/cors']) {
      const page = await open(path)
      expect(await height(page, '[data-marketing-header]')).toBe(60)
      expect(await height(page, '.gs-navbar')).toBe(64)
      const [menuBottom, navbarTop] = await Promise.all([
        header(page).evaluate(el => el.getBoundingClientRect().bottom),
        page.locator('.gs-navbar').evaluate(el => el.getBoundingClientRect().top)
      ])
      expect(navbarTop).toBe(menuBottom)
      await page.context().close()
    }
  })

  it('links the logo and every header item to the company site', async () => {
    const page = await open('/yoga')
    expect(await header(page).getByRole('link', { name: 'The Guild' }).getAttribute('href')).toBe(
      'https://the-guild.dev'
    )
    const nav = header(page).getByRole('navigation', { name: 'The Guild' })
    const items = await nav
      .locator(':scope > ul > li')
      .evaluateAll(lis => lis.map(li => (li.querySelector('summary, a') as HTMLElement).innerText.trim()))
    expect(items).toEqual(['Solutions', 'Ecosystem', 'Blog', 'Our Services', 'About Us', 'Contact Us'])
    const hrefs = await nav.locator(':scope > ul > li > a').evaluateAll(links => links.map(a => a.getAttribute('href')))
    expect(hrefs).toEqual([
      'https://the-guild.dev/blog',
      'https://the-guild.dev/services',
      'https://the-guild.dev/about-us',
      'https://the-guild.dev/contact'
    ])
    await page.context().close()
  })

  it('opens the Solutions menu: guide links and the first-API tutorial', async () => {
    const page = await open('/yoga')
    const menu = header(page).locator('details[data-header-menu="Solutions"]')
    const panel = menu.locator('[data-solutions-panel]')
    expect(await panel.isVisible()).toBe(false)
    await menu.locator('summary').click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await panel.locator('.gs-mh-menu-link').evaluateAll(links => links.map(a => a.textContent))).toEqual([
      'Serve a GraphQL API',
      'Unify existing APIs into one graph',
      'Manage and evolve your schema',
      'Generate typed code from GraphQL'
    ])
    const tutorial = panel.locator('[data-tutorial-link]')
    expect(await tutorial.getAttribute('href')).toBe('https://the-guild.dev/graphql/yoga-server/tutorial/basic')
    expect(await tutorial.innerText()).toContain('Build your first GraphQL API')
    await menu.locator('summary').click()
    await expect.poll(() => panel.isVisible()).toBe(false)
    await page.context().close()
  })

  it('opens the ecosystem panel: 800 px wide, scrollable, at most the viewport minus 70 px, three groups', async () => {
    const page = await open('/yoga')
    const menu = header(page).locator('details[data-header-menu="Ecosystem"]')
    await menu.locator('summary').click()
    const panel = menu.locator('[data-ecosystem-panel]')
    await expect.poll(() => panel.isVisible()).toBe(true)
    const box = await panel.evaluate(el => {
      const style = getComputedStyle(el)
      const rect = el.getBoundingClientRect()
      return {
        width: rect.width,
        height: rect.height,
        maxHeight: style.maxHeight,
        overflowY: style.overflowY,
        inView: rect.left >= 0 && rect.right <= innerWidth
      }
    })
    expect(box).toMatchObject({ width: 800, maxHeight: '730px', overflowY: 'auto', inView: true })
    expect(box.height).toBeLessThanOrEqual(730)

    const groups = panel.locator('[data-ecosystem-group]')
    expect(await groups.evaluateAll(els => els.map(el => el.getAttribute('data-ecosystem-group')))).toEqual(
      ECOSYSTEM_GROUPS.map(g => g.title)
    )
    for (const [index, group] of ECOSYSTEM_GROUPS.entries()) {
      const entries = await groups
        .nth(index)
        .locator('a')
        .evaluateAll(links =>
          links.map(a => ({
            href: a.getAttribute('href'),
            name: a.querySelector('b')!.textContent,
            title: a.querySelector(':scope > span')!.textContent,
            // The mark: a mask of the product's drawing, in its colour.
            logo:
              getComputedStyle(a.querySelector('i')!, '::after').maskImage.startsWith('url("data:image/svg+xml') &&
              getComputedStyle(a.querySelector('i')!, '::after').backgroundColor !== 'rgba(0, 0, 0, 0)'
          }))
        )
      expect(entries).toEqual(
        group.keys.map(key => ({
          href: PRODUCTS[key].href,
          name: PRODUCTS[key].name,
          title: PRODUCTS[key].title,
          logo: true
        }))
      )
    }
    expect(await panel.getByRole('link', { name: /Explore the whole ecosystem/ }).getAttribute('href')).toBe(
      'https://the-guild.dev/open-source'
    )

    // Shorter windows: the panel keeps to the viewport and scrolls.
    await page.setViewportSize({ width: 1280, height: 500 })
    const short = await panel.evaluate(el => ({
      height: el.getBoundingClientRect().height,
      scrolls: el.scrollHeight > el.clientHeight
    }))
    expect(short).toEqual({ height: 430, scrolls: true })
    await page.context().close()
  })

  it('shows each of the two bars\' items once: "Ecosystem" and "Blog" are the company header\'s (issue 25.4)', async () => {
    for (const path of ['/yoga', '/blog']) {
      const page = await open(path)
      const labels = await page
        .locator('.gs-mh-nav > ul > li, .gs-navbar-links > ul > li')
        .evaluateAll(lis =>
          lis
            .filter(li => li.getBoundingClientRect().width > 0)
            .map(li => (li.querySelector('summary, a') as HTMLElement).innerText.trim())
        )
      expect(
        labels.filter(label => label === 'Ecosystem'),
        path
      ).toHaveLength(1)
      expect(
        labels.filter(label => label === 'Blog'),
        path
      ).toHaveLength(1)
      expect(new Set(labels).size, labels.join(', ')).toBe(labels.length)
      // The site's own blog is in its navbar, under a name of its own.
      expect(await page.locator('.gs-navbar-links').getByRole('link', { name: 'Demo blog' }).getAttribute('href')).toBe(
        '/blog'
      )
      await page.context().close()
    }
  })

  it('highlights the active link on every page: this site sets activeLink "/open-source"', async () => {
    for (const path of ['/', '/mesh/sources/openapi']) {
      const page = await open(path)
      const current = header(page).getByRole('navigation', { name: 'The Guild' }).locator('[aria-current]')
      expect(await current.evaluateAll(els => els.map(el => el.textContent))).toEqual(['Ecosystem'])
      const [active, other] = await Promise.all([
        current.evaluate(el => getComputedStyle(el).color),
        header(page)
          .getByRole('link', { name: 'Blog' })
          .evaluate(el => getComputedStyle(el).color)
      ])
      expect(active).not.toBe(other)
      // The accent bar on the header's edge is the default accent #1cc8ee.
      expect(await current.evaluate(el => getComputedStyle(el, '::after').backgroundColor)).toBe('rgb(28, 200, 238)')
      await page.context().close()
    }
  })

  it('ends every page with the footer: four columns, products in two halves, badge 72 px wide', async () => {
    for (const path of ['/', '/hive/cli']) {
      const page = await open(path)
      const footer = page.locator('footer.gs-footer')
      expect(await footer.locator('[data-footer-column] > h2').allTextContents()).toEqual([
        'PRODUCTS',
        'RESOURCES',
        'COMPANY',
        'COMMUNITY'
      ])
      const halves = await footer
        .locator('[data-footer-half]')
        .evaluateAll(lists => lists.map(list => Array.from(list.querySelectorAll('a'), a => [a.textContent, a.title])))
      expect(halves.map(h => h.length)).toEqual([11, 10])
      expect(halves.flat()).toEqual(
        PRODUCT_KEYS.filter(key => !PRODUCTS[key].incomplete).map(key => [PRODUCTS[key].name, PRODUCTS[key].title])
      )
      expect(halves.flat()).toContainEqual([
        'Permissions',
        'GraphQL permissions framework for complex authorisation systems'
      ])
      // The halves sit side by side.
      const lefts = await footer
        .locator('[data-footer-half]')
        .evaluateAll(lists => lists.map(l => l.getBoundingClientRect().left))
      expect(lefts[1]).toBeGreaterThan(lefts[0]!)
      expect(await footer.locator('[data-footer-column="RESOURCES"] a').allTextContents()).toEqual([
        'Press Kit',
        'Demo blog',
        'About this demo'
      ])
      expect(await footer.locator('[data-footer-column="COMPANY"] a').allTextContents()).toEqual([
        'About',
        'Blog',
        'Newsletter',
        'Open Source',
        'Services',
        'Press Kit',
        'GitHub (opens in a new tab)'
      ])
      expect(
        await footer
          .locator('[data-footer-column="COMMUNITY"] a')
          .evaluateAll(links => links.map(a => a.firstChild!.textContent))
      ).toEqual(['Twitter', 'LinkedIn', 'Discord', 'Medium', 'YouTube'])
      const badge = footer.getByRole('img', { name: 'CSA STAR Level One' })
      await badge.scrollIntoViewIfNeeded()
      // The stylesheet paints it: the page does not carry its drawing.
      expect(await badge.evaluate(el => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/)
      expect(await badge.evaluate(img => img.getBoundingClientRect().width)).toBe(72)
      expect(await footer.getByRole('link', { name: 'The Guild' }).getAttribute('href')).toBe('https://the-guild.dev')
      await page.context().close()
    }
  })

  it('narrow screens: a menu button opens the header links as a full-screen overlay, the page locked', async () => {
    // 790 px: the header's links are folded (≤ 800 px) while the docs navbar still has its wide
    // layout (≥ 768 px, no menu button of its own). Below 768 px a docs page has one menu button,
    // the navbar's, whose overlay holds these links too (client-mobile-nav.test.ts).
    const page = await open('/yoga', { width: 790, height: 844 })
    // One markup serves both: on narrow screens the header's navigation itself becomes the overlay.
    const nav = header(page).getByRole('navigation', { name: 'The Guild', exact: true })
    expect(await nav.isVisible()).toBe(false)
    const button = header(page).locator('summary[aria-label="Menu"]')
    const overlay = nav
    expect(await overlay.isVisible()).toBe(false)
    await button.click()
    await expect.poll(() => overlay.isVisible()).toBe(true)
    const box = await overlay.evaluate(el => {
      const r = el.getBoundingClientRect()
      return {
        top: r.top,
        bottom: r.bottom,
        width: r.width,
        scrollLock: getComputedStyle(document.documentElement).overflow
      }
    })
    expect(box).toEqual({ top: 60, bottom: 844, width: 790, scrollLock: 'hidden' })
    const menu = nav
    expect(
      await menu
        .locator(':scope > ul > li')
        .evaluateAll(lis => lis.map(li => (li.querySelector('summary, a') as HTMLElement).innerText.trim()))
    ).toEqual(['Solutions', 'Ecosystem', 'Blog', 'Our Services', 'About Us', 'Contact Us'])
    // Groups unfold in place; the ecosystem panel fits the screen.
    await menu.locator('summary', { hasText: 'Ecosystem' }).click()
    expect(
      await menu.locator('[data-ecosystem-panel]').evaluate(el => el.getBoundingClientRect().width)
    ).toBeLessThanOrEqual(790)
    // The docs navbar's own overlay (the page tree) stays closed.
    expect(await page.evaluate(() => document.documentElement.classList.contains('gs-mobile-open'))).toBe(false)
    await button.click()
    await expect.poll(() => overlay.isVisible()).toBe(false)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
    await page.context().close()
  })
})
