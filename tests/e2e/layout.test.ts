import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite } from '../helpers/client-site.js'

// The layout suite of issue 25: what a visitor sees on every page type of the example site.
const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'docs', path: '/mesh/getting-started' },
  { name: 'blog', path: '/blog/why-we-moved-our-docs' },
  { name: '404', path: '/no/such/page' }
]

/** The footer as a visitor reads it: its text and where each link goes. */
const footerOf = (page: Page) =>
  page.locator('footer.gs-footer').evaluate(footer => ({
    text: (footer as HTMLElement).innerText,
    links: Array.from(footer.querySelectorAll('a'), a => `${a.textContent?.trim()} → ${a.getAttribute('href')}`)
  }))

describe('one footer and head everywhere', () => {
  const site = useClientSite()

  it('every page type has the same footer, year included', async () => {
    const footers = []
    for (const { path } of PAGE_TYPES) footers.push(await footerOf(await site.open(path)))
    expect(footers[0]!.text).toMatch(/© \d{4} Guild Docs Demo\./)
    expect(footers[0]!.text).toContain('Press Kit')
    expect(footers[0]!.text).not.toContain('Press kit')
    for (const [index, footer] of footers.entries()) expect(footer, PAGE_TYPES[index]!.name).toEqual(footers[0])
  })

  it('links only favicons that are served, and gives twitter:site as a handle', async () => {
    for (const { name, path } of PAGE_TYPES) {
      const page = await site.open(path)
      const icons = await page.locator('link[rel~="icon"]').evaluateAll(links => links.map(link => (link as HTMLLinkElement).href))
      expect(icons.length, name).toBeGreaterThan(0)
      for (const href of icons) expect((await page.request.get(href)).status(), `${name}: ${href}`).toBe(200)
      expect(await page.locator('meta[name="twitter:site"]').getAttribute('content')).toBe('@TheGuildDev')
    }
  })
})
