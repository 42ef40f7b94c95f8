import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORTS } from '../helpers/client-site.js'

const tree = (page: Page) => page.locator('#gs-sidebar-tree')
/** The folder titled `title`: its title is the summary's text, or the link beside the summary. */
const folder = (page: Page, title: string) =>
  tree(page)
    .locator('li')
    .filter({ has: page.locator(':scope > a, :scope > details > summary').getByText(title, { exact: true }) })
    .locator(':scope > details[data-sidebar-folder]')
    .first()
const isOpen = (page: Page, title: string) => folder(page, title).evaluate(el => (el as HTMLDetailsElement).open)
const collapsed = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('gs-sidebar-collapsed'))
/** On narrow screens the tree lives in the overlay: open it first. */
async function showTree(page: Page, narrow: boolean) {
  if (narrow) await page.locator('[data-mobile-menu-toggle]').click()
}

describe('sidebar', () => {
  const site = useClientSite()

  describe('wide (1280×800)', () => {
    const viewport = VIEWPORTS.wide
    it('collapses and expands with the toggle, and stays collapsed on the next page without a shift', async () => {
      const page = await site.open('/yoga/features/cors', { viewport })
      const toggle = page.locator('[data-sidebar-toggle]')
      const width = () => page.locator('.gs-sidebar').evaluate(el => el.getBoundingClientRect().width)
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      await toggle.click()
      expect(await collapsed(page)).toBe(true)
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await toggle.getAttribute('aria-label')).toBe('Expand sidebar')
      await expect.poll(width).toBeLessThan(100)
      expect(await tree(page).isVisible()).toBe(false)
      // Next page: collapsed before any module script (the head script read sessionStorage).
      await page.context().route('**/_gs/assets/*.js', route => route.abort())
      await page.goto(site.url + '/yoga/features/schema')
      expect(await collapsed(page)).toBe(true)
      await page.context().unroute('**/_gs/assets/*.js')
      await page.goto(site.url + '/yoga/features/context')
      await page.locator('[data-sidebar-toggle]').click()
      expect(await collapsed(page)).toBe(false)
      await expect.poll(width).toBeGreaterThan(200)
    })

    it('keeps opened and closed folders and the scroll offset while navigating', async () => {
      const page = await site.open('/yoga/features/cors', { viewport: { width: 1280, height: 400 } })
      expect(await isOpen(page, 'Features')).toBe(true) // holds the current page
      expect(await isOpen(page, 'Integrations')).toBe(false)
      await folder(page, 'Integrations').locator(':scope > summary').click()
      expect(await isOpen(page, 'Integrations')).toBe(true)
      const scroller = page.locator('.gs-sidebar-scroll')
      await scroller.evaluate(el => (el.scrollTop = 60))
      const offset = await scroller.evaluate(el => el.scrollTop)
      await tree(page).getByRole('link', { name: 'Error Masking' }).click()
      await page.waitForURL(/error-masking/)
      expect(await isOpen(page, 'Integrations')).toBe(true)
      expect(await isOpen(page, 'Features')).toBe(true)
      expect(await scroller.evaluate(el => el.scrollTop)).toBe(offset)
    })
  })

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const narrow = name === 'narrow'
    describe(`${name} (${viewport.width}×${viewport.height})`, () => {
      it('opens the folder of the current page and toggles folders', async () => {
        const page = await site.open('/yoga/features/caching/response-caching', { viewport })
        await showTree(page, narrow)
        expect(await isOpen(page, 'Features')).toBe(true)
        expect(await isOpen(page, 'Caching')).toBe(true)
        await folder(page, 'Integrations').locator(':scope > summary').click()
        expect(await isOpen(page, 'Integrations')).toBe(true)
        await folder(page, 'Integrations').locator(':scope > summary').click()
        expect(await isOpen(page, 'Integrations')).toBe(false)
      })

      it('never closes the folder of the current page from a stored state', async () => {
        const page = await site.open('/yoga/features/cors', { viewport })
        await showTree(page, narrow)
        await folder(page, 'Features').locator(':scope > summary').click() // the chevron: closes
        expect(await isOpen(page, 'Features')).toBe(false)
        await page.reload()
        await showTree(page, narrow)
        expect(await isOpen(page, 'Features')).toBe(true)
      })

      it('auto-collapses sibling folders when configured, except the one holding the current page', async () => {
        const page = await site.open('/yoga', { viewport })
        await showTree(page, narrow)
        await tree(page).evaluate(el => el.setAttribute('data-auto-collapse', ''))
        await folder(page, 'Features').locator(':scope > summary').click()
        expect(await isOpen(page, 'Features')).toBe(true)
        await folder(page, 'Integrations').locator(':scope > summary').click()
        expect(await isOpen(page, 'Integrations')).toBe(true)
        await expect.poll(() => isOpen(page, 'Features')).toBe(false)
        // On a page inside Features (a new visit), Features stays open when a sibling opens.
        const inside = await site.open('/yoga/features/cors', { viewport })
        await showTree(inside, narrow)
        await tree(inside).evaluate(el => el.setAttribute('data-auto-collapse', ''))
        await folder(inside, 'Integrations').locator(':scope > summary').click()
        expect(await isOpen(inside, 'Integrations')).toBe(true)
        expect(await isOpen(inside, 'Features')).toBe(true)
      })
    })
  }
})
