import { describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// A heading reached by its anchor (a TOC entry, a link to `#id`) stops just below the sticky navbar:
// 1 rem under it. The root's scroll-padding-top gave that offset and each heading's scroll-margin-top gave
// it again, so the heading landed twice as far down (192 px under a 80 px navbar on graphql-modules,
// seen beside Nextra's build in par13). tests/fixtures/website-n4-link-arrows.

describe('a heading reached by its anchor', async () => {
  const { build, out } = await buildFixtureCopy('website-n4-link-arrows')

  it('stops 16 px below the sticky navbar, from a TOC entry and from the address', async () => {
    expect(build.code, build.stderr).toBe(0)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 700 } })
      await page.goto(`${server.url}/`)
      // (Room below the last heading, so that the page can scroll it to the top.)
      await page.evaluate(() => {
        const room = document.createElement('div')
        room.style.height = '2000px'
        document.querySelector('article')!.append(room)
      })
      const navbarBottom = await page.locator('.gs-navbar').evaluate(el => el.getBoundingClientRect().bottom)
      const topOf = (id: string) => () =>
        page.locator(`#${id}`).evaluate(el => Math.round(el.getBoundingClientRect().top))
      const top = topOf('a-subsection')
      // (Smooth scrolling: a loaded machine takes longer than the poll's default second to get there.)
      const settled = { timeout: 10_000 }
      await page.locator('.gs-toc-nav a[href="#a-subsection"]').click()
      await expect.poll(top, settled).toBe(Math.round(navbarBottom) + 16)
      // (The page scrolls smoothly: back at the top before the address changes, or the way up, still under way on
      // a loaded machine, ends after the jump to the anchor and leaves the heading where it was.)
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(() => page.evaluate(() => window.scrollY), settled).toBe(0)
      await page.evaluate(() => (location.hash = '#see-the-repository'))
      await expect.poll(topOf('see-the-repository'), settled).toBe(Math.round(navbarBottom) + 16)
      await page.evaluate(() => (location.hash = '#a-subsection'))
      await expect.poll(top, settled).toBe(Math.round(navbarBottom) + 16)
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
