import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Where Chrome or Chromium usually lives on Linux and macOS (`npx playwright install` cannot work on these machines). */
const USUAL_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
]

/**
 * The browser the tests drive: `CHROMIUM_PATH` when set, else Debian's Chromium (installed by
 * .ci/run) or another usual install path; undefined when none exists.
 */
export const CHROMIUM: string | undefined = process.env.CHROMIUM_PATH || USUAL_PATHS.find(path => existsSync(path))

/** The one line `npm test` stops with when no browser can be found. */
export const NO_CHROMIUM =
  'No Chromium found for the browser tests: install it (`apt-get install -y chromium`) or set CHROMIUM_PATH to a Chrome/Chromium binary.'

/** Chromium, launched once per worker process and kept for the files it runs one after another. */
let shared: Promise<Browser> | undefined

function launch(): Promise<Browser> {
  if (!CHROMIUM) throw new Error(NO_CHROMIUM)
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run'
    ]
  })
}

/**
 * The browser of a test file. The files of the `processes` project share their worker (vitest.config.ts:
 * `isolate: false`, one file after another), and with it one Chromium: a launch and a close cost
 * ~2.5 s of a loaded machine per file, over ~60 files. What a file gets is its own view of that
 * browser: the contexts and pages it opens are its own (`contexts()` lists them), and its `close()`
 * closes them, never the browser, so no page, cookie or cache of one file outlives it. A browser that
 * crashed or was disconnected is launched anew for the next file; Playwright closes it when the worker
 * exits.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await (shared ??= launch().catch(error => {
    shared = undefined
    throw error
  }))
  if (!browser.isConnected()) {
    shared = undefined
    browser = await (shared = launch())
  }
  return fileView(browser)
}

/** `browser` as one file sees it: the contexts opened through this view, closed by its `close()`. */
function fileView(browser: Browser): Browser {
  const opened = new Set<BrowserContext>()
  const own = (context: BrowserContext) => {
    opened.add(context)
    context.once('close', () => opened.delete(context))
    return context
  }
  const view: Partial<Browser> = {
    newContext: async options => own(await browser.newContext(options)),
    newPage: async options => {
      const page = await browser.newPage(options)
      own(page.context())
      return page
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map(context => context.close().catch(() => {})))
    }
  }
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(view, property)) return view[property as keyof Browser]
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    }
  })
}

/**
 * What went wrong on a page, collected as it happens: page errors and console errors, except the
 * browser's own "Failed to load resource" (a fixture without a favicon is no problem of the page's).
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', error => problems.push(error.message))
  page.on(
    'console',
    message =>
      message.type() === 'error' &&
      !message.text().startsWith('Failed to load resource') &&
      problems.push(message.text())
  )
  return problems
}

/** The computed values of `properties` of the first element matching `selector`. */
export function styleOf(page: Page, selector: string, properties: string[]): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element)
      return Object.fromEntries(names.map(property => [property, style.getPropertyValue(property)]))
    }, properties)
}
