import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserServer } from 'playwright-core'

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

const LAUNCH_OPTIONS = {
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
}

/**
 * Where the run's one Chromium listens (tests/global-setup.ts starts it and sets this before the test
 * workers start, so they inherit it).
 */
export const BROWSER_ENDPOINT_ENV = 'GUILDSITE_TEST_BROWSER_WS'

/** A Chromium that serves every test file of the run (the global setup's). */
export function launchBrowserServer(): Promise<BrowserServer> {
  if (!CHROMIUM) throw new Error(NO_CHROMIUM)
  return chromium.launchServer(LAUNCH_OPTIONS)
}

/**
 * The browser a test file drives: a connection to the run's one Chromium when the global setup started
 * it (a launch costs about a second of both cores, some forty files use a browser; every file still
 * gets fresh contexts of its own, and closing the connection closes them), else a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error(NO_CHROMIUM)
  const endpoint = process.env[BROWSER_ENDPOINT_ENV]
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS)
}
