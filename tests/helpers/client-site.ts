import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { launchBrowser } from './browser.js'
import { BIN, REPO } from './cli.js'
import { exampleOut } from './example-site.js'
import { serveStatic, type StaticServer } from './static-server.js'

/**
 * Where the client specs run: the built output on a static host (default), or the same site from
 * `guildsite dev` with `GUILDSITE_E2E_TARGET=dev` (`npm run test:e2e:dev`): one set of specs for both.
 */
export const E2E_TARGET: 'built' | 'dev' = process.env.GUILDSITE_E2E_TARGET === 'dev' ? 'dev' : 'built'

/** The site under test: its built output folder and its source folder (for the dev server). */
export interface SiteSource {
  built: () => string
  source: () => string
}

export const EXAMPLE_SITE: SiteSource = { built: exampleOut, source: () => join(REPO, 'example-content') }

/** Runs `guildsite dev` on a free port until closed. */
async function serveDev(site: string): Promise<StaticServer> {
  const child = spawn(process.execPath, [BIN, 'dev', site, '--port', '0'], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /guildsite dev: (http:\/\/\S+?)\/?\s/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', code => reject(new Error(`guildsite dev exited (${code}):\n${output}`)))
  })
  return {
    url,
    close: () =>
      new Promise(resolve => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
  }
}

/** The two viewports every client behaviour is proven in (issue 5). */
export const VIEWPORTS = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 }
} as const
export type ViewportName = keyof typeof VIEWPORTS
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[]

/** Fake time of pages opened with `clock: true`. */
const CLOCK_START = Date.UTC(2026, 0, 1)

export interface OpenOptions extends BrowserContextOptions {
  viewport?: { width: number; height: number }
  /**
   * Install the page clock before navigating; once loaded the page's time stands still and tests
   * drive it with `page.clock.runFor`.
   */
  clock?: boolean
  /** localStorage / sessionStorage entries present before the first script of the page runs. */
  local?: Record<string, string>
  session?: Record<string, string>
  /** Abort the behaviour scripts (`/_gs/assets/*.js`): what the page is before they arrive. */
  blockModules?: boolean
}

export interface ClientSite {
  /** Base URL of the served site. */
  readonly url: string
  readonly browser: Browser
  /** A fresh context and page at `path`; closed after the test file. */
  open(path: string, options?: OpenOptions): Promise<Page>
  /** A fresh context without a page, for tests that need two windows. */
  context(options?: OpenOptions): Promise<BrowserContext>
}

/**
 * Serves a site (by default example-content: built by the global setup, or from `guildsite dev`,
 * see E2E_TARGET) and opens pages in Chromium, one fresh context per call so storage never leaks
 * between tests.
 */
export function useClientSite(site: SiteSource = EXAMPLE_SITE): ClientSite {
  let browser: Browser
  let server: StaticServer
  const contexts: BrowserContext[] = []
  // The contexts a test opens, closed when it ends: a page left open keeps running its scripts and
  // painting (the search modal file spent ~5 CPU-s a test with every page open to the end).
  let testContexts: BrowserContext[] | undefined
  beforeEach(() => {
    testContexts = []
  })
  afterEach(async () => {
    const open = testContexts ?? []
    testContexts = undefined
    await Promise.all(open.map(context => context.close().catch(() => {})))
  })
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([
      launchBrowser(),
      E2E_TARGET === 'dev' ? serveDev(site.source()) : serveStatic(site.built())
    ])
  })
  afterAll(async () => {
    await Promise.all(contexts.map(context => context.close().catch(() => {})))
    await browser?.close()
    await server?.close()
  })
  const context = async (options: OpenOptions = {}) => {
    const { clock: _clock, local, session, blockModules, ...contextOptions } = options
    const ctx = await browser.newContext({ viewport: VIEWPORTS.wide, ...contextOptions })
    ;(testContexts ?? contexts).push(ctx)
    if (local || session) {
      await ctx.addInitScript(
        ([l, s]) => {
          // Only once per tab: a reload must see what the page itself stored since.
          if (sessionStorage.getItem('__seeded')) return
          for (const [k, v] of Object.entries(l ?? {})) localStorage.setItem(k, v)
          for (const [k, v] of Object.entries(s ?? {})) sessionStorage.setItem(k, v)
          sessionStorage.setItem('__seeded', '1')
        },
        [local, session] as const
      )
    }
    if (blockModules) await ctx.route('**/_gs/assets/*.js', route => route.abort())
    return ctx
  }
  return {
    get url() {
      return server.url
    },
    get browser() {
      return browser
    },
    context,
    async open(path, options = {}) {
      const ctx = await context(options)
      const page = await ctx.newPage()
      if (!options.clock) {
        await page.goto(server.url + path)
        return page
      }
      // Time flows until the page has loaded, then stands still: only `page.clock.runFor` moves it.
      await page.clock.install({ time: CLOCK_START })
      await page.goto(server.url + path)
      await page.clock.pauseAt(CLOCK_START + 60_000)
      return page
    }
  }
}
