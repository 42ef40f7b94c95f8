import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'

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

export function launchBrowser(): Promise<Browser> {
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
