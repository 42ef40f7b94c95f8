import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../../helpers/browser.js'
import { useSharedBuild, type SiteBuild } from '../../helpers/shared-builds.js'
import { serveStatic } from '../../helpers/static-server.js'
import { useYogaBuild } from '../../helpers/yoga-site.js'

// Issue 35, done when: "every page of the example site, the yoga folder and the shared websites loads
// with no page error and no hydration warning". Each page of each build is opened once in Chromium;
// its islands are waited for until hydrated, then the page must have thrown nothing and the console
// must hold no hydration report (React's, or the islands loader's naming a component).
const PROBLEM = /hydrat|guildsite island|Minified React error/i
// The tests never reach the network. A site whose pages need an answer from off the test server (feTS's
// editor calls the AMD loader of a script it fetches from a CDN) gets it from a route: scripts get the
// loader's API doing nothing, anything else an empty body; images and fonts play no part in page errors
// or hydration and are not fetched. A route turns the context's HTTP cache off, and then every page
// compiles the shared chunks and parses the style sheet anew: the other sites are opened through a
// proxy that answers nothing instead (the test server, at 127.0.0.1, bypasses it), their cache on (the example's 135
// pages: 15.3-16.9 -> 13.8-14.5 CPU-s, three tabs, with the route / without).
const OFF_SERVER = /^https?:\/\/(?!127\.0\.0\.1)/
const LOADER_STUB = 'window.require = Object.assign(function () {}, { config: function () {} })'
const MEDIA = /\.(?:png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|mp4|webm)(?:\?.*)?$/
/** Port 9 (discard) of this machine: nothing listens there, so a proxied request fails at once. */
const NO_PROXY = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' }
/** Tabs opening pages at the same time. */
const TABS = 3

/**
 * The URL path of every HTML page of a build (`a/b/index.html` → `/a/b/`), error pages included;
 * redirect stubs (a `refresh` meta and a link) are left out: their target is a page of its own.
 */
async function pagesOf(out: string): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true })
  const files = entries
    .filter(entry => entry.isFile() && entry.name.endsWith('.html'))
    .map(entry => relative(out, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(file => !file.startsWith('_gs/'))
  const pages: string[] = []
  for (const file of files) {
    if ((await readFile(join(out, file), 'utf8')).includes('http-equiv="refresh"')) continue
    pages.push('/' + file.replace(/(^|\/)index\.html$/, '$1'))
  }
  return pages.sort()
}

/** Opens each page once (a few tabs at a time); returns `path: problem` for each page error or hydration report. */
async function visit(
  browser: Browser,
  out: string,
  offServer: 'stub' | 'refuse' = 'refuse'
): Promise<{ pages: number; islands: number; problems: string[] }> {
  const server = await serveStatic(out)
  const viewport = { width: 1280, height: 900 }
  const context = await browser.newContext(offServer === 'refuse' ? { viewport, proxy: NO_PROXY } : { viewport })
  if (offServer === 'stub') {
    await context.route(OFF_SERVER, route =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: LOADER_STUB })
    )
    await context.route(MEDIA, route => route.abort())
  }
  const paths = await pagesOf(out)
  const queue = [...paths]
  const problems: string[] = []
  let islands = 0
  const tab = async () => {
    const page: Page = await context.newPage()
    let path = ''
    page.on('pageerror', error => problems.push(`${path}: ${error.message}`))
    page.on('console', message => {
      if ((message.type() === 'error' || message.type() === 'warning') && PROBLEM.test(message.text()))
        problems.push(`${path}: ${message.text()}`)
    })
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      path = next
      // The page's module scripts have run by DOMContentLoaded (what stays to load is styles' fonts and images).
      await page.goto(server.url + path, { waitUntil: 'domcontentloaded' })
      const count = await page.locator('gs-island').count()
      islands += count
      if (count === 0) continue
      // Every island hydrated (the loader marks it), then React has had its turn to report a mismatch.
      await expect.poll(() => page.locator('gs-island:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0)
      await page.evaluate(
        () => new Promise(resolve => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1000 })))
      )
    }
    await page.close()
  }
  try {
    await Promise.all(Array.from({ length: TABS }, tab))
  } finally {
    await context.close()
    await server.close()
  }
  return { pages: paths.length, islands, problems }
}

describe('every page loads with no page error and no hydration warning (Chromium)', () => {
  let browser: Browser
  // `guildsite build <site> --out <tmp> --force`, made once for the run (tests/helpers/shared-builds.ts).
  const yoga = useYogaBuild()
  const fets = useSharedBuild('tests/fixtures/corpus/website-fets')
  const graphqlConfig = useSharedBuild('tests/fixtures/corpus/website-graphql-config')
  const built: Record<string, () => SiteBuild> = { 'website-fets': fets, 'website-graphql-config': graphqlConfig }
  beforeAll(async () => {
    browser = await launchBrowser()
    for (const [site, build] of Object.entries(built)) expect(build().code, `${site}: ${build().stderr}`).toBe(0)
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
  })

  it('the example site', async () => {
    const { pages, islands, problems } = await visit(browser, inject('exampleOut'))
    expect(problems).toEqual([])
    expect(pages).toBeGreaterThan(5)
    // The example's islands page is among them: hydration was really exercised.
    expect(islands).toBeGreaterThan(0)
  }, 300_000)

  it('the feTS website (Nextra 3)', async () => {
    const { pages, islands, problems } = await visit(browser, fets().out, 'stub')
    expect(problems).toEqual([])
    expect(pages).toBeGreaterThan(20)
    expect(islands).toBeGreaterThan(0)
  }, 300_000)

  it('the graphql-config website (Nextra 4)', async () => {
    const { pages, problems } = await visit(browser, graphqlConfig().out)
    expect(problems).toEqual([])
    expect(pages).toBeGreaterThan(10)
  }, 300_000)

  it('the yoga docs folder (Nextra 2)', async () => {
    expect(yoga().code, yoga().stderr).toBe(0)
    const { pages, problems } = await visit(browser, yoga().out)
    expect(problems).toEqual([])
    expect(pages).toBeGreaterThan(50)
  }, 300_000)
})
