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

    it('the site title is read whole beside the icons', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      const title = page.locator('.gs-navbar-title')
      expect(await title.textContent()).toBe('Guild Docs Demo')
      expect(await title.evaluate(el => el.scrollWidth <= el.clientWidth)).toBe(true)
    })

    it('one menu button: the company header shows none of its own on a docs page', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      const buttons = page.locator('[data-mobile-menu-toggle], .gs-mh-mobile > summary')
      expect(await buttons.count()).toBe(2) // both in the page…
      expect(await page.locator('[data-mobile-menu-toggle]').isVisible()).toBe(true)
      expect(await page.locator('.gs-mh-mobile > summary').isVisible()).toBe(false) // …one shown
    })

    it('opened at the top of the page, nothing paints over the overlay, and it holds the site links and the docs', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await page.locator('[data-mobile-menu-toggle]').click()
      const navbar = (await page.locator('.gs-navbar').boundingBox())!
      const box = (await overlay(page).boundingBox())!
      expect(navbar.y).toBe(0)
      expect(box.y).toBeCloseTo(navbar.height, 0)
      // Every point of the overlay and of the navbar above it is theirs: the banner and the company
      // header (earlier in the page, in its flow) are beneath them.
      const foreign = await page.evaluate(() => {
        const found: string[] = []
        for (let y = 1; y < innerHeight; y += 12)
          for (let x = 1; x < innerWidth; x += 24) {
            const hit = document.elementFromPoint(x, y)
            if (!hit?.closest('[data-mobile-nav], .gs-navbar')) found.push(`${x},${y}: ${hit?.className}`)
          }
        return found
      })
      expect(foreign).toEqual([])
      // Its first item is whole and clickable.
      const first = overlay(page).locator('a, summary').first()
      const firstBox = (await first.boundingBox())!
      expect(firstBox.y).toBeGreaterThanOrEqual(box.y)
      expect(
        await first.evaluate(el =>
          el.contains(document.elementFromPoint(el.getBoundingClientRect().x + 5, el.getBoundingClientRect().y + 5))
        )
      ).toBe(true)
      // The site's navigation (the company header's links and menus) and the docs', in one overlay.
      const siteLinks = overlay(page).getByRole('navigation', { name: 'The Guild' })
      await siteLinks.scrollIntoViewIfNeeded()
      for (const name of ['Blog', 'Our Services', 'About Us', 'Contact Us'])
        expect(await siteLinks.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
      await siteLinks.locator('summary', { hasText: 'Ecosystem' }).click()
      expect(await siteLinks.getByRole('link', { name: 'Hive' }).isVisible()).toBe(true)
      expect(
        await overlay(page)
          .getByRole('navigation', { name: 'Sidebar' })
          .getByRole('link', { name: 'Error Masking' })
          .isVisible()
      ).toBe(true)
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    })

    it("without JavaScript the overlay leads to the company header's links (the page carries them once)", async () => {
      const page = await site.open('/yoga/features/cors', { viewport, javaScriptEnabled: false })
      // One copy of the company links in the page: the header's.
      expect(await page.getByRole('link', { name: 'Our Services', exact: true, includeHidden: true }).count()).toBe(1)
      await page.getByRole('link', { name: 'Menu', exact: true }).click()
      const toCompany = overlay(page).getByRole('navigation', { name: 'The Guild' }).getByRole('link')
      await toCompany.scrollIntoViewIfNeeded()
      expect(await toCompany.textContent()).toBe('Solutions, Ecosystem, Blog, Our Services, About Us, Contact Us')
      await toCompany.click()
      const company = page.locator('[data-marketing-header]').getByRole('navigation', { name: 'The Guild' })
      for (const name of ['Blog', 'Our Services', 'About Us', 'Contact Us'])
        expect(await company.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
      await company.locator('summary', { hasText: 'Ecosystem' }).click()
      expect(await company.getByRole('link', { name: /^Hive/ }).isVisible()).toBe(true)
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
