import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { EventClient, startCli, writeSite, type CliProcess } from '../integration/dev-harness.js'
import { launchBrowser } from './browser.js'
import { REPO } from './cli.js'

/**
 * The site a dev test serves: a fixture folder (a path from the repository's root, copied: the dev
 * server keeps its cache in the site), the files of a site (path → contents), or a function that
 * makes the site's folder (`smallSite()`); each is removed after the file's tests.
 */
export type DevSiteSource = string | Record<string, string> | (() => string)

export interface DevSiteOptions {
  /** More arguments of `guildsite dev` (`--debug`). */
  args?: string[]
  /** The dev process's environment on top of the test's (`GUILDSITE_DEV_TRACE`). */
  env?: Record<string, string>
  /** Which files of a fixture folder are copied (all by default). */
  filter?: (path: string) => boolean
  /** Launch Chromium too (`browser`), closed after the file's tests. @default false */
  browser?: boolean
}

export interface DevSite {
  /** The running `guildsite dev`. */
  readonly dev: CliProcess
  /** Its URL (with a trailing slash). */
  readonly url: string
  /** The site folder it serves. */
  readonly site: string
  /** Chromium, with `browser: true`. */
  readonly browser: Browser
  /** Stops the dev server and starts it again on the same site (what it reads only when it starts). */
  restart(): Promise<CliProcess>
  /** The live-reload events of an open page at `route` (`EventClient`), closed after the file's tests. */
  subscribe(route: string): Promise<EventClient>
}

/** Copies a fixture folder (a path from the repository's root) to a new temporary `website/` folder; returns it. */
export async function copyFixture(fixture: string, filter?: (path: string) => boolean): Promise<string> {
  const site = join(await mkdtemp(join(tmpdir(), 'guildsite-dev-site-')), 'website')
  await cp(join(REPO, fixture), site, { recursive: true, ...(filter && { filter }) })
  return site
}

/**
 * `guildsite dev` on a site for the test file's life: the site made (or copied) and the server
 * started before its tests (with Chromium when asked), the server stopped and the site removed after.
 */
export function useDevSite(source: DevSiteSource, options: DevSiteOptions = {}): DevSite {
  let site = ''
  let copied = false
  let dev: CliProcess | undefined
  let browser: Browser | undefined
  const clients: EventClient[] = []
  const start = () => startCli(['dev', site, '--port', '0', ...(options.args ?? [])], { env: options.env })
  beforeAll(async () => {
    copied = typeof source === 'string'
    site =
      typeof source === 'string'
        ? await copyFixture(source, options.filter)
        : typeof source === 'function'
          ? source()
          : writeSite(source)
    ;[dev, browser] = await Promise.all([start(), options.browser ? launchBrowser() : undefined])
  })
  afterAll(async () => {
    for (const client of clients) client.close()
    await browser?.close()
    await dev?.stop()
    // (A copy is the `website/` folder of a temporary folder of its own.)
    if (site) await rm(copied ? dirname(site) : site, { recursive: true, force: true })
  })
  return {
    get dev() {
      return dev!
    },
    get url() {
      return dev!.url
    },
    get site() {
      return site
    },
    get browser() {
      if (!browser) throw new Error('useDevSite: pass { browser: true } to launch Chromium')
      return browser
    },
    async restart() {
      await dev?.stop()
      dev = await start()
      return dev
    },
    async subscribe(route) {
      const client = await EventClient.open(dev!.url, route)
      clients.push(client)
      return client
    }
  }
}
