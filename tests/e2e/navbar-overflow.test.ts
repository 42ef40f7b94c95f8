import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite } from '../helpers/client-site.js'
import { useFixtureSite } from '../helpers/fixture-site.js'

// tests/fixtures/client-navbar: ten top-level navbar items, pages and menus with long titles.
const ITEMS = [
  'Getting Started',
  'Guides and Tutorials',
  'API Reference',
  'Framework Integrations',
  'Plugins and Extensions',
  'Community Resources',
  'Migration Guides',
  'Frequently Asked Questions',
  'Release Notes and Changelog',
  'Ecosystem Projects'
]
const WIDTHS = [390, 1024, 1280, 1440, 1920]

interface Box {
  name: string
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5

/** Bounding boxes of the navbar's visible parts: logo, each item shown in the bar, More, search, icons. */
function navbarBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const parts: [string, Element | null][] = [
      ['logo', document.querySelector('.gs-navbar-brand')],
      ['search', document.querySelector('.gs-navbar .gs-search')],
      ['theme', document.querySelector('.gs-navbar .gs-theme-toggle')],
      ['more', document.querySelector('.gs-navbar [data-navbar-more] > summary')],
      ...Array.from(
        document.querySelectorAll('.gs-navbar-links > ul > li > a, .gs-navbar-links > ul > li > details > summary')
      ).map(el => [el.textContent!.trim(), el] as [string, Element]),
      ...Array.from(
        document.querySelectorAll('.gs-navbar-actions > :is(a, button, details):not(.gs-search, .gs-theme-toggle)')
      ).map((el, i) => [`action ${i}`, el] as [string, Element])
    ]
    return parts.flatMap(([name, el]) => {
      if (!el || !(el as HTMLElement).checkVisibility()) return []
      const r = el.getBoundingClientRect()
      return [{ name, x: r.x, y: r.y, width: r.width, height: r.height }]
    })
  })
}

/** The element is on screen and is what a click at its centre lands on (nothing painted over it). */
async function clickable(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false
  return locator.evaluate(el => {
    const r = el.getBoundingClientRect()
    if (r.left < 0 || r.right > innerWidth + 0.5 || r.top < 0 || r.bottom > innerHeight + 0.5) return false
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit !== null && (el === hit || el.contains(hit))
  })
}

const inBar = (page: Page, title: string) =>
  page.locator('.gs-navbar-links > ul > li > a, .gs-navbar-links > ul > li > details > summary', { hasText: title })
const more = (page: Page) => page.locator('.gs-navbar [data-navbar-more]')
const inMore = (page: Page, title: string) =>
  more(page).locator('[data-navbar-index] > :is(a, .gs-dropdown-separator)', { hasText: title })
const settled = (page: Page) => page.locator('.gs-navbar-links[data-navbar-fit]').waitFor({ state: 'attached' })

describe('a navbar with ten top-level items', () => {
  const site = useClientSite(useFixtureSite('client-navbar'))

  for (const width of WIDTHS) {
    it(`${width} px: nothing overlaps, search and theme switch inside the window, every item reachable`, async () => {
      const viewport = { width, height: 800 }
      const page = await site.open('/guides', { viewport })
      if (width >= 768) await settled(page)
      const boxes = await navbarBoxes(page)
      const names = boxes.map(box => box.name)
      expect(names).toEqual(expect.arrayContaining(['logo', 'search', 'theme']))
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.name} overlaps ${b.name}`).toBe(false)
      for (const box of boxes) {
        expect(box.x, box.name).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, box.name).toBeLessThanOrEqual(width)
      }
      expect(await clickable(page.locator('.gs-navbar .gs-search'))).toBe(true)
      if (width >= 1024) {
        // The search box is a box (an icon below 1024 px) whose placeholder is read whole.
        const placeholder = await page.evaluate(() => {
          const input = document.querySelector<HTMLInputElement>('.gs-navbar .gs-ac-input')!
          const style = getComputedStyle(input)
          const context = document.createElement('canvas').getContext('2d')!
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          return {
            text: context.measureText(input.placeholder).width,
            room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          }
        })
        expect(placeholder.text).toBeLessThanOrEqual(placeholder.room)
      }
      expect(await clickable(page.locator('.gs-navbar .gs-theme-toggle'))).toBe(true)

      if (width < 768) {
        // Phones: no items in the bar; the menu button opens them all.
        expect(await page.locator('.gs-navbar-links').isVisible()).toBe(false)
        await page.locator('.gs-navbar [data-mobile-menu-toggle]').click()
        const menu = page.locator('[data-mobile-nav]').getByRole('navigation', { name: 'Menu' })
        for (const title of ITEMS) expect(await clickable(menu.getByText(title, { exact: true })), title).toBe(true)
        return
      }

      const shown = ITEMS.filter((_, index) => index < boxes.filter(box => ITEMS.includes(box.name)).length)
      // The bar keeps the items in order, the first ones; the rest are in More.
      expect(boxes.filter(box => ITEMS.includes(box.name)).map(box => box.name)).toEqual(shown)
      for (const title of shown) expect(await clickable(inBar(page, title)), title).toBe(true)
      const moved = ITEMS.slice(shown.length)
      expect(moved.length, 'ten long items never all fit').toBeGreaterThan(0)
      await more(page).locator('summary').click()
      for (const title of moved) expect(await clickable(inMore(page, title)), title).toBe(true)
      // Only the moved items are listed there.
      for (const title of shown) expect(await inMore(page, title).isVisible(), title).toBe(false)
      // A moved menu lists its entries under its title.
      if (moved.includes('Ecosystem Projects'))
        expect(await clickable(more(page).getByRole('link', { name: 'GraphQL Mesh' }))).toBe(true)
      const panel = (await more(page).locator('.gs-dropdown-panel').boundingBox())!
      expect(panel.x).toBeGreaterThanOrEqual(0)
      expect(panel.x + panel.width).toBeLessThanOrEqual(width)
    })
  }

  it('wider windows keep more items in the bar, and resizing moves them back and forth', async () => {
    const page = await site.open('/guides', { viewport: { width: 1440, height: 800 } })
    await settled(page)
    const count = () => page.locator('.gs-navbar-links > ul > li:visible').count()
    const wide = await count()
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect.poll(count).toBeLessThan(wide)
    const narrow = await count()
    expect(await more(page).locator('[data-navbar-index]:not([hidden])').count()).toBe(ITEMS.length - narrow)
    await page.setViewportSize({ width: 1440, height: 800 })
    await expect.poll(count).toBe(wide)
    const boxes = await navbarBoxes(page)
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.name} overlaps ${b.name}`).toBe(false)
  })

  it('More is a keyboard menu: Enter opens it, arrows walk the moved items, Escape closes it', async () => {
    const page = await site.open('/guides', { viewport: { width: 1280, height: 800 } })
    await settled(page)
    const shown = await page.locator('.gs-navbar-links > ul > li:visible').count()
    await more(page).locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await more(page).evaluate(el => (el as HTMLDetailsElement).open)).toBe(true)
    await page.keyboard.press('ArrowDown')
    const first = ITEMS[shown]!
    const focused = () =>
      page.evaluate(() =>
        document.activeElement
          ?.closest('[data-navbar-index]')
          ?.querySelector(':scope > :is(a, .gs-dropdown-separator)')
          ?.textContent?.trim()
      )
    // The first moved item (or, for a menu, its first entry, under the menu's title).
    expect(await focused()).toBe(first)
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toContain('GraphQL Mesh')
    await page.keyboard.press('Escape')
    expect(await more(page).evaluate(el => (el as HTMLDetailsElement).open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.closest('[data-navbar-more]') !== null)).toBe(true)
  })

  it('marks More as the current section when the current page is one of its items', async () => {
    const page = await site.open('/changelog', { viewport: { width: 1280, height: 800 } })
    await settled(page)
    expect(await inBar(page, 'Release Notes and Changelog').isVisible()).toBe(false)
    expect(await more(page).locator('summary').getAttribute('aria-current')).toBe('true')
  })

  it('without JavaScript: the bar clips the items past its edge, nothing overlaps, More lists every item', async () => {
    const page = await site.open('/guides', { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
    const boxes = (await navbarBoxes(page)).filter(box => !ITEMS.includes(box.name))
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.name} overlaps ${b.name}`).toBe(false)
    const bar = (await page.locator('.gs-navbar-links > ul').boundingBox())!
    const moreBox = (await more(page).locator('summary').boundingBox())!
    expect(bar.x + bar.width).toBeLessThanOrEqual(moreBox.x)
    await more(page).locator('summary').click()
    for (const title of ITEMS) expect(await clickable(inMore(page, title)), title).toBe(true)
  })
})
