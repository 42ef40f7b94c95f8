import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.js'
import { serveStatic, type StaticServer } from './static-server.js'

export interface ServedOutput {
  /** Chromium, for pages a test opens its own way. */
  readonly browser: Browser
  /** The served output's URL, with the base path when one is given (no trailing slash). */
  readonly url: string
  /** A page at `path` in a context of its own: 1280×800 unless `options` say otherwise. */
  open(path: string, options?: BrowserContextOptions): Promise<Page>
}

/**
 * Chromium and a static server (`serveStatic`) of an output folder, for the test file's life. `root`
 * is read when the file's tests start, after the `beforeAll` hooks registered before this call: the
 * global setup's example build (`exampleOut`), or a folder the file builds itself first.
 */
export function useServedOutput(root: string | (() => string), options: { basePath?: string } = {}): ServedOutput {
  let browser: Browser | undefined
  let server: StaticServer | undefined
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([
      launchBrowser(),
      serveStatic(typeof root === 'string' ? root : root(), options)
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  const served: ServedOutput = {
    get browser() {
      if (!browser) throw new Error('useServedOutput: the browser is launched in beforeAll')
      return browser
    },
    get url() {
      if (!server) throw new Error('useServedOutput: the server starts in beforeAll')
      return server.url
    },
    async open(path, contextOptions = {}) {
      const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions })
      const page = await context.newPage()
      await page.goto(served.url + path)
      return page
    }
  }
  return served
}
