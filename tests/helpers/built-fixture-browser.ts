import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, pageProblems } from './browser.js'
import { runCli, type CliResult } from './cli.js'
import { sharedBuild } from './shared-builds.js'
import { serveStatic, type StaticServer } from './static-server.js'

export interface BuiltFixture {
  /** The build's result (its exit code and stderr), for the file's own assertions. */
  readonly build: CliResult
  /** The output folder. */
  readonly out: string
  /** The site folder built: the fixture, or its copy. */
  readonly site: string
  /** The served output's URL (no trailing slash). */
  readonly url: string
  /** The browser, for pages a test opens its own way (a context without JavaScript, say). */
  readonly browser: Browser
  /**
   * A page of the served output at `route`, `width` wide; requests off this machine are aborted.
   * `before` sees the page before it loads (to listen from its first script on, or to answer some
   * requests itself: its routes take precedence over the abort).
   */
  open(route: string, width?: number, before?: (page: Page) => unknown): Promise<Page>
  /** `open`, with the errors its console and scripts report from the start (`pageProblems`). */
  openWatched(route: string, width?: number): Promise<{ page: Page; problems: string[] }>
  /** `openWatched`, once every island has hydrated (a click before that would be lost). */
  openHydrated(route: string, width?: number): Promise<{ page: Page; problems: string[] }>
}

export interface BuiltFixtureOptions {
  /**
   * Build a copy of the fixture, in a temporary folder outside the repository (whose node_modules
   * would otherwise give the site packages it does not have). Implied by `prepare`. @default false
   */
  copy?: boolean
  /** Writes or changes files of the copy (`site`, its folder) before the build. */
  prepare?: (site: string) => Promise<void> | void
  /** The build must exit 0: a failure fails the set-up, with its messages. @default false: the tests assert it */
  ok?: boolean
}

/**
 * Builds `fixture` — a folder, unchanged unless copied (the output goes to a temporary folder), or the
 * files of a site (path → contents, written to a temporary folder) — serves the output and opens its
 * pages in Chromium, for the test file's life. Unlike `useFixtureSite`, a failed build is the tests'
 * to assert (unless `ok`), not an error of the setup.
 */
export function useBuiltFixture(
  fixture: string | Record<string, string>,
  options: BuiltFixtureOptions = {}
): BuiltFixture {
  let dir = ''
  let site = ''
  let build: CliResult
  let server: StaticServer
  let browser: Browser
  let out = ''
  beforeAll(async () => {
    // A site the global setup built the same way (tests/helpers/shared-builds.ts) is not built again.
    const shared = typeof fixture === 'string' && !options.copy && !options.prepare ? sharedBuild(fixture) : undefined
    if (shared) {
      ;({ out, ...build } = shared)
      site = fixture as string
      browser = await launchBrowser()
      if (options.ok) expect(build.code, build.stderr).toBe(0)
      server = await serveStatic(out)
      return
    }
    dir = await mkdtemp(join(tmpdir(), 'guildsite-built-fixture-'))
    out = join(dir, 'dist')
    site = typeof fixture === 'string' && !options.copy && !options.prepare ? fixture : join(dir, 'website')
    if (typeof fixture !== 'string')
      for (const [path, contents] of Object.entries(fixture)) {
        await mkdir(dirname(join(site, path)), { recursive: true })
        await writeFile(join(site, path), contents)
      }
    else if (site !== fixture) await cp(fixture, site, { recursive: true })
    await options.prepare?.(site)
    ;[build, browser] = await Promise.all([runCli(['build', site, '--out', out, '--force']), launchBrowser()])
    if (options.ok) expect(build.code, build.stderr).toBe(0)
    server = await serveStatic(out)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return {
    get build() {
      return build
    },
    get out() {
      return out
    },
    get site() {
      return site
    },
    get url() {
      return server.url
    },
    get browser() {
      return browser
    },
    async open(route, width = 1280, before) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, request => request.abort())
      await before?.(page)
      await page.goto(server.url + route)
      return page
    },
    async openWatched(route, width = 1280) {
      let problems: string[] = []
      const page = await this.open(route, width, opened => {
        problems = pageProblems(opened)
      })
      return { page, problems }
    },
    async openHydrated(route, width = 1280) {
      const opened = await this.openWatched(route, width)
      await expect
        .poll(() => opened.page.locator('gs-island:not([data-hydrated])').count(), { timeout: 10_000 })
        .toBe(0)
      return opened
    }
  }
}
