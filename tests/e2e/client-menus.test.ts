import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORTS } from '../helpers/client-site.js'
import { useI18nSite } from '../helpers/i18n-site.js'

// Two header menus on the fixture: "Products" (Hive, Mesh, Mercurius, Yoga) and the language switch.
const products = (page: Page) => page.locator('.gs-navbar-links > ul details[data-menu]', { hasText: 'Products' })
const language = (page: Page) => page.locator('.gs-navbar details.gs-locale-switch')
const isOpen = (menu: ReturnType<typeof products>) => menu.evaluate(el => (el as HTMLDetailsElement).open)
/** Visible text of the focused element (without the screen-reader note of external links). */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.replace('(opens in a new tab)', '').trim())
/** Somewhere in the content, away from every menu. */
const away = (page: Page) => page.mouse.move(640, 600)

describe('header hover menus', () => {
  const site = useClientSite(useI18nSite())

  describe('wide (1280×800)', () => {
    const viewport = VIEWPORTS.wide

    it('opens 200 ms after the pointer arrives and closes 150 ms after it leaves', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      await page.locator('.gs-navbar').waitFor()
      await products(page).locator('summary').hover()
      await page.clock.runFor(199)
      expect(await isOpen(products(page))).toBe(false)
      await page.clock.runFor(1)
      expect(await isOpen(products(page))).toBe(true)
      // The pointer moves into the panel: it stays open.
      await products(page).getByRole('link', { name: 'Mesh' }).hover()
      await page.clock.runFor(500)
      expect(await isOpen(products(page))).toBe(true)
      await away(page)
      await page.clock.runFor(149)
      expect(await isOpen(products(page))).toBe(true)
      await page.clock.runFor(1)
      expect(await isOpen(products(page))).toBe(false)
    })

    it('a pointer that passes through without stopping opens nothing', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      await products(page).locator('summary').hover()
      await page.clock.runFor(120)
      await away(page)
      await page.clock.runFor(1000)
      expect(await isOpen(products(page))).toBe(false)
    })

    it('opens at once when another menu is open or was open within 300 ms', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      await products(page).locator('summary').hover()
      await page.clock.runFor(200)
      expect(await isOpen(products(page))).toBe(true)
      // Straight to the other menu: no delay, and only one menu is open.
      await language(page).locator('summary').hover()
      await page.clock.runFor(1)
      expect(await isOpen(language(page))).toBe(true)
      await expect.poll(() => isOpen(products(page))).toBe(false)
      // Leave: it closes after 150 ms; coming back within 300 ms of that opens at once.
      await away(page)
      await page.clock.runFor(150)
      expect(await isOpen(language(page))).toBe(false)
      await page.clock.runFor(290)
      await products(page).locator('summary').hover()
      await page.clock.runFor(1)
      expect(await isOpen(products(page))).toBe(true)
      // After more than 300 ms closed, the 200 ms delay applies again.
      await away(page)
      await page.clock.runFor(150 + 301)
      expect(await isOpen(products(page))).toBe(false)
      await language(page).locator('summary').hover()
      await page.clock.runFor(199)
      expect(await isOpen(language(page))).toBe(false)
      await page.clock.runFor(1)
      expect(await isOpen(language(page))).toBe(true)
    })

    it('a click on a menu the pointer opened keeps it open, however slow the click; the next click closes it', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      const summary = products(page).locator('summary')
      await summary.hover()
      await page.clock.runFor(200)
      expect(await isOpen(products(page))).toBe(true)
      // The reader takes a second to click the button they were heading for: it means "open".
      await page.clock.runFor(1000)
      await summary.click()
      await page.clock.runFor(1)
      expect(await isOpen(products(page))).toBe(true)
      await summary.click()
      expect(await isOpen(products(page))).toBe(false)
      // Opened at once (another menu was open), then a slow click: still open.
      await summary.click()
      expect(await isOpen(products(page))).toBe(true)
      await language(page).locator('summary').hover()
      await page.clock.runFor(1)
      expect(await isOpen(language(page))).toBe(true)
      await page.clock.runFor(1000)
      await language(page).locator('summary').click()
      expect(await isOpen(language(page))).toBe(true)
    })

    it('toggles on click, closes on an outside click and on Escape (focus back on the button)', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      const summary = products(page).locator('summary')
      await summary.click()
      expect(await isOpen(products(page))).toBe(true)
      await summary.click()
      expect(await isOpen(products(page))).toBe(false)
      // A hover timer that was pending when the click came must not reopen it.
      await page.clock.runFor(1000)
      expect(await isOpen(products(page))).toBe(false)
      await summary.click()
      await page.mouse.click(640, 600)
      expect(await isOpen(products(page))).toBe(false)
      await summary.click()
      await products(page).getByRole('link', { name: 'Hive' }).focus()
      await page.keyboard.press('Escape')
      expect(await isOpen(products(page))).toBe(false)
      expect(await focused(page)).toBe('Products')
    })

    it('works from the keyboard: Tab to it, Enter, arrows, Home/End, typeahead resetting after 350 ms', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      await page.locator('.gs-navbar-links > ul a', { hasText: 'Docs' }).focus()
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('Products')
      await page.keyboard.press('Enter')
      expect(await isOpen(products(page))).toBe(true)
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe('Hive')
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe('Mesh')
      await page.keyboard.press('End')
      expect(await focused(page)).toBe('Yoga')
      await page.keyboard.press('ArrowDown') // wraps
      expect(await focused(page)).toBe('Hive')
      await page.keyboard.press('ArrowUp')
      expect(await focused(page)).toBe('Yoga')
      await page.keyboard.press('Home')
      expect(await focused(page)).toBe('Hive')
      // Typeahead: "m" → Mesh; "e" and "r" within 350 ms of each other make "mer" → Mercurius.
      await page.keyboard.press('m')
      expect(await focused(page)).toBe('Mesh')
      await page.clock.runFor(340)
      await page.keyboard.press('e')
      expect(await focused(page)).toBe('Mesh')
      await page.clock.runFor(340)
      await page.keyboard.press('r')
      expect(await focused(page)).toBe('Mercurius')
      // 350 ms later the query starts over: "h" is Hive, not "merh".
      await page.clock.runFor(351)
      await page.keyboard.press('h')
      expect(await focused(page)).toBe('Hive')
      // A repeated letter cycles through the items that start with it.
      await page.clock.runFor(351)
      await page.keyboard.press('m')
      await page.keyboard.press('m')
      expect(await focused(page)).toBe('Mercurius')
      // Tabbing out of the panel closes it.
      await page.keyboard.press('Escape')
      await page.keyboard.press('Enter')
      await page.keyboard.press('ArrowUp')
      expect(await focused(page)).toBe('Yoga')
      await page.keyboard.press('Tab')
      await expect.poll(() => isOpen(products(page))).toBe(false)
    })

    it('has no hover behaviour on windows of 800 px or less, or 400 px tall or less', async () => {
      for (const size of [
        { width: 800, height: 800 },
        { width: 1280, height: 400 }
      ]) {
        const page = await site.open('/docs/guide', { viewport: size, clock: true })
        await products(page).locator('summary').hover()
        await page.clock.runFor(1000)
        expect(await isOpen(products(page)), `${size.width}×${size.height}`).toBe(false)
        await products(page).locator('summary').click()
        expect(await isOpen(products(page))).toBe(true)
      }
      const page = await site.open('/docs/guide', { viewport: { width: 801, height: 401 }, clock: true })
      await products(page).locator('summary').hover()
      await page.clock.runFor(200)
      expect(await isOpen(products(page))).toBe(true)
    })
  })

  describe('narrow (390×844)', () => {
    const viewport = VIEWPORTS.narrow

    it('does not open on hover; the menu is a folder of the navigation overlay', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      expect(await products(page).isVisible()).toBe(false)
      await page.locator('[data-mobile-menu-toggle]').click()
      const folder = page.locator('#gs-mobile-nav details', { hasText: 'Products' }).first()
      await folder.locator('summary').click()
      expect(await folder.getByRole('link', { name: 'Mercurius' }).isVisible()).toBe(true)
    })

    it('the language menu opens on tap, not on hover, and supports keys and typeahead', async () => {
      const page = await site.open('/docs/guide', { viewport, clock: true })
      await language(page).locator('summary').hover()
      await page.clock.runFor(1000)
      expect(await isOpen(language(page))).toBe(false)
      await language(page)
        .locator('summary')
        .tap()
        .catch(() => language(page).locator('summary').click())
      expect(await isOpen(language(page))).toBe(true)
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe('English')
      await page.keyboard.press('f')
      expect(await focused(page)).toBe('Français')
      await page.keyboard.press('Escape')
      expect(await isOpen(language(page))).toBe(false)
    })
  })
})
