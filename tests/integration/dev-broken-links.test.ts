import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { fetchPage, removeSite, smallSite, startCli, waitFor, writeFile, type CliProcess } from './dev-harness.js'

let site: string
let dev: CliProcess
let browser: Browser

const BROKEN = '# Alpha\n\nSee [gone](/docs/missing) and\n[home](/#nope) and [beta](/docs/b).\n'
const FIXED = '# Alpha\n\nSee [beta](/docs/b) and\n[home](/#welcome-home).\n'

beforeAll(async () => {
  site = smallSite({ 'pages/docs/a.mdx': BROKEN })
  dev = await startCli(['dev', site, '--port', '0'])
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await dev?.stop()
  removeSite(site)
})

describe('guildsite dev: broken links', () => {
  it('prints a broken link and anchor with file:line:col once, shows a dismissable notice in the page, and clears it when fixed', async () => {
    // The home page compiled first: its headings are known, so the anchor into it is checked.
    await fetchPage(dev.url, '/')
    const page = await browser.newPage()
    await page.goto(new URL('docs/a', dev.url).href)
    const notice = page.locator('#guildsite-link-notice')
    await expect.poll(() => notice.count()).toBe(1)
    const text = await notice.evaluate(el => el.shadowRoot!.textContent ?? '')
    expect(text).toContain('pages/docs/a.mdx:3:5')
    expect(text).toContain('Broken link → /docs/missing: no page or file at /docs/missing')
    expect(text).toContain('pages/docs/a.mdx:4:1')
    expect(text).toContain('Broken anchor → /#nope: / has no heading #nope')
    expect(text).not.toContain('/docs/b')
    // The page stays usable: its content is visible, the notice is not an overlay.
    expect(await page.locator('#guildsite-error-overlay').count()).toBe(0)
    await expect.poll(() => page.getByRole('heading', { name: 'Alpha' }).isVisible()).toBe(true)
    const output = () => dev.stdout() + dev.stderr()
    await waitFor(() => output().includes('Broken anchor'), 'the terminal lines')
    expect(output()).toMatch(/pages\/docs\/a\.mdx:3:5[^\n]*\n?[^\n]*Broken link → \/docs\/missing/)
    expect(output()).toMatch(/pages\/docs\/a\.mdx:4:1[^\n]*\n?[^\n]*Broken anchor → \/#nope/)
    // Served again unchanged: printed once.
    await fetchPage(dev.url, '/docs/a')
    expect(output().split('Broken link → /docs/missing').length - 1).toBe(1)

    writeFile(join(site, 'pages/docs/a.mdx'), FIXED)
    await page.waitForFunction(() => document.body.textContent?.includes('See beta'), undefined, { timeout: 15_000 })
    await expect.poll(() => notice.count()).toBe(0)
    const fixed = await page.getByRole('link', { name: 'home', exact: true }).getAttribute('href')
    expect(fixed).toBe('/#welcome-home')
  }, 30_000)
})
