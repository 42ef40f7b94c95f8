import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A Nextra 4 website folder whose root layout is the Guild's GuildLayout (tests/fixtures/website-guild-layout):
// its pages look as in Nextra's own build of such a site, starting with its one navigation bar.
describe('a website laid out by GuildLayout (@theguild/components 9)', () => {
  const site = useBuiltFixture('tests/fixtures/website-guild-layout')
  const open = site.open

  it('builds with exit 0', () => {
    expect(site.build.stderr).not.toMatch(/ - error /)
    expect(site.build.code).toBe(0)
  })

  it('shows one bar, HiveNavigation: name linking home, the three menus, the site’s links, search, Contact us and Docs', async () => {
    const page = await open('/docs')
    const bar = await page.evaluate(() => {
      const text = (el: Element | null) => el?.textContent?.trim()
      const nav = document.querySelector('[data-hive-navigation]')!
      const links = (selector: string) =>
        Array.from(nav.querySelectorAll<HTMLAnchorElement>(selector), a => [text(a), a.getAttribute('href')])
      return {
        bars: document.querySelectorAll('header').length,
        companyHeader: document.querySelectorAll('[data-marketing-header]').length,
        brand: links('.gs-hive-nav-brand'),
        menus: Array.from(nav.querySelectorAll('details > summary'), text),
        navLinks: links('.gs-hive-nav-link'),
        search: nav.querySelectorAll('input[type=search]').length,
        actions: links('.gs-hive-cta')
      }
    })
    expect(bar).toEqual({
      bars: 1,
      companyHeader: 0,
      brand: [['Widget-Kit', '/']],
      menus: ['Products', 'Developer', 'Company'],
      navLinks: [
        ['Changelog', '/changelog'],
        ['Guide', '/docs/guide']
      ],
      search: 1,
      actions: [
        ['Contact us', 'https://the-guild.dev/contact'],
        ['Docs', '/docs']
      ]
    })
    // Nextra's build draws it at the top, 83 px high (graphql-config's, graphql-tools', yoga's), with the white
    // page behind it.
    const box = await page.locator('[data-hive-navigation]').boundingBox()
    expect(box).toMatchObject({ x: 0, y: 8, height: 83 })
    // Links of its own beside the menus (graphql-eslint has two): the search box gives way, nothing overlaps.
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 })
      const edges = await page.evaluate(() => {
        const right = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().right
        const left = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().left
        return [right('.gs-hive-menus > ul'), left('.gs-hive-nav-actions > :first-child'), right('.gs-hive-nav-docs')]
      })
      expect(edges[0], `${width} px`).toBeLessThanOrEqual(edges[1]!)
      expect(edges[2], `${width} px`).toBeLessThanOrEqual(width)
    }
    await page.close()
  })

  it('opens the Developer menu on click: the layout’s developerMenu with its icons, then the Community column', async () => {
    const page = await open('/docs')
    await page.locator('[data-hive-navigation] summary', { hasText: 'Developer' }).click()
    const panel = page.locator('[data-hive-navigation] details[open] .gs-hive-menu-panel')
    expect(await panel.isVisible()).toBe(true)
    const columns = await panel.evaluate(el =>
      Array.from(el.querySelectorAll('.gs-hive-menu-column'), column => ({
        label: column.querySelector('.gs-hive-menu-label')?.textContent,
        items: Array.from(column.querySelectorAll('a'), (a: HTMLAnchorElement) => [
          a.textContent,
          a.getAttribute('href'),
          a.querySelector('svg:not(.gs-hive-menu-arrow)') !== null
        ])
      }))
    )
    expect(columns).toEqual([
      {
        label: 'Developer',
        items: [
          ['Documentation', '/docs', true],
          ['Blog', 'https://the-guild.dev/blog', true],
          ['GitHub', 'https://github.com/acme/widgets', true]
        ]
      },
      {
        label: 'Community',
        items: [
          ['YouTube', expect.stringMatching(/^https:\/\/www\.youtube\.com\//), true],
          ['X', 'https://x.com/theguilddev', true],
          ['LinkedIn', 'https://www.linkedin.com/company/the-guild-software/', true],
          ['Discord', 'https://discord.com/invite/xud7bH9', true]
        ]
      }
    ])
    // The panel hangs under its trigger, over the page.
    const trigger = await page.locator('[data-hive-navigation] summary', { hasText: 'Developer' }).boundingBox()
    const box = await panel.boundingBox()
    expect(box!.y).toBeGreaterThan(trigger!.y + trigger!.height)
    await page.close()
  })

  it('lists the products as components 9 does: Platform, The GraphQL Stack, Libraries', async () => {
    const page = await open('/')
    await page.locator('[data-hive-navigation] summary', { hasText: 'Products' }).click()
    const labels = await page
      .locator('[data-hive-navigation] details[open] .gs-hive-menu-label')
      .evaluateAll(els => els.map(el => el.textContent))
    expect(labels).toEqual(['Platform', 'The GraphQL Stack', 'Libraries'])
    const libraries = await page
      .locator('[data-hive-navigation] details[open] .gs-hive-menu-libraries .gs-hive-menu-text')
      .evaluateAll(els => els.map(el => el.textContent))
    expect(libraries).toEqual(['Codegen', 'Inspector', 'Envelop', 'SOFA', 'Scalars', 'ESLint'])
    // The wide panel opens under the bar's left edge, as components 9's menu viewport does: all of it on screen.
    const panel = await page.locator('[data-hive-navigation] details[open] .gs-hive-menu-panel').boundingBox()
    expect(panel!.x).toBeGreaterThanOrEqual(0)
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(1280)
    await page.close()
  })

  it('draws the landing components as components 9 does: the Hero panel, the CallToAction variants, InfoCards', async () => {
    const page = await open('/')
    const looks = await page.evaluate(() => {
      const style = (el: Element | null) => (el ? getComputedStyle(el) : undefined)
      const hero = document.querySelector('.gs-guild-hero')!
      const heading = hero.querySelector('h1')!
      const cta = (name: string) => {
        const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('.gs-guild-hero a')).find(
          a => a.textContent?.trim() === name
        )
        return [style(link!)!.backgroundColor, style(link!)!.color, style(link!)!.borderTopColor]
      }
      const card = (name: string) => {
        const li = Array.from(document.querySelectorAll('li')).find(el => el.querySelector('h3')?.textContent === name)!
        return [style(li)!.backgroundColor, style(li.querySelector('h3'))!.fontWeight]
      }
      return {
        heroWidthOfColumn: hero.getBoundingClientRect().width === hero.parentElement!.getBoundingClientRect().width,
        heroBackground: style(hero)!.backgroundColor,
        heroRadius: style(hero)!.borderTopLeftRadius,
        heading: [style(heading)!.fontWeight, style(heading)!.fontSize, style(heading)!.color],
        checkmarks: Array.from(hero.querySelectorAll('.gs-hero-checkmarks li'), li => [
          li.textContent,
          li.querySelector('svg') !== null
        ]),
        primary: cta('Get started'),
        secondaryInverted: cta('Changelog'),
        tertiary: cta('GitHub'),
        cards: [card('Easy To Use'), card('Open Source')],
        sectionHeading: [style(document.querySelector('h2'))!.fontWeight, style(document.querySelector('h2'))!.fontSize]
      }
    })
    const green800 = 'rgb(36, 88, 80)'
    expect(looks).toEqual({
      heroWidthOfColumn: true,
      heroBackground: 'rgb(164, 196, 203)',
      heroRadius: '24px',
      heading: ['400', '64px', 'rgb(0, 52, 44)'],
      checkmarks: [
        ['Fully open source', true],
        ['No vendor lock', true]
      ],
      primary: ['rgb(225, 255, 0)', 'rgb(0, 52, 44)', green800],
      secondaryInverted: [green800, 'rgb(255, 255, 255)', green800],
      tertiary: ['rgba(0, 0, 0, 0)', 'rgb(0, 52, 44)', green800],
      cards: [
        ['rgb(248, 247, 246)', '500'],
        ['rgb(21, 67, 60)', '500']
      ],
      // A section's Heading: regular weight, 48 px for size "md" on a wide screen.
      sectionHeading: ['400', '48px']
    })
    await page.close()
  })

  it('colours docs pages as GuildLayout’s Head does (teal active item) and draws Nextra 4’s Callouts (default orange)', async () => {
    const page = await open('/docs')
    const colours = await page.evaluate(() => {
      // The colour a CSS value computes to, from a probe element.
      const computed = (value: string) => {
        const probe = document.createElement('div')
        probe.style.color = value
        document.body.append(probe)
        const colour = getComputedStyle(probe).color
        probe.remove()
        return colour
      }
      const active = document.querySelector('#gs-sidebar-tree a[aria-current="page"]')!
      const callout = (type: string) => {
        const box = document.querySelector(`.gs-callout[data-type="${type}"]`)!
        return [getComputedStyle(box).backgroundColor, getComputedStyle(box).color]
      }
      return {
        active: [active.textContent, getComputedStyle(active).backgroundColor],
        teal: computed('hsl(171 42% 73%)'),
        default: callout('default'),
        info: callout('info')
      }
    })
    expect(colours.active).toEqual(['Introduction', colours.teal])
    expect(colours.default).toEqual(['rgb(255, 247, 237)', 'rgb(159, 45, 0)'])
    expect(colours.info).toEqual(['rgb(219, 234, 254)', 'rgb(28, 57, 142)'])
    await page.close()
  })

  it('draws content links in GuildLayout’s primary (teal, 24 %) and the active sidebar item 13 % darker, as Nextra 4', async () => {
    const page = await open('/docs/guide')
    const colours = await page.evaluate(() => {
      const computed = (value: string) => {
        const probe = document.createElement('div')
        probe.style.color = value
        document.body.append(probe)
        const colour = getComputedStyle(probe).color
        probe.remove()
        return colour
      }
      return {
        link: getComputedStyle(document.querySelector('a[data-md][href="/docs"]')!).color,
        active: getComputedStyle(document.querySelector('#gs-sidebar-tree a[aria-current="page"]')!).color,
        primary600: computed('hsl(171 42% 24%)'),
        primary800: computed('hsl(171 42% 11%)')
      }
    })
    expect([colours.link, colours.active]).toEqual([colours.primary600, colours.primary800])
    await page.close()
  })

  it('lays a docs page out as nextra-theme-docs 4 does at 1280 px: sidebar, article, code block, list, TOC', async () => {
    // Measured beside Nextra's own build of graphql-config (Nextra 4.0.5): the sidebar's items 16 px in, 36 px
    // apart; the article's text 672 px wide from x = 304; a block 24 px below the one before; a code block its
    // lines (20 px) and 16 px above and below; a tight list's items 24 px high, 8 px apart, a nested list 12 px
    // below its item's text; the TOC's text from x = 1040.
    const page = await open('/docs/guide')
    const at = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect()
      const article = document.querySelector('article')!
      const [p, figure, ul] = ['p', 'figure', 'ul'].map(tag => box(article.querySelector(tag)!))
      const items = Array.from(article.querySelectorAll('li'), box)
      // (The top level's first two items: Introduction and the Guide folder's row.)
      const side = Array.from(document.querySelector('#gs-sidebar-tree .gs-sidebar-list')!.children, item =>
        box(item.querySelector('a, summary')!)
      )
      const toc = document.querySelector<HTMLElement>('.gs-toc-nav a')!
      return {
        h1: [box(article.querySelector('h1')!).left, box(article.querySelector('h1')!).width],
        side: [side[0]!.left, side[1]!.top - side[0]!.top, side[0]!.height],
        codeGap: figure!.top - p!.bottom,
        codeHeight: figure!.height,
        listGap: ul!.top - figure!.bottom,
        items: [items[0]!.height, items[1]!.top - items[0]!.bottom, items[2]!.top - (items[1]!.top + 24)],
        toc: box(toc).left + parseFloat(getComputedStyle(toc).paddingLeft)
      }
    })
    expect(at).toEqual({
      h1: [304, 672],
      side: [16, 36, 32],
      codeGap: 24,
      codeHeight: 72,
      listGap: 24,
      items: [24, 8, 12],
      toc: 1040
    })
    await page.close()
  })

  it("draws a top-level page (`type: 'page'`, /changelog) as Nextra does: no sidebar but its width, no breadcrumb, an empty TOC column, no previous/next", async () => {
    // graphql-config's /changelog in Nextra's build: the article at x = 304 (the hidden sidebar's 256 px kept and
    // the article's 48 px), 672 px wide, and no feedback or edit links; guildsite's was at x = 128 with both.
    const page = await open('/changelog')
    const looks = await page.evaluate(() => {
      const h1 = document.querySelector('article h1')!.getBoundingClientRect()
      return {
        h1: [h1.left, h1.width],
        tree: document.querySelectorAll('#gs-sidebar-tree a').length,
        breadcrumb: document.querySelectorAll('.gs-breadcrumb').length,
        toc: document.querySelectorAll('.gs-toc a').length,
        pagination: document.querySelectorAll('.gs-pagination a').length
      }
    })
    expect(looks).toEqual({ h1: [304, 672], tree: 0, breadcrumb: 0, toc: 0, pagination: 0 })
    await page.close()
  })

  it('ends every page with HiveFooter: the name, the layout footer’s description and Resources, the Guild’s lists', async () => {
    const page = await open('/docs')
    const footer = await page.evaluate(() => {
      const el = document.querySelector('footer')!
      const list = (heading: string) => {
        const h3 = Array.from(el.querySelectorAll('h3')).find(h => h.textContent === heading)
        return Array.from(h3?.parentElement?.querySelectorAll('li a') ?? [], a => a.textContent)
      }
      return {
        hive: el.hasAttribute('data-hive-footer'),
        companyFooter: document.querySelectorAll('[data-footer-column]').length,
        name: el.querySelector('.gs-hf-logo')?.textContent,
        description: el.querySelector('.gs-hf-description')?.textContent,
        products: list('Products'),
        developer: list('Developer'),
        resources: list('Resources'),
        company: list('Company'),
        social: Array.from(el.querySelectorAll('.gs-hf-social a'), a => a.getAttribute('aria-label')),
        // (components ^9.4.1 installs 9.11.3, whose HiveFooter draws no badge without `showSecurityBadges`.)
        badges: el.querySelectorAll('.gs-hf-badge').length
      }
    })
    expect(footer).toEqual({
      hive: true,
      companyFooter: 0,
      name: 'Widget-Kit',
      description: 'Widgets for all',
      products: [
        'Hive',
        'Hive Gateway',
        'Yoga',
        'Mesh',
        'Codegen',
        'Inspector',
        'Envelop',
        'SOFA',
        'Scalars',
        'GraphQL ESLint'
      ],
      developer: ['Documentation', 'Hive Status', 'Hive Updates', 'Blog'],
      resources: ['Changelog'],
      company: ['About', 'Brand Assets', 'Newsletter'],
      social: [
        'Check our GitHub account',
        'Visit our Twitter',
        'Visit our LinkedIn',
        'Reach us on Discord',
        'Watch Our Videos'
      ],
      badges: 0
    })
    await page.close()
  })

  it('keeps the name and the menu button on a phone; the button opens the pages', async () => {
    const page = await open('/docs', 390)
    const visible = (selector: string) => page.locator(`[data-hive-navigation] ${selector}`).first().isVisible()
    expect(await visible('.gs-hive-nav-name')).toBe(true)
    expect(await visible('.gs-hive-menus')).toBe(false)
    expect(await visible('.gs-hive-cta')).toBe(false)
    // (Components 9's bar on a phone: the 2rem row padded 1rem over a 1 px rule, 65 px; the breadcrumb on one line.)
    expect(
      await page.evaluate(() => document.querySelector('[data-hive-navigation]')!.getBoundingClientRect().height)
    ).toBe(65)
    await page.locator('[data-hive-navigation] [data-mobile-menu-toggle]').click()
    const overlay = page.locator('aside#gs-mobile-nav')
    expect(await overlay.isVisible()).toBe(true)
    expect(await overlay.getByRole('link', { name: 'Guide' }).isVisible()).toBe(true)
    // Its Products folder, as components 9's (graphql-config's build by Nextra 4.0.5 at 390 px): the products in
    // their order, each a 28 px mark 8 px before its name in the item's gray, rows 40 px high 44 px apart, no ↗.
    await overlay.locator('summary', { hasText: 'Products' }).click()
    const products = await page.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('#gs-mobile-nav a:has(.gs-menu-product)'))
      const box = (el: Element) => el.getBoundingClientRect()
      const [first, second] = links
      const mark = first!.querySelector('.gs-menu-product-mark')!
      return {
        names: links.slice(0, 4).map(a => a.querySelector('.gs-menu-product')!.textContent),
        count: links.length,
        tooltip: first!.querySelector('.gs-menu-product')!.getAttribute('title'),
        mark: [
          box(mark).width,
          box(mark).height,
          box(mark).left - box(first!).left,
          getComputedStyle(mark).maskImage !== 'none'
        ],
        height: box(first!).height,
        step: box(second!).top - box(first!).top,
        arrow: getComputedStyle(first!.querySelector('.gs-external-icon')!).display,
        colour: getComputedStyle(mark).backgroundColor === getComputedStyle(first!).color
      }
    })
    expect(products).toMatchObject({
      names: ['Hive', 'Hive Gateway', 'Mesh', 'Yoga'],
      count: 24,
      tooltip: 'Open Source GraphQL Federation Platform (Schema Registry, Gateway, Analytics)',
      mark: [28, 28, 8, true],
      height: 40,
      step: 44,
      arrow: 'none',
      colour: true
    })
    await page.close()
  })
})
