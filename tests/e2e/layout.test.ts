import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite } from '../helpers/client-site.js'

// The layout suite of issue 25: what a visitor sees on every page type of the example site.
const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'docs', path: '/mesh/getting-started' },
  { name: 'blog', path: '/blog/why-we-moved-our-docs' },
  { name: '404', path: '/no/such/page' }
]

/** The footer as a visitor reads it: its text and where each link goes. */
const footerOf = (page: Page) =>
  page.locator('footer.gs-footer').evaluate(footer => ({
    text: (footer as HTMLElement).innerText,
    links: Array.from(footer.querySelectorAll('a'), a => `${a.textContent?.trim()} → ${a.getAttribute('href')}`)
  }))

describe('one footer and head everywhere', () => {
  const site = useClientSite()

  it('every page type has the same footer, year included', async () => {
    const footers = []
    for (const { path } of PAGE_TYPES) footers.push(await footerOf(await site.open(path)))
    expect(footers[0]!.text).toMatch(/© \d{4} Guild Docs Demo\./)
    expect(footers[0]!.text).toContain('Press Kit')
    expect(footers[0]!.text).not.toContain('Press kit')
    for (const [index, footer] of footers.entries()) expect(footer, PAGE_TYPES[index]!.name).toEqual(footers[0])
  })

  it('links only favicons that are served, and gives twitter:site as a handle', async () => {
    for (const { name, path } of PAGE_TYPES) {
      const page = await site.open(path)
      const icons = await page.locator('link[rel~="icon"]').evaluateAll(links => links.map(link => (link as HTMLLinkElement).href))
      expect(icons.length, name).toBeGreaterThan(0)
      for (const href of icons) expect((await page.request.get(href)).status(), `${name}: ${href}`).toBe(200)
      expect(await page.locator('meta[name="twitter:site"]').getAttribute('content')).toBe('@TheGuildDev')
    }
  })
})

describe('finding your way on a phone', () => {
  const site = useClientSite()
  const narrow = { width: 390, height: 844 }

  it('"On this page" is a closed disclosure above the article; a link followed closes it', async () => {
    const page = await site.open('/mesh/getting-started', { viewport: narrow })
    const inline = page.locator('[data-toc-inline]')
    const summary = inline.locator('summary')
    expect(await summary.isVisible()).toBe(true)
    expect(await summary.textContent()).toBe('On this page')
    expect(await page.locator('aside.gs-toc').isVisible()).toBe(false)
    const box = (await inline.boundingBox())!
    const article = (await page.locator('article.gs-content').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(article.y)
    expect(await inline.getByRole('link', { name: 'Build the gateway' }).isVisible()).toBe(false)
    await summary.click()
    const link = inline.getByRole('link', { name: 'Build the gateway' })
    expect(await link.isVisible()).toBe(true)
    await link.click()
    await page.waitForURL(/#build-the-gateway$/)
    await expect.poll(() => inline.evaluate(el => (el as HTMLDetailsElement).open)).toBe(false)
    const heading = (await page.locator('#build-the-gateway').boundingBox())!
    // Below the pinned navbar, in the upper half of the screen.
    const navbar = (await page.locator('.gs-navbar').boundingBox())!
    expect(heading.y).toBeGreaterThanOrEqual(navbar.y + navbar.height)
    expect(heading.y).toBeLessThan(narrow.height / 2)
  })

  it('at 1280 px the column lists the headings and the disclosure is gone', async () => {
    const page = await site.open('/mesh/getting-started', { viewport: { width: 1280, height: 800 } })
    expect(await page.locator('[data-toc-inline]').isVisible()).toBe(false)
    expect(await page.locator('aside.gs-toc').getByRole('link', { name: 'Building for production' }).isVisible()).toBe(true)
  })

  it('without JavaScript the one menu button opens the docs tree over the page, and closes it', async () => {
    const page = await site.open('/yoga/features/cors', { viewport: narrow, javaScriptEnabled: false })
    const controls = page.locator('.gs-mobile-menu-button, .gs-mh-mobile > summary')
    const visible = async () => (await controls.evaluateAll(els => els.filter(el => (el as HTMLElement).checkVisibility()).map(el => el.getAttribute('aria-label') ?? el.textContent)))
    expect(await visible()).toEqual(['Menu'])
    const overlay = page.locator('aside#gs-mobile-nav')
    await page.getByRole('link', { name: 'Menu', exact: true }).click()
    const box = (await overlay.boundingBox())!
    const navbar = (await page.locator('.gs-navbar').boundingBox())!
    expect(navbar.y).toBe(0)
    expect(box.y).toBeCloseTo(navbar.height, 0)
    expect(box.height).toBeCloseTo(narrow.height - navbar.height, 0)
    // The docs tree is on screen and nothing paints over its links.
    const link = overlay.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Error Masking' })
    expect(await link.evaluate(el => {
      const r = el.getBoundingClientRect()
      return r.bottom <= innerHeight && el.contains(document.elementFromPoint(r.x + 5, r.y + r.height / 2))
    })).toBe(true)
    expect(await visible()).toEqual(['Close menu'])
    await page.getByRole('link', { name: 'Close menu' }).click()
    expect(await overlay.evaluate(el => getComputedStyle(el).position)).not.toBe('fixed')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await visible()).toEqual(['Menu'])
    // Opened again, a page of the tree is a click away.
    await page.getByRole('link', { name: 'Menu', exact: true }).click()
    await link.click()
    await page.waitForURL(/error-masking/)
  })
})

describe('content a keyboard and a screen reader can use', () => {
  const site = useClientSite()

  it('a task list checkbox is named by its item', async () => {
    const page = await site.open('/about')
    const box = page.getByRole('checkbox', { name: 'Task lists like this one' })
    expect(await box.isChecked()).toBe(true)
    expect(await page.locator('li.task-list-item input').count()).toBeGreaterThan(1)
    for (const input of await page.locator('li.task-list-item input').all()) expect(await input.evaluate(el => (el as HTMLInputElement).labels?.length || el.getAttribute('aria-labelledby'))).toBeTruthy()
  })

  it('a table that scrolls sideways takes focus and scrolls with the arrow keys; one that fits does not', async () => {
    const page = await site.open('/mesh/config-reference', { viewport: { width: 390, height: 844 } })
    const scrolling = page.locator('.gs-table-scroll').filter({ has: page.locator('table') })
    const states = await scrolling.evaluateAll(boxes => boxes.map(box => ({ scrolls: box.scrollWidth > box.clientWidth + 1, focusable: box.tabIndex === 0 })))
    expect(states.some(state => state.scrolls)).toBe(true)
    for (const state of states) expect(state.focusable).toBe(state.scrolls)
    const box = scrolling.nth(states.findIndex(state => state.scrolls))
    await box.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate(el => el.scrollLeft)).toBeGreaterThan(0)
    // Wide enough for the table: out of the tab order again.
    await page.setViewportSize({ width: 1920, height: 900 })
    await expect.poll(() => box.evaluate(el => [el.scrollWidth > el.clientWidth + 1, el.tabIndex === 0]).then(([a, b]) => a === b)).toBe(true)
  })
})
