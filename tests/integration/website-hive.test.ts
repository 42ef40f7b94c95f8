import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { runCli } from '../helpers/cli.js'

// The Hive website (graphql-hive/console `packages/web/docs`) as a new user builds it, no guildsite config and
// no node_modules (issue #34, session 22 "hive"): what its real folders at several commits showed, each in a
// small hand-written fixture (SOURCE.md).

describe("Hive's 2023–2024 home and product updates without node_modules: gray-matter in getStaticProps, react-countup (website-hive-product-updates)", async () => {
  const { build, page, file, warned } = await buildFixtureCopy('website-hive-product-updates')

  it('lists every dated post, newest first, with its title, description and date', () => {
    // (Hive's /product-updates 2023–2024: a placeholder `matter()` gave no data, and the page was written empty.)
    expect(build.code).toBe(0)
    const list = /<ol class="updates[^"]*">(.*?)<\/ol>/s.exec(page('product-updates'))?.[1] ?? ''
    expect(list.match(/<li /g)).toHaveLength(2)
    expect(list).toContain(
      '<div class="absolute -left-1.5 mt-1.5 size-3 rounded-full border border-white bg-gray-200"></div><time dateTime="2024-02-06T09:30:00.000Z">6th February 2024</time><h3><a href="/product-updates/2024-02-06-lamp-timer">The lamp timer: dusk to dawn</a></h3><p>The lamp lights itself at dusk.</p>'
    )
    expect(list).toContain(
      '<time dateTime="2024-01-10T00:00:00.000Z">10th January 2024</time><h3><a href="/product-updates/2024-01-10-fog-signal">A louder fog signal</a></h3>'
    )
    expect(list.indexOf('lamp-timer')).toBeLessThan(list.indexOf('fog-signal'))
    expect(list).not.toContain('unfinished')
    expect(page('product-updates')).not.toContain('data-missing-component')
  })

  it("says at the import that guildsite's own matter() stands in for the absent package", () => {
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^components\/updates\.tsx:6:1 UNRESOLVED_IMPORT Import "gray-matter" cannot be resolved; guildsite's own matter\(\) \(front matter read as YAML, dates as dates\) stand in for it/
      )
    )
    expect(build.stderr).not.toMatch(/ - error |PAGE_DATA/)
  })

  it('writes the number each CountUp counts up to, formatted as countup.js writes it', () => {
    // (Hive's home page: "Missing component react-countup" in 48 px type in each of its four stats.)
    expect(build.code).toBe(0)
    expect(/<ul class="stats">(.*?)<\/ul>/s.exec(page(''))?.[1]).toBe(
      '<li><span>6.2</span>K ships guided</li><li><span>$1,234,567</span> saved</li><li><span class="count">12 345,50</span> nautical miles</li>'
    )
    expect(page('')).not.toContain('data-missing-component')
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^components\/stats\.tsx:1:1 UNRESOLVED_IMPORT .*guildsite's own CountUp \(the number it counts up to, no animation\)/
      )
    )
  })

  it("writes the feed route's body, made with the absent rss, one item per dated post", () => {
    // (Hive's /feed.xml: a placeholder RSS gave an empty body, and no feed was written.)
    const feed = file('feed.xml')
    expect(feed).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?><rss [^>]*version="2\.0">\n {4}<channel>\n {8}<title><!\[CDATA\[Lighthouse updates\]\]><\/title>/
    )
    expect([...feed.matchAll(/<title><!\[CDATA\[([^\]]*)\]\]><\/title>/g)].map(match => match[1])).toEqual([
      'Lighthouse updates',
      'The lamp timer: dusk to dawn',
      'A louder fog signal'
    ])
    expect(feed).toContain('<pubDate>Wed, 10 Jan 2024 00:00:00 GMT</pubDate>')
    expect(warned).toContainEqual(
      expect.stringMatching(
        /^app\/feed\.xml\/route\.ts:4:1 UNRESOLVED_IMPORT .*guildsite's own RSS \(the feed written as rss 1\.2 writes it\)/
      )
    )
  })
})

describe("a theme config whose navbar and footer components return the Guild's HiveNavigation and HiveFooter (website-hive-navigation)", async () => {
  const { build, page, site, out } = await buildFixtureCopy('website-hive-navigation')

  it("draws the Guild's product bar: the product's name, the three menus with the site's Developer links, Pricing, Contact us and Sign in", () => {
    // (Hive's site with components 7, Nextra 3: the navbar component was ignored, and every page had the
    // older Guild navbar — the Guild's logo, Company, Products and More — where Nextra's build has HiveNavigation.)
    expect(build.code).toBe(0)
    const docs = page('docs')
    const bar = /<header class="gs-navbar gs-hive-nav" data-hive-navigation="">.*?<\/header>/s.exec(docs)?.[0] ?? ''
    expect(bar).toContain('<span class="gs-hive-nav-name">Hive</span>')
    expect([...bar.matchAll(/<summary class="gs-hive-menu-trigger">(\w+)/g)].map(match => match[1])).toEqual([
      'Products',
      'Developer',
      'Company'
    ])
    expect(bar).toMatch(/<a class="gs-hive-menu-link[^"]*" href="\/docs">.*Keeper docs/s)
    // (No navLinks given: HiveNavigation's own Pricing, Hive's page on Hive's site.)
    expect(bar).toContain('<a class="gs-hive-menu-trigger gs-hive-nav-link" href="/pricing">Pricing</a>')
    expect(bar).toContain('href="https://app.graphql-hive.com/">Sign in</a>')
    expect(docs).not.toContain('gs-navbar-links')
    expect(page('')).toContain('data-hive-navigation=""')
  })

  it("draws the Company menu's GraphQLConf card (companyMenuChildren) beside its links, its image one asset file", async () => {
    // (Hive's 2024-12 site, components 7.4: the card was missing from the Company menu.)
    const bar =
      /<header class="gs-navbar gs-hive-nav" data-hive-navigation="">.*?<\/header>/s.exec(page('docs'))?.[0] ?? ''
    const company = bar.slice(bar.indexOf('>Company<'))
    expect(company).toMatch(
      /<div class="gs-hive-menu-column gs-hive-menu-conf"><a class="gs-conf-card" href="https:\/\/www\.youtube\.com\/playlist\?list=PL43V96KpNj7OMvmfL0WFKP6LpoboM8Hde" target="_blank" rel="noopener noreferrer"><img src="(\/_gs\/assets\/company-card-[0-9a-f]{10}\.png)" alt="" width="358" height="200" loading="lazy"\/><strong class="gs-conf-card-title">GraphQLConf 2024<\/strong><span class="gs-conf-card-when">September 10-12 \| San Francisco CA<\/span>/
    )
    const src = /gs-conf-card"[^>]*><img src="\/([^"]+)"/.exec(company)![1]
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    expect(readFileSync(join(out, src))).toEqual(readFileSync(join(site, 'src/components/graphql-conf-image.png')))
    expect(page('docs')).not.toContain('data:image/png')
  })

  it("ends every page with HiveFooter and the footer component's Resources links", () => {
    const resources = /<h3 class="gs-hf-heading">Resources<\/h3><ul>(.*?)<\/ul>/s.exec(page('partners'))?.[1]
    expect(resources).toBe(
      '<li><a href="https://example.com/privacy.pdf" target="_blank" rel="noopener noreferrer">Privacy Policy</a></li><li><a href="/partners">Partners</a></li>'
    )
  })

  it('says what it read of the navbar and footer', async () => {
    const check = await runCli(['check', site])
    expect(check.stderr + check.stdout).toContain(
      'navbar read — its <HiveNavigation productName="Hive">: the Guild\'s product bar and footer'
    )
    expect(check.stderr + check.stdout).toContain(
      "footer read — its <HiveFooter>: the Guild's footer, with its Resources links"
    )
    expect(check.stderr + check.stdout).toContain(
      "defineConfig read — its options; the bar is the navbar component's HiveNavigation, not defineConfig's navbar"
    )
  })
})
