import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A website folder whose theme is nextra-theme-blog reads as that theme draws it: everything in one
// `<article>` column, with no docs chrome around it.
// - Nextra 4 (app router): its root layout's `<Navbar>` (top pages' links, the brand, `<Search>`, the
//   theme switch) inside the column above the post; a post headed by its title and a line of author,
//   date and tags (the theme's MDX wrapper), with a "Back" button on a nested route; the `<Footer>`'s
//   small print at the column's end.
// - Nextra 2/3 (theme config): every page titled by the theme, a post's meta line with its "Back" link
//   to the `posts` page above it, a line of links to the `page`/`posts` pages on any other page, and
//   one page per tag (`tags/[tag].mdx` re-exporting `nextra-theme-blog/tags`) listing that tag's posts.

/** What a visitor sees of a page: the column's parts, in page order. */
const seen = () => {
  const text = (el: Element | null | undefined) => (el as HTMLElement | null)?.innerText?.replace(/\s+/g, ' ').trim()
  const visible = (el: Element) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).display !== 'none'
  const column = document.querySelector('article.gs-blog')
  return {
    title: document.title,
    // The column's visible parts in order: its navbar or links line, title, meta line, content, footer.
    parts: Array.from(column?.children ?? [], el => el.className || el.tagName.toLowerCase()).filter(Boolean),
    h1: Array.from(document.querySelectorAll('h1'), h => (visible(h) ? text(h) : undefined)).filter(Boolean),
    navbar: Array.from(document.querySelectorAll('article > .gs-blog-navbar a, article > .gs-blog-nav a'), a =>
      [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current') ? '*' : ''].join(' ').trim()
    ),
    current: text(document.querySelector('.gs-blog-nav-current')),
    search: !!document.querySelector('article > .gs-blog-navbar .gs-search'),
    themeSwitch: !!document.querySelector('article .gs-theme-toggle'),
    meta: text(document.querySelector('.gs-post-meta')),
    time: document.querySelector('.gs-post-meta time')?.getAttribute('datetime'),
    tags: Array.from(document.querySelectorAll('.gs-post-meta a'), a => a.getAttribute('href')),
    back: text(document.querySelector('.gs-post-meta-aside a, .gs-post-meta-aside button')),
    backHref: document.querySelector('.gs-post-meta-aside a')?.getAttribute('href'),
    footer: text(document.querySelector('article > .gs-blog-footer')),
    nestedLinks: document.querySelectorAll('a a').length,
    // No docs chrome outside the column.
    docsChrome: document.querySelectorAll('.gs-navbar, .gs-sidebar, .gs-toc, footer.gs-footer').length,
    posts: Array.from(document.querySelectorAll('.gs-post-card :is(h2, h3) a'), a => a.getAttribute('href')),
    listHeading: document.querySelector('.gs-post-card :is(h2, h3)')?.tagName.toLowerCase()
  }
}

/** The column's box and the theme's colours, as laid out at the page's width. */
const geometry = () => {
  const column = document.querySelector('article.gs-blog')!.getBoundingClientRect()
  const inner = (el: Element | null) => el?.getBoundingClientRect()
  const style = getComputedStyle(document.body)
  return {
    left: Math.round(column.left),
    right: Math.round(column.right),
    width: Math.round(column.width),
    viewport: document.documentElement.clientWidth,
    overflow: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    // The navbar's last item (the theme switch) ends where the column's text does.
    switchRight: Math.round(
      inner(document.querySelector('article > :is(.gs-blog-navbar, .gs-blog-nav) > :last-child'))?.right ?? 0
    ),
    textRight: Math.round(
      column.right - parseFloat(getComputedStyle(document.querySelector('article.gs-blog')!).paddingRight)
    ),
    background: style.backgroundColor,
    colour: getComputedStyle(document.querySelector('h1')!).color
  }
}

/** Opens `route` at `width`, in the light or dark colour scheme. */
const openIn = (site: ReturnType<typeof useBuiltFixture>, route: string, width: number, scheme: 'light' | 'dark') =>
  site.open(route, width, (page: Page) => page.emulateMedia({ colorScheme: scheme }))

/** Light text on a dark page, or dark on light: the sum of the RGB channels. */
const lightness = (colour: string) =>
  (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0)

describe('a Nextra 4 blog of nextra-theme-blog (its root layout, posts as app/<slug>/page.mdx)', () => {
  const site = useBuiltFixture('tests/fixtures/website-blog-theme')

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it('draws the navbar, the post’s title and meta line, the post and the footer in one column, as the theme', async () => {
    const page = await site.open('/quiet-mornings')
    const got = await page.evaluate(seen)
    expect(got).toMatchObject({
      title: 'Quiet mornings – Quiet Notes',
      parts: ['gs-blog-navbar', 'gs-blog-title', 'gs-post-meta-row', 'gs-content', 'gs-blog-footer'],
      h1: ['Quiet mornings'],
      // The top page (`_meta` type 'page'), then the `<Navbar>`'s children: the brand, search, theme switch.
      navbar: ['About this blog /about', 'Quiet Notes /'],
      search: true,
      themeSwitch: true,
      // (A flex row with a gap between its parts, the comma one of them, as the theme's.)
      meta: 'Ada , 3/27/2025 • habits sleep',
      time: '2025-03-27T15:53:25.000Z',
      tags: ['/tags/habits', '/tags/sleep'],
      // (A route one segment deep has no "Back", as `GoBack`.)
      back: undefined,
      footer: 'Written by hand, 2025.',
      nestedLinks: 0,
      docsChrome: 0
    })
    await page.close()
  })

  it('marks the current top page in the navbar and heads a page without a date with its title alone', async () => {
    const page = await site.open('/about')
    expect(await page.evaluate(seen)).toMatchObject({
      parts: ['gs-blog-navbar', 'gs-blog-title', 'gs-content', 'gs-blog-footer'],
      h1: ['About this blog'],
      navbar: ['About this blog /about *', 'Quiet Notes /'],
      meta: undefined
    })
    await page.close()
  })

  it('gives a nested post a "Back" button that goes to the page before', async () => {
    const page = await site.open('/')
    await page.goto(new URL('/notes/tea', page.url()).href)
    expect(await page.evaluate(seen)).toMatchObject({ h1: ['Tea'], meta: '4/2/2025', back: 'Back' })
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(url => url.pathname === '/')
    await page.close()
  })

  it('lays the column out at 390 and 1280 px, light and dark, the navbar ending where the text does', async () => {
    for (const width of [390, 1280])
      for (const scheme of ['light', 'dark'] as const) {
        const page = await openIn(site, '/quiet-mornings', width, scheme)
        const got = await page.evaluate(geometry)
        expect(got.overflow, `${width} ${scheme}`).toBe(false)
        // One readable column (65 characters' measure and padding), centred; room on both sides of a phone.
        expect(got.width).toBeLessThanOrEqual(width === 390 ? 390 : 720)
        expect(got.left + got.viewport - got.right).toBeGreaterThanOrEqual(0)
        if (width === 1280) expect(Math.abs(got.left - (got.viewport - got.right))).toBeLessThanOrEqual(1)
        expect(Math.abs(got.switchRight - got.textRight)).toBeLessThanOrEqual(1)
        // The system's scheme: dark text on a light page, light on dark.
        const [page_, text] = [lightness(got.background), lightness(got.colour)]
        expect(
          scheme === 'dark' ? text > page_ : text < page_,
          `${width} ${scheme}: ${got.colour} on ${got.background}`
        ).toBe(true)
        await page.close()
      }
  })

  it('lists the posts with PostCard on the home page, its own <h1> and no post head, with padding on a phone', async () => {
    const page = await site.open('/', 390)
    const got = await page.evaluate(seen)
    // (The root layout's `title.template` applies to the segments below it, not to app/page.mdx beside it, as in Next.)
    expect(got).toMatchObject({ title: 'Posts', h1: ['Posts'], meta: undefined, docsChrome: 0 })
    expect((await page.evaluate(geometry)).left).toBeGreaterThanOrEqual(0)
    const card = page.locator('.gs-post-card')
    expect(await card.locator('h2 a').getAttribute('href')).toBe('/quiet-mornings')
    expect(await card.locator('h2 a').evaluate(a => a.getBoundingClientRect().left)).toBeGreaterThanOrEqual(12)
    expect((await card.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      'Quiet mornings On getting up early. Read More → Thu Mar 27 2025'
    )
    // Its title is a heading, not an underlined blue link; its date is muted.
    const styles = await card.evaluate(el => {
      const link = getComputedStyle(el.querySelector('h2 a')!)
      const time = getComputedStyle(el.querySelector('time')!)
      return {
        underline: link.textDecorationLine,
        sameColour: link.color === getComputedStyle(el.querySelector('h2')!).color,
        timeSize: time.fontSize
      }
    })
    expect(styles).toEqual({ underline: 'none', sameColour: true, timeSize: '14px' })
    await page.close()
  })
})

describe('a Nextra 2 blog of nextra-theme-blog (its theme.config: titleSuffix, footer; front matter types; tags)', () => {
  const site = useBuiltFixture('tests/fixtures/website-blog-theme-n2')

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it('heads a post with its title, date and tags, its "Back" link to the posts page, its footer the config’s', async () => {
    const page = await site.open('/posts/first-light')
    expect(await page.evaluate(seen)).toMatchObject({
      title: 'First light – Ink',
      parts: ['gs-blog-title', 'gs-post-meta-row', 'gs-content', 'gs-blog-footer'],
      h1: ['First light'],
      // (Nextra 2/3 write the date as `toDateString()`; the tags of `tag: dawn, walks`.)
      meta: 'Tue Jan 02 2024 • dawn walks',
      tags: ['/tags/dawn', '/tags/walks'],
      back: 'Back',
      backHref: '/posts',
      // (Its theme config has no `darkMode: true`: nextra-theme-blog 2/3 draw no theme switch then.)
      themeSwitch: false,
      footer: 'Ink, set by hand.',
      docsChrome: 0
    })
    await page.close()
  })

  it('titles a page of type "page" itself, with the line of links to the page and posts pages', async () => {
    const page = await site.open('/about')
    expect(await page.evaluate(seen)).toMatchObject({
      title: 'About – Ink',
      parts: ['gs-blog-title', 'gs-blog-nav', 'gs-content', 'gs-blog-footer'],
      // (Its own `# About Ink` is not drawn again: the theme's title is its front matter's.)
      h1: ['About'],
      navbar: ['Posts /posts', 'Ink /'],
      current: 'About',
      meta: undefined
    })
    await page.close()
  })

  it('writes a page per tag listing that tag’s posts, newest first, titled by its heading', async () => {
    for (const width of [390, 1280]) {
      const page = await site.open('/tags/walks', width)
      expect(await page.evaluate(seen)).toMatchObject({
        // (Its `<TagTitle prefix>`'s, with no suffix, as its `<Head>` gives it.)
        title: 'Tagged: walks',
        h1: ['Posts tagged with walks'],
        posts: ['/posts/night-walk', '/posts/first-light'],
        // (Nextra 2 titles the listed posts with `<h3>`.)
        listHeading: 'h3',
        footer: 'Ink, set by hand.'
      })
      expect((await page.evaluate(geometry)).overflow).toBe(false)
      await page.close()
    }
    const page = await site.open('/tags/dawn')
    expect(await page.evaluate(seen)).toMatchObject({ h1: ['Posts tagged with dawn'], posts: ['/posts/first-light'] })
    await page.close()
    // A tag with a space: its link's page is where a static host looks for it (the decoded name).
    const post = await site.open('/posts/night-walk')
    expect((await post.evaluate(seen)).tags).toEqual(['/tags/walks', '/tags/night%20owl'])
    await post.getByRole('link', { name: 'night owl' }).click()
    await post.waitForURL(url => url.pathname === '/tags/night%20owl')
    expect(await post.evaluate(seen)).toMatchObject({
      h1: ['Posts tagged with night owl'],
      posts: ['/posts/night-walk']
    })
    await post.close()
  })
})
