import { describe, expect, it } from 'vitest'
import { launchBrowser, styleOf } from '../helpers/browser.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// nextra-theme-docs 2, 3 and 4 keep a hidden sidebar's width on wide screens (a 16rem placeholder when
// a page's meta sets `sidebar: false` in the default layout), so the article stands where it stands on
// the pages with their sidebar: graphql-modules' changelog beside Nextra 4.0.5's own build (par13) is
// centred, where guildsite's sat 160 px to the left. tests/fixtures/website-n4-toc-off.

describe("a Nextra website folder's page without its sidebar", async () => {
  const { build, out } = await buildFixtureCopy('website-n4-toc-off')

  it('keeps its article where a page with the sidebar has it on a wide screen, and the full width on a phone', async () => {
    expect(build.code, build.stderr).toBe(0)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      const left = async (route: string) => {
        await page.goto(`${server.url}${route}`)
        return (await page.locator('article h1').boundingBox())?.x ?? Number.NaN
      }
      const withSidebar = await left('/')
      expect(withSidebar).toBeGreaterThan(256)
      expect(await left('/changelog')).toBe(withSidebar)
      await page.setViewportSize({ width: 390, height: 800 })
      expect(await left('/changelog')).toBeLessThan(40)
      // (And a Nextra 4 code block as nextra-theme-docs 4 draws it: white in a gray-300 ring, rounded-md.)
      await page.goto(`${server.url}/`)
      expect(
        await styleOf(page, '.gs-content figure.gs-code', [
          'background-color',
          'border-top-color',
          'border-top-left-radius'
        ])
      ).toEqual({
        'background-color': 'rgb(255, 255, 255)',
        'border-top-color': 'rgb(209, 213, 219)',
        'border-top-left-radius': '6px'
      })
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
