import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORTS } from '../helpers/client-site.js'

const isOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('gs-mobile-open'))
const overlay = (page: Page) => page.locator('aside#gs-mobile-nav')

describe('narrow-screen navigation overlay', () => {
  const site = useClientSite()

  describe('narrow (390×844)', () => {
    const viewport = VIEWPORTS.narrow
    it('opens with the menu button, locks page scrolling, and closes with the close button', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      const button = page.locator('[data-mobile-menu-toggle]')
      expect(await overlay(page).isVisible()).toBe(false)
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      await button.click()
      expect(await isOpen(page)).toBe(true)
      expect(await overlay(page).isVisible()).toBe(true)
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      expect(await button.getAttribute('aria-label')).toBe('Close menu')
      const box = await overlay(page).boundingBox()
      expect(box!.width).toBe(viewport.width) // full screen below the navbar
      expect(box!.y + box!.height).toBeCloseTo(viewport.height, 0)
      // Scroll lock: the body does not scroll, the page stays put under a wheel.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
      // A wheel over the (fixed) navbar would scroll the page if it were not locked.
      await page.mouse.move(100, 30)
      await page.mouse.wheel(0, 600)
      await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await button.click() // now showing the close icon
      expect(await isOpen(page)).toBe(false)
      expect(await overlay(page).isVisible()).toBe(false)
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    })

    it('closes with Escape and gives focus back to the button', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      await page.locator('[data-mobile-menu-toggle]').click()
      await page.keyboard.press('Escape')
      expect(await isOpen(page)).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-menu-toggle'))).toBe(true)
    })

    it('closes on route change: a link to another page, and a link within the page', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      await page.locator('[data-mobile-menu-toggle]').click()
      await overlay(page).getByRole('link', { name: 'Error Masking' }).click()
      await page.waitForURL(/error-masking/)
      expect(await isOpen(page)).toBe(false)
      expect(await overlay(page).isVisible()).toBe(false)
      // Back (possibly from the back-forward cache): closed too.
      await page.goBack()
      await page.waitForURL(/cors/)
      expect(await isOpen(page)).toBe(false)
      // A same-document route change (hash link) closes it.
      await page.locator('[data-mobile-menu-toggle]').click()
      await overlay(page).evaluate(el => {
        const link = document.createElement('a')
        link.href = '#credentials'
        link.textContent = 'Jump'
        el.querySelector('.gs-sidebar-scroll')!.prepend(link)
      })
      await overlay(page).getByRole('link', { name: 'Jump' }).click()
      await page.waitForURL(/#credentials$/)
      expect(await isOpen(page)).toBe(false)
    })

    it('shows the navbar items in the overlay', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      await page.locator('[data-mobile-menu-toggle]').click()
      const menu = overlay(page).getByRole('navigation', { name: 'Menu' })
      expect(await menu.getByRole('link', { name: 'Mesh' }).isVisible()).toBe(true)
    })
  })

  describe('wide (1280×800)', () => {
    it('has no overlay: the menu button is hidden, the sidebar is a column, growing past the breakpoint closes an open overlay', async () => {
      const page = await site.open('/yoga/features/cors', { viewport: VIEWPORTS.wide })
      expect(await page.locator('[data-mobile-menu-toggle]').isVisible()).toBe(false)
      expect(await overlay(page).evaluate(el => getComputedStyle(el).position)).not.toBe('fixed')
      await page.setViewportSize(VIEWPORTS.narrow)
      await page.locator('[data-mobile-menu-toggle]').click()
      expect(await isOpen(page)).toBe(true)
      await page.setViewportSize(VIEWPORTS.wide)
      await expect.poll(() => isOpen(page)).toBe(false)
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    })
  })
})
