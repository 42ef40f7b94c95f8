import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORT_NAMES, VIEWPORTS } from '../helpers/client-site.js'

import type { Page } from 'playwright-core'

/**
 * Collects the scripts the page downloads that hold the diagram renderer (src/client/mermaid-render.ts).
 * Bodies are read asynchronously, so the result is a function that waits for every read started so far:
 * looking at a plain array right after the diagram appears raced the last read.
 */
function watchRenderer(page: Page): () => Promise<string[]> {
  const reads: Promise<string | undefined>[] = []
  page.on('response', response => {
    if (!response.url().endsWith('.js')) return
    reads.push(
      response.text().then(
        body => (body.includes('securityLevel') ? response.url() : undefined),
        () => undefined
      )
    )
  })
  return async () => (await Promise.all(reads)).filter((url): url is string => url !== undefined)
}

describe('mermaid diagrams', () => {
  const site = useClientSite()

  for (const name of VIEWPORT_NAMES) {
    const viewport = VIEWPORTS[name]
    describe(`${name} (${viewport.width}×${viewport.height})`, () => {
      it('draws the diagram in the browser, in the theme in force', async () => {
        const context = await site.context({ viewport, colorScheme: 'light' })
        const page = await context.newPage()
        const requested = watchRenderer(page)
        await page.goto(site.url + '/mesh')
        const diagram = page.locator('[data-mermaid]').first()
        await expect.poll(() => diagram.locator('svg').count(), { timeout: 20_000 }).toBeGreaterThan(0)
        expect((await requested()).length).toBeGreaterThan(0)
        expect(await diagram.locator('pre').count()).toBe(0)
        const lightSvg = await diagram.innerHTML()
        await page.locator('.gs-navbar [data-theme-toggle]').click() // system → light
        await page.locator('.gs-navbar [data-theme-toggle]').click() // light → dark
        await expect.poll(() => diagram.innerHTML(), { timeout: 20_000 }).not.toBe(lightSvg)
      })

      it('is not downloaded by pages without a diagram', async () => {
        const context = await site.context({ viewport })
        const page = await context.newPage()
        const requested = watchRenderer(page)
        await page.goto(site.url + '/yoga/features/cors', { waitUntil: 'networkidle' })
        expect(await requested()).toEqual([])
      })
    })
  }
})
