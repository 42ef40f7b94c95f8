import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, styleOf } from '../helpers/browser.js'
import { runCli } from '../helpers/cli.js'
import { serveStatic, type StaticServer } from '../helpers/static-server.js'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A Nextra 3 website folder configured by the Guild's `defineConfig` (tests/fixtures/website-guild-navbar):
// Nextra's build draws ONE navbar for it (components 6/7's GuildUnifiedLogo and company menus), and its
// table of contents keeps the headings' inline code.
describe('a Nextra 3 Guild website (defineConfig of @theguild/components 6/7)', () => {
  const site = useBuiltFixture('tests/fixtures/website-guild-navbar')
  const open = site.open

  it('builds with exit 0', () => {
    expect(site.build.stderr).not.toMatch(/ - error /)
    expect(site.build.code).toBe(0)
  })

  it("draws links and the active sidebar item in Nextra 3's default blue, as Nextra's build (defineConfig sets no colour), not Inspector's", async () => {
    const page = await open('/docs/options')
    const colours = () =>
      page.evaluate(() => ({
        link: getComputedStyle(document.querySelector('a[data-md][href="/docs"]')!).color,
        active: getComputedStyle(document.querySelector('#gs-sidebar-tree a.gs-active')!).color
      }))
    // hsl(212 100% 45%) light, hsl(204 100% 55%) dark: nextra-theme-docs 3's `color` defaults; the active item
    // light in its primary-800, 13 % darker: hsl(212 100% 32%) (Chromium writes the relative colour as color()).
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    expect(await colours()).toEqual({ link: 'rgb(0, 107, 230)', active: 'color(srgb 0 0.298667 0.64)' })
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    expect(await colours()).toEqual({ link: 'rgb(26, 163, 255)', active: 'rgb(26, 163, 255)' })
    await page.close()
  })

  it('draws a code block as nextra-theme-docs 3 does: white (black dark) in a gray-300 (neutral-700) ring, rounded-md', async () => {
    const page = await open('/docs/options')
    const frame = () =>
      styleOf(page, '.gs-content figure.gs-code', [
        'background-color',
        'box-shadow',
        'border-top-width',
        'border-top-left-radius'
      ])
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    // (An inset ring, which takes no room: a block is its lines and its 16 px above and below.)
    expect(await frame()).toEqual({
      'background-color': 'rgb(255, 255, 255)',
      'box-shadow': 'rgb(209, 213, 219) 0px 0px 0px 1px inset',
      'border-top-width': '0px',
      'border-top-left-radius': '6px'
    })
    expect(await styleOf(page, '.gs-content figure.gs-code pre', ['padding-top', 'font-size', 'line-height'])).toEqual({
      'padding-top': '16px',
      'font-size': '14px',
      'line-height': '21px'
    })
    // A callout: its text 0.75rem + the icon + 0.5rem in, 0.5rem below its top edge (ps-3, pe-2, py-2).
    const callout = await page.evaluate(() => {
      const box = document.querySelector('.gs-callout')!.getBoundingClientRect()
      const icon = document.querySelector('.gs-callout-icon')!.getBoundingClientRect()
      const text = document.querySelector('.gs-callout-content')!.getBoundingClientRect()
      return [icon.left - box.left, text.left - icon.right, text.top - box.top]
    })
    expect(callout).toEqual([13, 8, 9])
    // Nextra 2 and 3's headings: their size on the article's 1.5 leading, tracking -0.015em (feTS' h1 54 px high).
    expect(await styleOf(page, '.gs-content h1', ['line-height', 'letter-spacing'])).toEqual({
      'line-height': '54px',
      'letter-spacing': '-0.54px'
    })
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    expect(await frame()).toEqual({
      'background-color': 'rgb(0, 0, 0)',
      'box-shadow': 'rgb(64, 64, 64) 0px 0px 0px 1px inset',
      'border-top-width': '0px',
      'border-top-left-radius': '6px'
    })
    await page.close()
  })

  it("lays a titled code block, Tabs and a blockquote out as Nextra 3 does (feTS' pages beside Nextra's build)", async () => {
    const page = await open('/docs/options')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    const facts = await page.evaluate(() => {
      const box = (el: Element | null | undefined) => el!.getBoundingClientRect()
      const title = document.querySelector('.gs-content figure.gs-code > .gs-code-title')!
      const titled = title.parentElement!
      const copy = titled.querySelector('.gs-copy')!
      const tabs = document.querySelector('.gs-content .gs-tabs')!
      const row = tabs.querySelector('[role=tablist]')!
      const panelCode = tabs.querySelector('[role=tabpanel]:not([hidden]) figure.gs-code')!
      const quote = document.querySelector('.gs-content blockquote')!
      const quoteText = quote.querySelector('p')!
      const rule = document.querySelector('.gs-content hr')!
      const style = getComputedStyle(title)
      return {
        // The file name's bar: 48 px, sans-serif 12 px, gray-700 on gray-100; its code 16 px under it.
        title: [
          box(title).height,
          style.fontFamily.includes('mono'),
          style.fontSize,
          style.color,
          style.backgroundColor
        ],
        codeUnderTitle: Math.round(box(titled.querySelector('code')).top - box(title).bottom),
        // The copy button in the bar, centred, 17 px from its end, shown without hovering.
        copy: [
          Math.round(box(copy).top - box(title).top),
          Math.round(box(titled).right - box(copy).right),
          getComputedStyle(copy).opacity
        ],
        // Tabs: the row 16 px under the code block before it, 38 px high, tabs 16 px text; the panel's code 24 px under.
        tabs: [
          Math.round(box(tabs).top - box(titled).bottom),
          Math.round(box(row).height),
          getComputedStyle(row.querySelector('[role=tab]')!).fontSize,
          Math.round(box(panelCode).top - box(row).bottom)
        ],
        // The blockquote: a 2 px line, its text 24 px past the line's start, no room above or below, italic.
        quote: [
          getComputedStyle(quote).borderInlineStartWidth,
          Math.round(box(quoteText).left - box(quote).left),
          Math.round(box(quote).height - box(quoteText).height),
          getComputedStyle(quote).fontStyle
        ],
        // Nextra 3's sidebar: items on 21 px lines (33 px high), the scroller keeping a scrollbar's gutter.
        sidebar: (() => {
          const scroller = document.querySelector<HTMLElement>('.gs-sidebar-scroll')!
          const link = Array.from(scroller.querySelectorAll('a')).find(a => a.getBoundingClientRect().height > 0)!
          return [Math.round(box(link).height), scroller.clientWidth < scroller.offsetWidth]
        })(),
        // `---`: 32 px above and below (my-8), its line neutral-200 at 70 %.
        rule: [
          getComputedStyle(rule).marginTop,
          getComputedStyle(rule).marginBottom,
          getComputedStyle(rule).borderTopColor
        ]
      }
    })
    expect(facts).toEqual({
      title: [48, false, '12px', 'rgb(55, 65, 81)', 'rgb(243, 244, 246)'],
      codeUnderTitle: 16,
      copy: [9, 17, '1'],
      tabs: [16, 38, '16px', 24],
      quote: ['2px', 26, 0, 'italic'],
      sidebar: [33, true],
      rule: ['32px', '32px', 'rgba(229, 229, 229, 0.7)']
    })
    await page.close()
  })

  it('draws a Markdown table and an image as Nextra does: framed cells, striped rows, as wide as the text; no gap under the image', async () => {
    // Hive's router environment variables beside Nextra 4's build: guildsite's full-width 14 px table with headings to
    // the start was 578 px high where Nextra's is 1,148; every block after an image alone in its paragraph 7 px low.
    const page = await open('/docs/options')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    // (The image loads lazily: in view, then loaded.)
    await page.locator('.gs-content img[alt="The mark"]').scrollIntoViewIfNeeded()
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('.gs-content img[alt="The mark"]')!.naturalWidth > 0
    )
    const facts = await page.evaluate(() => {
      const style = (el: Element) => getComputedStyle(el)
      const table = document.querySelector('.gs-content table')!
      const th = table.querySelector('th')!
      const rows = table.querySelectorAll('tbody tr')
      const image = document.querySelector<HTMLImageElement>('.gs-content img[alt="The mark"]')!
      return {
        th: [style(th).textAlign, style(th).padding, style(th).borderTop, style(th).fontSize],
        td: [style(rows[0].children[0]).borderLeft, style(rows[0].children[0]).verticalAlign],
        stripes: [style(rows[0]).backgroundColor, style(rows[1]).backgroundColor],
        narrow:
          table.getBoundingClientRect().width < table.parentElement!.parentElement!.getBoundingClientRect().width / 2,
        image: [style(image).display, image.parentElement!.getBoundingClientRect().height]
      }
    })
    expect(facts).toEqual({
      th: ['center', '8px 16px', '1px solid rgb(209, 213, 219)', '16px'],
      td: ['1px solid rgb(209, 213, 219)', 'middle'],
      stripes: ['rgba(0, 0, 0, 0)', 'rgb(243, 244, 246)'],
      narrow: true,
      image: ['block', 40]
    })
    await page.close()
  })

  it('shows "Scroll to top" under the TOC once its third entry is read, and it takes the page back up, as Nextra 3\'s TOC', async () => {
    const page = await open('/docs', 1280)
    await page.setViewportSize({ width: 1280, height: 400 })
    const state = () =>
      page.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>('.gs-toc [data-toc-top]')!
        return [button.textContent, button.disabled, getComputedStyle(button).opacity, scrollY > 0]
      })
    // Its place is kept, transparent and disabled, while the first two entries are read.
    expect(await state()).toEqual(['Scroll to top', true, '0', false])
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(state).toEqual(['Scroll to top', false, '1', true])
    await page.getByRole('button', { name: 'Scroll to top' }).click()
    await expect.poll(state).toEqual(['Scroll to top', true, '0', false])
    await page.close()
  })

  it("gives the site's own code Nextra's root variables in that blue: primary hue, saturation, lightness, background, sizes", async () => {
    // What the site's Tailwind preset (`text-primary-600`) and its own CSS read: an element styled with them.
    const page = await open('/docs/options')
    const styled = () =>
      page.evaluate(() => {
        const probe = document.createElement('div')
        probe.style.color =
          'hsl(var(--nextra-primary-hue) var(--nextra-primary-saturation) var(--nextra-primary-lightness))'
        probe.style.backgroundColor = 'rgb(var(--nextra-bg))'
        probe.style.height =
          'calc(var(--nextra-navbar-height) + var(--nextra-menu-height) + var(--nextra-banner-height))'
        document.body.append(probe)
        const style = getComputedStyle(probe)
        return { color: style.color, background: style.backgroundColor, height: style.height }
      })
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    // 90 (components 7's bar from 768 px) + 60 + 40 px; the page's own background, white light and #111 dark.
    expect(await styled()).toEqual({ color: 'rgb(0, 107, 230)', background: 'rgb(255, 255, 255)', height: '190px' })
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    expect(await styled()).toEqual({ color: 'rgb(26, 163, 255)', background: 'rgb(17, 17, 17)', height: '190px' })
    await page.close()
  })

  it("shows one bar: the Guild's logo, the product's mark, name and description, the company menus, the site's items, search, GitHub, theme", async () => {
    const page = await open('/docs')
    const bar = await page.evaluate(() => {
      const text = (el: Element | null) =>
        el?.textContent?.replace(' (opens in a new tab)', '').replace(/\s+/g, ' ').trim()
      const header = document.querySelector('header')!
      const link = (selector: string) => {
        const a = header.querySelector<HTMLAnchorElement>(selector)
        return a && [text(a), a.getAttribute('href')]
      }
      return {
        bars: document.querySelectorAll('header').length,
        companyHeader: document.querySelectorAll('[data-marketing-header]').length,
        guild: link('.gs-guild-brand-company'),
        product: link('.gs-guild-brand-product'),
        productMark: header.querySelectorAll('.gs-guild-brand-product .gs-logo').length,
        items: Array.from(header.querySelectorAll('.gs-navbar-links > ul > li'), li =>
          text(li.querySelector('summary, a'))
        ),
        search: header.querySelectorAll('input[type=search], .gs-search').length > 0,
        github: header.querySelectorAll('a[href="https://github.com/acme/inspector"]').length,
        theme: header.querySelectorAll('.gs-theme-toggle, [data-theme-toggle]').length > 0
      }
    })
    expect(bar).toEqual({
      bars: 1,
      companyHeader: 0,
      guild: ['The Guild', 'https://the-guild.dev'],
      product: ['GraphQL-Inspector GraphQL schema management and evolution tools', '/'],
      productMark: 1,
      items: ['Company', 'Products', 'Documentation', 'Changelog', 'Enterprise'],
      search: true,
      github: 1,
      theme: true
    })
    // Nextra's bar at the top, 90 px high from 768 px as components 7's style.css sets it (feTS' in Nextra's build;
    // 64 on a phone, below); the brand and the actions do not overlap.
    expect(await page.locator('header').boundingBox()).toMatchObject({ x: 0, y: 0, height: 90 })
    const edges = await page.evaluate(() => [
      document.querySelector('.gs-guild-brand')!.getBoundingClientRect().right,
      document.querySelector('.gs-navbar-actions')!.getBoundingClientRect().left,
      document.querySelector('.gs-navbar-actions')!.getBoundingClientRect().right,
      Math.max(
        ...Array.from(document.querySelectorAll('.gs-navbar-links > ul > li, .gs-navbar-more'), el =>
          el.getBoundingClientRect().width > 0 ? el.getBoundingClientRect().right : 0
        )
      )
    ])
    expect(edges[0]).toBeLessThan(edges[1]!)
    expect(edges[2]).toBeLessThanOrEqual(1280)
    // The items stand at the end, beside the search box, as in Nextra's bar.
    expect(edges[1]! - edges[3]!).toBeLessThanOrEqual(32)
    await page.close()
  })

  it("draws the bar's items as Nextra 3's: no padding, 16 px apart, a 14 px chevron 6 px after a menu's title", async () => {
    // (1440 px: room for the fixture's five items beside its long description, none left for "More".)
    const page = await open('/docs', 1440)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    const items = await page.evaluate(() =>
      Array.from(document.querySelectorAll('header .gs-navbar-links > ul > li'), li => {
        const item = li.querySelector<HTMLElement>('summary, a')!
        const box = item.getBoundingClientRect()
        const style = getComputedStyle(item)
        const range = document.createRange()
        range.selectNodeContents(document.createTreeWalker(item, NodeFilter.SHOW_TEXT).nextNode()!)
        return {
          title: item.textContent!.replace(' (opens in a new tab)', '').trim(),
          left: box.left,
          right: box.right,
          // The box past its title: a menu's gap and chevron (6 + 14), nothing for a link.
          extra: Math.round(box.width - range.getBoundingClientRect().width),
          padding: style.padding,
          background: style.backgroundColor,
          color: style.color,
          weight: style.fontWeight,
          shown: box.width > 0
        }
      })
    )
    expect(items.map(item => [item.title, item.extra, item.padding, item.background, item.shown])).toEqual([
      ['Company', 20, '0px', 'rgba(0, 0, 0, 0)', true],
      ['Products', 20, '0px', 'rgba(0, 0, 0, 0)', true],
      ['Documentation', 0, '0px', 'rgba(0, 0, 0, 0)', true],
      ['Changelog', 0, '0px', 'rgba(0, 0, 0, 0)', true],
      ['Enterprise', 0, '0px', 'rgba(0, 0, 0, 0)', true]
    ])
    // gap-4 between the items; none left for "More".
    expect(items.slice(1).map((item, index) => Math.round(item.left - items[index]!.right))).toEqual([16, 16, 16, 16])
    expect(await page.locator('.gs-navbar-more').isVisible()).toBe(false)
    // gray-600, the current section's item medium in the text's colour.
    const text = await page.evaluate(() => getComputedStyle(document.querySelector('header')!).color)
    expect(items.map(item => [item.color, item.weight])).toEqual([
      ['rgb(75, 85, 99)', '400'],
      ['rgb(75, 85, 99)', '400'],
      [text, '500'],
      ['rgb(75, 85, 99)', '400'],
      ['rgb(75, 85, 99)', '400']
    ])
    await page.close()
  })

  it('opens the Company and Products menus as components 6/7 fill them: the company pages, every product with its mark', async () => {
    const page = await open('/docs')
    const menu = (title: string) => page.locator('header .gs-navbar-links > ul > li > details', { hasText: title })
    await menu('Company').locator('summary').click()
    await expect.poll(() => menu('Company').getAttribute('open')).toBe('')
    const company = await menu('Company')
      .locator('.gs-dropdown-link')
      .evaluateAll(links => links.map(a => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]))
    expect(company).toEqual([
      ['About (opens in a new tab)', 'https://the-guild.dev/about-us', '_blank'],
      ['Blog (opens in a new tab)', 'https://the-guild.dev/blog', '_blank'],
      ['Contact (opens in a new tab)', 'https://the-guild.dev/#get-in-touch', '_blank']
    ])
    await menu('Products').locator('summary').click()
    await expect.poll(() => menu('Products').getAttribute('open')).toBe('')
    const products = await menu('Products')
      .locator('.gs-dropdown-link')
      .evaluateAll(links =>
        links.map(a => {
          const mark = a.querySelector('.gs-dropdown-mark')
          return [
            a.textContent?.replace(' (opens in a new tab)', ''),
            a.getAttribute('href'),
            mark !== null && getComputedStyle(mark).width !== '0px' && getComputedStyle(mark).maskImage !== 'none'
          ]
        })
      )
    expect(products.length).toBeGreaterThan(15)
    expect(products).toContainEqual(['Hive', 'https://the-guild.dev/graphql/hive', true])
    expect(products).toContainEqual(['Envelop', 'https://the-guild.dev/graphql/envelop', true])
    await page.close()
  })

  it('keeps a long breadcrumb on one line on a phone, the ancestors cut short with an ellipsis, as Nextra does', async () => {
    // (Hive's "Documentation › Hive Gateway › Persisted Documents" wrapped to two lines at 390 px: the page 20 px low.)
    const page = await open('/docs/options', 390)
    const crumb = await page.evaluate(() => {
      const link = document.querySelector('.gs-breadcrumb a')!
      link.textContent = 'Documentation of every part of the inspector'
      const current = document.querySelector('.gs-breadcrumb [aria-current]')!
      return {
        lines: Math.round(document.querySelector('.gs-breadcrumb ol')!.getBoundingClientRect().height / 20),
        cut: link.scrollWidth > link.clientWidth && getComputedStyle(link).textOverflow === 'ellipsis',
        current: current.scrollWidth <= current.clientWidth
      }
    })
    expect(crumb).toEqual({ lines: 1, cut: true, current: true })
    await page.close()
  })

  it("keeps the product alone on a phone, and the menu button opens Nextra 3's menu: search, the items, the section under its item", async () => {
    const page = await open('/docs', 390)
    const shown = await page.evaluate(() => {
      const visible = (selector: string) => {
        const el = document.querySelector(selector)
        return el !== null && el.getBoundingClientRect().width > 0
      }
      return {
        guild: visible('.gs-guild-brand-company'),
        product: visible('.gs-guild-brand-name'),
        description: visible('.gs-guild-brand-description'),
        height: document.querySelector('header')!.getBoundingClientRect().height,
        // (No "On This Page" above the article: Nextra 3's and 4's builds draw none on a phone.)
        inlineToc: document.querySelectorAll('[data-toc-inline]').length
      }
    })
    expect(shown).toEqual({ guild: false, product: true, description: false, height: 64, inlineToc: 0 })
    const right = await page.locator('.gs-navbar-actions').evaluate(el => el.getBoundingClientRect().right)
    expect(right).toBeGreaterThan(370)
    await page.locator('.gs-mobile-menu-button').first().click()
    // What a visitor sees from the top, as Nextra 3's build of feTS at 390 px: the search box, the site's own items
    // (no Company and Products: they stay the bar's), the page's section under its item and a line's width in,
    // the theme select at the foot.
    const menu = await page.evaluate(() => {
      const top = (el: Element) => Math.round(el.getBoundingClientRect().top)
      const shown = Array.from(document.querySelectorAll('[data-mobile-nav] :is(a, summary)'))
        .filter(el => el.getBoundingClientRect().height > 0)
        .sort((a, b) => top(a) - top(b))
      const search = document.querySelector('.gs-navbar .gs-search')!.getBoundingClientRect()
      const left = (text: string) =>
        Math.round(shown.find(el => el.textContent?.trim() === text)!.getBoundingClientRect().left)
      return {
        items: shown.map(el => el.textContent?.trim()),
        search: [Math.round(search.left), Math.round(search.top), Math.round(search.width)],
        searchAbove: search.bottom <= top(shown[0]!),
        indent: left('Introduction') - left('Documentation'),
        // (px between the select's foot and the window's bottom)
        select:
          innerHeight - document.querySelector('[data-mobile-nav] .gs-sidebar-footer')!.getBoundingClientRect().bottom
      }
    })
    expect(menu).toMatchObject({
      items: [
        'Documentation',
        'Introduction',
        // The page's h2 headings under its item, as nextra-theme-docs 2–4's phone menu lists them (not its h3).
        'The diff command',
        'Plain heading',
        'Options',
        'Changelog (opens in a new tab)',
        'Enterprise (opens in a new tab)'
      ],
      search: [16, 80, 358],
      searchAbove: true,
      indent: 25,
      select: 0
    })
    const folders = await page.evaluate(() => {
      const chevron = (text: string) => {
        const link = Array.from(document.querySelectorAll('[data-mobile-nav] .gs-sidebar-menu a')).find(a =>
          a.textContent?.startsWith(text)
        )!
        const after = getComputedStyle(link, '::after')
        return after.content === 'none' ? null : [after.width, after.transform]
      }
      const anchor = document.querySelector('[data-mobile-nav] .gs-sidebar-anchors a')!
      const item = document.querySelector('[data-mobile-nav] #gs-sidebar-tree a.gs-active')!
      return {
        // The navbar's folder, open (its arrow turned down); a link to another site is no folder.
        documentation: chevron('Documentation'),
        changelog: chevron('Changelog'),
        // A faint "#" before each heading, the list 0.75rem in past a line.
        hash: [getComputedStyle(anchor, '::before').content, getComputedStyle(anchor, '::before').opacity],
        href: anchor.getAttribute('href'),
        indent: Math.round(anchor.getBoundingClientRect().left - item.getBoundingClientRect().left)
      }
    })
    expect(folders).toEqual({
      documentation: ['18px', 'matrix(0, 1, -1, 0, 0, 0)'],
      changelog: null,
      hash: ['"#"', '0.25'],
      href: '#the-diff-command',
      indent: 24
    })
    // The heading being read is marked in that list and drawn as the current page (Nextra's active anchor).
    const marked = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-mobile-nav] .gs-sidebar-anchors a'), a => {
          const style = getComputedStyle(a)
          const current = a.getAttribute('aria-current') === 'true'
          return current
            ? [a.textContent, style.fontWeight, style.backgroundColor !== 'rgba(0, 0, 0, 0)']
            : style.fontWeight
        })
      )
    const readTo = (index: number) =>
      page.evaluate(index => {
        const link = document.querySelectorAll<HTMLAnchorElement>('[data-mobile-nav] .gs-sidebar-anchors a')[index]!
        document.getElementById(decodeURIComponent(link.hash.slice(1)))!.scrollIntoView()
      }, index)
    await readTo(1)
    await expect.poll(marked).toEqual(['400', ['Plain heading', '600', true]])
    await readTo(0)
    await expect.poll(marked).toEqual([['The diff command', '600', true], '400'])
    // The box is the search: it opens the search dialog.
    await page.locator('.gs-navbar .gs-search-button').click()
    await expect.poll(() => page.locator('dialog[open], [role=dialog]:visible').count()).toBeGreaterThan(0)
    await page.close()
  })

  it("puts Nextra 3's theme select at the sidebar's foot: Light, Dark, System, the choice kept and System following the OS", async () => {
    const page = await open('/docs/options')
    await page.emulateMedia({ colorScheme: 'light' })
    const foot = () =>
      page.evaluate(() => {
        const box = (el: Element | null) => {
          const r = el!.getBoundingClientRect()
          return [Math.round(r.x), Math.round(r.height)]
        }
        const select = document.querySelector<HTMLSelectElement>('.gs-sidebar-footer select')!
        return {
          options: Array.from(select.options, option => option.text),
          shown: select.selectedOptions[0]!.text,
          // Nextra's geometry (feTS' /server/testing at 1280 px): the select 28 px high from x 16, the toggle 28 px.
          select: box(select.parentElement),
          toggle: box(document.querySelector('.gs-sidebar-footer .gs-sidebar-toggle')),
          dark: document.documentElement.classList.contains('dark'),
          stored: localStorage.getItem('theme')
        }
      })
    // Nothing chosen yet: System, in the OS's light.
    expect(await foot()).toEqual({
      options: ['Light', 'Dark', 'System'],
      shown: 'System',
      select: [16, 28],
      toggle: [212, 28],
      dark: false,
      stored: null
    })
    await page.locator('.gs-sidebar-footer select').selectOption('dark')
    expect(await foot()).toMatchObject({ shown: 'Dark', dark: true, stored: 'dark' })
    // The choice holds on the next page, where the select says it.
    await page.reload()
    expect(await foot()).toMatchObject({ shown: 'Dark', dark: true })
    // Back to System: the page follows the OS as it changes.
    await page.locator('.gs-sidebar-footer select').selectOption('system')
    expect(await foot()).toMatchObject({ shown: 'System', dark: false, stored: 'system' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // The bar keeps its moon button, as Nextra 3's build of feTS does, and the two agree.
    await page.locator('.gs-navbar [data-theme-toggle]').click() // system → light
    expect(await foot()).toMatchObject({ shown: 'Light', dark: false, stored: 'light' })
    await page.close()
  })

  it("keeps the theme select at the foot of the phone menu, as Nextra 3's", async () => {
    const page = await open('/docs', 390)
    await page.locator('.gs-mobile-menu-button').first().click()
    const select = page.locator('[data-mobile-nav] .gs-sidebar-footer select')
    expect(await select.isVisible()).toBe(true)
    await select.selectOption('dark')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.close()
  })

  it('hints "CTRL K" in the search box, as Nextra 3 and 4 do, and Ctrl+K opens the search', async () => {
    const page = await open('/docs/options')
    expect(await page.locator('.gs-navbar .gs-search-kbd').textContent()).toBe('CTRL K')
    expect(await styleOf(page, '.gs-navbar .gs-search-kbd', ['height', 'font-size'])).toEqual({
      height: '20px',
      'font-size': '11px'
    })
    await page.keyboard.press('Control+K')
    await expect.poll(() => page.locator('dialog[open], [role=dialog]:visible').count()).toBeGreaterThan(0)
    await page.close()
    // On a Mac, "⌘ K" (nextra-theme-docs 3's `navigator.userAgent.includes('Mac')`), from the first paint.
    const mac = await open('/docs/options', 1280, opened =>
      opened.addInitScript(() =>
        Object.defineProperty(navigator, 'userAgent', {
          get: () => 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko)'
        })
      )
    )
    expect(await mac.locator('.gs-navbar .gs-search-kbd').textContent()).toBe('⌘K')
    expect(await styleOf(mac, '.gs-navbar .gs-search-kbd > span', ['font-size'])).toEqual({ 'font-size': '12px' })
    await mac.close()
  })

  it("draws Nextra 3's search field at 1280 px: 256 × 34, no magnifier, the placeholder whole before the hint", async () => {
    const page = await open('/docs/options')
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    const field = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('.gs-navbar .gs-ac-input')!
      const form = input.closest('form')!
      const kbd = form.querySelector('kbd')!.getBoundingClientRect()
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const box = form.getBoundingClientRect()
      const textEnd =
        input.getBoundingClientRect().left +
        parseFloat(style.paddingLeft) +
        context.measureText(input.placeholder).width
      return {
        box: [Math.round(box.width), Math.round(box.height)],
        magnifier: Array.from(form.querySelectorAll('svg')).some(svg => svg.getBoundingClientRect().width > 0),
        background: getComputedStyle(form).backgroundColor,
        border: getComputedStyle(form).borderTopWidth,
        text: [style.fontSize, style.paddingLeft],
        placeholder: getComputedStyle(input, '::placeholder').color,
        // The hint 6 px from the end, centred; the placeholder ends before it.
        hint: [Math.round(box.right - kbd.right), Math.round(kbd.top - box.top)],
        whole: textEnd < kbd.left
      }
    })
    expect(field).toEqual({
      box: [256, 34],
      magnifier: false,
      background: 'rgba(0, 0, 0, 0.05)',
      border: '0px',
      text: ['14px', '12px'],
      placeholder: 'rgb(107, 114, 128)',
      hint: [6, 7],
      whole: true
    })
    await page.close()
    // Where the bar leaves the box only an icon's room (900 px), the magnifier stays, with no cut placeholder.
    const narrow = await open('/docs/options', 900)
    const icon = await narrow.evaluate(() => {
      const box = document.querySelector('.gs-navbar .gs-search')!
      const shown = (el: Element) => el.getBoundingClientRect().width > 0
      return {
        width: Math.round(box.getBoundingClientRect().width),
        magnifier: Array.from(box.querySelectorAll('svg')).some(shown),
        text: Array.from(box.querySelectorAll('input, .gs-search-placeholder')).some(
          el => el.getBoundingClientRect().width > 20
        )
      }
    })
    expect(icon).toEqual({ width: 36, magnifier: true, text: false })
    await narrow.close()
  })

  it('lists the headings with their inline code in the table of contents, as Nextra 3 does', async () => {
    const page = await open('/docs')
    const toc = await page
      .locator('.gs-toc-nav a')
      .evaluateAll(links => links.map(a => [a.textContent, a.querySelector('code')?.textContent ?? null]))
    expect(toc).toEqual([
      ['The diff command', 'diff'],
      ['Flags of diff and their defaults', 'diff'],
      ['Plain heading', null]
    ])
    const code = await page
      .locator('.gs-toc-nav a code')
      .first()
      .evaluate(el => getComputedStyle(el).fontFamily)
    expect(code).toMatch(/mono/i)
    await page.close()
  })
})

describe('the table of contents of a Nextra 2 website folder', () => {
  it('lists the headings as plain text, as Nextra 2 does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-toc-n2-'))
    try {
      await mkdir(join(dir, 'site', 'pages'), { recursive: true })
      await writeFile(
        join(dir, 'site', 'package.json'),
        JSON.stringify({ dependencies: { nextra: '^2.13.0', 'nextra-theme-docs': '^2.13.0' } })
      )
      await writeFile(join(dir, 'site', 'pages', '_meta.json'), JSON.stringify({ index: 'Home' }))
      await writeFile(
        join(dir, 'site', 'pages', 'index.mdx'),
        '# Home\n\n## The `diff` command\n\nText.\n\n## Two\n\nText.\n\n## Three\n\nText.\n'
      )
      const result = await runCli(['build', join(dir, 'site'), '--out', join(dir, 'dist'), '--force'])
      expect(result.code).toBe(0)
      const html = await readFile(join(dir, 'dist', 'index.html'), 'utf8')
      expect(html).toContain('<a href="#the-diff-command">The diff command</a>')
      // The heading itself keeps its code.
      expect(html).toMatch(/<h2[^>]*>The <code[^>]*>diff<\/code> command/)
      // (No "Scroll to top" under it: nextra-theme-docs 2 draws none by default.)
      expect(html).not.toContain('data-toc-top')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

// The GuildLayout fixture (tests/fixtures/website-guild-layout) with a logo of the site's own, as
// graphql-scalars' root layout has (`const ScalarsLogo = props => <svg …>`).
describe('a GuildLayout website with its own logo element and two links beside the menus', () => {
  let dir = ''
  let server: StaticServer
  let browser: Browser
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-guild-logo-'))
    await cp('tests/fixtures/website-guild-layout', join(dir, 'site'), { recursive: true })
    const layout = join(dir, 'site', 'app', 'layout.tsx')
    const source = await readFile(layout, 'utf8')
    const own = `const WidgetLogo = (props: object) => (\n  <svg viewBox="0 0 10 10" data-widget-logo="" {...props}><circle cx="5" cy="5" r="4" fill="currentColor" /></svg>\n)\n\nconst RootLayout`
    await writeFile(
      layout,
      source
        .replace('const RootLayout', own)
        .replace('<ConfigLogo fill="currentColor" className="h-auto w-8" />', '<WidgetLogo className="h-auto w-8" />')
    )
    // (A folder title that wraps in the 16rem sidebar, as feTS' "Integration & Deployment".)
    const meta = join(dir, 'site', 'content', '_meta.ts')
    await writeFile(
      meta,
      (await readFile(meta, 'utf8')).replace("guide: 'Guide'", "guide: 'Guide to Integration & Deployment'")
    )
    // (Titled code blocks: Nextra 4 marks a TypeScript file's title, and leaves a YAML file's unmarked.)
    const guide = join(dir, 'site', 'content', 'guide', 'index.mdx')
    await writeFile(
      guide,
      (await readFile(guide, 'utf8')) +
        '\n```ts filename="widget.ts"\nexport const a = 1\n```\n\n```yaml filename="widget.yml"\na: 1\n```\n'
    )
    const result = await runCli(['build', join(dir, 'site'), '--out', join(dir, 'dist'), '--force'])
    expect(result.code, result.stderr).toBe(0)
    server = await serveStatic(join(dir, 'dist'))
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("draws the layout's own logo element beside the name, in the text colour, not the catalogue's mark", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/docs`)
    const logo = await page.evaluate(() => {
      const brand = document.querySelector('.gs-hive-nav-brand')!
      const svg = brand.querySelector('svg[data-widget-logo]')
      const box = svg?.getBoundingClientRect()
      return {
        own: svg !== null,
        circle: svg?.querySelector('circle') !== null,
        size: box && [Math.round(box.width), Math.round(box.height)],
        fill: svg && getComputedStyle(svg.querySelector('circle')!).fill === getComputedStyle(brand).color,
        catalogue: brand.querySelectorAll('.gs-logo-CONFIG, .gs-logo-GUILD').length
      }
    })
    expect(logo).toEqual({ own: true, circle: true, size: [32, 32], fill: true, catalogue: 0 })
    await page.close()
  })

  it("opens the Developer and Company panels 32 px before their trigger at 1280 px, as components 9's menu viewport; Products' in the window", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/docs`)
    const place = async (title: string) => {
      const menu = page.locator('[data-hive-navigation] details.gs-hive-menu', {
        has: page.locator(`summary:text-is("${title}")`)
      })
      await menu.locator('summary').click()
      await expect.poll(() => menu.getAttribute('open')).toBe('')
      const at = await menu.evaluate(details => {
        const panel = details.querySelector('.gs-hive-menu-panel')!.getBoundingClientRect()
        const trigger = details.querySelector('summary')!.getBoundingClientRect()
        const bar = details.closest('.gs-hive-nav-inner')!.getBoundingClientRect()
        return {
          fromTrigger: Math.round(panel.left - trigger.left),
          fromBar: Math.round(panel.left - bar.left),
          inWindow: panel.right <= innerWidth && document.documentElement.scrollWidth <= innerWidth
        }
      })
      await menu.locator('summary').click()
      return at
    }
    expect(await place('Developer')).toMatchObject({ fromTrigger: -32, inWindow: true })
    expect(await place('Company')).toMatchObject({ fromTrigger: -32, inWindow: true })
    expect(await place('Products')).toMatchObject({ fromBar: 0, inWindow: true })
    await page.close()
  })

  it('shows the search placeholder whole at 1280 px beside the menus and two site links, as Nextra 4 does', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/docs`)
    const room = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-hive-navigation] .gs-ac-input')!
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      // (Components 9's bar holds Nextra 4's search: its "CTRL K" hint, green-700 on green-200 — Hive's was guildsite's "/".)
      const kbd = document.querySelector('[data-hive-navigation] .gs-search-kbd')!
      const hint = [kbd.textContent, getComputedStyle(kbd).color, getComputedStyle(kbd).backgroundColor]
      return { placeholder: input.placeholder, fits: context.measureText(input.placeholder).width <= box, hint }
    })
    expect(room).toEqual({
      placeholder: 'Search documentation…',
      fits: true,
      hint: ['CTRL K', 'rgb(59, 115, 106)', 'rgb(202, 228, 222)']
    })
    // components 9's look of Nextra 4's Search: a green-200 line, the "CTRL K" hint on green-200 1rem from the end.
    const hint = await page.evaluate(() => {
      const form = document.querySelector('[data-hive-navigation] .gs-ac-form')!
      const kbd = form.querySelector('kbd')!
      return {
        text: kbd.textContent,
        background: getComputedStyle(kbd).backgroundColor,
        line: getComputedStyle(form).borderTopColor,
        end: Math.round(form.getBoundingClientRect().right - kbd.getBoundingClientRect().right)
      }
    })
    expect(hint).toEqual({ text: 'CTRL K', background: 'rgb(202, 228, 222)', line: 'rgb(202, 228, 222)', end: 17 })
    await page.close()
  })

  it("shows Nextra 4's own search field at the top of the phone menu: no magnifier, no line, black/5", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/docs`)
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    await page.locator('.gs-mobile-menu-button').first().click()
    const field = await page.evaluate(() => {
      const button = document.querySelector('.gs-hive-nav .gs-search-button')!
      const style = getComputedStyle(button)
      return {
        magnifier: Array.from(button.querySelectorAll('svg')).some(svg => svg.getBoundingClientRect().width > 0),
        border: style.borderTopWidth,
        background: style.backgroundColor,
        text: getComputedStyle(button.querySelector('.gs-search-placeholder')!).fontSize
      }
    })
    expect(field).toEqual({ magnifier: false, border: '0px', background: 'rgba(0, 0, 0, 0.05)', text: '16px' })
    // GuildLayout's page map starts with its Company and Products menus: Nextra 4's phone menu lists them first, as
    // closed folders, the company's pages inside.
    const shownItems = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-mobile-nav] .gs-sidebar-menu :is(a, summary)'))
          .filter(el => el.checkVisibility())
          .map(el => el.textContent?.trim())
      )
    expect((await shownItems()).slice(0, 3)).toEqual(['Company', 'Products', 'Documentation'])
    await page.locator('[data-mobile-nav] .gs-sidebar-menu summary', { hasText: 'Company' }).click()
    expect((await shownItems()).slice(0, 5)).toEqual([
      'Company',
      'About (opens in a new tab)',
      'Blog (opens in a new tab)',
      'Contact (opens in a new tab)',
      'Products'
    ])
    await page.close()
  })

  it("draws Nextra 4's language mark before a code block's file name: 16 px in the title's colour, none for YAML", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/docs/guide`)
    const marks = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.gs-content figure.gs-code > .gs-code-title'), title => {
        const mark = getComputedStyle(title, '::before')
        return [
          title.textContent,
          mark.content === 'none'
            ? null
            : [mark.width, mark.height, mark.maskImage.startsWith('url("data:image/svg+xml')]
        ]
      })
    )
    expect(marks).toEqual([
      ['widget.ts', ['16px', '16px', true]],
      ['widget.yml', null]
    ])
    await page.close()
  })

  it("wraps a long folder title before its chevron and centres the chevron on the row, as Nextra's sidebar", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/docs`)
    const row = await page.evaluate(() => {
      const link = document.querySelector('#gs-sidebar-tree a[href$="/guide"]')!.getBoundingClientRect()
      const chevron = document.querySelector('#gs-sidebar-tree a[href$="/guide"] + details > summary')!
      const mark = chevron.getBoundingClientRect()
      const text = document.createRange()
      text.selectNodeContents(document.querySelector('#gs-sidebar-tree a[href$="/guide"]')!)
      return {
        lines: Math.round((link.height - 12) / 20),
        centred: Math.abs(mark.top + mark.height / 2 - (link.top + link.height / 2)) <= 1,
        // (The text ends before the chevron's box.)
        clear: text.getBoundingClientRect().right <= mark.left
      }
    })
    expect(row).toEqual({ lines: 2, centred: true, clear: true })
    await page.close()
  })
})
