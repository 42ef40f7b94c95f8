import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORT_NAMES, VIEWPORTS } from '../helpers/client-site.js'
import { useI18nSite } from '../helpers/i18n-site.js'

describe('language switch', () => {
  const site = useClientSite(useI18nSite())

  for (const name of VIEWPORT_NAMES) {
    const viewport = VIEWPORTS[name]
    describe(`${name} (${viewport.width}×${viewport.height})`, () => {
      it('goes to the same page in the other locale and remembers the choice for a year', async () => {
        const page = await site.open('/docs/guide', { viewport })
        const switcher = page.locator('.gs-navbar .gs-locale-switch')
        await switcher.locator('summary').click()
        await switcher.getByRole('link', { name: 'Français' }).click()
        await page.waitForURL(/\/fr\/docs\/guide\/?$/)
        expect(await page.locator('h1').first().textContent()).toContain('Guide (fr)')
        const cookie = (await page.context().cookies()).find(c => c.name === 'NEXT_LOCALE')!
        expect(cookie.value).toBe('fr')
        const days = (cookie.expires - Date.now() / 1000) / 86400
        expect(days).toBeGreaterThan(364)
        expect(days).toBeLessThan(366)
        // And back to the default locale, which lives at the root.
        await page.locator('.gs-navbar .gs-locale-switch summary').click()
        await page.locator('.gs-navbar .gs-locale-switch').getByRole('link', { name: 'English' }).click()
        await page.waitForURL(/\/docs\/guide\/?$/)
        expect(new URL(page.url()).pathname).not.toMatch(/^\/fr/)
        expect((await page.context().cookies()).find(c => c.name === 'NEXT_LOCALE')!.value).toBe('en-US')
      })

      it('sends the home page to the remembered locale', async () => {
        const page = await site.open('/docs/guide', { viewport })
        await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: site.url }])
        await page.goto(site.url + '/')
        await page.waitForURL(/\/fr\/?$/)
        expect(await page.locator('h1').first().textContent()).toContain('Accueil')
      })
    })
  }
})
