import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

/** The import surface's interactive parts, enhanced by the existing client scripts, in Chromium. */
const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({
    siteName: 'Surface',
    docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
  }),
  'pages/index.mdx': [
    "import { Banner, Pre, Tabs } from 'nextra/components'",
    "import { HeroGradient, Giscus, MarqueeRows } from '@theguild/components'",
    '',
    '# Home',
    '',
    '<Banner storageKey="surface-banner">Conference soon</Banner>',
    '',
    '<Pre data-filename="Terminal" data-copy=""><code>npm i graphql-yoga</code></Pre>',
    '',
    "<Tabs items={['npm', 'yarn']}><Tabs.Tab>npm panel</Tabs.Tab><Tabs.Tab>yarn panel</Tabs.Tab></Tabs>",
    '',
    '<HeroGradient title="Hero" description="Text" link={{ href: "/other", children: "Go" }} />',
    '',
    "<MarqueeRows rows={2} pauseOnHover>{['a', 'b', 'c'].map(x => <a key={x} href=\"/other\">{'plugin-' + x}</a>)}</MarqueeRows>",
    '',
    '<Giscus repo="the-guild-org/docs" repoId="R_1" category="Docs" categoryId="C_1" mapping="pathname" theme="light" />',
    ''
  ].join('\n'),
  'pages/other.mdx': '# Other\n'
}

const built = useBuiltFixture(FILES, { ok: true })

const open = (): Promise<Page> => built.open('/')

describe('surface components in the browser', () => {
  it('a page Banner is dismissed and stays dismissed on the next load', async () => {
    const page = await open()
    const banner = page.locator('.gs-content-banner')
    await expect(banner.isVisible()).resolves.toBe(true)
    await banner.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect(banner.isVisible()).resolves.toBe(false)
    await page.reload()
    await expect(page.locator('.gs-content-banner').isVisible()).resolves.toBe(false)
    await page.close()
  })

  it('a JSX Pre gets the copy button of code blocks, and Tabs switch panels', async () => {
    const page = await open()
    await expect(page.locator('figure.gs-code--jsx button[data-copy]').count()).resolves.toBe(1)
    await page.getByRole('tab', { name: 'yarn' }).click()
    await expect(page.getByText('yarn panel').isVisible()).resolves.toBe(true)
    await expect(page.getByText('npm panel').isVisible()).resolves.toBe(false)
    await page.close()
  })

  it('Giscus becomes giscus’ widget with its settings and the site’s theme, its frame from the comments host', async () => {
    const page = await built.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' })
    const requested: string[] = []
    // No network in tests: the host's widget page is answered locally.
    await page.route('https://giscus.app/**', route => {
      requested.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>widget</title>' })
    })
    await page.goto(built.url + '/')
    const frame = page.locator('.gs-comments giscus-widget iframe[title="Comments"]')
    await frame.waitFor({ state: 'attached' })
    const src = new URL((await frame.getAttribute('src'))!)
    expect(src.origin + src.pathname).toBe('https://giscus.app/en/widget')
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      repo: 'the-guild-org/docs',
      repoId: 'R_1',
      category: 'Docs',
      categoryId: 'C_1',
      term: 'index',
      theme: 'dark'
    })
    await expect.poll(() => requested.length).toBe(1)
    await page.close()
  })

  it('the HeroGradient button navigates to the site page', async () => {
    const page = await open()
    await page.getByRole('link', { name: 'Go' }).click()
    await page.waitForURL(/\/other\/?$/)
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Other')
    await page.close()
  })
  it('MarqueeRows scroll their items without end, rows in turn, and stand still (wrapped) with reduced motion', async () => {
    const page = await open()
    const rows = await page.locator('.gs-marquee').evaluateAll(marquees =>
      marquees.map(marquee => {
        const track = marquee.querySelector<HTMLElement>('.gs-marquee-track')!
        const [animation] = track.getAnimations()
        return {
          direction: marquee.getAttribute('data-direction'),
          running: animation?.playState === 'running',
          reverse: getComputedStyle(track).animationDirection === 'reverse',
          items: Array.from(track.children)
            .filter(child => child.tagName === 'A')
            .map(a => a.textContent),
          copyInert: track.querySelector('.gs-marquee-copy')!.hasAttribute('inert')
        }
      })
    )
    // The Guild's split: 3 items in 2 rows = 2 + 1, the last row's items twice; each row then copied.
    expect(rows).toEqual([
      { direction: 'right', running: true, reverse: true, items: ['plugin-a', 'plugin-b'], copyInert: true },
      { direction: 'left', running: true, reverse: false, items: ['plugin-c', 'plugin-c'], copyInert: true }
    ])
    // One tab stop per item: the copies are inert.
    const focusable = await page
      .locator('.gs-marquee-rows a')
      .evaluateAll(links => links.filter(a => !a.closest('[inert]')).length)
    expect(focusable).toBe(4)
    await page.close()

    const still = await built.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
    await still.goto(built.url + '/')
    const track = still.locator('.gs-marquee-track').first()
    await expect(track.evaluate(el => el.getAnimations().length)).resolves.toBe(0)
    await expect(still.locator('.gs-marquee-copy').first().isVisible()).resolves.toBe(false)
    await expect(still.getByRole('link', { name: 'plugin-a' }).first().isVisible()).resolves.toBe(true)
    await still.close()
  })
})
