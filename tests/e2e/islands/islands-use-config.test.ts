import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, pageProblems } from '../../helpers/browser.js'
import { runCli } from '../../helpers/cli.js'
import { serveStatic, type StaticServer } from '../../helpers/static-server.js'

// An island that reads Nextra 4's `useConfig().normalizePagesResult` (`activePath`, `activeMetadata`),
// as Hive's post layouts do (tests/fixtures/website-app-hive, content/guides/setup.mdx): in the
// browser it must see what the server rendered it with, or React reports a hydration mismatch and
// renders it again without them.
describe('useConfig() in an island (Chromium)', () => {
  let browser: Browser
  let server: StaticServer
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-islands-config-'))
    const site = join(dir, 'website')
    await cp('tests/fixtures/website-app-hive', site, { recursive: true })
    const [built, launched] = await Promise.all([
      runCli(['build', site, '--out', join(dir, 'out'), '--force']),
      launchBrowser()
    ])
    browser = launched
    expect(built.code, built.stderr).toBe(0)
    server = await serveStatic(join(dir, 'out'))
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('hydrates with the active path and metadata the server rendered: no mismatch, and it stays interactive', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const problems = pageProblems(page)
    await page.goto(server.url + '/docs/guides/setup')
    const meta = page.locator('gs-island .post-meta')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    const button = meta.locator('button')
    await expect
      .poll(
        async () => {
          await button.click()
          return button.textContent()
        },
        { timeout: 10_000 }
      )
      .toBe('Hide setup')
    expect(await meta.locator('.trail').textContent()).toBe('Docs › Guides › Setting up')
    expect(await meta.locator('.author').textContent()).toBe('By Ann, in Setting up')
    expect(problems).toEqual([])
    await context.close()
  })
})
