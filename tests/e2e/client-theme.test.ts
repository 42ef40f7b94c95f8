import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORT_NAMES, VIEWPORTS } from '../helpers/client-site.js'

const DOCS = '/yoga/features/cors'
const isDark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'))
const background = (page: import('playwright-core').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)
const DARK_BG = 'rgb(17, 17, 17)'
const LIGHT_BG = 'rgb(255, 255, 255)'

describe('theme: light, dark, system', () => {
  const site = useClientSite()

  for (const name of VIEWPORT_NAMES) {
    const viewport = VIEWPORTS[name]
    describe(name, () => {
      it('applies the stored theme before any module script runs (no flash)', async () => {
        // The behaviour scripts are blocked: only the inline head script can have done this.
        const dark = await site.open(DOCS, {
          viewport,
          blockModules: true,
          local: { theme: 'dark' },
          colorScheme: 'light'
        })
        expect(await isDark(dark)).toBe(true)
        expect(await background(dark)).toBe(DARK_BG)
        const light = await site.open(DOCS, {
          viewport,
          blockModules: true,
          local: { theme: 'light' },
          colorScheme: 'dark'
        })
        expect(await isDark(light)).toBe(false)
        expect(await background(light)).toBe(LIGHT_BG)
      })

      it('defaults to system and follows the OS setting live', async () => {
        const page = await site.open(DOCS, { viewport, colorScheme: 'light' })
        expect(await isDark(page)).toBe(false)
        await page.emulateMedia({ colorScheme: 'dark' })
        await expect.poll(() => isDark(page)).toBe(true)
        expect(await background(page)).toBe(DARK_BG)
        await page.emulateMedia({ colorScheme: 'light' })
        await expect.poll(() => isDark(page)).toBe(false)
      })

      it('cycles light → dark → system with the toggle, stores it under "theme" and keeps it on the next page', async () => {
        const page = await site.open(DOCS, { viewport, colorScheme: 'dark' })
        const toggle = page.locator('.gs-navbar [data-theme-toggle]')
        await expect.poll(() => toggle.getAttribute('data-theme-value')).toBe('system')
        await toggle.click()
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
        expect(await isDark(page)).toBe(false)
        expect(await toggle.getAttribute('aria-label')).toMatch(/Light/)
        await toggle.click()
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
        expect(await isDark(page)).toBe(true)
        await toggle.click()
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system')
        expect(await isDark(page)).toBe(true) // the OS is dark
        await toggle.click() // light again, then a navigation keeps it
        await page.goto(site.url + '/mesh/getting-started')
        expect(await isDark(page)).toBe(false)
        // A stored light choice wins over the OS, even when the OS changes.
        await page.emulateMedia({ colorScheme: 'dark' })
        // The media query change has been delivered once the page sees it and a frame has passed.
        await page.waitForFunction(() => matchMedia('(prefers-color-scheme: dark)').matches)
        await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await isDark(page)).toBe(false)
      })

      it('follows a choice made in another window', async () => {
        const context = await site.context({ viewport, colorScheme: 'light' })
        const [first, second] = [await context.newPage(), await context.newPage()]
        await Promise.all([first.goto(site.url + DOCS), second.goto(site.url + '/yoga')])
        await first.locator('.gs-navbar [data-theme-toggle]').click() // system → light
        await first.locator('.gs-navbar [data-theme-toggle]').click() // light → dark
        await expect.poll(() => isDark(second)).toBe(true)
      })

      it('is dark without JavaScript when the OS prefers dark', async () => {
        const page = await site.open(DOCS, { viewport, javaScriptEnabled: false, colorScheme: 'dark' })
        expect(await isDark(page)).toBe(false)
        expect(await background(page)).toBe(DARK_BG)
        const codeColor = await page
          .locator('figure.gs-code pre.shiki span')
          .first()
          .evaluate(el => getComputedStyle(el).color)
        const light = await site.open(DOCS, { viewport, javaScriptEnabled: false, colorScheme: 'light' })
        expect(await background(light)).toBe(LIGHT_BG)
        const lightCodeColor = await light
          .locator('figure.gs-code pre.shiki span')
          .first()
          .evaluate(el => getComputedStyle(el).color)
        expect(codeColor).not.toBe(lightCodeColor)
      })
    })
  }
})
