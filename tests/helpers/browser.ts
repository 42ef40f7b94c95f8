import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium (installed by .ci/run); `npx playwright install` cannot work on these machines. */
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(path => existsSync(path)) ?? 'chromium'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
}
