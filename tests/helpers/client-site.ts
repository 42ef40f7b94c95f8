import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.js'
import { exampleOut } from './example-site.js'
import { serveStatic, type StaticServer } from './static-server.js'

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
 * Serves a built site (by default example-content, built by the global setup) and opens pages in
 * Chromium, one fresh context per call so storage never leaks between tests.
 */
export function useClientSite(root: () => string = exampleOut): ClientSite {
  let browser: Browser
  let server: StaticServer
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([launchBrowser(), serveStatic(root())])
  })
  afterAll(async () => {
    await Promise.all(contexts.map(context => context.close().catch(() => {})))
    await browser?.close()
    await server?.close()
  })
  const context = async (options: OpenOptions = {}) => {
    const { clock: _clock, local, session, blockModules, ...contextOptions } = options
    const ctx = await browser.newContext({ viewport: VIEWPORTS.wide, ...contextOptions })
    contexts.push(ctx)
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
