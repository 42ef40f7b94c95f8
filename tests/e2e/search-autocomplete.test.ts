import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORTS } from '../helpers/client-site.js'
import {
  box,
  focusBox,
  holdIndex,
  modal,
  recordIndexRequests,
  recordWindowOpen,
  watchForTrouble,
  XSS
} from './search-helpers.js'

// The header search box (SPEC §3/§4/§5/§9 autocomplete) on the built example site.

const POLL = { timeout: 15_000 }
const activeId = (page: Page) => box.input(page).getAttribute('aria-activedescendant')
const selected = (page: Page) => page.locator('[data-ac-panel] [role=option][aria-selected=true]')

/** Types a query and waits (real time) until its results are in the open panel. */
async function searchFor(page: Page, query: string) {
  await box.input(page).click()
  await box.input(page).fill(query)
  await expect.poll(() => box.panel(page).isVisible(), POLL).toBe(true)
  await expect.poll(() => box.status(page), POLL).toBe('idle')
}

// One browser for the file's tests (each still gets fresh contexts, closed when it ends).
const site = useClientSite()

describe('header search box', () => {
  it('is a search combobox with the SPEC attributes and labels', async () => {
    const page = await site.open('/yoga')
    const input = box.input(page)
    const attributes = await input.evaluate(el =>
      Object.fromEntries(
        [
          'type',
          'role',
          'autocomplete',
          'autocorrect',
          'autocapitalize',
          'spellcheck',
          'maxlength',
          'enterkeyhint',
          'aria-expanded',
          'aria-autocomplete'
        ].map(name => [name, el.getAttribute(name)])
      )
    )
    expect(attributes).toEqual({
      type: 'search',
      role: 'combobox',
      autocomplete: 'off',
      autocorrect: 'off',
      autocapitalize: 'off',
      spellcheck: 'false',
      maxlength: '512',
      enterkeyhint: 'search',
      'aria-expanded': 'false',
      'aria-autocomplete': 'list'
    })
    expect(await page.locator('form[data-ac-form]').evaluate(form => (form as HTMLFormElement).noValidate)).toBe(true)
    await expect.poll(() => page.getByRole('combobox', { name: 'Search' }).count(), POLL).toBe(1)
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(1)
    const listbox = await input.getAttribute('aria-controls')
    expect(await page.locator(`#${listbox}`).getAttribute('role')).toBe('listbox')
    // Clear only shows with a query.
    expect(await page.getByRole('button', { name: 'Clear' }).isVisible()).toBe(false)
    await focusBox(page)
    await input.fill('cors')
    expect(await page.getByRole('button', { name: 'Clear' }).isVisible()).toBe(true)
  })

  it('fetches nothing until first use, then the index once; focus alone opens no panel', async () => {
    const page = await site.open('/yoga')
    const paths = recordIndexRequests(page)
    await page.waitForLoadState('load')
    expect(paths).toEqual([])
    await box.input(page).focus()
    await expect.poll(() => paths.length, POLL).toBeGreaterThanOrEqual(2)
    expect(paths.slice(0, 2)).toEqual([
      '/_gs/search/en-US.json',
      expect.stringMatching(/^\/_gs\/search\/en-US\.core\.[0-9a-f]{10}\.json$/)
    ])
    expect(await box.panel(page).isVisible()).toBe(false)
    await searchFor(page, 'caching')
    await box.input(page).fill('')
    await searchFor(page, 'caching')
    expect(paths.filter(path => path.endsWith('/en-US.json'))).toHaveLength(1)
  })

  it('status: idle → loading on input → stalled after 300 ms → idle with results (debounce 300 ms)', async () => {
    const page = await site.open('/yoga', { clock: true })
    const index = await holdIndex(page)
    const paths = recordIndexRequests(page)
    expect(await box.status(page)).toBe('idle')
    await focusBox(page)
    await box.input(page).fill('cach')
    expect(await box.status(page)).toBe('loading')
    await page.clock.runFor(299)
    // Focus prefetched the manifest; the query itself has not started.
    expect(await box.status(page)).toBe('loading')
    await page.clock.runFor(1)
    await page.clock.runFor(299)
    expect(await box.status(page)).toBe('loading')
    expect(await page.locator('.gs-ac-spinner').isVisible()).toBe(false)
    await page.clock.runFor(1)
    expect(await box.status(page)).toBe('stalled')
    expect(await page.locator('.gs-ac-spinner').isVisible()).toBe(true)
    expect(await page.locator('.gs-ac-spinner').getAttribute('aria-label')).toBe('Loading…')
    // The held request reaches the route handler asynchronously: wait for it rather than race it.
    await expect.poll(() => index.held(), POLL).toBeGreaterThan(0)
    index.release()
    await expect.poll(() => box.status(page), POLL).toBe('idle')
    expect(await box.panel(page).isVisible()).toBe(true)
    expect(await box.input(page).getAttribute('aria-expanded')).toBe('true')
    expect(paths.length).toBeGreaterThan(0)
  })

  it('shows up to 5 hits, each a link with an icon of its type and <mark> highlights', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    const options = box.options(page)
    expect(await options.count()).toBe(5)
    const first = options.first()
    expect(await first.locator('a').getAttribute('href')).toBe('/yoga/features/caching/response-caching')
    expect(await first.getAttribute('data-type')).toBe('page')
    expect(await first.locator('.gs-ac-item-icon svg').count()).toBe(1)
    expect(await first.locator('mark').first().textContent()).toBe('Caching')
    const types = await options.evaluateAll(items => items.map(item => item.getAttribute('data-type')))
    expect(types.every(type => ['page', 'heading', 'content'].includes(type!))).toBe(true)
    const hrefs = await options.locator('a').evaluateAll(links => links.map(link => link.getAttribute('href')))
    expect(hrefs.some(href => href?.includes('#'))).toBe(true)
  })

  it('ArrowDown/ArrowUp move the active option with wraparound; enterkeyhint follows', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    const ids = await box.options(page).evaluateAll(items => items.map(item => item.id))
    expect(await activeId(page)).toBe(null)
    const keys: [string, string | null][] = [
      ['ArrowDown', ids[0]],
      ['ArrowDown', ids[1]],
      ['ArrowUp', ids[0]],
      ['ArrowUp', null],
      ['ArrowUp', ids[4]],
      ['ArrowDown', null],
      ['ArrowDown', ids[0]]
    ]
    for (const [key, expected] of keys) {
      await page.keyboard.press(key)
      expect(await activeId(page), `${key} → ${expected}`).toBe(expected)
      expect(await box.input(page).getAttribute('enterkeyhint')).toBe(expected ? 'go' : 'search')
      if (expected) expect(await selected(page).getAttribute('id')).toBe(expected)
      else expect(await selected(page).count()).toBe(0)
    }
  })

  it('Escape closes the panel and clears the active option, then clears the query', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    expect(await box.panel(page).isVisible()).toBe(false)
    expect(await activeId(page)).toBe(null)
    expect(await box.input(page).inputValue()).toBe('caching')
    // ArrowDown reopens it, with the first option active.
    await page.keyboard.press('ArrowDown')
    expect(await box.panel(page).isVisible()).toBe(true)
    expect(await activeId(page)).toBe('gs-search-input-item-0')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    expect(await box.input(page).inputValue()).toBe('')
    expect(await box.options(page).count()).toBe(0)
    // With no query, the arrows open nothing.
    await page.keyboard.press('ArrowDown')
    expect(await box.panel(page).isVisible()).toBe(false)
  })

  it('Enter opens the active option: plain in this tab', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    await page.keyboard.press('ArrowDown')
    await Promise.all([page.waitForURL('**/yoga/features/caching/response-caching'), page.keyboard.press('Enter')])
  })

  it('Ctrl/Meta+Enter open a new tab, Shift+Enter a new window, Alt+Enter nothing', async () => {
    const page = await site.open('/yoga')
    const opened = await recordWindowOpen(page)
    await page.reload()
    await searchFor(page, 'caching')
    await page.keyboard.press('ArrowDown')
    const url = await selected(page).locator('a').getAttribute('href')
    const absolute = new URL(url!, page.url()).href
    await page.keyboard.press('Control+Enter')
    await page.keyboard.press('Meta+Enter')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.press('Alt+Enter')
    const calls = await opened()
    expect(calls.map(call => [new URL(call[0] as string, page.url()).href, ...call.slice(1)])).toEqual([
      [absolute, '_blank', 'noopener'],
      [absolute, '_blank', 'noopener'],
      [absolute, '_blank', 'noopener,popup']
    ])
    expect(page.url()).toBe(`${site.url}/yoga`)
  })

  it('Enter without an active option submits: the panel closes and the docs modal opens with the query', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    await page.keyboard.press('Enter')
    expect(await box.panel(page).isVisible()).toBe(false)
    await modal.dialog(page).waitFor()
    expect(await modal.input(page).inputValue()).toBe('caching')
    await expect.poll(() => modal.state(page), POLL).toBe('results')
  })

  it('closes on blur, opens a hovered option on click, and Clear empties and refocuses', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    await page.mouse.click(640, 700)
    expect(await box.panel(page).isVisible()).toBe(false)
    await searchFor(page, 'subscription')
    await box.options(page).nth(1).hover()
    expect(await activeId(page)).toBe('gs-search-input-item-1')
    await page.getByRole('button', { name: 'Clear' }).click()
    expect(await box.input(page).inputValue()).toBe('')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gs-search-input')
    expect(await box.panel(page).isVisible()).toBe(false)
    await searchFor(page, 'subscription')
    const href = await box.options(page).first().locator('a').getAttribute('href')
    await Promise.all([page.waitForURL(`**${href}`), box.options(page).first().click()])
  })

  it('shows "No results found" for a query without hits, and nothing for an empty one', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'zzqxv')
    expect(await box.panel(page).textContent()).toBe('No results found')
    expect(await box.options(page).count()).toBe(0)
    await box.input(page).fill('   ')
    expect(await box.status(page)).toBe('idle')
    expect(await box.panel(page).isVisible()).toBe(false)
  })

  it('keeps at most 512 characters', async () => {
    const page = await site.open('/yoga')
    await focusBox(page)
    await box.input(page).fill('a'.repeat(600))
    expect(await box.input(page).inputValue()).toHaveLength(512)
    await box.input(page).evaluate(el => {
      ;(el as HTMLInputElement).value = 'b'.repeat(700)
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(await box.input(page).inputValue()).toHaveLength(512)
  })

  it('leaves searchable: false pages out', async () => {
    const page = await site.open('/hive')
    await searchFor(page, 'legacy registry tokens')
    expect(await box.panel(page).textContent()).toBe('No results found')
  })

  it('shows "Failed to load search index" when the index cannot be fetched, without an uncaught error', async () => {
    const page = await site.open('/yoga')
    const trouble = watchForTrouble(page)
    await page.route('**/_gs/search/**', route => route.fulfill({ status: 404, body: 'not found' }))
    await searchFor(page, 'caching')
    expect(await page.getByRole('alert').textContent()).toBe('Failed to load search index')
    expect(trouble.errors).toEqual([])
  })

  it('shows a query with markup as text and runs nothing', async () => {
    const page = await site.open('/yoga')
    const trouble = watchForTrouble(page)
    await searchFor(page, XSS)
    expect(await box.input(page).inputValue()).toBe(XSS)
    expect(await page.locator('[data-search-root] img').count()).toBe(0)
    expect(trouble.dialogs).toEqual([])
    expect(trouble.errors).toEqual([])
  })
})

describe('header search box on a host without byte ranges', () => {
  it('finds the same hits when every range request is answered with the whole pack', async () => {
    const options = (page: Page) => box.panel(page).locator('[role=option]').allTextContents()
    const ranged = await site.open('/yoga')
    await searchFor(ranged, 'caching')
    const expected = await options(ranged)
    expect(expected.length).toBeGreaterThan(0)

    const page = await site.open('/yoga')
    const asked: string[] = []
    // The host ignores `Range` (search format 4 reads a bucket or chunk as a range of its pack): a 200, whole.
    await page.route('**/_gs/search/*.pack', async route => {
      const { range, ...headers } = route.request().headers()
      if (range) asked.push(range)
      await route.fulfill({ response: await route.fetch({ headers }) })
    })
    const statuses: number[] = []
    page.on('response', response => {
      if (response.url().endsWith('.pack')) statuses.push(response.status())
    })
    await searchFor(page, 'caching')
    expect(await options(page)).toEqual(expected)
    expect(asked.length).toBeGreaterThan(0)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every(status => status === 200)).toBe(true)
  })
})

describe('header search box, detached (SPEC §4: below the media query)', () => {
  it('is a Search button that opens a full-screen search with Cancel', async () => {
    const page = await site.open('/yoga', { viewport: VIEWPORTS.narrow })
    const button = page.getByRole('button', { name: 'Search', exact: true })
    await button.waitFor()
    expect(await box.input(page).isVisible()).toBe(false)
    await button.click()
    const overlay = page.locator('.gs-ac-detached-overlay')
    expect(await overlay.getAttribute('role')).toBe('dialog')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gs-search-input')
    await box.input(page).fill('caching')
    await expect.poll(() => overlay.locator('[role=option]').count(), POLL).toBe(5)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    expect(await box.input(page).inputValue()).toBe('')
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(await overlay.count()).toBe(0)
    expect(await button.isVisible()).toBe(true)
  })

  it('switches modes on resize after 20 ms without further resizes', async () => {
    const page = await site.open('/yoga', { clock: true })
    const mode = () => box.root(page).getAttribute('data-mode')
    expect(await mode()).toBe('inline')
    // (The page's resize event comes after setViewportSize resolves, at its next frame: the clock runs
    // from that event on, or the debounce's timer would be set after the clock had run.)
    const resized = () =>
      page.evaluate(() => new Promise<void>(resolve => addEventListener('resize', () => resolve(), { once: true })))
    let seen = resized()
    await page.setViewportSize(VIEWPORTS.narrow)
    await seen
    await page.clock.runFor(19)
    expect(await mode()).toBe('inline')
    await page.clock.runFor(1)
    expect(await mode()).toBe('detached')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.locator('.gs-ac-detached-overlay').waitFor()
    // Growing out of the query closes the full-screen search and brings the box back.
    seen = resized()
    await page.setViewportSize(VIEWPORTS.wide)
    await seen
    await page.clock.runFor(20)
    expect(await mode()).toBe('inline')
    expect(await page.locator('.gs-ac-detached-overlay').count()).toBe(0)
    expect(await box.input(page).isVisible()).toBe(true)
  })
})

describe('header search box options (SPEC §5)', () => {
  /** Serves /yoga with `data-autocomplete` set, as a site config would (see SiteData.search). */
  async function withOptions(options: Record<string, unknown>) {
    const context = await site.context()
    await context.route('**/yoga', async route => {
      const response = await route.fetch()
      const attribute = JSON.stringify(options).replaceAll('"', '&quot;')
      await route.fulfill({
        response,
        body: (await response.text()).replace(
          'data-search-root=""',
          `data-search-root="" data-autocomplete="${attribute}"`
        )
      })
    })
    const page = await context.newPage()
    await page.goto(`${site.url}/yoga`)
    return page
  }

  it('places the panel at the end of the box by default', async () => {
    const page = await site.open('/yoga')
    await searchFor(page, 'caching')
    expect(await box.panel(page).getAttribute('class')).toContain('gs-ac-panel--end')
    const [panel, form] = await page.evaluate(() =>
      ['[data-ac-panel]', '[data-ac-form]'].map(s => document.querySelector(s)!.getBoundingClientRect().toJSON())
    )
    expect(Math.round(panel.right)).toBe(Math.round(form.right))
    expect(panel.width).toBeGreaterThan(form.width)
  })

  it('groups hits by source (route prefix, label, hits per source) and places the panel', async () => {
    const page = await withOptions({
      panelPlacement: 'start',
      hitsPerPage: 3,
      sources: [
        { id: 'yoga', label: 'Yoga', prefix: '/yoga' },
        { id: 'mesh', label: 'Mesh', prefix: '/mesh' }
      ]
    })
    await searchFor(page, 'caching')
    const groups = page.locator('[data-ac-panel] [role=group]')
    expect(
      await groups.evaluateAll(all => all.map(group => group.querySelector('.gs-ac-source-header')?.textContent))
    ).toEqual(['Yoga', 'Mesh'])
    for (const [n, prefix] of [
      [0, '/yoga/'],
      [1, '/mesh/']
    ] as const) {
      const hrefs = await groups
        .nth(n)
        .locator('[role=option] a')
        .evaluateAll(links => links.map(link => link.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(0)
      expect(hrefs.length).toBeLessThanOrEqual(3)
      expect(hrefs.every(href => href!.startsWith(prefix))).toBe(true)
    }
    // Keyboard order runs through every group.
    const count = await box.options(page).count()
    await page.keyboard.press('ArrowUp')
    expect(await activeId(page)).toBe(`gs-search-input-item-${count - 1}`)
    expect(await box.panel(page).getAttribute('class')).toContain('gs-ac-panel--start')
    const [panel, form] = await page.evaluate(() =>
      ['[data-ac-panel]', '[data-ac-form]'].map(s => document.querySelector(s)!.getBoundingClientRect().toJSON())
    )
    expect(Math.round(panel.x)).toBe(Math.round(form.x))
    // It never runs out of the window.
    expect(panel.right).toBeLessThanOrEqual(1280)
  })

  it('opens on focus only when configured', async () => {
    const page = await withOptions({ openOnFocus: true })
    await searchFor(page, 'caching')
    await page.mouse.click(640, 700)
    expect(await box.panel(page).isVisible()).toBe(false)
    await box.input(page).focus()
    expect(await box.panel(page).isVisible()).toBe(true)
  })
})
