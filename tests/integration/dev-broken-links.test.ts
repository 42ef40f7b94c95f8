import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, smallSite, waitFor, writeFile } from './dev-harness.js'

const BROKEN =
  '# Alpha\n\nSee [gone](/docs/missing) and\n[home](/#nope) and [beta](/docs/b) and [spot](/#named-spot).\n'
const FIXED = '# Alpha\n\nSee [beta](/docs/b) and\n[home](/#welcome-home).\n'

const served = useDevSite(
  () =>
    smallSite({
      'pages/docs/a.mdx': BROKEN,
      // An element's own id is a link target, as in the build (not only headings).
      'pages/index.mdx': '# Welcome home\n\n<a id="named-spot"></a>The home page.\n'
    }),
  { browser: true }
)

describe('guildsite dev: broken links', () => {
  it('prints a broken link and anchor with file:line:col once, shows a dismissable notice in the page, and clears it when fixed', async () => {
    // The home page compiled first: its headings are known, so the anchor into it is checked.
    await fetchPage(served.url, '/')
    const page = await served.browser.newPage()
    await page.goto(new URL('docs/a', served.url).href)
    const notice = page.locator('#guildsite-link-notice')
    await expect.poll(() => notice.count()).toBe(1)
    const text = await notice.evaluate(el => el.shadowRoot!.textContent ?? '')
    expect(text).toContain('pages/docs/a.mdx:3:5')
    expect(text).toContain('Broken link → /docs/missing: no page or file at /docs/missing')
    expect(text).toContain('pages/docs/a.mdx:4:1')
    expect(text).toContain('Broken anchor → /#nope: / has no heading #nope')
    expect(text).not.toContain('/docs/b')
    expect(text).not.toContain('named-spot')
    // The page stays usable: its content is visible, the notice is not an overlay.
    expect(await page.locator('#guildsite-error-overlay').count()).toBe(0)
    await expect.poll(() => page.getByRole('heading', { name: 'Alpha' }).isVisible()).toBe(true)
    const output = () => served.dev.stdout() + served.dev.stderr()
    await waitFor(() => output().includes('Broken anchor'), 'the terminal lines')
    expect(output()).toMatch(/pages\/docs\/a\.mdx:3:5[^\n]*\n?[^\n]*Broken link → \/docs\/missing/)
    expect(output()).toMatch(/pages\/docs\/a\.mdx:4:1[^\n]*\n?[^\n]*Broken anchor → \/#nope/)
    // Served again unchanged: printed once.
    await fetchPage(served.url, '/docs/a')
    expect(output().split('Broken link → /docs/missing').length - 1).toBe(1)

    writeFile(join(served.site, 'pages/docs/a.mdx'), FIXED)
    await page.waitForFunction(() => document.body.textContent?.includes('See beta'), undefined, { timeout: 15_000 })
    await expect.poll(() => notice.count()).toBe(0)
    const fixed = await page.getByRole('link', { name: 'home', exact: true }).getAttribute('href')
    expect(fixed).toBe('/#welcome-home')
  }, 30_000)
})
