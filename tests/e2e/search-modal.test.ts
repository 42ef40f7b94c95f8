import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite } from '../helpers/client-site.js'
import { box, holdIndex, modal, recordIndexRequests, recordWindowOpen, watchForTrouble, XSS } from './search-helpers.js'

// The docs search modal (SPEC §2 "Docs search modal", §4, §5, §8, §9) on the built example site.

const POLL = { timeout: 15_000 }
const TALL = { width: 1280, height: 900 }

async function openWithSlash(page: Page) {
  await page
    .locator('main')
    .first()
    .click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('/')
  await modal.dialog(page).waitFor()
}

/** Types a query and waits (real time) for its results. */
async function searchFor(page: Page, query: string, state = 'results') {
  await modal.input(page).fill(query)
  await expect.poll(() => modal.state(page), POLL).toBe(state)
}

const activeHit = (page: Page) => page.locator('.gs-sm [role=option][aria-selected=true]')

describe('docs search modal', () => {
  const site = useClientSite()

  it('opens at the top of the page with "/", titled "Search docs", placeholder "Search…"; Escape closes', async () => {
    const page = await site.open('/yoga', { viewport: TALL })
    await openWithSlash(page)
    const dialog = modal.dialog(page)
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await page.locator('#gs-sm-title').textContent()).toBe('Search docs')
    expect(await modal.input(page).getAttribute('placeholder')).toBe('Search…')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('gs-sm-input')
    expect((await dialog.boundingBox())!.y).toBeLessThan(80)
    // The page behind is dimmed, not blurred: a backdrop filter over the whole window had the
    // browser redraw all of it at each blink of the caret (~15 % of a core while the modal was open).
    expect(await page.locator('.gs-sm-backdrop').evaluate(el => getComputedStyle(el).backdropFilter)).toBe('none')
    // Open and empty: nothing shown, nothing searched.
    expect(await modal.state(page)).toBe('empty')
    expect(await modal.hits(page).count()).toBe(0)
    await page.keyboard.press('Escape')
    expect(await dialog.count()).toBe(0)
  })

  it('opens with Ctrl+K and Cmd+K, even from a text field; "/" in a text field is just a character', async () => {
    const page = await site.open('/yoga')
    await box.input(page).focus()
    await page.keyboard.press('/')
    expect(await modal.dialog(page).count()).toBe(0)
    expect(await box.input(page).inputValue()).toBe('/')
    await page.keyboard.press('Control+k')
    await modal.dialog(page).waitFor()
    await page.keyboard.press('Escape')
    expect(await modal.dialog(page).count()).toBe(0)
    // Focus goes back where it was.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gs-search-input')
    await page.keyboard.press('Meta+k')
    await modal.dialog(page).waitFor()
  })

  it('fetches React and the modal only when first opened', async () => {
    const page = await site.open('/yoga')
    // Bodies are read asynchronously: keep each read as a promise (recorded the moment the response
    // arrives) and wait for them all before looking, so a slow read cannot make the check early.
    const bodies: Promise<string>[] = []
    page.on('response', response => {
      if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''))
    })
    const loaded = async (test: (text: string) => boolean) => (await Promise.all(bodies)).some(test)
    const isModal = (text: string) => text.includes('gs-sm-backdrop') && text.includes('react')
    await page.waitForLoadState('load')
    const before = await page.evaluate(
      () => performance.getEntriesByType('resource').filter(entry => entry.name.endsWith('.js')).length
    )
    await box.input(page).focus()
    await expect.poll(() => bodies.length, POLL).toBeGreaterThan(0)
    expect(await loaded(text => text.includes('gs-sm-backdrop'))).toBe(false)
    await page.keyboard.press('Control+k')
    await modal.dialog(page).waitFor()
    // The dialog can show before Playwright has reported the chunk's response: poll, don't assume.
    await expect.poll(() => loaded(isModal), POLL).toBe(true)
    expect(before).toBeGreaterThan(0)
  })

  it('debounces typing by 500 ms; a search pending for 500 ms shows "Loading…"', async () => {
    const page = await site.open('/yoga', { clock: true })
    await page.keyboard.press('Control+k')
    await modal.dialog(page).waitFor()
    const index = await holdIndex(page)
    const paths = recordIndexRequests(page)
    await modal.input(page).fill('caching')
    expect(await modal.state(page)).toBe('loading')
    await page.clock.runFor(499)
    expect(paths.filter(path => /\.b\d+\./.test(path))).toEqual([])
    await page.clock.runFor(1)
    await page.clock.runFor(499)
    expect(await page.locator('.gs-sm-loading').count()).toBe(0)
    await page.clock.runFor(1)
    expect(await page.locator('.gs-sm-loading').textContent()).toBe('Loading…')
    index.release()
    await expect.poll(() => modal.state(page), POLL).toBe('results')
    expect(await page.locator('.gs-sm-loading').count()).toBe(0)
  })

  it('groups results by top-level heading (the product or section): up to 5 pages, 5 sections each, a type icon per hit, each a link', async () => {
    const page = await site.open('/yoga', { viewport: TALL })
    await openWithSlash(page)
    // "the" is on many sections of many pages: both limits apply.
    await searchFor(page, 'the')
    const groups = await modal.groups(page).evaluateAll(all =>
      all.map(group => ({
        title: group.querySelector('.gs-sm-group-title')?.textContent,
        pages: Array.from(group.querySelectorAll('a[role=option]')).map(a => a.getAttribute('href')!.split('#')[0])
      }))
    )
    // The top-level navigation titles of example-content, and where their pages live.
    const SECTIONS: Record<string, RegExp> = {
      Home: /^\/$/,
      Yoga: /^\/yoga(\/|$)/,
      Mesh: /^\/mesh(\/|$)/,
      Hive: /^\/hive(\/|$)/,
      'Demo blog': /^\/blog(\/|$)/,
      About: /^\/about$/
    }
    expect(new Set(groups.map(group => group.title)).size).toBe(groups.length)
    for (const group of groups) {
      expect(Object.keys(SECTIONS)).toContain(group.title)
      for (const path of group.pages) expect(path).toMatch(SECTIONS[group.title!]!)
    }
    const pages = groups.flatMap(group => group.pages)
    const perPage = [...new Set(pages)].map(path => pages.filter(other => other === path).length)
    expect(perPage).toHaveLength(5)
    expect(Math.max(...perPage)).toBe(5)
    // Fewer groups than pages: a group holds the hits of several pages of its section, each hit
    // saying which page it is on.
    expect(groups.length).toBeLessThan(5)
    expect(Math.max(...groups.map(group => new Set(group.pages).size))).toBeGreaterThan(1)
    const paths = await modal
      .hits(page)
      .evaluateAll(all =>
        all.map(hit => [hit.getAttribute('data-type'), hit.querySelector('.gs-sm-hit-path')?.textContent ?? ''])
      )
    for (const [type, path] of paths) if (type !== 'page') expect(path).not.toBe('')
    // The preview lists more of the active page's matches (up to 20) than the list shows.
    let listed = 0
    for (const option of await modal.hits(page).all()) {
      await option.hover()
      listed = Math.max(listed, await modal.preview(page).locator('.gs-sm-preview-list li').count())
      if (listed > 5) break
    }
    expect(listed).toBeGreaterThan(5)

    await searchFor(page, 'schema')
    const hits = await modal.hits(page).evaluateAll(all =>
      all.map(hit => ({
        type: hit.getAttribute('data-type'),
        href: hit.getAttribute('href'),
        icon: hit.querySelectorAll('.gs-sm-hit-icon svg').length
      }))
    )
    expect(new Set(hits.map(hit => hit.type))).toEqual(new Set(['page', 'heading', 'content']))
    for (const hit of hits) {
      expect(hit.icon).toBe(1)
      expect(hit.href).toMatch(/^\/[^#]*(#[\w-]+)?$/)
    }
  })

  // Issue 25 (SPEC §9 "results list maximum height 400px" is the header box's list): the modal's
  // list fills the dialog beside the 600 px preview and scrolls, never stopping above blank space.
  for (const viewport of [TALL, { width: 1280, height: 700 }, { width: 390, height: 844 }]) {
    it(`${viewport.width}×${viewport.height}: the results list fills the dialog and scrolls; the active hit is always in view`, async () => {
      const page = await site.open('/yoga', { viewport })
      await openWithSlash(page)
      await searchFor(page, 'graphql')
      const list = page.locator('.gs-sm-results')
      const geometry = () =>
        page.evaluate(() => {
          const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
          const listBox = rect('.gs-sm-results')
          const dialog = rect('.gs-sm')
          const body = rect('.gs-sm-body')
          const footer = document.querySelector('.gs-sm-side .gs-sm-footer')
          const footerHeight =
            footer && getComputedStyle(footer).display !== 'none' ? footer.getBoundingClientRect().height : 0
          return { list: listBox, dialog, body, footerHeight, viewport: { width: innerWidth, height: innerHeight } }
        })
      const g = await geometry()
      // The dialog is inside the window; the list runs from the body's top to its foot (less the key hints).
      expect(g.dialog.bottom).toBeLessThanOrEqual(g.viewport.height + 0.5)
      expect(g.list.top).toBeCloseTo(g.body.top + 1, 0) // under the body's 1 px border
      expect(g.list.bottom).toBeCloseTo(g.body.bottom - g.footerHeight, 0)
      if (viewport.width >= 768)
        expect((await modal.preview(page).boundingBox())!.height).toBe(Math.min(600, g.body.height - 1))
      else expect(g.dialog.bottom).toBeCloseTo(g.viewport.height, 0) // a phone: the whole screen
      expect(await list.evaluate(el => el.scrollHeight > el.clientHeight)).toBe(true)
      // Walk every hit with the keyboard, wrapping round to the first: each is wholly in view.
      const count = await modal.hits(page).count()
      expect(count).toBeGreaterThan(8)
      const inView = () =>
        activeHit(page).evaluate(hit => {
          const list = document.querySelector('.gs-sm-results')!.getBoundingClientRect()
          const r = hit.getBoundingClientRect()
          return r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5
        })
      for (let i = 0; i < count; i++) {
        await page.keyboard.press('ArrowDown')
        expect(await inView(), `hit ${(i + 1) % count}`).toBe(true)
      }
      expect(await activeHit(page).getAttribute('id')).toBe(await modal.hits(page).first().getAttribute('id'))
      // Back at the first hit, its group's title shows above it.
      expect(await list.evaluate(el => el.scrollTop)).toBe(0)
      await page.keyboard.press('ArrowUp')
      expect(await inView()).toBe(true)
    })
  }

  it('keeps the active hit in view when the window is resized', async () => {
    const page = await site.open('/yoga', { viewport: TALL })
    await openWithSlash(page)
    await searchFor(page, 'graphql')
    const inView = () =>
      activeHit(page).evaluate(hit => {
        const list = document.querySelector('.gs-sm-results')!.getBoundingClientRect()
        const r = hit.getBoundingClientRect()
        return r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5
      })
    // Down the list until it has scrolled: the active hit is then at the list's foot, which a
    // shorter window moves up over it.
    const list = page.locator('.gs-sm-results')
    for (let i = 0; i < 40 && (await list.evaluate(el => el.scrollTop)) === 0; i++)
      await page.keyboard.press('ArrowDown')
    expect(await list.evaluate(el => el.scrollTop)).toBeGreaterThan(0)
    expect(await inView()).toBe(true)
    const id = await activeHit(page).getAttribute('id')
    for (const size of [
      { width: 1280, height: 560 },
      { width: 900, height: 480 },
      { width: 390, height: 640 }
    ]) {
      await page.setViewportSize(size)
      await expect.poll(inView, { timeout: 5_000, message: `${size.width}×${size.height}` }).toBe(true)
      expect(await activeHit(page).getAttribute('id')).toBe(id)
    }
  })

  it('the preview shows the active hit; arrows move with wraparound, the mouse too', async () => {
    const page = await site.open('/yoga', { viewport: TALL })
    await openWithSlash(page)
    await searchFor(page, 'caching')
    const count = await modal.hits(page).count()
    const ids = await modal.hits(page).evaluateAll(all => all.map(hit => hit.id))
    const input = modal.input(page)
    expect(await input.getAttribute('aria-activedescendant')).toBe(ids[0])
    expect(await input.getAttribute('enterkeyhint')).toBe('go')
    const firstTitle = await activeHit(page).locator('.gs-sm-hit-title').textContent()
    expect(await modal.preview(page).locator('.gs-sm-preview-title').textContent()).toBe(firstTitle)
    await page.keyboard.press('ArrowUp')
    expect(await input.getAttribute('aria-activedescendant')).toBe(ids[count - 1])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await input.getAttribute('aria-activedescendant')).toBe(ids[1])
    const secondTitle = await activeHit(page).locator('.gs-sm-hit-title').textContent()
    expect(await modal.preview(page).locator('.gs-sm-preview-title').textContent()).toBe(secondTitle)
    expect(await modal.preview(page).locator('mark').count()).toBeGreaterThan(0)
    await modal.hits(page).nth(2).hover()
    expect(await input.getAttribute('aria-activedescendant')).toBe(ids[2])
  })

  it('Enter opens the active hit in this tab and closes; Ctrl/Meta: new tab; Shift: new window; Alt: nothing', async () => {
    const page = await site.open('/yoga')
    const opened = await recordWindowOpen(page)
    await page.reload()
    await openWithSlash(page)
    await searchFor(page, 'caching')
    const href = await activeHit(page).getAttribute('href')
    const absolute = new URL(href!, page.url()).href
    await page.keyboard.press('Control+Enter')
    await page.keyboard.press('Meta+Enter')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.press('Alt+Enter')
    expect((await opened()).map(call => [new URL(call[0] as string, page.url()).href, ...call.slice(1)])).toEqual([
      [absolute, '_blank', 'noopener'],
      [absolute, '_blank', 'noopener'],
      [absolute, '_blank', 'noopener,popup']
    ])
    expect(await modal.dialog(page).count()).toBe(1)
    await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')])
  })

  it('a click on a hit opens it; a click outside closes the modal', async () => {
    const page = await site.open('/yoga', { viewport: TALL })
    await openWithSlash(page)
    await page.mouse.click(20, 850)
    expect(await modal.dialog(page).count()).toBe(0)
    await openWithSlash(page)
    await searchFor(page, 'subscription')
    const hit = modal.hits(page).nth(1)
    const href = await hit.getAttribute('href')
    await Promise.all([page.waitForURL(`**${href!.replace(/#.*/, '')}*`), hit.click()])
  })

  it('says No results for "{query}" and keeps the input to 64 characters', async () => {
    const page = await site.open('/yoga')
    await openWithSlash(page)
    await searchFor(page, 'zzqxv', 'no-results')
    expect(await page.locator('.gs-sm-message').textContent()).toBe('No results for "zzqxv"')
    await modal.input(page).fill('x'.repeat(80))
    expect(await modal.input(page).inputValue()).toHaveLength(64)
    expect(await modal.input(page).getAttribute('maxlength')).toBe('64')
    // Emptying the query goes back to the empty state without searching.
    await modal.input(page).fill('')
    await expect.poll(() => modal.state(page), POLL).toBe('empty')
  })

  it('says "Failed to load search index" when the index request fails, with no uncaught error', async () => {
    const page = await site.open('/yoga')
    const trouble = watchForTrouble(page)
    await page.route('**/_gs/search/en-US.json', route => route.fulfill({ status: 404, body: '' }))
    await openWithSlash(page)
    await searchFor(page, 'caching', 'error')
    expect(await page.getByRole('alert').textContent()).toBe('Failed to load search index')
    // Bad JSON fails the same way.
    await page.unroute('**/_gs/search/en-US.json')
    await page.route('**/_gs/search/en-US.json', route =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":' })
    )
    await searchFor(page, 'cors', 'error')
    // A manifest of another format version too.
    await page.unroute('**/_gs/search/en-US.json')
    await page.route('**/_gs/search/en-US.json', route =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":999}' })
    )
    await searchFor(page, 'schema', 'error')
    expect(trouble.errors).toEqual([])
  })

  it('shows a query with markup as text and opens no dialog', async () => {
    const page = await site.open('/yoga')
    const trouble = watchForTrouble(page)
    await openWithSlash(page)
    await searchFor(page, XSS, 'no-results')
    expect(await page.locator('.gs-sm-message').textContent()).toBe(`No results for "${XSS}"`)
    expect(await page.locator('.gs-sm img').count()).toBe(0)
    expect(trouble.dialogs).toEqual([])
    expect(trouble.errors).toEqual([])
  })

  it('keeps Tab inside the dialog', async () => {
    const page = await site.open('/yoga')
    await openWithSlash(page)
    await searchFor(page, 'caching')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true)
    }
  })
})
