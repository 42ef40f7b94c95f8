import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'
import { useClientSite } from '../helpers/client-site.js'
import {
  activeOption,
  geometry,
  inside,
  openState,
  searchGeometry,
  setScheme,
  type Geometry,
  type OpenState
} from '../helpers/layout-geometry.js'

/**
 * Where each view is saved as a PNG for whoever changes the look to open them (not committed), when
 * asked: `GUILDSITE_SCREENSHOTS=1` (tests/.screenshots/layout) or a folder. No assertion reads them, and
 * the 48 full-window PNGs cost npm test seconds of both cores, so a plain run takes none.
 */
const SHOTS = process.env.GUILDSITE_SCREENSHOTS
  ? process.env.GUILDSITE_SCREENSHOTS === '1'
    ? join(REPO, 'tests/.screenshots/layout')
    : process.env.GUILDSITE_SCREENSHOTS
  : undefined
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
    // Below the pinned navbar, in the upper half of the screen, once the (smooth) scroll has ended: the
    // heading has stopped moving (a smooth scroll on a loaded machine can take seconds; the navbar
    // only reaches its pinned place at the end of it).
    let last = Number.NaN
    await expect
      .poll(
        async () => {
          const y = (await page.locator('#build-the-gateway').boundingBox())!.y
          const settled = y === last
          last = y
          return settled
        },
        { timeout: 10_000, interval: 200 }
      )
      .toBe(true)
    const navbar = (await page.locator('.gs-navbar').boundingBox())!
    const heading = (await page.locator('#build-the-gateway').boundingBox())!
    expect(heading.y).toBeLessThan(narrow.height / 2)
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
    await expect.poll(() => box.evaluate(el => el.scrollLeft), { timeout: 10_000 }).toBeGreaterThan(0)
    // Wide enough for the table: out of the tab order again.
    await page.setViewportSize({ width: 1920, height: 900 })
    await expect
      .poll(() =>
        box.evaluate(el => [el.scrollWidth > el.clientWidth + 1, el.tabIndex === 0]).then(([a, b]) => a === b)
      )
      .toBe(true)
  })
})

// The layout suite's page types: the four above, and two states a visitor opens over a docs page.
const LAYOUT_TYPES: { name: string; path: string; open?: OpenState }[] = [
  ...PAGE_TYPES,
  { name: 'search', path: '/yoga/features/cors', open: 'search' },
  { name: 'menu', path: '/yoga/features/cors', open: 'menu' }
]

/** The fixed and sticky bars: none paints over another (one inside another is its part). */
function expectNoBarOverAnother(g: Geometry, where: string) {
  for (const [i, a] of g.bars.entries())
    for (const b of g.bars.slice(i + 1)) {
      const nested = a.x <= b.x && a.right >= b.right && a.y <= b.y && a.bottom >= b.bottom
      const overlap = a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5
      if (!nested) expect(overlap, `${where}: ${a.name} over ${b.name}`).toBe(false)
    }
}

/** Every navbar item, and every item of an open menu, inside the window and not covered. */
function expectItemsReachable(g: Geometry, where: string) {
  expect(g.items.filter(item => !item.menu).length, `${where}: navbar items found`).toBeGreaterThan(2)
  for (const item of g.items) {
    expect(item.x, `${where}: ${item.name}`).toBeGreaterThanOrEqual(-0.5)
    expect(item.right, `${where}: ${item.name}`).toBeLessThanOrEqual(g.width + 0.5)
    if (item.menu) expect(item.bottom, `${where}: ${item.name}`).toBeLessThanOrEqual(g.height + 0.5)
  }
  expect(g.covered, `${where}: items something paints over`).toEqual([])
}

async function expectSearchFits(page: Page, where: string) {
  const s = await searchGeometry(page)
  const { width, height } = page.viewportSize()!
  const viewport = { x: 0, y: 0, right: width, bottom: height, width, height }
  expect(inside(s.dialog, viewport), `${where}: dialog inside the window`).toBe(true)
  expect(inside(s.list, s.dialog), `${where}: result list inside its dialog`).toBe(true)
  expect(s.options, `${where}: results`).toBeGreaterThan(5)
  // The list fills the dialog down to the key hints (or its bottom on phones) and scrolls the rest.
  const floor = s.footer ? s.footer.y : s.dialog.bottom
  expect(floor - s.list.bottom, `${where}: blank below the list`).toBeLessThanOrEqual(2)
  if (s.footer) expect(inside(s.footer, s.dialog), `${where}: key hints inside the dialog`).toBe(true)
  expect(s.overflows && s.scrolls, `${where}: the long list scrolls`).toBe(s.overflows)
  expect(s.covered, `${where}: options something paints over`).toEqual([])
  // Walking down the results keeps the active one in view.
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown')
  const { list, active } = await activeOption(page)
  expect(active && inside(active, list), `${where}: active result in view`).toBe(true)
}

describe('every page type at 390, 1024, 1280 and 1920 px, light and dark', () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
  for (const { name, path, open } of LAYOUT_TYPES) {
    it(`${name}: nothing wider than the window, no bar over another or over the heading, every item inside and clickable, nothing cut`, async () => {
      const context = await site.context()
      const page = await context.newPage()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // A menu is opened afresh at each width (the overlay closes past 768 px); the rest is resized in place.
        if (page.url() === 'about:blank' || open === 'menu') await page.goto(site.url + path)
        await page.evaluate(() => document.fonts.ready)
        await page.waitForFunction(
          () =>
            document.querySelector('.gs-navbar-links[data-navbar-fit]') ||
            !document.querySelector('.gs-navbar-links') ||
            innerWidth < 768
        )
        await openState(page, open, width)
        for (const colorScheme of ['light', 'dark'] as const) {
          await setScheme(page, colorScheme)
          const where = `${name} ${width} ${colorScheme}`
          if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${width}-${colorScheme}.png`) })
          const g = await geometry(page)
          expect(g.scrollWidth, `${where}: horizontal scroll`).toBeLessThanOrEqual(g.width)
          expect(g.clipped, `${where}: cut by an ellipsis`).toEqual([])
          if (open === 'search') {
            await expectSearchFits(page, where)
            continue
          }
          expect(g.bars.length, `${where}: the navbar is a sticky bar`).toBeGreaterThan(0)
          expectNoBarOverAnother(g, where)
          expectItemsReachable(g, where)
          if (open === 'menu') {
            expect(g.items.filter(item => item.menu).length, `${where}: menu items`).toBeGreaterThan(1)
            if (width < 768) await expectOverlayUnderNavbar(page, where)
            continue
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
        }
      }
    }, 120_000)
  }
})

/** The phone's menu overlay: from the navbar's bottom edge to the window's, the page behind it locked. */
async function expectOverlayUnderNavbar(page: Page, where: string) {
  const { navbar, overlay, locked } = await page.evaluate(() => ({
    navbar: document.querySelector('.gs-navbar')!.getBoundingClientRect().toJSON() as DOMRect,
    overlay: document.querySelector('[data-mobile-nav]')!.getBoundingClientRect().toJSON() as DOMRect,
    locked: getComputedStyle(document.body).overflow === 'hidden'
  }))
  expect(navbar.top, `${where}: navbar at the top`).toBe(0)
  expect(overlay.top, `${where}: overlay below the navbar`).toBeCloseTo(navbar.bottom, 0)
  expect(overlay.bottom, `${where}: overlay to the bottom`).toBeCloseTo(page.viewportSize()!.height, 0)
  expect(locked, `${where}: page scroll locked`).toBe(true)
}
