import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { REPO, runCli } from '../helpers/cli.js'
import { serveStatic, type StaticServer } from '../helpers/static-server.js'
import { box, holdIndex, modal, recordIndexRequests } from './search-helpers.js'

// tests/fixtures/search-i18n (en-US, fr, ru, zh-CN) built under the base path /docs: one index per
// locale, CJK search in the browser, and the UI texts of SPEC §8/§9 in every UI language.

const POLL = { timeout: 15_000 }

describe('search in four locales, under a base path', () => {
  let dir = ''
  let browser: Browser
  let server: StaticServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-search-i18n-'))
    await cp(join(REPO, 'tests/fixtures/search-i18n'), join(dir, 'site'), { recursive: true })
    // The default output folder (<site>/dist): inside the temporary copy.
    const result = await runCli(['build', join(dir, 'site'), '--base', '/docs', '--quiet'])
    if (result.code !== 0) throw new Error(`search-i18n failed to build:\n${result.stderr}`)
    ;[browser, server] = await Promise.all([
      launchBrowser(),
      serveStatic(join(dir, 'site', 'dist'), { basePath: '/docs' })
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  // Each test's pages are closed when it ends (an open page with search results keeps Chromium busy).
  const contexts: BrowserContext[] = []
  afterEach(() => Promise.all(contexts.splice(0).map(context => context.close().catch(() => {}))))
  const open = async (path: string, clock = false) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    const page = await context.newPage()
    if (clock) await page.clock.install()
    await page.goto(server.url + path)
    return page
  }

  it('finds a word in the middle of a Chinese sentence, from the zh-CN index, with base-path URLs', async () => {
    const page = await open('/zh-CN')
    const paths = recordIndexRequests(page)
    await box.input(page).fill('环境')
    await expect.poll(() => box.options(page).count(), POLL).toBe(1)
    expect(await box.options(page).locator('a').getAttribute('href')).toBe('/docs/zh-CN/docs/caching')
    expect(await box.options(page).locator('mark').first().textContent()).toBe('环境')
    expect(paths[0]).toBe('/docs/_gs/search/zh-CN.json')
    expect(paths.every(path => path.startsWith('/docs/_gs/search/zh-CN.'))).toBe(true)
  })

  it('keeps each locale to its own index, fetched once', async () => {
    const page = await open('/fr/docs/caching')
    const paths = recordIndexRequests(page)
    await box.input(page).fill('cache')
    await expect.poll(() => box.options(page).count(), POLL).toBeGreaterThan(0)
    expect(await box.options(page).first().locator('a').getAttribute('href')).toBe('/docs/fr/docs/caching')
    await box.input(page).fill('invalidation')
    await expect
      .poll(() => box.options(page).first().locator('a').getAttribute('href'), POLL)
      .toBe('/docs/fr/docs/caching#invalidation')
    expect(paths.filter(path => path.endsWith('/fr.json'))).toEqual(['/docs/_gs/search/fr.json'])
    expect(paths.every(path => /\/fr\./.test(path))).toBe(true)
  })

  it('leaves searchable: false pages out', async () => {
    const page = await open('/')
    await box.input(page).fill('draft')
    await expect.poll(() => box.panel(page).textContent(), POLL).toBe('No results found')
  })

  const TEXTS = {
    'en-US': {
      path: '/',
      title: 'Search docs',
      loading: 'Loading…',
      none: 'No results found',
      noneFor: 'No results for "zzqx"'
    },
    fr: {
      path: '/fr',
      title: 'Rechercher dans la documentation',
      loading: 'Chargement…',
      none: 'Aucun résultat trouvé',
      noneFor: 'Aucun résultat pour « zzqx »'
    },
    ru: {
      path: '/ru',
      title: 'Поиск по документации',
      loading: 'Загрузка…',
      none: 'Ничего не найдено',
      noneFor: 'Нет результатов для «zzqx»'
    },
    'zh-CN': {
      path: '/zh-CN',
      title: '搜索文档',
      loading: '正在加载…',
      none: '未找到结果',
      noneFor: '没有找到“zzqx”的结果'
    }
  }

  for (const [locale, texts] of Object.entries(TEXTS)) {
    it(`speaks ${locale}: Loading, the no-results messages and the modal title`, async () => {
      const page = await open(texts.path, true)
      const index = await holdIndex(page)
      await page.keyboard.press('Control+k')
      await page.locator('.gs-sm').waitFor()
      expect(await page.locator('#gs-sm-title').textContent()).toBe(texts.title)
      await modal.input(page).fill('zzqx')
      await page.clock.runFor(1000)
      expect(await page.locator('.gs-sm-loading').textContent()).toBe(texts.loading)
      index.release()
      await expect.poll(() => page.locator('.gs-sm-message').textContent(), POLL).toBe(texts.noneFor)
      await page.keyboard.press('Escape')
      await box.input(page).fill('zzqx')
      await page.clock.runFor(300)
      await expect.poll(() => box.panel(page).textContent(), POLL).toBe(texts.none)
    })
  }
})
