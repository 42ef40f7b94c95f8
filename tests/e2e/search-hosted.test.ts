import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { REPO, runCli } from '../helpers/cli.js'
import { startSearchService, type SearchService } from '../helpers/search-service.js'
import { serveStatic, type StaticServer } from '../helpers/static-server.js'
import { HIGHLIGHT_TAGS } from '../../src/shared/search/hosted.js'
import { box, modal } from './search-helpers.js'

// The hosted provider in Chromium: the real algoliasearch lite client (and search-insights) against
// the stand-in service. One browser, three builds of one fixture: insights on, insights off, and the
// hosted settings missing (local fallback).

const BASE = '/graphql/yoga-server'
const POLL = { timeout: 15_000 }
const KEYS = { ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: undefined }

let dir = ''
let service: SearchService
let browser: Browser
const servers: Record<string, StaticServer> = {}

async function buildVariant(name: string, algolia: Record<string, unknown>, env: Record<string, string | undefined>) {
  const site = join(dir, name)
  await cp(join(REPO, 'tests/fixtures/hosted-search'), site, { recursive: true })
  const configFile = join(site, 'guildsite.config.json')
  const config = JSON.parse(await readFile(configFile, 'utf8'))
  config.search = {
    provider: 'algolia',
    algolia,
    autocomplete: {
      hitsPerPage: 13,
      sources: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' }
      ]
    }
  }
  await writeFile(configFile, JSON.stringify(config))
  const result = await runCli(['build', site, '--quiet'], { env })
  if (result.code !== 0) throw new Error(result.stderr)
  servers[name] = await serveStatic(join(site, 'dist'), { basePath: BASE })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-hosted-e2e-'))
  service = await startSearchService()
  // The autocomplete's index: 30 sections of this site; the modal's: the site's own records.
  service.seed(
    'searchv2_main',
    Array.from({ length: 30 }, (_, n) => ({
      objectID: `yoga:step-${n}`,
      title: `Install step ${n}`,
      url: `${BASE}/docs/install#step-${n}`,
      type: 'content',
      content: `Install step ${n} of the server.`,
      anchor: `step-${n}`,
      hierarchy: { lvl0: 'Docs', lvl1: 'Installation', lvl2: `Install step ${n}` }
    }))
  )
  const hosts = [service.url]
  await Promise.all([
    launchBrowser().then(b => (browser = b)),
    buildVariant('insights', { hosts, proxyHost: `${service.url}/proxy`, insights: true }, KEYS),
    buildVariant('quiet', { hosts, insights: false }, KEYS),
    buildVariant(
      'missing',
      { hosts, insights: true },
      { ...KEYS, ALGOLIA_APP_ID: undefined, ALGOLIA_SEARCH_API_KEY: undefined }
    )
  ])
  const records = JSON.parse(await readFile(join(dir, 'insights', '.guildsite/search-records.json'), 'utf8'))
    .records as { url: string; objectID: string }[]
  service.seed(
    'theguild',
    records.map(record => ({ ...record, url: record.url.replace('https://the-guild.dev', '') }))
  )
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(servers).map(server => server.close()))
  await service?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function open(
  name: string,
  path = `${BASE}/docs/install`
): Promise<{ page: Page; scripts: Map<string, number>; console: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  const console: string[] = []
  page.on('console', message => console.push(message.text()))
  page.on('response', response => {
    if (response.url().endsWith('.js'))
      void response.body().then(
        body => scripts.set(response.url(), body.length),
        () => undefined
      )
  })
  await page.addInitScript(() => {
    const w = window as unknown as {
      __hosted: { t: number; widget: string; state: { searching: boolean; stalled: boolean; error: string | null } }[]
      __shown: number
    }
    w.__hosted = []
    document.addEventListener('hosted-search:state', event =>
      w.__hosted.push({ t: Date.now(), ...(event as CustomEvent).detail })
    )
    document.addEventListener(
      'autocomplete:state',
      event => {
        const detail = (event as CustomEvent<{ isOpen: boolean; collections: { hits: unknown[] }[] }>).detail
        if (detail.isOpen && detail.collections.some(c => c.hits.length) && !w.__shown) w.__shown = Date.now()
      },
      true
    )
  })
  await page.goto(servers[name].url + path)
  await page.waitForLoadState('load')
  return { page, scripts, console }
}

interface InsightsEvent {
  eventType: string
  eventName: string
  index: string
  objectIDs: string[]
  positions?: number[]
  queryID?: string
  at: number
}
const events = (): InsightsEvent[] =>
  service
    .to('/1/events', 'POST')
    .flatMap(r =>
      (
        (typeof r.body === 'string' ? JSON.parse(r.body) : r.body) as { events: Omit<InsightsEvent, 'at'>[] }
      ).events.map(event => ({ ...event, at: r.at }))
    )
const scriptHolds = async (urls: Iterable<string>, needle: string) => {
  for (const url of urls) if ((await (await fetch(url)).text()).includes(needle)) return true
  return false
}

describe('hosted search in the browser', () => {
  beforeEach(() => {
    service.clear()
    service.fail = false
    service.delayMs = 0
  })

  it('loads nothing hosted before the first interaction; the autocomplete sends one multi-query request and insights follow (Items Viewed after 400 ms in batches of 20, Item Active, Item Selected)', async () => {
    service.clear()
    const { page, scripts } = await open('insights')
    await page.waitForTimeout(300)
    expect(service.received).toEqual([])
    const before = [...scripts.keys()]
    expect(await scriptHolds(before, 'x-algolia-api-key')).toBe(false)

    await box.input(page).focus()
    await page.keyboard.type('install')
    await expect.poll(() => box.options(page).count(), POLL).toBe(26)
    const queries = service.to('/1/indexes/*/queries', 'POST')
    expect(queries).toHaveLength(1)
    expect(queries[0].mount).toBe('')
    const request = {
      indexName: 'searchv2_main',
      query: 'install',
      hitsPerPage: 13,
      page: 0,
      ...HIGHLIGHT_TAGS,
      clickAnalytics: true
    }
    expect(queries[0].body).toEqual({ requests: [request, request] })
    // The bytes a reader downloads before the first hosted result (scripts; the page and CSS are the same as with the local index).
    const after = [...scripts.keys()].filter(url => !before.includes(url))
    expect(await scriptHolds(after, 'x-algolia-api-key')).toBe(true)
    const onDisk = async (urls: string[]) => {
      let raw = 0
      let gzip = 0
      for (const url of urls) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer())
        raw += body.length
        gzip += gzipSync(body).length
      }
      return { raw, gzip }
    }
    const each = await Promise.all(
      after.map(async url => `${url.split('/').pop()} ${JSON.stringify(await onDisk([url]))}`)
    )
    process.stdout.write(
      `hosted search bytes: before interaction ${JSON.stringify(await onDisk(before))}, on first use ${JSON.stringify(await onDisk(after))}: ${each.join(', ')}\n`
    )

    // Items Viewed: 26 object ids, 400 ms after the panel showed them, in batches of 20.
    await expect.poll(() => events().filter(e => e.eventName === 'Items Viewed').length, POLL).toBe(2)
    const shown = await page.evaluate(() => (window as unknown as { __shown: number }).__shown)
    const viewed = events().filter(e => e.eventName === 'Items Viewed')
    expect(viewed.map(e => [e.eventType, e.index, e.objectIDs.length])).toEqual([
      ['view', 'searchv2_main', 20],
      ['view', 'searchv2_main', 6]
    ])
    expect(viewed[0].objectIDs.slice(0, 2)).toEqual(['yoga:step-0', 'yoga:step-1'])
    expect(Math.min(...viewed.map(e => e.at)) - shown).toBeGreaterThanOrEqual(395)

    await page.keyboard.press('ArrowDown')
    await expect.poll(() => events().filter(e => e.eventName === 'Item Active').length, POLL).toBe(1)
    expect(service.to('/1/indexes/*/queries')).toHaveLength(1)
    const active = events().find(e => e.eventName === 'Item Active')!
    expect(active).toMatchObject({
      eventType: 'click',
      index: 'searchv2_main',
      objectIDs: ['yoga:step-0'],
      positions: [1]
    })
    expect(active.queryID).toMatch(/^[0-9a-f]{32}$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => events().filter(e => e.eventName === 'Item Selected').length, POLL).toBe(1)
    expect(events().find(e => e.eventName === 'Item Selected')).toMatchObject({
      eventType: 'click',
      index: 'searchv2_main',
      queryID: active.queryID,
      objectIDs: ['yoga:step-0'],
      positions: [1]
    })
    await expect.poll(() => new URL(page.url()).hash).toBe('#step-0')
    await page.context().close()
  })

  it('the modal searches index "theguild" through the proxy host (20 hits), groups by hierarchy.lvl0, shows stalled after 200 ms and the error text when the service fails', async () => {
    service.clear()
    const { page } = await open('insights')
    await page
      .locator('main')
      .first()
      .click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('/')
    await modal.dialog(page).waitFor()
    await modal.input(page).fill('yoga')
    await expect.poll(() => modal.state(page), POLL).toBe('results')
    const [query] = service.to('/1/indexes/*/queries', 'POST')
    expect(query.mount).toBe('/proxy')
    expect(query.body).toEqual({
      requests: [
        { indexName: 'theguild', query: 'yoga', hitsPerPage: 20, page: 0, ...HIGHLIGHT_TAGS, clickAnalytics: true }
      ]
    })
    expect(await page.locator('.gs-sm-group-title').allTextContents()).toEqual(['Docs', 'Home'])
    expect(
      await modal
        .hits(page)
        .evaluateAll(hits => hits.map(hit => [hit.getAttribute('data-type'), hit.getAttribute('href')]))
    ).toEqual([
      ['page', `${BASE}/docs`],
      ['content', `${BASE}/docs#why-yoga`],
      ['content', `${BASE}/docs#envelop-plugins`],
      ['page', `${BASE}/docs/install`],
      ['content', `${BASE}/docs/install#requirements`],
      ['heading', `${BASE}/docs/install#install-package`],
      ['page', `${BASE}/`]
    ])

    // Stalled: pending for 200 ms (the widget's delay, not the local modal's 500 ms).
    // Under the client's 1 s connect timeout (a later answer is a timeout: an error).
    service.delayMs = 700
    await modal.input(page).fill('install')
    // Read in the page while it is stalled (two round trips from here can outlast the stall on a busy machine).
    const stalledText = await page.waitForFunction(
      () => document.querySelector('.gs-sm[data-stalled] .gs-sm-loading')?.textContent || false,
      undefined,
      POLL
    )
    expect(await stalledText.jsonValue()).toContain('Loading')
    await expect.poll(() => modal.state(page), POLL).toBe('results')
    expect(await page.locator('.gs-sm[data-stalled]').count()).toBe(0)
    const states = await page.evaluate(() =>
      (
        window as unknown as {
          __hosted: {
            t: number
            widget: string
            state: { searching: boolean; stalled: boolean; query: string; error: string | null }
          }[]
        }
      ).__hosted.filter(s => s.widget === 'modal' && s.state.query === 'install')
    )
    const searching = states.find(s => s.state.searching)!
    const stalled = states.find(s => s.state.stalled)!
    expect(stalled.t - searching.t).toBeGreaterThanOrEqual(195)
    expect(stalled.t - searching.t).toBeLessThan(600)
    expect(states.at(-1)!.state).toMatchObject({ searching: false, stalled: false, error: null })

    // A network error: stored in the state, stalled cleared, the reader sees the error text.
    service.delayMs = 300
    service.fail = 'network'
    await modal.input(page).fill('plugins')
    await expect.poll(() => modal.state(page), POLL).toBe('error')
    expect(await page.getByRole('alert').textContent()).toBe('Failed to load search index')
    const last = await page.evaluate(
      () =>
        (
          window as unknown as { __hosted: { widget: string; state: { stalled: boolean; error: string | null } }[] }
        ).__hosted
          .filter(s => s.widget === 'modal')
          .at(-1)!.state
    )
    expect(last.stalled).toBe(false)
    expect(last.error).toBeTruthy()
    service.fail = false
    service.delayMs = 0
    await page.context().close()
  })

  it('with insights off: no analytics script, no events', async () => {
    service.clear()
    const { page, scripts } = await open('quiet')
    await box.input(page).focus()
    await page.keyboard.type('install')
    await expect.poll(() => box.options(page).count(), POLL).toBe(26)
    await page.keyboard.press('ArrowDown')
    await page.waitForTimeout(900)
    expect(service.to('/1/indexes/*/queries')).toHaveLength(1)
    expect(service.to('/1/events')).toEqual([])
    expect(await scriptHolds(scripts.keys(), 'viewedObjectIDs')).toBe(false)
    await page.context().close()
  })

  it('with the settings missing: the page logs SPEC §8 message on first use and searches the local index', async () => {
    service.clear()
    const { page, scripts, console } = await open('missing')
    await box.input(page).focus()
    await page.keyboard.type('requirements')
    await expect.poll(() => box.options(page).count(), POLL).toBeGreaterThan(0)
    // Logged once, on the first search use (main.js carries nothing of the hosted provider).
    expect(console.filter(text => text === 'Algolia environments variables missing')).toHaveLength(1)
    expect(await box.options(page).first().locator('a').getAttribute('href')).toBe(`${BASE}/docs/install#requirements`)
    expect(service.received).toEqual([])
    expect(await scriptHolds(scripts.keys(), 'x-algolia-api-key')).toBe(false)
    await page.context().close()
  })
})
