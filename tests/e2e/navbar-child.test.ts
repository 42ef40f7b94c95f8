import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
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

/** graphql-yoga's navbar element: the Guild's `VersionDropdown`, its version read from the page's pathname. */
const YOGA_DROPDOWN = `'use client'

import { FC } from 'react'
import { usePathname } from 'next/navigation'
import { VersionDropdown } from '@theguild/components'

export const VersionMenu: FC = () => {
  let segment = usePathname().split('/', 2)[1]
  if (segment === 'docs') segment = 'v3'
  return (
    <VersionDropdown
      currentVersion={segment === 'v2' ? 'v2' : 'v3'}
      chevronPosition="right"
      versions={[
        { label: 'Gadget 3 Docs (latest)', href: '/docs', value: 'v3' },
        { label: 'Gadget 2 Docs', href: '/v2', value: 'v2' }
      ]}
    />
  )
}
`

// The Guild's `VersionDropdown` there, as graphql-yoga's bar draws it in Nextra's build: the page's
// version and a caret after it, beside the search box; a click opens the versions under its right
// edge, the current one checked; it opens on hover too and closes on Escape.
describe('graphql-yoga’s VersionDropdown in the navbar, in the browser', () => {
  const site = useBuiltFixture('tests/fixtures/website-navbar-child', {
    ok: true,
    prepare: site => writeFile(join(site, 'app/version-menu.client.tsx'), YOGA_DROPDOWN)
  })

  it('shows the version with its caret, opens the versions on a click, the current one checked', async () => {
    const { page, problems } = await site.openHydrated('/v2', 1440)
    const trigger = page.locator('[data-hive-navigation] .gs-version-trigger')
    expect(await trigger.textContent()).toBe('v2')
    // (The caret after the version, 14 px.)
    const [text, caret] = await trigger.evaluate(element => [
      element.firstChild?.nodeType === Node.TEXT_NODE,
      element.lastElementChild?.getBoundingClientRect().width
    ])
    expect([text, caret]).toEqual([true, 14])
    expect(await page.getByRole('menuitem').first().isVisible()).toBe(false)
    await trigger.click()
    const items = page.getByRole('menuitem')
    await expect.poll(() => items.first().isVisible()).toBe(true)
    expect(await items.allTextContents()).toEqual(['Gadget 3 Docs (latest) ', 'Gadget 2 Docs '])
    expect(await items.evaluateAll(links => links.map(link => link.getAttribute('aria-current')))).toEqual([
      null,
      'page'
    ])
    expect(await items.nth(1).locator('svg').count()).toBe(1)
    // (The menu hangs under the trigger, their right edges aligned, 8 px below.)
    const [button, menu] = await Promise.all([trigger.boundingBox(), page.locator('.gs-version-menu').boundingBox()])
    expect(Math.round(menu!.x + menu!.width)).toBe(Math.round(button!.x + button!.width))
    expect(Math.round(menu!.y - (button!.y + button!.height))).toBe(8)
    // (Escape closes it; the pointer resting on it opens it again, as components 9's hover dropdown.)
    await page.keyboard.press('Escape')
    await expect.poll(() => items.first().isVisible()).toBe(false)
    await page.mouse.move(10, 500)
    await trigger.hover()
    await expect.poll(() => items.first().isVisible()).toBe(true)
    await items.first().click()
    await page.waitForURL(/\/docs$/)
    expect(await page.locator('[data-hive-navigation] .gs-version-trigger').textContent()).toBe('v3')
    expect(problems).toEqual([])
    await page.close()
  })
})
