import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A website folder whose theme is nextra-theme-blog (Nextra 4, app router) reads as that theme draws
// it: every Markdown page is a post headed by its title and a line of author, date and tags (the
// theme's MDX wrapper), in one column with no sidebar or table of contents; the navbar's brand is
// the root layout's `<Navbar>` children (a `next/link`), the footer its `<Footer>`'s.

/** What a visitor sees of a page. */
const seen = () => {
  const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim()
  const visible = (el: Element | null | undefined) => !!el && el.getBoundingClientRect().width > 0
  const main = document.querySelector('main')
  const brand = document.querySelector('header.gs-navbar .gs-navbar-brand')
  return {
    title: document.title,
    h1: Array.from(document.querySelectorAll('main h1'), h => text(h)),
    meta: (document.querySelector<HTMLElement>('.gs-post-meta')?.innerText ?? undefined)?.replace(/\s+/g, ' ').trim(),
    time: document.querySelector('.gs-post-meta time')?.getAttribute('datetime'),
    tags: Array.from(document.querySelectorAll('.gs-post-meta a'), a => a.getAttribute('href')),
    brand: text(brand),
    brandLinks: Array.from(brand?.querySelectorAll('a') ?? [], a => a.getAttribute('href')),
    nestedLinks: document.querySelectorAll('a a').length,
    footer: text(document.querySelector('footer .gs-nextra-footer-content, footer .gs-nextra-footer-inner')),
    sidebar: visible(document.querySelector('#gs-sidebar-tree')),
    toc: visible(document.querySelector('.gs-toc')),
    // The column: a readable measure, with room on both sides of a phone's screen.
    column: main ? Math.round(main.querySelector('.gs-main-inner')!.getBoundingClientRect().width) : 0,
    left: main ? Math.round(main.querySelector('.gs-main-inner')!.getBoundingClientRect().left) : 0
  }
}

describe('a Nextra 4 blog of nextra-theme-blog (its root layout, posts as app/<slug>/page.mdx)', () => {
  const site = useBuiltFixture('tests/fixtures/website-blog-theme')

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it("heads a post with its title, then its author, date and tags, as the theme's MDX wrapper", async () => {
    const page = await site.open('/quiet-mornings')
    const got = await page.evaluate(seen)
    expect(got).toMatchObject({
      title: 'Quiet mornings – Quiet Notes',
      h1: ['Quiet mornings'],
      // (A flex row with a gap between its parts, the comma one of them, as the theme's.)
      meta: 'Ada , 3/27/2025 • habits sleep',
      time: '2025-03-27T15:53:25.000Z',
      tags: ['/tags/habits', '/tags/sleep'],
      brand: 'Quiet Notes',
      brandLinks: ['/'],
      nestedLinks: 0,
      footer: 'Written by hand, 2025.',
      sidebar: false,
      toc: false
    })
    // One column of at most 65 characters' measure (nextra-theme-blog's prose), not the docs' width.
    expect(got.column).toBeLessThan(720)
    await page.close()
  })

  it('heads a page without a date with its title alone', async () => {
    const page = await site.open('/about')
    expect(await page.evaluate(seen)).toMatchObject({ h1: ['About this blog'], meta: undefined })
    await page.close()
  })

  it('lists the posts with PostCard on the home page, its own <h1> and no post head, with padding on a phone', async () => {
    const page = await site.open('/', 390)
    const got = await page.evaluate(seen)
    // (The root layout's `title.template` applies to the segments below it, not to app/page.mdx beside it, as in Next.)
    expect(got).toMatchObject({ title: 'Posts', h1: ['Posts'], meta: undefined, sidebar: false })
    expect(got.left).toBeGreaterThanOrEqual(12)
    const card = page.locator('.gs-post-card')
    expect(await card.locator('h2 a').getAttribute('href')).toBe('/quiet-mornings')
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

describe('a Nextra 2 blog of nextra-theme-blog (its theme.config: titleSuffix, footer; front matter types)', () => {
  const site = useBuiltFixture('tests/fixtures/website-blog-theme-n2')

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it('heads a post with its title and date, titled with the suffix, its footer the config’s', async () => {
    const page = await site.open('/posts/first-light')
    expect(await page.evaluate(seen)).toMatchObject({
      title: 'First light – Ink',
      h1: ['First light'],
      meta: '1/2/2024',
      footer: 'Ink, set by hand.',
      sidebar: false,
      toc: false
    })
    await page.close()
  })

  it('draws no post head on a page of type "page": its own <h1> alone', async () => {
    const page = await site.open('/about')
    expect(await page.evaluate(seen)).toMatchObject({ title: 'About – Ink', h1: ['About Ink'], meta: undefined })
    await page.close()
  })
})
