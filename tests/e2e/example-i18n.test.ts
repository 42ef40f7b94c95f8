import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { builtinChromeMessages, fill, type ChromeMessages } from '../../templates/layout/messages.js'
import { searchMessages } from '../../src/shared/search/messages.js'
import { exampleOut } from '../helpers/example-site.js'
import { useServedOutput } from '../helpers/served-output.js'

// Issue 20 item 5: the example site's translated section (Hive's "Get Started" in fr and zh-CN),
// walked in Chromium as a reader would: no text of the docs chrome is left in English, before or
// after the scripts ran, on the pages, through previous/next and on the locale's 404 page.

/** Every text of a message table, nested ones included, placeholders left out. */
function texts(messages: ChromeMessages): string[] {
  return Object.values(messages)
    .flatMap(value => (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>)))
    .filter(text => !text.includes('{'))
}

/** Everything a reader sees or hears: the visible text, the title and the labels of every element. */
async function shown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'data-copy-label', 'data-copied-label']
    const labels = Array.from(document.querySelectorAll('*')).flatMap(el =>
      attributes.map(name => el.getAttribute(name) ?? '')
    )
    return [document.title, document.body.innerText, ...labels].join('\n')
  })
}

/** The English chrome texts (the chrome's and the search box's) that `text` shows though `locale` says otherwise. */
function englishIn(text: string, locale: string): string[] {
  const own = new Set([
    ...texts(builtinChromeMessages(locale)),
    searchMessages(locale).boxPlaceholder,
    searchMessages(locale).search
  ])
  const english = [
    ...texts(builtinChromeMessages('en-US')),
    searchMessages('en-US').boxPlaceholder,
    searchMessages('en-US').search
  ]
  // Whole words only: "Main" is English chrome, "Maintenant" is not.
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return english.filter(en => !own.has(en) && new RegExp(`(^|[^\\p{L}])${escape(en)}($|[^\\p{L}])`, 'u').test(text))
}

const SECTION = '/hive/get-started'

describe('the example site’s translated section in Chromium', () => {
  const served = useServedOutput(exampleOut)
  const open = async (path: string) => {
    const context = await served.browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write']
    })
    const page = await context.newPage()
    const response = await page.goto(served.url + path)
    return { page, status: response?.status(), close: () => context.close() }
  }

  it('the English page shows the English chrome (what the checks below look for is there to find)', async () => {
    const { page, close } = await open(`${SECTION}/create-project`)
    const text = await shown(page)
    for (const en of ['On this page', 'Edit this page on GitHub', 'Next', 'Dismiss banner']) expect(text).toContain(en)
    expect(englishIn(text, 'fr')).not.toEqual([])
    await close()
  })

  for (const [locale, heading, next] of [
    ['fr', 'Créer un projet', 'Publier un schéma'],
    ['zh-CN', '创建项目', '发布 Schema']
  ] as const) {
    const t = builtinChromeMessages(locale)

    it(`${locale}: a page and its next one show no English chrome, and their dates in ${locale}`, async () => {
      const { page, status, close } = await open(`/${locale}${SECTION}/create-project`)
      expect(status).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      expect(await page.locator('article h1').textContent()).toBe(heading)
      expect(englishIn(await shown(page), locale)).toEqual([])
      for (const text of [t.onThisPage, t.editLink, t.feedback, t.next]) expect(await shown(page)).toContain(text)
      expect(await page.locator('#gs-search-input').getAttribute('placeholder')).toBe(
        searchMessages(locale).boxPlaceholder
      )
      expect(await page.locator('.gs-navbar .gs-locale-summary').getAttribute('aria-label')).toMatch(
        new RegExp(`^${t.labels.language}: `)
      )

      // "Last updated on" in the page's language, the date written by Intl for the locale.
      const time = page.locator('time[datetime]').first()
      const iso = (await time.getAttribute('datetime'))!
      const date = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC'
      }).format(new Date(iso))
      expect(await time.textContent()).toBe(date)
      expect(date).not.toBe(
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(iso)
        )
      )
      expect(await shown(page)).toContain(fill(t.lastUpdated, { date }))

      // Next: the translated next page, in the same locale; previous comes back.
      // (A DOM click: the comments frame mounting above the links as they scroll into view can move them under the pointer.)
      await page.locator('.gs-pagination-next').evaluate(link => (link as HTMLAnchorElement).click())
      await page.waitForURL(`**/${locale}${SECTION}/publish-schema`, { waitUntil: 'domcontentloaded' })
      expect(await page.locator('article h1').textContent()).toBe(next)
      expect(englishIn(await shown(page), locale)).toEqual([])
      expect(await page.locator('.gs-pagination-prev').textContent()).toContain(t.previous)
      await page.locator('.gs-pagination-prev').evaluate(link => (link as HTMLAnchorElement).click())
      await page.waitForURL(`**/${locale}${SECTION}/create-project`, { waitUntil: 'domcontentloaded' })
      await close()
    })

    it(`${locale}: the theme switch, copy button, sidebar toggle and banner close speak ${locale}`, async () => {
      const { page, close } = await open(`/${locale}${SECTION}/publish-schema`)
      const theme = page.locator('.gs-navbar [data-theme-toggle]')
      const label = (choice: string) =>
        `${fill(t.theme.current, { theme: choice })}. ${fill(t.theme.next, { theme: t.theme.light })}`
      await expect.poll(() => theme.getAttribute('aria-label')).toBe(label(t.theme.system))
      await theme.click()
      await expect.poll(() => theme.getAttribute('aria-label')).not.toBe(label(t.theme.system))
      expect(await theme.getAttribute('aria-label')).toContain(fill(t.theme.current, { theme: t.theme.light }))

      const block = page.locator('figure.gs-code').first()
      await block.hover()
      const copy = block.locator('button[data-copy]')
      expect(await copy.getAttribute('aria-label')).toBe(t.copyCode)
      await copy.click()
      await expect.poll(() => copy.getAttribute('aria-label')).toBe(t.copied)

      const toggle = page.locator('[data-sidebar-toggle]')
      expect(await toggle.getAttribute('aria-label')).toBe(t.collapseSidebar)
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-label')).toBe(t.expandSidebar)

      const dismiss = page.locator('[data-banner-dismiss]')
      expect(await dismiss.getAttribute('aria-label')).toBe(t.dismissBanner)
      await dismiss.click()
      await expect.poll(() => page.locator('[data-banner]').isVisible()).toBe(false)
      expect(englishIn(await shown(page), locale)).toEqual([])
      await close()
    })

    it(`${locale}: a missing page under /${locale}/ is the 404 page in ${locale}`, async () => {
      const { page, status, close } = await open(`/${locale}/hive/no-such-page`)
      expect(status).toBe(404)
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      const text = await shown(page)
      for (const own of [t.notFound.heading, t.notFound.message, t.backHome]) expect(text).toContain(own)
      expect(englishIn(text, locale)).toEqual([])
      await close()
    })
  }
})
