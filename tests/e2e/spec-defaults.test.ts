import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { useServedOutput } from '../helpers/served-output.js'

// A site whose config sets no banner, no banner key and no sidebar (tests/fixtures/spec-defaults):
// the shell's own defaults, in Chromium.
describe('shell defaults in Chromium (a config that sets none of them)', () => {
  let dir: string
  let stderr = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-spec-defaults-'))
    const result = await runCli(['build', 'tests/fixtures/spec-defaults', '--out', join(dir, 'dist'), '--force'])
    if (result.code !== 0) throw new Error(result.stderr)
    stderr = result.stderr
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const served = useServedOutput(() => join(dir, 'dist'))

  const open = async (path: string, options: { blockScripts?: boolean; warnings?: string[] } = {}): Promise<Page> => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 } })
    // Other hosts are answered locally: the tests never touch the network.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, route =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    )
    const page = await context.newPage()
    page.on('console', message => message.type() === 'warning' && options.warnings?.push(message.text()))
    await page.goto(served.url + path)
    return page
  }

  it('shows the conference banner of SPEC §1: 19–21 September 2023, San Francisco, Register Now', async () => {
    const page = await open('/')
    const banner = page.locator('[data-banner]')
    expect(await banner.isVisible()).toBe(true)
    expect(await banner.innerText()).toMatch(/19–21 September 2023 · San Francisco/)
    expect(await banner.getByRole('link', { name: /Register Now/ }).getAttribute('href')).toBe(
      'https://graphql.org/conf/'
    )
    await page.context().close()
  })

  it("remembers a dismissal under the default key 'nextra-banner' and hides the banner before paint on the next page", async () => {
    const page = await open('/')
    expect(await page.locator('[data-banner]').getAttribute('data-banner-key')).toBe('nextra-banner')
    await page.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect.poll(() => page.locator('[data-banner]').isVisible()).toBe(false)
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ 'nextra-banner': '0' })
    // The next page with the behaviour scripts blocked: the head script alone hides it.
    await page.context().route('**/_gs/assets/*.js', route => route.abort())
    await page.goto(served.url + '/docs/page')
    expect(await page.locator('[data-banner]').count()).toBe(1)
    expect(await page.locator('[data-banner]').isVisible()).toBe(false)
    await page.context().close()
  })

  it('logs a console warning for each non-http image the page renders (the build is quiet about a bare one on the root page, where it is root-relative)', async () => {
    const warnings: string[] = []
    const page = await open('/', { warnings })
    await expect.poll(() => warnings.filter(text => text.startsWith('Image ')).length).toBe(3)
    const images = warnings.filter(text => text.startsWith('Image '))
    expect(images).toContain('Image "/img/root.svg" is not an http(s) URL')
    expect(images).toContain('Image "img/bare.svg" is not an http(s) URL')
    expect(
      images.some(text => /^Image "\/_gs\/assets\/relative-[0-9a-f]+\.svg" is not an http\(s\) URL$/.test(text))
    ).toBe(true)
    expect(warnings.join('\n')).not.toContain('images.example.com')
    expect(await page.locator('img[src="https://images.example.com/remote.svg"]').count()).toBe(1)
    // (On `/` without a base path, `img/bare.svg` is `/img/bare.svg` for every browser: nothing to act on, wild8.)
    expect(stderr).not.toContain('MEDIA_SRC_UNUSUAL Image source "img/bare.svg"')
    await page.context().close()
  })
})

describe('autocomplete items without a URL, and the SPEC §3 state', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-spec-ac-'))
    const out = join(dir, 'dist')
    const result = await runCli(['build', 'tests/fixtures/spec-defaults', '--out', out, '--quiet', '--force'])
    if (result.code !== 0) throw new Error(result.stderr)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const served = useServedOutput(() => join(dir, 'dist'))

  type State = {
    activeItemId: number | null
    query: string
    completion: string | null
    isOpen: boolean
    status: string
    context: { nbHits?: Record<string, number> }
    collections: unknown[]
  }

  it('Enter on "Search all docs for …" only runs its select action: the docs modal opens with the query, no navigation', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const states: unknown[] = []
      ;(window as unknown as { __states: unknown[] }).__states = states
      document.addEventListener(
        'autocomplete:state',
        event => states.push(JSON.parse(JSON.stringify((event as CustomEvent).detail))),
        true
      )
    })
    await page.goto(served.url + '/')
    const last = () => page.evaluate(() => (window as unknown as { __states: State[] }).__states.at(-1))
    const input = page.locator('#gs-search-input')
    await input.focus()
    await page.locator('[data-search-root][data-ready]').first().waitFor()
    await input.fill('page')
    const options = page.locator('[data-ac-panel] [role=option]')
    await expect.poll(async () => (await options.count()) > 1, { timeout: 15_000 }).toBe(true)
    const action = options.last()
    expect(await action.textContent()).toBe('Search all docs for "page"')
    expect(await action.locator('a').count()).toBe(0)

    // On a hit: the completion is its title, Enter would go to a URL.
    await page.keyboard.press('ArrowDown')
    const onHit = (await last())!
    expect(onHit).toMatchObject({ activeItemId: 0, query: 'page', isOpen: true, status: 'idle' })
    expect(onHit.completion).toBe(await options.first().locator('.gs-ac-item-title').textContent())
    expect(onHit.context.nbHits).toEqual({ docs: (await options.count()) - 1, all: 0 })
    expect(onHit.collections).toHaveLength(2)
    expect(await input.getAttribute('enterkeyhint')).toBe('go')

    // On the item without a URL: no completion, Enter only runs its action.
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await action.getAttribute('aria-selected')).toBe('true')
    expect((await last())!.completion).toBeNull()
    expect(await input.getAttribute('enterkeyhint')).toBe('search')
    const url = page.url()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Search docs' })
    await dialog.waitFor()
    expect(await page.locator('.gs-sm-input').inputValue()).toBe('page')
    expect(page.url()).toBe(url)
    expect((await last())!.isOpen).toBe(false)
    await context.close()
  })
})
