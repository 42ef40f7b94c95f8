import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'
import { useClientSite } from '../helpers/client-site.js'

/** Where each screenshot goes (not committed): whoever changes the look opens them. */
const SHOTS = process.env.GUILDSITE_SCREENSHOTS ?? join(REPO, 'tests/.screenshots/layout')
const WIDTHS = [390, 1024, 1280, 1920]

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

// One browser and one server for the whole file.
const site = useClientSite()

describe('one footer and head everywhere', () => {
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
      const icons = await page
        .locator('link[rel~="icon"]')
        .evaluateAll(links => links.map(link => (link as HTMLLinkElement).href))
      expect(icons.length, name).toBeGreaterThan(0)
      for (const href of icons) expect((await page.request.get(href)).status(), `${name}: ${href}`).toBe(200)
      expect(await page.locator('meta[name="twitter:site"]').getAttribute('content')).toBe('@TheGuildDev')
    }
  })
})

describe('finding your way on a phone', () => {
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
    // Below the pinned navbar, in the upper half of the screen, once the (smooth) scroll has ended.
    const navbar = (await page.locator('.gs-navbar').boundingBox())!
    await expect
      .poll(async () => (await page.locator('#build-the-gateway').boundingBox())!.y)
      .toBeLessThan(narrow.height / 2)
    const heading = (await page.locator('#build-the-gateway').boundingBox())!
    expect(heading.y).toBeGreaterThanOrEqual(navbar.y + navbar.height)
  })

  it('at 1280 px the column lists the headings and the disclosure is gone', async () => {
    const page = await site.open('/mesh/getting-started', { viewport: { width: 1280, height: 800 } })
    expect(await page.locator('[data-toc-inline]').isVisible()).toBe(false)
    expect(await page.locator('aside.gs-toc').getByRole('link', { name: 'Building for production' }).isVisible()).toBe(
      true
    )
  })

  it('without JavaScript the one menu button opens the docs tree over the page, and closes it', async () => {
    const page = await site.open('/yoga/features/cors', { viewport: narrow, javaScriptEnabled: false })
    const controls = page.locator('.gs-mobile-menu-button, .gs-mh-mobile > summary')
    const visible = async () =>
      await controls.evaluateAll(els =>
        els
          .filter(el => (el as HTMLElement).checkVisibility())
          .map(el => el.getAttribute('aria-label') ?? el.textContent)
      )
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
    expect(
      await link.evaluate(el => {
        const r = el.getBoundingClientRect()
        return r.bottom <= innerHeight && el.contains(document.elementFromPoint(r.x + 5, r.y + r.height / 2))
      })
    ).toBe(true)
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
  it('a task list checkbox is named by its item', async () => {
    const page = await site.open('/about')
    const box = page.getByRole('checkbox', { name: 'Task lists like this one' })
    expect(await box.isChecked()).toBe(true)
    expect(await page.locator('li.task-list-item input').count()).toBeGreaterThan(1)
    for (const input of await page.locator('li.task-list-item input').all())
      expect(
        await input.evaluate(el => (el as HTMLInputElement).labels?.length || el.getAttribute('aria-labelledby'))
      ).toBeTruthy()
  })

  it('a table that scrolls sideways takes focus and scrolls with the arrow keys; one that fits does not', async () => {
    const page = await site.open('/mesh/config-reference', { viewport: { width: 390, height: 844 } })
    const scrolling = page.locator('.gs-table-scroll').filter({ has: page.locator('table') })
    const states = await scrolling.evaluateAll(boxes =>
      boxes.map(box => ({ scrolls: box.scrollWidth > box.clientWidth + 1, focusable: box.tabIndex === 0 }))
    )
    expect(states.some(state => state.scrolls)).toBe(true)
    for (const state of states) expect(state.focusable).toBe(state.scrolls)
    const box = scrolling.nth(states.findIndex(state => state.scrolls))
    await box.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate(el => el.scrollLeft)).toBeGreaterThan(0)
    // Wide enough for the table: out of the tab order again.
    await page.setViewportSize({ width: 1920, height: 900 })
    await expect
      .poll(() =>
        box.evaluate(el => [el.scrollWidth > el.clientWidth + 1, el.tabIndex === 0]).then(([a, b]) => a === b)
      )
      .toBe(true)
  })
})

/** What the window shows: overflow, and each fixed or sticky bar, menu item and heading, in window coordinates. */
function geometry(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height }
    }
    const shown = (el: Element) =>
      (el as HTMLElement).checkVisibility({ visibilityProperty: true } as never) && el.getBoundingClientRect().width > 0
    const bars = Array.from(document.querySelectorAll('body *'))
      .filter(
        el =>
          ['fixed', 'sticky'].includes(getComputedStyle(el).position) && shown(el) && !el.closest('[data-mobile-nav]')
      )
      .map(el => ({ name: `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`, ...box(el) }))
    const items = Array.from(
      document.querySelectorAll(
        '.gs-navbar-links > ul > li > :is(a, details > summary), .gs-navbar-actions > :is(a, button, details, div), .gs-mh-nav > ul > li > :is(a, details > summary)'
      )
    )
      .filter(shown)
      .map(el => ({ name: el.textContent!.trim() || el.getAttribute('aria-label') || el.className, ...box(el) }))
    // Text a design did not mean to cut: an element that ends in an ellipsis while its text overflows.
    const clipped = Array.from(document.querySelectorAll('.gs-navbar *, .gs-mh *, .gs-main h1, .gs-sidebar a'))
      .filter(
        el => shown(el) && getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1
      )
      .map(el => el.textContent!.trim())
    const first = document.querySelector('.gs-main h1, .gs-main--raw h1, main h1')
    return {
      width: innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      bars,
      items,
      clipped,
      heading: first && shown(first) ? box(first) : null
    }
  })
}

describe('every page type at 390, 1024, 1280 and 1920 px, light and dark', () => {
  mkdirSync(SHOTS, { recursive: true })
  for (const { name, path } of PAGE_TYPES) {
    it(`${name}: nothing wider than the window, no bar over another or over the heading, every item inside and clickable, nothing cut`, async () => {
      const context = await site.context()
      const page = await context.newPage()
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          if (page.url() === 'about:blank') await page.goto(site.url + path)
          await page.evaluate(() => document.fonts.ready)
          await page.waitForFunction(
            () =>
              document.querySelector('.gs-navbar-links[data-navbar-fit]') ||
              !document.querySelector('.gs-navbar-links') ||
              innerWidth < 768
          )
          const where = `${name} ${width} ${colorScheme}`
          await page.screenshot({ path: join(SHOTS, `${name}-${width}-${colorScheme}.png`) })
          const g = await geometry(page)
          expect(g.scrollWidth, `${where}: horizontal scroll`).toBeLessThanOrEqual(g.width)
          expect(g.items.length, `${where}: navbar items found`).toBeGreaterThan(2)
          expect(g.bars.length, `${where}: the navbar is a sticky bar`).toBeGreaterThan(0)
          for (const [i, a] of g.bars.entries())
            for (const b of g.bars.slice(i + 1)) {
              const nested = a.x <= b.x && a.right >= b.right && a.y <= b.y && a.bottom >= b.bottom
              const overlap = a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5
              if (!nested) expect(overlap, `${where}: ${a.name} over ${b.name}`).toBe(false)
            }
          if (g.heading)
            for (const bar of g.bars)
              expect(
                bar.bottom <= g.heading.y + 0.5 ||
                  bar.y >= g.heading.bottom ||
                  bar.right <= g.heading.x ||
                  bar.x >= g.heading.right,
                `${where}: ${bar.name} over the heading`
              ).toBe(true)
          for (const item of g.items) {
            expect(item.x, `${where}: ${item.name}`).toBeGreaterThanOrEqual(0)
            expect(item.right, `${where}: ${item.name}`).toBeLessThanOrEqual(width + 0.5)
          }
          const hits = await page.evaluate(
            items =>
              items.map(item => {
                const hit = document.elementFromPoint(item.x + item.width / 2, item.y + item.height / 2)
                return hit?.closest('.gs-navbar, .gs-mh') ? null : `${item.name} under ${hit?.className}`
              }),
            g.items
          )
          expect(hits.filter(Boolean), where).toEqual([])
          expect(g.clipped, `${where}: cut by an ellipsis`).toEqual([])
        }
      }
    })
  }
})
