import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { E2E_TARGET, useClientSite, VIEWPORTS } from '../helpers/client-site.js'

// Issue 7 item 6: a page carries the top-level items and the folders of its own path; any other
// folder is a link to its first page, filled from the locale's navigation file when opened.
const tree = (page: Page) => page.locator('#gs-sidebar-tree')
const integrations = (page: Page) => tree(page).locator('details[data-sidebar-folder="/yoga/integrations"]')
const isOpen = (page: Page) => integrations(page).evaluate(el => (el as HTMLDetailsElement).open)

describe.skipIf(E2E_TARGET === 'dev')('sidebar folders the page leaves out', () => {
  const site = useClientSite()

  it('the HTML holds no page of a closed folder off the current path, and the folder links to its first page', async () => {
    const html = await (await fetch(site.url + '/yoga/features/cors')).text()
    expect(html).toContain('href="/yoga/features/schema"') // the current page's own folder
    expect(html).not.toContain('/yoga/integrations/fastify')
    expect(html).toMatch(
      /<a href="\/yoga\/integrations\/express">Integrations<\/a><details data-sidebar-folder="\/yoga\/integrations" data-lazy="">/
    )
    const file = /data-sidebar-data="([^"]+)"/.exec(html)?.[1]
    expect(file).toMatch(/^\/_gs\/assets\/sidebar-[0-9a-f]{10}\.json$/)
    const data = (await (await fetch(site.url + file)).json()) as Record<string, { title: string; href: string }[]>
    expect(data['/yoga/integrations']!.map(node => node.title)).toEqual(['Express', 'Fastify', 'Next.js'])
  })

  it('opening a closed folder fetches its pages once and shows them; the links work', async () => {
    const page = await site.open('/yoga/features/cors', { viewport: VIEWPORTS.wide })
    const requests: string[] = []
    page.on('request', request => {
      if (request.url().includes('/_gs/assets/sidebar-')) requests.push(request.url())
    })
    expect(await integrations(page).locator('li').count()).toBe(0)
    await integrations(page).locator(':scope > summary').click()
    await expect.poll(() => integrations(page).locator('li').count()).toBe(3)
    expect(await isOpen(page)).toBe(true)
    expect(await integrations(page).getAttribute('data-lazy')).toBeNull()
    expect(requests).toHaveLength(1)
    await integrations(page).getByRole('link', { name: 'Fastify' }).click()
    await page.waitForURL(/\/yoga\/integrations\/fastify$/)
    expect(await tree(page).locator('[aria-current="page"]').textContent()).toBe('Fastify')
    expect(await isOpen(page)).toBe(true)
  })

  it('keeps an opened folder open and filled on the next pages, before the scripts run, with the scroll offset', async () => {
    const page = await site.open('/yoga/features/cors', { viewport: { width: 1280, height: 400 } })
    await integrations(page).locator(':scope > summary').click()
    await expect.poll(() => integrations(page).locator('li').count()).toBe(3)
    const scroller = page.locator('.gs-sidebar-scroll')
    await scroller.evaluate(el => (el.scrollTop = 80))
    const offset = await scroller.evaluate(el => el.scrollTop)
    await tree(page).getByRole('link', { name: 'Schema' }).click()
    await page.waitForURL(/schema$/)
    expect(await isOpen(page)).toBe(true)
    expect(await integrations(page).getByRole('link', { name: 'Next.js' }).isVisible()).toBe(true)
    expect(await scroller.evaluate(el => el.scrollTop)).toBe(offset)
    // Without the behaviour scripts, the inline restore script alone fills it from the visit's state.
    await page.context().route('**/_gs/assets/*.js', route => route.abort())
    await page.goto(site.url + '/yoga/features/context')
    expect(await isOpen(page)).toBe(true)
    expect(await integrations(page).locator('li').count()).toBe(3)
    await page.context().unroute('**/_gs/assets/*.js')
    // Closed again: stays closed on the next page.
    await page.goto(site.url + '/yoga/features/cors')
    await integrations(page).locator(':scope > summary').click()
    expect(await isOpen(page)).toBe(false)
    await page.goto(site.url + '/yoga/features/schema')
    expect(await isOpen(page)).toBe(false)
  })

  it('narrow: the folder opens in the navigation overlay the same way', async () => {
    const page = await site.open('/yoga/features/cors', { viewport: VIEWPORTS.narrow })
    await page.locator('[data-mobile-menu-toggle]').click()
    await integrations(page).locator(':scope > summary').click()
    await expect.poll(() => integrations(page).getByRole('link', { name: 'Express' }).isVisible()).toBe(true)
  })

  it('without JavaScript the folder is a plain link to its first page (no dead chevron)', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.wide })
    const page = await context.newPage()
    await page.goto(site.url + '/yoga/features/cors')
    expect(await integrations(page).isVisible()).toBe(false)
    await tree(page).getByRole('link', { name: 'Integrations' }).click()
    await page.waitForURL(/\/yoga\/integrations\/express$/)
    expect(await tree(page).getByRole('link', { name: 'Fastify' }).isVisible()).toBe(true)
    await context.close()
  })
})
