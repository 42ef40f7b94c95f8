import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

// An island must render in the browser what it rendered on the server (issue 34, session 16;
// tests/fixtures/website-island-parity): the GraphQL Code Generator home page is an island that
// reads the page's data with `useData()` and draws `<Image src={badge.src} />` of an imported SVG.
// In the browser it threw ("Must provide `src` prop", then "Cannot read properties of undefined"):
// its interactive parts were dead.
describe('islands render in the browser what the server rendered (Chromium)', () => {
  // (Built from a copy outside the repository, as a site folder without node_modules is: from here,
  // the repository's own node_modules would give the site packages it does not have.)
  const site = useBuiltFixture('tests/fixtures/website-island-parity', { copy: true })

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (warning|error) /)
  })

  it('a page whose island reads useData() and an imported SVG’s .src hydrates cleanly and stays interactive', async () => {
    const { page, problems } = await site.openHydrated('/')
    const badge = page.locator('main.parity-home img.badge')
    expect(await badge.getAttribute('src')).toMatch(/^\/_gs\/assets\/badge-[0-9a-f]+\.svg$/)
    expect(await page.locator('ul.plugins li').allTextContents()).toEqual(['typescript (300)', 'flow (20)'])
    await page.locator('button.more').click()
    await expect
      .poll(() => page.locator('ul.plugins li').allTextContents())
      .toEqual(['typescript (300)', 'flow (20)', 'java (5)'])
    expect(await badge.getAttribute('src')).toMatch(/^\/_gs\/assets\/badge-[0-9a-f]+\.svg$/)
    expect(problems).toEqual([])
    await page.close()
  })

  it('an island parsing with zod, which the site lacks and guildsite has, gets guildsite’s zod in the browser too', async () => {
    const { page, problems } = await site.openHydrated('/dated')
    await page.locator('p.dated button').click()
    await expect.poll(() => page.locator('p.dated time').textContent()).toBe('2024-01-08')
    expect(await page.locator('p.dated time').getAttribute('datetime')).toBe('2024-01-08T00:00:00.000Z')
    expect(problems).toEqual([])
    await page.close()
  })

  it('an island holding the comments (Giscus) hydrates without a mismatch once the comments script filled them', async () => {
    const { page, problems } = await site.openHydrated('/comments')
    expect(await page.locator('.page-comments .gs-comments[data-repo="acme/site"]').count()).toBe(1)
    await page.waitForTimeout(300)
    expect(problems).toEqual([])
    await page.close()
  })

  it('an island module reading process.env at its top loads in the browser (Next’s process polyfill)', async () => {
    const { page, problems } = await site.openHydrated('/env')
    await page.locator('button.mode').click()
    await expect.poll(() => page.locator('button.mode').textContent()).toBe('browser: 1')
    expect(problems).toEqual([])
    await page.close()
  })

  it('an island that shuffles with Math.random() as it renders hydrates with the server’s order: no mismatch', async () => {
    const html = await readFile(join(site.out, 'shuffle', 'index.html'), 'utf8')
    const served = [...html.matchAll(/<li>([^<]+)<\/li>/g)].map(match => match[1])
    expect(served).toHaveLength(8)
    const { page, problems } = await site.openHydrated('/shuffle')
    // (A mismatch has React render the island again in the browser: another order.)
    expect(await page.locator('ul.terms li').allTextContents()).toEqual(served)
    await page.locator('button.toggle').click()
    await expect.poll(() => page.locator('button.toggle').textContent()).toBe('Hide the terms')
    // (Re-rendered by the click: the browser's own sequence then, but the same tree and no error.)
    expect(await page.locator('ul.terms li').count()).toBe(8)
    expect(problems).toEqual([])
    await page.close()
  })
})
