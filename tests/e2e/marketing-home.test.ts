import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exampleOut } from '../helpers/example-site.js'
import { setScheme } from '../helpers/layout-geometry.js'
import { useServedOutput } from '../helpers/served-output.js'

// The example site's home page, built from the marketing blocks: responsive from 360 to 1920 px,
// light and dark (issue 9 "example-content").
describe('home page sections in Chromium (built example site)', () => {
  const served = useServedOutput(exampleOut)

  const open = (width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> =>
    served.open('/', { viewport: { width, height: 800 }, colorScheme })
  const rect = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate(el => el.getBoundingClientRect().toJSON() as DOMRect)

  it('is built from the blocks: hero, three features, a section grid, the ecosystem and a call to action', async () => {
    const page = await open(1280)
    expect(await page.locator('h1').allTextContents()).toEqual(['GraphQL tools that work together'])
    expect(
      await page
        .locator('.gs-mk-hero .gs-mk-button')
        .evaluateAll(as =>
          as.map(a => [a.textContent!.replace(/\s*\(opens in a new tab\)/, ''), a.getAttribute('target')])
        )
    ).toEqual([
      ['Get started', null],
      ['GitHub', '_blank']
    ])
    expect(await page.locator('.gs-mk-feature h2').allTextContents()).toEqual([
      'Serve with GraphQL Yoga',
      'Combine with GraphQL Mesh',
      'Govern with Hive'
    ])
    expect(await page.locator('.gs-mk-grid-item h3').allTextContents()).toEqual([
      'Plugins',
      'Any data source',
      'Safe changes',
      'Global CDN'
    ])
    expect(await page.locator('.gs-mk-ecosystem [data-ecosystem-group]').count()).toBe(3)
    expect(await page.locator('.gs-mk-cta .gs-mk-button').allTextContents()).toEqual(['Try Hive', 'Read the docs'])
    expect(await page.locator('.gs-mk-cta-note').innerText()).toContain(
      'written in 2024 and covers GraphQL Yoga, GraphQL Mesh, Hive'
    )
    await page.context().close()
  })

  it('lays features side by side on wide screens (flipped: image first) and stacks them on phones', async () => {
    const wide = await open(1280)
    const flipped = '.gs-mk-feature--flipped'
    const [text, media] = await Promise.all([
      rect(wide, `${flipped} .gs-mk-feature-text`),
      rect(wide, `${flipped} .gs-mk-feature-media`)
    ])
    expect(media.right).toBeLessThanOrEqual(text.left)
    const plain = await Promise.all([
      rect(wide, '.gs-mk-feature:not(.gs-mk-feature--flipped) .gs-mk-feature-text'),
      rect(wide, '.gs-mk-feature:not(.gs-mk-feature--flipped) .gs-mk-feature-media')
    ])
    expect(plain[0].right).toBeLessThanOrEqual(plain[1].left)
    await wide.context().close()
    const phone = await open(390)
    const [t, m] = await Promise.all([
      rect(phone, `${flipped} .gs-mk-feature-text`),
      rect(phone, `${flipped} .gs-mk-feature-media`)
    ])
    expect(m.top).toBeGreaterThanOrEqual(t.bottom)
    await phone.context().close()
  })

  it('centres the section grid, one row of four on a laptop', async () => {
    const page = await open(1280)
    const items = await page
      .locator('.gs-mk-grid-item')
      .evaluateAll(els => els.map(el => el.getBoundingClientRect().toJSON() as DOMRect))
    expect(new Set(items.map(i => Math.round(i.top))).size).toBe(1)
    const left = items[0]!.left
    const right = (await page.evaluate(() => document.documentElement.clientWidth)) - items.at(-1)!.right
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2)
    await page.context().close()
  })

  // One page load per width, checked in both schemes (the site follows the system's live): half the
  // widths load light and switch to dark, the others the other way round, so that each scheme is seen
  // at load and after a switch.
  for (const [index, width] of [360, 390, 768, 1024, 1280, 1920].entries()) {
    const schemes = index % 2 === 0 ? (['light', 'dark'] as const) : (['dark', 'light'] as const)
    it(`fits ${width} px (${schemes.join(' then ')}): no sideways scrolling, every image loads`, async () => {
      const page = await open(width, schemes[0])
      for (const scheme of schemes) {
        if (scheme !== schemes[0]) await setScheme(page, scheme)
        // Bring each image into view, as a reader scrolling would, so lazy ones load.
        for (const image of await page.locator('main img').all()) {
          await image.scrollIntoViewIfNeeded()
          await expect
            .poll(
              () =>
                image.evaluate(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
              { timeout: 10_000 }
            )
            .toBe(true)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), scheme).toBeLessThanOrEqual(width)
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
        expect(dark, scheme).toBe(scheme === 'dark')
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        expect(background, scheme).toBe(scheme === 'dark' ? 'rgb(17, 17, 17)' : 'rgb(255, 255, 255)')
        // The hero heading never overflows its column.
        const hero = await rect(page, '.gs-mk-hero-title')
        expect(hero.left, scheme).toBeGreaterThanOrEqual(0)
        expect(hero.right, scheme).toBeLessThanOrEqual(width)
      }
      await page.context().close()
    })
  }
})
