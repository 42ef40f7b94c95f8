import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// GuildLayout's `headProps.color` (tests/fixtures/website-guild-head-colour): @theguild/components 9 spreads
// it over its own `<Head color>`, so the site's links and active sidebar item are its colour, not the
// Guild bar's teal and lime (which guildsite drew whatever the site gave).
describe('a GuildLayout site whose headProps give the primary colour', () => {
  const site = useBuiltFixture('tests/fixtures/website-guild-head-colour')

  it('draws links in the headProps colour and the active sidebar item 13 % darker, light and dark', async () => {
    const page = await site.open('/docs/wicks')
    const colours = await page.evaluate(async () => {
      const computed = (value: string) => {
        const probe = document.createElement('div')
        probe.style.color = value
        document.body.append(probe)
        const colour = getComputedStyle(probe).color
        probe.remove()
        return colour
      }
      const drawn = () => [
        getComputedStyle(document.querySelector('a[data-md][href="/docs"]')!).color,
        getComputedStyle(document.querySelector('#gs-sidebar-tree a[aria-current="page"]')!).color
      ]
      const light = drawn()
      document.documentElement.classList.add('dark')
      // (The sidebar's links ease their colour: read it once the change has ended.)
      await Promise.all(document.getAnimations().map(animation => animation.finished))
      const dark = drawn()
      return {
        light,
        dark,
        expected: {
          // (13 % darker as the stylesheet writes it: relative colours serialise as color(srgb …).)
          light: [computed('hsl(330 70% 40%)'), computed('hsl(from hsl(330 70% 40%) h s calc(l - 13))')],
          dark: [computed('hsl(330 70% 65%)'), computed('hsl(330 70% 65%)')]
        }
      }
    })
    expect(site.build.code).toBe(0)
    expect(colours.light).toEqual(colours.expected.light)
    expect(colours.dark).toEqual(colours.expected.dark)
    await page.close()
  })

  it("sets Nextra's tight-tracked Markdown headings in normal tracking, as GuildLayout's and HiveLayout's style does", async () => {
    const page = await site.open('/docs/wicks')
    const tracking = await page.evaluate(() =>
      ['h1', 'h2'].map(tag => getComputedStyle(document.querySelector(`.gs-content ${tag}[data-md]`)!).letterSpacing)
    )
    expect(tracking).toEqual(['normal', 'normal'])
    // (Bold text of a link is the link's colour, as no theme colours it apart.)
    const bold = await page.evaluate(() => {
      const link = document.querySelector('a[data-md][href="#trimming"]')!
      return [getComputedStyle(link).color, getComputedStyle(link.querySelector('strong')!).color]
    })
    expect(bold[1]).toBe(bold[0])
    await page.close()
  })
})

// Components 7's HiveNavigation on a Nextra 3 site (tests/fixtures/website-hive-navigation, as graphql-code-generator
// draws its bar): no layout of components 9 resets Nextra's tracking there, so its headings stay tight.
describe("a Nextra 3 site with components 7's HiveNavigation", () => {
  const site = useBuiltFixture('tests/fixtures/website-hive-navigation')

  it("keeps Nextra 3's tight-tracked Markdown headings", async () => {
    expect(site.build.code).toBe(0)
    const page = await site.open('/docs')
    expect(await page.locator('.gs-hive-nav').count()).toBe(1)
    const tracking = await page.evaluate(
      () => getComputedStyle(document.querySelector('.gs-content h1[data-md]')!).letterSpacing
    )
    // (Nextra 3's tracking-tight: -0.015em of the h1's 36 px — templates/styles/nextra-geometry.css.)
    expect(tracking).toBe('-0.54px')
    await page.close()
  })
})
