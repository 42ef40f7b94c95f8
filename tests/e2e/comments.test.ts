import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { runCli } from '../helpers/cli.js'
import { startCommentsHost, type CommentsHost, type WidgetLoad } from '../helpers/comments-host.js'
import { exampleCommentsHost, exampleOut } from '../helpers/example-site.js'
import { serveStatic, type StaticServer } from '../helpers/static-server.js'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** SPEC §7: the frame's query, in this order. */
const QUERY_ORDER = [
  'origin',
  'session',
  'repo',
  'repoId',
  'category',
  'categoryId',
  'term',
  'number',
  'strict',
  'reactionsEnabled',
  'emitMetadata',
  'inputPosition',
  'theme',
  'description',
  'backLink'
]
const SESSION_KEY = 'giscus-session'
const REPORT = 'Please consider reporting this error at https://github.com/giscus/giscus/issues/new.'

const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`

/** A docs site whose config turns comments on, against the stand-in host; `<Comments>` by hand on some pages. */
const files = (host: string): Record<string, string> => ({
  'guildsite.config.json': JSON.stringify({
    siteName: 'Comments',
    docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/tests',
    search: { enabled: false },
    banner: false,
    i18n: {
      defaultLocale: 'en-US',
      locales: [
        { locale: 'en-US', text: 'English' },
        { locale: 'fr', text: 'Français' }
      ]
    },
    comments: { host, repo: 'the-guild-org/guildsite', repoId: 'R_1', category: 'Docs', categoryId: 'DIC_1' }
  }),
  'pages/_meta.json': JSON.stringify({
    index: { title: 'Home', display: 'hidden', theme: { layout: 'raw' } },
    docs: { title: 'Docs', type: 'page' }
  }),
  'pages/_meta.fr.json': JSON.stringify({
    index: { title: 'Accueil', display: 'hidden', theme: { layout: 'raw' } },
    docs: { title: 'Docs', type: 'page' }
  }),
  'pages/index.mdx': '# Home\n\nThe raw layout: no comments.\n',
  'pages/index.fr.mdx': '# Accueil\n',
  'pages/docs/_meta.json': JSON.stringify({
    intro: 'Intro',
    url: 'Url',
    title: 'Title',
    og: 'Og',
    specific: 'Specific',
    number: 'Number',
    lazy: 'Lazy',
    off: 'Off'
  }),
  'pages/docs/intro.mdx': page('title: Intro\ndescription: The intro page.', '# Intro\n\nWelcome.'),
  'pages/docs/intro.fr.mdx': page('title: Intro fr\ndescription: La page d’intro.', '# Intro fr\n\nBienvenue.'),
  'pages/docs/url.mdx': '# Url\n\n<Comments mapping="url" />\n\nAfter the comments.\n',
  'pages/docs/title.mdx': '# Title mapping\n\n<Comments mapping="title" />\n',
  'pages/docs/og.mdx': '# Og mapping\n\n<Comments mapping="og:title" />\n',
  'pages/docs/specific.mdx':
    '# Specific\n\n<Comments mapping="specific" term="Shared discussion" emitMetadata="1" />\n',
  'pages/docs/number.mdx': '# Number\n\n<Comments mapping="number" term="42" theme="preferred_color_scheme" />\n',
  'pages/docs/lazy.mdx': `# Lazy\n\n${Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long page.`).join('\n\n')}\n\n<Comments loading="lazy" />\n`,
  'pages/docs/off.mdx': page('title: Off\ncomments: false', '# Off\n\nNo comments here.'),
  'pages/docs/bad-host.mdx': '# Bad host\n\n<Comments host="http://comments.example.com" />\n'
})

let root: string
let host: CommentsHost
let server: StaticServer
let browser: Browser
let buildOutput: string
const contexts: BrowserContext[] = []

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildsite-comments-e2e-'))
  host = await startCommentsHost()
  for (const [path, content] of Object.entries(files(host.url))) {
    await mkdir(dirname(join(root, 'site', path)), { recursive: true })
    await writeFile(join(root, 'site', path), content)
  }
  const result = await runCli(['build', join(root, 'site'), '--no-cache'])
  expect(result.code, result.stderr).toBe(0)
  buildOutput = result.stdout + result.stderr
  ;[server, browser] = await Promise.all([serveStatic(join(root, 'site/dist')), launchBrowser()])
}, 180_000)
// Every context is a test's own: closed when it ends (an open page keeps its scripts running).
afterEach(async () => {
  await Promise.all(contexts.splice(0).map(context => context.close().catch(() => {})))
})
afterAll(async () => {
  await Promise.all(contexts.map(context => context.close().catch(() => {})))
  await browser?.close()
  await server?.close()
  await host?.close()
  await rm(root, { recursive: true, force: true })
})

interface Opened {
  page: Page
  console: { type: string; text: string }[]
  errors: Error[]
  /** Every URL the page requested. */
  requests: string[]
}

async function open(
  path: string,
  options: { local?: Record<string, string>; colorScheme?: 'light' | 'dark'; height?: number } = {}
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light'
  })
  contexts.push(context)
  if (options.local) {
    await context.addInitScript(entries => {
      if (sessionStorage.getItem('__seeded')) return
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      sessionStorage.setItem('__seeded', '1')
    }, options.local)
  }
  const page = await context.newPage()
  const opened: Opened = { page, console: [], errors: [], requests: [] }
  page.on('console', message => opened.console.push({ type: message.type(), text: message.text() }))
  page.on('pageerror', error => opened.errors.push(error))
  page.on('request', request => opened.requests.push(request.url()))
  await page.goto(server.url + path)
  return opened
}

/** Waits for the widget's frame to have loaded, and returns it with the load the host recorded. */
async function loadedFrame(page: Page, loadsBefore = 0): Promise<{ frame: Frame; load: WidgetLoad }> {
  const iframe = page.locator('giscus-widget iframe')
  await iframe.waitFor({ state: 'attached' })
  await expect.poll(() => iframe.getAttribute('class')).toBe('')
  await expect.poll(() => host.loads.length).toBeGreaterThan(loadsBefore)
  const frame = (await (await iframe.elementHandle())!.contentFrame())!
  const query = new URL(frame.url()).search.slice(1)
  const load = host.loads.find(l => l.query === query)!
  expect(load).toBeDefined()
  return { frame, load }
}

/** The `setConfig` messages the widget page received at this load. */
const configs = (load: WidgetLoad) =>
  host.messages
    .filter(m => m.load === host.loads.indexOf(load))
    .map(m => (m.data as { giscus: { setConfig: Record<string, unknown> } }).giscus.setConfig)

const frameHeight = (page: Page) =>
  page.locator('giscus-widget iframe').evaluate(el => el.getBoundingClientRect().height)
const post = (frame: Frame, message: unknown) =>
  frame.evaluate(m => (window as unknown as { post(m: unknown): void }).post(m), message)
const stored = (page: Page) => page.evaluate(key => localStorage.getItem(key), SESSION_KEY)
const logged = (opened: Opened, type: string, text: string) =>
  expect.poll(() => opened.console.filter(m => m.type === type && m.text.includes(text)).length)

describe('comments widget (giscus protocol) against a stand-in host', () => {
  it('the config block puts a frame after the content of a docs page, above previous/next; its URL follows SPEC §7', async () => {
    const opened = await open('/docs/intro', { height: 700 })
    const { page } = opened
    const container = page.locator('[data-comments]')
    await expect(container.count()).resolves.toBe(1)
    const order = await container.evaluate(el => {
      const article = document.querySelector('.gs-content')!
      const pagination = document.querySelector('.gs-pagination')!
      return [article.compareDocumentPosition(el), el.compareDocumentPosition(pagination)].map(position =>
        Boolean(position & Node.DOCUMENT_POSITION_FOLLOWING)
      )
    })
    expect(order).toEqual([true, true])
    const { load } = await loadedFrame(page)
    expect(load.lang).toBe('en')
    expect([...new URLSearchParams(load.query).keys()]).toEqual(QUERY_ORDER)
    expect(load.params).toEqual({
      origin: `${server.url}/docs/intro`,
      session: '',
      repo: 'the-guild-org/guildsite',
      repoId: 'R_1',
      category: 'Docs',
      categoryId: 'DIC_1',
      term: 'docs/intro',
      number: '',
      strict: '0',
      reactionsEnabled: '1',
      emitMetadata: '0',
      inputPosition: 'bottom',
      theme: 'light',
      description: 'The intro page.',
      backLink: `${server.url}/docs/intro`
    })
    // Once loaded it is shown and receives its configuration (SPEC §4, §7).
    await expect.poll(() => configs(load).length).toBe(1)
    expect(configs(load)[0]).toEqual({
      repo: 'the-guild-org/guildsite',
      repoId: 'R_1',
      category: 'Docs',
      categoryId: 'DIC_1',
      term: 'docs/intro',
      number: 0,
      strict: false,
      reactionsEnabled: true,
      emitMetadata: false,
      inputPosition: 'bottom',
      theme: 'light',
      lang: 'en'
    })
    const box = await page.locator('giscus-widget iframe').evaluate(el => ({
      title: el.getAttribute('title'),
      width: el.getBoundingClientRect().width,
      opacity: getComputedStyle(el).opacity
    }))
    const containerWidth = await container.evaluate(el => el.getBoundingClientRect().width)
    expect(box).toEqual({ title: 'Comments', width: containerWidth, opacity: '1' })
    expect(await frameHeight(page)).toBe(150)
    expect(opened.errors).toEqual([])
  })

  it('the frame is hidden until it has loaded', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    let release!: () => void
    const held = new Promise<void>(resolve => (release = resolve))
    await context.route(`${host.url}/**`, async route => {
      await held
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto(server.url + '/docs/intro')
    const iframe = page.locator('giscus-widget iframe')
    await iframe.waitFor({ state: 'attached' })
    await expect(iframe.evaluate(el => [el.className, getComputedStyle(el).opacity])).resolves.toEqual(['loading', '0'])
    release()
    await expect.poll(() => iframe.evaluate(el => getComputedStyle(el).opacity)).toBe('1')
  })

  it('the place of the frame is kept before it mounts: nothing below the comments moves (layout-shift entries)', async () => {
    for (const path of ['/docs/intro', '/docs/url']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      contexts.push(context)
      // Every layout shift of the page from its first paint, with the elements that moved.
      await context.addInitScript(() => {
        const shifts: { value: number; moved: string[] }[] = []
        ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            sources: { node?: Node }[]
          })[])
            shifts.push({
              value: entry.value,
              moved: entry.sources.map(source => {
                const node = source.node
                const element = node instanceof Element ? node : node?.parentElement
                return element ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}` : '?'
              })
            })
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const page = await context.newPage()
      await page.goto(server.url + path)
      await loadedFrame(page)
      // What sits below the comments is on screen, so a shift of it would be counted.
      const below = page.locator(path === '/docs/intro' ? '.gs-pagination' : 'p:text("After the comments.")')
      await expect(below.evaluate(el => el.getBoundingClientRect().bottom < innerHeight)).resolves.toBe(true)
      // Layout-shift entries are delivered after the frame that shifted: two frames later they are in.
      await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)
      expect(shifts, path).toEqual([])
    }
  })

  it('maps each page to its discussion term as SPEC §2 says', async () => {
    const term = async (path: string) => {
      const { page } = await open(path)
      const { load } = await loadedFrame(page)
      const meta = await page.evaluate(() => ({
        title: document.title,
        og: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')!.content
      }))
      return { term: load.params.term, number: load.params.number, ...meta }
    }
    const title = await term('/docs/title')
    expect(title.term).toBe(title.title)
    expect(title.term).toContain('Title mapping')
    const og = await term('/docs/og')
    expect(og.term).toBe(og.og)
    expect(og.term).toContain('Og mapping')
    await expect(term('/docs/specific')).resolves.toMatchObject({ term: 'Shared discussion', number: '' })
    await expect(term('/docs/number')).resolves.toMatchObject({ term: '', number: '42' })
    // `url`: the address without the session parameter and the hash.
    const { page } = await open('/docs/url?tab=2&giscus=token-1#after')
    const { load } = await loadedFrame(page)
    expect(load.params.term).toBe(`${server.url}/docs/url?tab=2`)
    // A page that places <Comments> by hand gets that one only.
    await expect(page.locator('[data-comments]').count()).resolves.toBe(1)
  })

  it('stores a session token from the address, takes only it out of the address bar, and sends the stored session', async () => {
    const { page } = await open('/docs/url?tab=2&giscus=token-1#after')
    await expect.poll(() => page.url()).toBe(`${server.url}/docs/url?tab=2#after`)
    await expect(stored(page)).resolves.toBe('"token-1"')
    const { load } = await loadedFrame(page)
    expect(load.params.session).toBe('token-1')
    expect(load.params.origin).toBe(`${server.url}/docs/url?tab=2`)
    // The next page reads it from storage.
    await page.goto(server.url + '/docs/intro')
    const next = await loadedFrame(page)
    expect(next.load.params.session).toBe('token-1')
  })

  it('clears an unparseable stored session with a warning', async () => {
    const opened = await open('/docs/intro', { local: { [SESSION_KEY]: '{not json' } })
    const { load } = await loadedFrame(opened.page)
    expect(load.params.session).toBe('')
    await expect(stored(opened.page)).resolves.toBeNull()
    await logged(opened, 'warning', 'Session has been cleared.').toBe(1)
  })

  it('follows the site theme switch live with a config message; other themes are passed as they are', async () => {
    const { page } = await open('/docs/intro', { colorScheme: 'dark' })
    const { load } = await loadedFrame(page)
    expect(load.params.theme).toBe('dark')
    await expect.poll(() => configs(load).map(c => c.theme)).toEqual(['dark'])
    const loads = host.loads.length
    const toggle = page.locator('[data-theme-toggle]').first()
    await toggle.click() // system → light
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await expect.poll(() => configs(load).map(c => c.theme)).toEqual(['dark', 'light'])
    await toggle.click() // light → dark
    await expect.poll(() => configs(load).map(c => c.theme)).toEqual(['dark', 'light', 'dark'])
    // Each later setting goes as the whole config (SPEC §7), and the frame is not reloaded.
    expect(configs(load).at(-1)).toMatchObject({ term: 'docs/intro', lang: 'en', repo: 'the-guild-org/guildsite' })
    expect(host.loads.length).toBe(loads)

    const other = await open('/docs/number', { colorScheme: 'dark' })
    const named = await loadedFrame(other.page)
    expect(named.load.params.theme).toBe('preferred_color_scheme')
    await other.page.locator('[data-theme-toggle]').first().click()
    await expect.poll(() => other.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(configs(named.load).map(c => c.theme)).toEqual(['preferred_color_scheme'])
  })

  it('a host change reloads the frame from the new host instead of sending a message', async () => {
    const { page } = await open('/docs/intro')
    const { load } = await loadedFrame(page)
    await expect.poll(() => configs(load).length).toBe(1)
    const loads = host.loads.length
    await page.evaluate(
      origin => void ((document.querySelector('giscus-widget') as unknown as { host: string }).host = origin),
      host.otherOrigin
    )
    await expect.poll(() => host.loads.length).toBe(loads + 1)
    await expect
      .poll(() => page.locator('giscus-widget iframe').getAttribute('src'))
      .toMatch(new RegExp(`^${host.otherOrigin}/en/widget\\?`))
    expect(configs(load)).toHaveLength(1)
  })

  it('resizes the frame to each reported height; messages from another origin or of another shape are ignored', async () => {
    const opened = await open('/docs/intro')
    const { page } = opened
    const { frame } = await loadedFrame(page)
    await post(frame, { giscus: { resizeHeight: 640 } })
    await expect.poll(() => frameHeight(page)).toBe(640)
    await post(frame, { giscus: { resizeHeight: 420 } })
    await expect.poll(() => frameHeight(page)).toBe(420)
    // A frame of another origin posts a comments payload: ignored.
    await page.evaluate(
      src => {
        const sender = document.createElement('iframe')
        sender.src = src
        sender.title = 'sender'
        document.body.append(sender)
        return new Promise(resolve => sender.addEventListener('load', resolve))
      },
      `${host.otherOrigin}/sender?message=${encodeURIComponent(JSON.stringify({ giscus: { resizeHeight: 999 } }))}`
    )
    // The right origin with the wrong shapes: ignored, and nothing throws.
    for (const message of [
      'resizeHeight',
      { resizeHeight: 999 },
      null,
      { giscus: null },
      { giscus: 'resizeHeight' },
      42
    ])
      await post(frame, message)
    await post(frame, { giscus: { resizeHeight: 480 } })
    await expect.poll(() => frameHeight(page)).toBe(480)
    expect(opened.errors).toEqual([])
  })

  it('sign-out clears the stored session and reloads the frame without it', async () => {
    const opened = await open('/docs/intro', { local: { [SESSION_KEY]: '"token-2"' } })
    const { frame, load } = await loadedFrame(opened.page)
    expect(load.params.session).toBe('token-2')
    const loads = host.loads.length
    await post(frame, { giscus: { signOut: true } })
    await logged(opened, 'info', '[giscus] User has logged out. Session has been cleared.').toBe(1)
    await expect(stored(opened.page)).resolves.toBeNull()
    await expect.poll(() => host.loads.length).toBe(loads + 1)
    expect(host.loads.at(-1)!.params.session).toBe('')
  })

  describe('frame errors (SPEC §8): console output only', () => {
    for (const error of ['Bad credentials', 'Invalid state value', 'State has expired']) {
      it(`${error}: a stored session is cleared with a warning; without one, an error is logged`, async () => {
        const withSession = await open('/docs/intro', { local: { [SESSION_KEY]: '"token-3"' } })
        const { frame } = await loadedFrame(withSession.page)
        const loads = host.loads.length
        await post(frame, { giscus: { error } })
        await logged(
          withSession,
          'warning',
          `[giscus] An error occurred. Error message: "${error}". Session has been cleared.`
        ).toBe(1)
        await expect(stored(withSession.page)).resolves.toBeNull()
        await expect.poll(() => host.loads.length).toBe(loads + 1)
        expect(withSession.console.filter(m => m.type === 'error')).toEqual([])

        const without = await open('/docs/intro')
        const fresh = await loadedFrame(without.page)
        await post(fresh.frame, { giscus: { error } })
        await logged(
          without,
          'error',
          `[giscus] An error occurred. Error message: "${error}". No session is stored initially. ${REPORT}`
        ).toBe(1)
        await expect(without.page.locator('[data-comments]').innerText()).resolves.toBe('')
      })
    }

    it('Discussion not found is only a warning; any other error is logged with a suggestion to report it', async () => {
      const opened = await open('/docs/intro')
      const { frame } = await loadedFrame(opened.page)
      await post(frame, { giscus: { error: 'Discussion not found' } })
      await logged(
        opened,
        'warning',
        '[giscus] Discussion not found. A new discussion will be created if a comment/reaction is submitted.'
      ).toBe(1)
      expect(opened.console.filter(m => m.type === 'error')).toEqual([])
      await post(frame, { giscus: { error: 'Something broke' } })
      await logged(opened, 'error', `[giscus] An error occurred. Error message: "Something broke". ${REPORT}`).toBe(1)
      // Nothing is shown to the reader.
      await expect(opened.page.locator('[data-comments]').innerText()).resolves.toBe('')
    })
  })

  it('emitMetadata: the discussion metadata becomes a comments:metadata event on the container', async () => {
    const { page } = await open('/docs/specific')
    const { frame, load } = await loadedFrame(page)
    expect(load.params.emitMetadata).toBe('1')
    await page.evaluate(() => {
      const container = document.querySelector('[data-comments]')!
      ;(window as unknown as { metadata: unknown[] }).metadata = []
      container.addEventListener('comments:metadata', event =>
        (window as unknown as { metadata: unknown[] }).metadata.push((event as CustomEvent).detail)
      )
    })
    const metadata = { discussion: { id: 'D_1', totalCommentCount: 3 }, viewer: null }
    await post(frame, { giscus: metadata })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { metadata: unknown[] }).metadata))
      .toEqual([metadata])
  })

  it('loading lazy: nothing is fetched from the host, nor the widget code, until the reader scrolls near', async () => {
    const opened = await open('/docs/lazy', { height: 700 })
    const { page } = opened
    await page.waitForLoadState('load')
    await new Promise(resolve => setTimeout(resolve, 500))
    const scriptsBefore = opened.requests.filter(url => url.endsWith('.js')).length
    expect(opened.requests.filter(url => url.startsWith(host.url))).toEqual([])
    await expect(page.locator('giscus-widget').count()).resolves.toBe(0)
    await page.locator('[data-comments]').scrollIntoViewIfNeeded()
    const { load } = await loadedFrame(page)
    expect(load.params.term).toBe('docs/lazy')
    expect(opened.requests.filter(url => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore)
  })

  it('weighs ≤ 15 KB gzip on a page with comments, and 0 bytes where there are none (comments: false, raw layout, 404)', async () => {
    const scripts = async (path: string) => {
      const context = await browser.newContext()
      contexts.push(context)
      const page = await context.newPage()
      // Bodies are read asynchronously: each read is kept as a promise (started the moment the response
      // arrives) and all are awaited before looking, so a slow read under load cannot leave one out.
      const reads: Promise<[string, Buffer]>[] = []
      page.on('response', response => {
        if (response.url().endsWith('.js')) reads.push(response.body().then(body => [response.url(), body]))
      })
      await page.goto(server.url + path)
      await page.waitForLoadState('load')
      return { page, bodies: async () => new Map(await Promise.all(reads)) }
    }
    const withComments = await scripts('/docs/intro')
    await loadedFrame(withComments.page)
    const without = await scripts('/docs/off')
    await new Promise(resolve => setTimeout(resolve, 500))
    const [withBodies, withoutBodies] = await Promise.all([withComments.bodies(), without.bodies()])
    const island = [...withBodies].filter(([url]) => !withoutBodies.has(url))
    expect(island.length).toBeGreaterThan(0)
    expect(island.some(([, body]) => body.includes('giscus-widget'))).toBe(true)
    const gzip = island.reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0)
    expect(gzip).toBeLessThanOrEqual(15 * 1024)
    console.log(`comments island: ${island.length} file(s), ${gzip} B gzip`)
    for (const path of ['/docs/off', '/', '/no/such/page']) {
      const opened = path === '/docs/off' ? without : await scripts(path)
      await expect(opened.page.locator('[data-comments]').count()).resolves.toBe(0)
      expect([...(await opened.bodies()).values()].some(body => body.includes('giscus-widget'))).toBe(false)
    }
  })

  it('a page of another locale loads the frame in its language', async () => {
    const { page } = await open('/fr/docs/intro')
    const { load } = await loadedFrame(page)
    expect(load.lang).toBe('fr')
    expect(load.params).toMatchObject({ term: 'fr/docs/intro', description: 'La page d’intro.' })
    await expect.poll(() => configs(load).map(c => c.lang)).toEqual(['fr'])
  })

  // The page's main column (content, comments, previous/next); the chrome is client-a11y.test.ts's,
  // which checks the example's docs pages whole, their comments frame loaded (the window is as tall as the page).
  it('axe finds no serious violation in the main column with the frame present', async () => {
    const { page } = await open('/docs/intro')
    await loadedFrame(page)
    await page.addScriptTag({ path: AXE })
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: {
            run(
              context: object,
              options: object
            ): Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }>
          }
        }
      ).axe.run({ include: [['main']] }, { resultTypes: ['violations'] })
      return result.violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => `${v.id}: ${v.nodes.map(n => n.html).join(' | ')}`)
    })
    expect(violations).toEqual([])
  })

  it('an invalid host falls back to the default one with a build warning naming the page', async () => {
    expect(buildOutput).toMatch(
      /pages\/docs\/bad-host\.mdx[^\n]*\n?[^\n]*COMMENTS_HOST|COMMENTS_HOST[^\n]*\n?[^\n]*pages\/docs\/bad-host\.mdx/
    )
    expect(buildOutput).toContain(
      'Comments host "http://comments.example.com" is not valid: the comments use https://giscus.app'
    )
    const html = await (await fetch(server.url + '/docs/bad-host')).text()
    expect(html).toContain('data-host="https://giscus.app"')
  })

  it('the example site has comments on its docs pages, from the host it was built against', async () => {
    const example = await serveStatic(exampleOut())
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      contexts.push(context)
      const page = await context.newPage()
      await page.goto(example.url + '/yoga/features/cors')
      const container = page.locator('[data-comments]')
      await expect(container.getAttribute('data-host')).resolves.toBe(exampleCommentsHost())
      await container.scrollIntoViewIfNeeded()
      await expect
        .poll(() => page.locator('giscus-widget iframe').getAttribute('src'))
        .toMatch(new RegExp(`^${exampleCommentsHost()}/en/widget\\?origin=`))
      await page.goto(example.url + '/')
      await expect(page.locator('[data-comments]').count()).resolves.toBe(0)
    } finally {
      await example.close()
    }
  })
})
