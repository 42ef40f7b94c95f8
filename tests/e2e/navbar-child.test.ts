import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// Issue 34 (graphql-yoga's version menu): the element a root layout gives the Guild's navbar
// (`navbarProps.children`, tests/fixtures/website-navbar-child) is drawn in each page's bar and, a
// client component with state, hydrates: it opens on a click and its links go to the other versions.
describe("a root layout's own element in the navbar, in the browser", () => {
  const site = useBuiltFixture('tests/fixtures/website-navbar-child')

  it('builds with exit 0', () => {
    expect(site.build.stderr).not.toMatch(/ - error /)
    expect(site.build.code).toBe(0)
  })

  it('shows the page’s version in the bar, opens on a click, and its link leads to the other version', async () => {
    const { page, problems } = await site.openHydrated('/v2')
    const button = page.locator('[data-hive-navigation] .version-menu button')
    expect(await button.textContent()).toBe('v2')
    await expect.poll(() => button.isVisible()).toBe(true)
    // (Beside the search box, inside the bar.)
    const [menu, bar] = await Promise.all([button.boundingBox(), page.locator('[data-hive-navigation]').boundingBox()])
    expect(menu!.y).toBeGreaterThanOrEqual(bar!.y)
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(bar!.y + bar!.height)
    expect(await page.getByRole('menuitem').count()).toBe(0)
    await button.click()
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const items = page.getByRole('menuitem')
    expect(await items.allTextContents()).toEqual(['Gadget 3 Docs (latest)', 'Gadget 2 Docs'])
    await items.first().click()
    await page.waitForURL(/\/docs$/)
    await expect.poll(() => page.locator('[data-hive-navigation] .version-menu button').textContent()).toBe('v3')
    expect(problems).toEqual([])
    await page.close()
  })
})
