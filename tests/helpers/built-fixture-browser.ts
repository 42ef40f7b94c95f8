import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, pageProblems } from './browser.js'
import { runCli, type CliResult } from './cli.js'
import { serveStatic, type StaticServer } from './static-server.js'

export interface BuiltFixture {
  /** The build's result (its exit code and stderr), for the file's own assertions. */
  readonly build: CliResult
  /** The output folder. */
  readonly out: string
  /**
   * A page of the served output at `route`, `width` wide; requests off this machine are aborted.
   * `before` sees the page before it loads (to listen from its first script on).
   */
  open(route: string, width?: number, before?: (page: Page) => void): Promise<Page>
  /**
   * `open`, with the errors its console and scripts report from the start (`pageProblems`), once
   * every island has hydrated (a click before that would be lost).
   */
  openHydrated(route: string, width?: number): Promise<{ page: Page; problems: string[] }>
}

/**
 * Builds `fixture` (a folder, unchanged: the output goes to a temporary folder), serves the output
 * and opens its pages in Chromium, for the test file's life. Unlike `useFixtureSite`, a failed
 * build is the tests' to assert, not an error of the setup.
 */
export function useBuiltFixture(fixture: string): BuiltFixture {
  let dir = ''
  let build: CliResult
  let server: StaticServer
  let browser: Browser
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-built-fixture-'))
    build = await runCli(['build', fixture, '--out', join(dir, 'dist'), '--force'])
    server = await serveStatic(join(dir, 'dist'))
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  })
  return {
    get build() {
      return build
    },
    get out() {
      return join(dir, 'dist')
    },
    async open(route, width = 1280, before) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      before?.(page)
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, request => request.abort())
      await page.goto(server.url + route)
      return page
    },
    async openHydrated(route, width = 1280) {
      let problems: string[] = []
      const page = await this.open(route, width, opened => {
        problems = pageProblems(opened)
      })
      await expect.poll(() => page.locator('gs-island:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0)
      return { page, problems }
    }
  }
}
