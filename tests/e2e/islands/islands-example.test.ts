import fg from 'fast-glob'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exampleOut } from '../../helpers/example-site.js'
import { useServedOutput } from '../../helpers/served-output.js'

// The example site's "Interactive components" page (issue 35): a counter, a counter whose label is a
// hostile string, and a component loaded with `next/dynamic` and `ssr: false`.
describe('islands on the example site (Chromium)', () => {
  const served = useServedOutput(exampleOut)

  /** The page, with every page error and console error (React's hydration warnings are console errors). */
  const open = async (path: string, width = 1000) => {
    const context = await served.browser.newContext({ viewport: { width, height: 900 } })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, route => route.fulfill({ status: 204, body: '' }))
    const page: Page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', error => problems.push(error.message))
    page.on('console', message => ['error', 'warning'].includes(message.type()) && problems.push(message.text()))
    page.on('dialog', dialog => problems.push(`dialog: ${dialog.message()}`))
    await page.goto(served.url + path)
    return { page, problems, close: () => context.close() }
  }
  const hydrated = (page: Page) =>
    expect.poll(() => page.locator('gs-island:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0)

  it('counts clicks once hydrated; its children stay the static HTML they were', async () => {
    const { page, problems, close } = await open('/yoga/features/interactive')
    const counter = page.locator('.guildsite-demo-counter').first()
    await expect.poll(() => counter.locator('output').textContent()).toBe('3')
    await hydrated(page)
    await counter.locator('button').click()
    await counter.locator('button').click()
    expect(await counter.locator('output').textContent()).toBe('5')
    expect(await counter.locator('.guildsite-demo-counter-note').innerHTML()).toContain('<strong>static HTML</strong>')
    expect(problems).toEqual([])
    await close()
  })

  it('carries a hostile string prop as text: nothing it holds runs or closes its attribute', async () => {
    const { page, problems, close } = await open('/yoga/features/interactive')
    await hydrated(page)
    const hostile = page.locator('.guildsite-demo-counter').nth(1)
    const label = '</script><script>window.__pwned = 1</script>" onmouseover="window.__pwned = 2'
    expect(await hostile.locator('button').textContent()).toBe(`${label}: 0`)
    await hostile.locator('button').hover()
    await hostile.locator('button').click()
    expect(await hostile.locator('output').textContent()).toBe('1')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    const markers = page.locator('gs-island')
    expect(await markers.evaluateAll(els => els.flatMap(el => el.getAttributeNames()))).not.toContainEqual(
      expect.stringMatching(/^on/)
    )
    expect(JSON.parse((await markers.nth(1).getAttribute('data-props'))!)).toEqual({ label })
    expect(problems).toEqual([])
    await close()
  })

  it('shows the ssr: false fallback in the static page, then the component in the browser', async () => {
    const html = readFileSync(join(exampleOut(), 'yoga/features/interactive/index.html'), 'utf8')
    expect(html).toContain('Measuring the window…')
    expect(html).not.toContain('px wide')
    const { page, problems, close } = await open('/yoga/features/interactive', 1000)
    await expect
      .poll(() => page.locator('.guildsite-demo-viewport').textContent(), { timeout: 10_000 })
      .toBe('This window is 1000 px wide.')
    expect(problems).toEqual([])
    await close()
  })

  it('MarketplaceSearch: tabs, pagination, fuzzy search, tag filter and the placeholder, as the Guild’s component', async () => {
    const { page, problems, close } = await open('/yoga/features/interactive')
    const market = page.locator('.gs-marketplace')
    const shown = (where: string) =>
      market.locator(`${where} li[data-mk-item]:not([hidden]) .gs-marketplace-item-title`).allTextContents()
    expect(await shown('[data-mk-panel="0"]')).toEqual(['useResponseCache', 'useDepthLimit'])
    await market.locator('[data-mk-panel="0"] [data-page="1"]').click()
    expect(await shown('[data-mk-panel="0"]')).toEqual(['useRateLimiter', 'useSentry'])
    await market.getByRole('tab', { name: 'Recently updated' }).click()
    expect(await market.locator('[data-mk-panel="0"]').isVisible()).toBe(false)
    expect(await shown('[data-mk-panel="1"]')).toEqual([
      'useRateLimiter',
      'useSentry',
      'useOpenTelemetry',
      'usePrometheus',
      'useGraphQLArmor'
    ])
    const search = market.getByRole('searchbox', { name: 'Search' })
    await search.fill('sentry')
    expect(await market.locator('[data-mk-tabs]').isVisible()).toBe(false)
    // Its characters in order, as the `fuzzy` package the Guild's component uses matches them.
    expect(await shown('[data-mk-results]')).toEqual(['useSentry', 'useOpenTelemetry'])
    await market.getByRole('button', { name: 'Clear input' }).click()
    expect(await market.locator('[data-mk-results]').isVisible()).toBe(false)
    await market.getByRole('button', { name: 'security' }).click()
    expect(await search.inputValue()).toBe(' #security')
    expect(await market.getByRole('button', { name: 'security' }).getAttribute('aria-pressed')).toBe('true')
    expect(await shown('[data-mk-results]')).toEqual(['useDepthLimit', 'useRateLimiter'])
    await market.locator('[data-mk-results] [data-page="1"]').click()
    expect(await shown('[data-mk-results]')).toEqual(['useGraphQLArmor'])
    await search.fill('zzz')
    expect(await shown('[data-mk-results]')).toEqual([])
    // (The Guild's component puts a space each side of the query, beside the template's own.)
    expect(await market.locator('[data-mk-results] [data-mk-empty]').textContent()).toBe('No plugins match  "zzz" .')
    expect(problems).toEqual([])
    await close()
  })

  it('loads every page with islands without a page error or a hydration warning', async () => {
    const out = exampleOut()
    const pages = (await fg('**/index.html', { cwd: out })).filter(file =>
      readFileSync(join(out, file), 'utf8').includes('<gs-island')
    )
    expect(pages.length).toBeGreaterThan(0)
    for (const file of pages) {
      const { page, problems, close } = await open('/' + file.replace(/index\.html$/, ''))
      await hydrated(page)
      expect(problems, file).toEqual([])
      await close()
    }
  })
})
