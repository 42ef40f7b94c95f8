import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { exampleOut } from '../helpers/example-site.js'
import { useServedOutput } from '../helpers/served-output.js'

describe('docs pages in Chromium (built example site)', () => {
  const served = useServedOutput(exampleOut)

  const open = (path: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> =>
    served.open(path, options)

  it('navigates through the sidebar and marks the current page', async () => {
    const page = await open('/yoga/features/schema')
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
    await sidebar.getByRole('link', { name: 'CORS', exact: true }).click()
    await page.waitForURL(/\/yoga\/features\/cors\/?$/)
    await expect(page.locator('h1').first().textContent()).resolves.toContain('CORS')
    await expect(sidebar.locator('[aria-current="page"]').first().textContent()).resolves.toContain('CORS')
    await page.context().close()
  })

  it('opens and closes sidebar folders', async () => {
    const page = await open('/yoga')
    // A closed folder off the page's path is its link (to its first page) beside the chevron (issue 7).
    const folder = page
      .getByRole('navigation', { name: 'Sidebar' })
      .locator('li')
      .filter({ has: page.getByRole('link', { name: 'Integrations', exact: true }) })
      .locator(':scope > details')
      .first()
    const wasOpen = await folder.evaluate(el => (el as HTMLDetailsElement).open)
    await folder.locator('summary').first().click()
    expect(await folder.evaluate(el => (el as HTMLDetailsElement).open)).toBe(!wasOpen)
    await page.context().close()
  })

  it('links every table-of-contents entry to a heading on the page', async () => {
    const page = await open('/yoga/features/cors')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const hrefs = await toc.locator('a[href^="#"]').evaluateAll(links => links.map(a => a.getAttribute('href')!))
    expect(hrefs).toContain('#credentials')
    for (const href of hrefs) expect(await page.locator(href.replace(/^#(.*)$/, '[id="$1"]')).count()).toBe(1)
    await toc.locator('a[href="#credentials"]').click()
    await page.waitForURL(/#credentials$/)
    // Smooth scrolling may animate: wait until the heading is inside the viewport.
    const heading = page.locator('[id="credentials"]')
    await expect
      .poll(
        () =>
          heading.evaluate(el => {
            const r = el.getBoundingClientRect()
            return r.top >= 0 && r.bottom <= window.innerHeight
          }),
        { timeout: 5000 }
      )
      .toBe(true)
    await page.context().close()
  })

  it('walks the section with previous/next links', async () => {
    const page = await open('/yoga/features/cors')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    const next = pagination.locator('a[rel="next"]')
    const nextTitle = (await next.textContent()) ?? ''
    await next.click()
    await page.waitForURL(url => !url.pathname.endsWith('/cors') && !url.pathname.endsWith('/cors/'), {
      waitUntil: 'domcontentloaded'
    })
    const prev = page.getByRole('navigation', { name: 'Pagination' }).locator('a[rel="prev"]')
    expect(await prev.textContent()).toContain('CORS')
    expect(nextTitle.length).toBeGreaterThan(0)
    await page.context().close()
  })

  it('copies a code block and confirms it', async () => {
    const page = await served.open('/yoga/features/cors', { permissions: ['clipboard-read', 'clipboard-write'] })
    const block = page
      .locator('figure.gs-code')
      .filter({ has: page.locator('[data-copy]') })
      .first()
    const source = await block.locator('pre code').innerText()
    await block.hover()
    await block.locator('[data-copy]').click()
    await expect.poll(() => block.locator('[data-copy]').getAttribute('data-copied')).toBe('true')
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(source.trim())
    await page.context().close()
  })

  it('reads fully without JavaScript: content, navigation and every tab panel', async () => {
    const page = await open('/mesh/getting-started', { javaScriptEnabled: false })
    expect(await page.locator('article h1').first().isVisible()).toBe(true)
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).locator('a').count()).toBeGreaterThan(5)
    const panels = page.locator('[data-tab-panel]')
    expect(await panels.count()).toBeGreaterThan(1)
    for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false)
    await page.context().close()
  })

  it('serves the 404 page with the SPEC footer link', async () => {
    const page = await open('/no/such/page')
    const link = page.getByRole('link', { name: /Submit an issue about broken link/ })
    expect(await link.getAttribute('href')).toContain('labels=bug')
    await page.context().close()
  })
})
