import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitForPage, writeFile, writeFileInPlace, CONFIG } from './dev-harness.js'

// Saving is seeing (issue 24 item 8): an edit that changes only the article's text is swapped into the
// open page in place (no reload); anything else still reloads the page; what the page shows afterwards
// is what a fresh load of it shows, however the file was saved.
const PAGE = (body: string, heading = 'Second part') =>
  `# Alpha\n\n## First part\n\nFirst paragraph.\n\n${body}\n\n## ${heading}\n\nLast paragraph.\n`

/** A page taller than the window, its editable paragraph at the end. */
const LONG = (last: string) =>
  `# Gamma\n\n${Array.from({ length: 40 }, (_, i) => `Filler paragraph ${i} of the long page.`).join('\n\n')}\n\n${last}\n`

let tab: Page
const file = () => join(served.site, 'pages/docs/a.mdx')
const TIMEOUT = { timeout: 30_000 }

const served = useDevSite(
  {
    'guildsite.config.json': CONFIG('Paint Test Site'),
    'pages/_meta.json': JSON.stringify({ docs: 'Docs' }),
    'pages/docs/_meta.json': JSON.stringify({ a: 'Alpha page', b: 'Beta page', c: 'Gamma page' }),
    'pages/docs/a.mdx': PAGE('Middle paragraph one.'),
    'pages/docs/b.mdx': '# Beta\n\nBeta body.\n',
    'pages/docs/c.mdx': LONG('Gamma paragraph one.'),
    'pages/docs/more/d.mdx': '# Delta\n\nDelta body.\n'
  },
  { browser: true }
)

beforeAll(async () => {
  tab = await served.browser.newPage()
})

/** Opens the page fresh and waits until it can take an in-place update; marks the document. */
async function open(): Promise<void> {
  await tab.goto(new URL('docs/a', served.url).href)
  await tab.locator('html[data-guildsite-dev-patch="ready"]').waitFor(TIMEOUT)
  await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}
const sameDocument = () => tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
const showsText = (text: string) =>
  tab.waitForFunction(t => document.querySelector('article')?.textContent?.includes(t), text, TIMEOUT)
/** The article and TOC as a fresh load of the page shows them. */
async function freshly(): Promise<{ article: string; toc: string }> {
  const other = await served.browser.newPage()
  try {
    await other.goto(new URL('docs/a', served.url).href)
    return await other.evaluate(() => ({
      article: document.querySelector('article')!.innerHTML,
      toc: document.querySelector('.gs-toc')?.textContent ?? ''
    }))
  } finally {
    await other.close()
  }
}
const shown = () =>
  tab.evaluate(() => ({
    article: document.querySelector('article')!.innerHTML,
    toc: document.querySelector('.gs-toc')?.textContent ?? ''
  }))

describe('guildsite dev: the open page takes an edit of its text in place', () => {
  it('a changed paragraph is swapped into the open page without a reload, as a fresh load shows it', async () => {
    await open()
    writeFileInPlace(file(), PAGE('Middle paragraph two, with `code` and **bold**.'))
    await showsText('Middle paragraph two')
    expect(await sameDocument()).toBe(true)
    expect(await shown()).toEqual(await freshly())
    expect(await tab.locator('html[data-guildsite-dev="connected"]').count()).toBe(1)
  })

  it("an editor's atomic save (temporary file renamed over the page) is swapped in too, and so is the next", async () => {
    await open()
    writeFile(file(), PAGE('Middle paragraph three.\n\n- a new list\n- of two items'))
    await showsText('of two items')
    writeFile(file(), PAGE('Middle paragraph four.'))
    await showsText('Middle paragraph four.')
    expect(await tab.textContent('article')).not.toContain('of two items')
    expect(await sameDocument()).toBe(true)
    expect(await shown()).toEqual(await freshly())
  })

  it('a half-written file (the rest written a moment later) ends with the whole text, as a fresh load shows it', async () => {
    await open()
    const whole = PAGE('Middle paragraph five is long enough to be cut in two by a slow writer.')
    writeFileSync(file(), whole.slice(0, whole.indexOf('cut in two')))
    await new Promise(resolve => setTimeout(resolve, 15))
    writeFileSync(file(), whole)
    await showsText('by a slow writer.')
    await tab.waitForFunction(
      () => document.querySelector('article')?.textContent?.includes('Last paragraph.'),
      undefined,
      TIMEOUT
    )
    // Let any late batch land, then compare with a fresh load.
    await new Promise(resolve => setTimeout(resolve, 500))
    expect(await shown()).toEqual(await freshly())
  })

  it('the new article comes over the event stream: the page itself is not fetched again', async () => {
    await open()
    const fetched: string[] = []
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/docs/a') fetched.push(request.url())
    }
    tab.on('request', onRequest)
    try {
      writeFileInPlace(file(), PAGE('Middle paragraph pushed.'))
      await showsText('Middle paragraph pushed.')
      expect(await sameDocument()).toBe(true)
      expect(fetched).toEqual([])
    } finally {
      tab.off('request', onRequest)
    }
    expect(await shown()).toEqual(await freshly())
  })

  it('keeps the scroll position, the chosen theme and the folders the reader opened or closed', async () => {
    const gamma = join(served.site, 'pages/docs/c.mdx')
    await tab.goto(new URL('docs/c', served.url).href)
    await tab.locator('html[data-guildsite-dev-patch="ready"]').waitFor(TIMEOUT)
    await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    // The reader's state: the dark theme, the "more" folder open, the docs folder closed, scrolled down.
    await tab.locator('[data-theme-toggle]:visible').first().click()
    const theme = await tab.evaluate(() => document.documentElement.className)
    const folder = (route: string) => `#gs-sidebar-tree details[data-sidebar-folder="${route}"]`
    await tab.evaluate(sel => ((document.querySelector(sel) as HTMLDetailsElement).open = true), folder('/docs/more'))
    await tab.evaluate(sel => ((document.querySelector(sel) as HTMLDetailsElement).open = false), folder('/docs'))
    await tab.evaluate(() => window.scrollTo(0, 600))
    const before = await tab.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(100)

    writeFileInPlace(gamma, LONG('Gamma paragraph two.'))
    await showsText('Gamma paragraph two.')
    expect(await sameDocument()).toBe(true)
    expect(await tab.evaluate(() => document.documentElement.className)).toBe(theme)
    expect(
      await tab.evaluate(sel => (document.querySelector(sel) as HTMLDetailsElement).open, folder('/docs/more'))
    ).toBe(true)
    expect(await tab.evaluate(sel => (document.querySelector(sel) as HTMLDetailsElement).open, folder('/docs'))).toBe(
      false
    )
    expect(await tab.evaluate(() => window.scrollY)).toBe(before)
  })

  it('a changed heading (the TOC follows it) reloads the page, which then shows the new TOC', async () => {
    await open()
    writeFile(file(), PAGE('Middle paragraph four.', 'Renamed part'))
    await tab.waitForFunction(
      () => document.querySelector('.gs-toc')?.textContent?.includes('Renamed part'),
      undefined,
      TIMEOUT
    )
    expect(await sameDocument()).toBe(false)
    expect(await shown()).toEqual(await freshly())
  })

  it('a change of the navigation (a new title in the meta) reloads the page', async () => {
    await open()
    writeFile(join(served.site, 'pages/docs/_meta.json'), JSON.stringify({ a: 'Alpha renamed', b: 'Beta page' }))
    await tab.waitForFunction(() => document.body.textContent?.includes('Alpha renamed'), undefined, TIMEOUT)
    expect(await sameDocument()).toBe(false)
  })
})

describe('guildsite dev: a post whose own layouts hold the docs body (Nextra 4) takes an edit in place too', () => {
  // (tests/fixtures/website-app-blog, as Hive's blog posts: the text is `<main class="gs-content" data-gs-md>` inside
  // the layout's markup, where the client looked for `<article class="gs-content">` alone and reloaded the page.)
  const post = useDevSite('tests/fixtures/website-app-blog', { browser: true })

  it('a changed block of the post is swapped in without a reload, as a fresh load shows it', async () => {
    const page = await post.browser.newPage()
    try {
      await page.goto(new URL('blog/first-post', post.url).href)
      await page.locator('html[data-guildsite-dev-patch="ready"]').waitFor(TIMEOUT)
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      // (The post's byline component: the page built with it is rebuilt, its first block changed.)
      const byline = join(post.site, 'components/byline.tsx')
      writeFileInPlace(byline, readFileSync(byline, 'utf8').replace('>By {', '>Written by {'))
      await page.waitForFunction(
        () => document.querySelector('main.gs-content')?.textContent?.includes('Written by'),
        undefined,
        TIMEOUT
      )
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(
        true
      )
      const text = () => document.querySelector('main.gs-content')!.innerHTML
      const fresh = await post.browser.newPage()
      try {
        await fresh.goto(new URL('blog/first-post', post.url).href)
        expect(await page.evaluate(text)).toBe(await fresh.evaluate(text))
      } finally {
        await fresh.close()
      }
    } finally {
      await page.close()
    }
  })
  it('a save of the post itself (its app page.mdx) is swapped in too; an MDX error in it names file:line:column, the next save mends it', async () => {
    // (The post's own file was no content file and no dependency of its build: saving it changed nothing.)
    const page = await post.browser.newPage()
    const file = join(post.site, 'app/blog/(posts)/first-post/page.mdx')
    const original = readFileSync(file, 'utf8')
    // (The blog index lists the posts' titles from `getPageMap('/blog')`: rendered once before the saves.)
    expect((await fetchPage(post.url, '/blog')).text).toContain('<a href="/blog/first-post">First post</a>')
    try {
      await page.goto(new URL('blog/first-post', post.url).href)
      await page.locator('html[data-guildsite-dev-patch="ready"]').waitFor(TIMEOUT)
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      writeFileInPlace(file, original.replace('The first words', 'The opening words'))
      await page.waitForFunction(
        () => document.querySelector('main.gs-content')?.textContent?.includes('The opening words of the first post.'),
        undefined,
        TIMEOUT
      )
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)).toBe(
        true
      )
      // Still the post at its own route, in its layouts.
      expect(await page.locator('article.post').count()).toBe(1)
    } finally {
      await page.close()
    }
    writeFile(file, `${original}\n<Byline authors={[}\n`)
    const broken = await waitForPage(post.url, '/blog/first-post', got => got.status === 500, 'the broken post')
    const line = original.split('\n').length + 1
    expect(broken.text).toMatch(new RegExp(`"location":"app/blog/\\(posts\\)/first-post/page\\.mdx:${line}:\\d+"`))
    // Mended, with a new title in its metadata: the post's <title>, and the blog index that lists it.
    writeFile(file, original.replace('The first words', 'The mended words').replace("'First post'", "'Primal post'"))
    const mended = await waitForPage(post.url, '/blog/first-post', got => got.status === 200, 'the mended post')
    expect(mended.text).toContain('The mended words of the first post.')
    expect(mended.text).toContain('<title>Primal post | Posts</title>')
    await waitForPage(
      post.url,
      '/blog',
      got => got.text.includes('<a href="/blog/first-post">Primal post</a>'),
      'the blog index with the new title'
    )
  })
})
