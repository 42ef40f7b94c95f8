import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { runCli } from '../helpers/cli.js'
import { serveStatic, type StaticServer } from '../helpers/static-server.js'

// A site whose config sets no banner, no banner key and no sidebar (tests/fixtures/spec-defaults):
// the shell's own defaults, in Chromium.
describe('shell defaults in Chromium (a config that sets none of them)', () => {
  let browser: Browser
  let server: StaticServer
  let dir: string
  let stderr = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-spec-defaults-'))
    const out = join(dir, 'dist')
    const result = await runCli(['build', 'tests/fixtures/spec-defaults', '--out', out, '--force'])
    if (result.code !== 0) throw new Error(result.stderr)
    stderr = result.stderr
    ;[browser, server] = await Promise.all([launchBrowser(), serveStatic(out)])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const open = async (path: string, options: { blockScripts?: boolean; warnings?: string[] } = {}): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    // Other hosts are answered locally: the tests never touch the network.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, route => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }))
    const page = await context.newPage()
    page.on('console', message => message.type() === 'warning' && options.warnings?.push(message.text()))
    await page.goto(server.url + path)
    return page
  }

  it('shows the conference banner of SPEC §1: 19–21 September 2023, San Francisco, Register Now', async () => {
    const page = await open('/')
    const banner = page.locator('[data-banner]')
    expect(await banner.isVisible()).toBe(true)
    expect(await banner.innerText()).toMatch(/19–21 September 2023 · San Francisco/)
    expect(await banner.getByRole('link', { name: /Register Now/ }).getAttribute('href')).toBe('https://graphql.org/conf/')
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
    await page.goto(server.url + '/docs/page')
    expect(await page.locator('[data-banner]').count()).toBe(1)
    expect(await page.locator('[data-banner]').isVisible()).toBe(false)
    await page.context().close()
  })

  it('logs a console warning for each non-http image the page renders (and the build warns about the unusual one)', async () => {
    const warnings: string[] = []
    const page = await open('/', { warnings })
    await expect.poll(() => warnings.filter(text => text.startsWith('Image ')).length).toBe(3)
    const images = warnings.filter(text => text.startsWith('Image '))
    expect(images).toContain('Image "/img/root.svg" is not an http(s) URL')
    expect(images).toContain('Image "img/bare.svg" is not an http(s) URL')
    expect(images.some(text => /^Image "\/_gs\/assets\/relative-[0-9a-f]+\.svg" is not an http\(s\) URL$/.test(text))).toBe(true)
    expect(warnings.join('\n')).not.toContain('images.example.com')
    expect(await page.locator('img[src="https://images.example.com/remote.svg"]').count()).toBe(1)
    expect(stderr).toContain('MEDIA_SRC_UNUSUAL Image source "img/bare.svg"')
    await page.context().close()
  })
})
