import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM module of the bench folder, typed by its JSDoc
import { measurePage, PAGE_TYPES } from '../../bench/client-metrics.mjs'
import { E2E_TARGET, useClientSite, VIEWPORT_NAMES, VIEWPORTS } from '../helpers/client-site.js'

interface Measure {
  files: number
  gzipBytes: number
  cls: number
}
const measure = measurePage as (
  browser: unknown,
  url: string,
  options?: { viewport?: { width: number; height: number } }
) => Promise<Measure>
const types = PAGE_TYPES as { type: string; path: string; budget?: number }[]

// Budgets are about what a reader downloads from the built site, not the dev server's extras.
describe.skipIf(E2E_TARGET === 'dev')('client budgets (issue 5)', () => {
  const site = useClientSite()
  // One load per page and window: a budget test and a layout-shift test of the same page at the same
  // width read the same measure (whichever runs first takes it; a test run alone takes its own).
  const measured = new Map<string, Promise<Measure>>()
  const measureOnce = (path: string, viewport: { width: number; height: number } = VIEWPORTS.wide) => {
    const key = `${path} ${viewport.width}x${viewport.height}`
    if (!measured.has(key)) measured.set(key, measure(site.browser, site.url + path, { viewport }))
    return measured.get(key)!
  }

  for (const { type, path, budget } of types.filter(page => page.budget)) {
    it(`${type}: at most ${budget! / 1024} KB of JavaScript (gzip) before any interaction`, async () => {
      const result = await measureOnce(path)
      expect(
        result.gzipBytes,
        `${path} loads ${result.gzipBytes} B of gzip JS in ${result.files} files`
      ).toBeLessThanOrEqual(budget!)
    })
  }

  // Three page types: a docs page with tabs and code, the raw-layout home page, the 404 page.
  for (const path of ['/mesh/getting-started', '/', '/no/such/page']) {
    for (const name of VIEWPORT_NAMES) {
      it(`no layout shift from the scripts on ${path} (${name}): CLS ≤ 0.01`, async () => {
        const result = await measureOnce(path, VIEWPORTS[name])
        expect(result.cls).toBeLessThanOrEqual(0.01)
      })
    }
  }

  it('no layout shift when stored state (theme, collapsed sidebar, tabs, folders) is restored', async () => {
    const context = await site.context({
      local: { theme: 'dark', 'package-manager': '1', 'gs-tabs': '["package-manager"]' },
      session: { 'gs-sidebar-collapsed': '1' }
    })
    const page = await context.newPage()
    await page.addInitScript(() => {
      ;(window as unknown as { __cls: number }).__cls = 0
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(site.url + '/yoga', { waitUntil: 'networkidle' })
    expect(await page.evaluate(() => document.documentElement.className)).toMatch(/gs-sidebar-collapsed/)
    expect(
      await page.locator('[data-storage-key="package-manager"] [aria-selected="true"]').first().textContent()
    ).toBe('pnpm')
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.01)
  })
})
