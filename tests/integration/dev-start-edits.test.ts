import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { removeSite, smallSite, startCli, type CliProcess } from './dev-harness.js'

// Issue 20 item 7: no edit is lost while `guildsite dev` starts. A page is saved at a random moment
// while the first page loads (before its live-reload stream is open, while the watcher makes its
// first walk), on a machine the test keeps busy itself: every edit must reach the browser.

const RUNS = 4
const POLL = { timeout: 30_000, interval: 100 }

/** Deterministic delays (ms) spread over the start: before, during and after the page's stream opens. */
function delays(seed: number): number[] {
  let state = seed
  return Array.from({ length: RUNS }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % 900
  })
}

describe('guildsite dev: an edit made while it starts', () => {
  let browser: Browser
  const load: ChildProcess[] = []
  const sites: string[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
    // Busy processes, one per core: the start's steps stretch and interleave as on a loaded CI machine.
    for (let i = 0; i < Math.max(2, cpus().length); i++)
      load.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }))
  })
  afterAll(async () => {
    for (const child of load) child.kill('SIGKILL')
    await browser?.close()
    for (const site of sites) removeSite(site)
  })

  it(`reaches the browser in each of ${RUNS} runs under load`, async () => {
    for (const [run, delay] of delays(20).entries()) {
      const site = smallSite()
      sites.push(site)
      let dev: CliProcess | undefined
      const page = await browser.newPage()
      try {
        dev = await startCli(['dev', site, '--port', '0'])
        const marker = `Edited in run ${run} after ${delay} ms.`
        const opened = page.goto(dev.url + 'docs/a')
        await new Promise(resolve => setTimeout(resolve, delay))
        appendFileSync(join(site, 'pages/docs/a.mdx'), `\n${marker}\n`)
        await opened
        await expect
          .poll(
            () =>
              page
                .locator('article')
                .innerText()
                .catch(() => ''),
            POLL
          )
          .toContain(marker)
      } finally {
        await page.close()
        await dev?.stop()
      }
    }
  }, 300_000)
})
