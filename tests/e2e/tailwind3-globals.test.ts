import { describe, expect, it } from 'vitest'
import { styleOf } from '../helpers/browser.js'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A Nextra 4 website in the Guild's form (Hive, GraphQL Yoga; issue 34): the root layout imports a
// `global.css` written with Tailwind 3's `@apply` over the site's tailwind.config (on the Guild's
// preset), CSS nesting and a relative `@import`. What a visitor sees of its rules.
describe("a Tailwind 3 site's global stylesheets from its root layout", () => {
  const site = useBuiltFixture('tests/fixtures/website-tailwind3-globals')

  it('builds with exit 0 and no stylesheet warning', () => {
    expect(site.build.code).toBe(0)
    expect(site.build.stderr).not.toMatch(/TAILWIND_FAILED|STYLESHEET_FAILED| - error /)
  })

  it("styles the home page with the layout's stylesheets: `@apply`, nesting, `@import`ed variables, dark", async () => {
    const { page, problems } = await site.openHydrated('/')
    // `@apply text-brand tracking-tight` (the site's colour, the preset's spacing), then its own rule.
    expect(await styleOf(page, '.kiln-title', ['color', 'letter-spacing'])).toEqual({
      color: 'rgb(18, 52, 86)',
      'letter-spacing': '3px'
    })
    // (The variable comes from `tokens.css`, which global.css `@import`s.)
    expect(
      await styleOf(page, '.kiln-panel', [
        'border-top-left-radius',
        'padding-left',
        'border-top-width',
        'border-top-color'
      ])
    ).toEqual({
      'border-top-left-radius': '8px',
      'padding-left': '24px',
      'border-top-width': '7px',
      'border-top-color': 'rgb(200, 50, 0)'
    })
    // A nested rule's `@apply` of the Guild preset's colour.
    expect(await styleOf(page, '.kiln-lede', ['font-style', 'color'])).toEqual({
      'font-style': 'italic',
      color: 'rgb(134, 130, 122)'
    })
    // The sibling stylesheet the layout imports from `../`.
    expect(await styleOf(page, '.kiln-mark', ['text-decoration-line', 'text-decoration-color'])).toEqual({
      'text-decoration-line': 'underline',
      'text-decoration-color': 'rgb(18, 52, 86)'
    })
    await page.evaluate(() => {
      document.documentElement.classList.remove('light')
      document.documentElement.classList.add('dark')
    })
    expect(await styleOf(page, '.kiln-panel', ['background-color'])).toEqual({ 'background-color': 'rgb(0, 52, 44)' })
    expect(problems).toEqual([])
    await page.close()
  })

  it("draws tailwindcss-radix's variants without the plugin installed: the chosen tab white, the others faded", async () => {
    // Hive's home tabs (`rdx-state-active:bg-white`, its config's `tailwindcssRadix({ variantPrefix: 'rdx' })`):
    // with the plugin left out no tab looked chosen, where Nextra's build draws the first one white.
    const page = await site.open('/')
    expect(await styleOf(page, '.kiln-tab-on', ['background-color', 'opacity'])).toEqual({
      'background-color': 'rgb(255, 255, 255)',
      opacity: '1'
    })
    expect(await styleOf(page, '.kiln-tab-off', ['background-color', 'opacity'])).toEqual({
      'background-color': 'rgba(0, 0, 0, 0)',
      opacity: '0.5'
    })
    expect(await styleOf(page, '.kiln-grouped', ['text-decoration-line'])).toEqual({
      'text-decoration-line': 'underline'
    })
    await page.close()
  })

  it("gives the site's code Nextra's root variables: the navbar height, the primary colour and the page background", async () => {
    // graphql-eslint's playground fills the window below the navbar with
    // `h-[calc(100dvh-var(--nextra-navbar-height))]`; the Guild preset's `text-primary-600` is
    // `hsl(var(--nextra-primary-hue) …)`. Without the variables both were invalid: the block as tall as
    // its text, the colour inherited. GuildLayout's primary is hsl(171 42% 24%) light, hsl(67 100% 50%) dark.
    const page = await site.open('/')
    expect(await styleOf(page, '.kiln-stage', ['height', 'color', 'background-color'])).toEqual({
      height: '836px', // the 900 px window less Nextra's 64 px
      color: 'rgb(35, 87, 79)',
      'background-color': 'rgb(255, 255, 255)'
    })
    await page.evaluate(() => {
      document.documentElement.classList.remove('light')
      document.documentElement.classList.add('dark')
    })
    expect(await styleOf(page, '.kiln-stage', ['color', 'background-color'])).toEqual({
      color: 'rgb(225, 255, 0)', // the Hive lime, #e1ff00
      'background-color': 'rgb(17, 17, 17)'
    })
    await page.close()
  })

  it("draws a landing page's own hero as Nextra's build: its decoration takes no room, logos in the site's paint, the light page's green text", async () => {
    // graphql-tools' home: the decoration's box (and its gradient's 300 × 150 <svg>) took 150 px above the heading,
    // and the logo showed the product's bold blue lines where the site paints it a faint white.
    const page = await site.open('/hero')
    const looks = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
      return {
        // py-12 (48 px) above the logo, then gap-less the logo and the heading, 48 px below.
        logoTop: box('.kiln-mark-logo').top - box('.kiln-hero').top,
        decorationPosition: style('.gs-decoration').position,
        decorationCovers: box('.gs-decoration').height === box('.kiln-hero').height,
        decorationStroke: style('.kiln-deco path').stroke,
        markStroke: style('.kiln-mark-logo path').stroke,
        heading: style('h1').color
      }
    })
    expect(looks).toEqual({
      logoTop: 48,
      decorationPosition: 'absolute',
      decorationCovers: true,
      decorationStroke: 'rgba(255, 255, 255, 0.1)',
      // (`fill="currentColor"`: the logo in the text colour, GuildLayout's light-only body green-1000.)
      markStroke: 'rgb(0, 52, 44)',
      heading: 'rgb(0, 52, 44)'
    })
    await page.close()
  })

  it("applies the stylesheet's rules on Nextra's layout classes to guildsite's layout, the sidebar's from 768 px", async () => {
    // Hive's global.css: `.nextra-sidebar.nextra-sidebar { width: 300px }`, its lists inset 9 px, its items
    // (`.x\:text-gray-500`) gray-700, Nextra 4's `article.x\:min-h-[…]` padded 1.5rem/2rem. Beside Nextra's build
    // every Hive docs page's text started 20 px left of Nextra's and 4 px wider (x 304 / 672 px, Nextra 324 / 668).
    const page = await site.open('/docs/setup')
    const looks = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
      const inactive = Array.from(document.querySelectorAll('.gs-sidebar #gs-sidebar-tree a')).find(
        a => !a.classList.contains('gs-active')
      )!
      return {
        sidebar: box('.gs-sidebar').width,
        list: box('.gs-sidebar #gs-sidebar-tree > ul').left - box('.gs-sidebar').left,
        h1: [box('.gs-content h1').left, box('.gs-content h1').width],
        item: getComputedStyle(inactive).color,
        // (Nextra 4's sidebar keeps a thin scrollbar's gutter: 300 less its 1rem sides, 10 px and the list's 13 px.)
        itemWidth: inactive.getBoundingClientRect().width
      }
    })
    // (1280 px: the sidebar 300, the TOC 256, the article between them padded 24 px and 32 px.)
    expect(looks).toEqual({ sidebar: 300, list: 16 + 9, h1: [324, 668], item: 'rgb(55, 65, 81)', itemWidth: 245 })
    await page.close()
    // On a phone the sidebar is the menu, which Nextra draws apart from `.nextra-sidebar`: the full width.
    const { page: phone } = await site.openHydrated('/docs/setup', 390)
    await phone.locator('[data-mobile-menu-toggle]').click()
    expect(await phone.evaluate(() => document.querySelector('.gs-sidebar')!.getBoundingClientRect().width)).toBe(390)
    await phone.close()
  })

  it("keeps Tailwind's reset off Markdown content; the stylesheet's own content rules apply", async () => {
    const page = await site.open('/docs', 390)
    expect(await styleOf(page, '.gs-content ul:not(.kiln-list)', ['list-style-type'])).toEqual({
      'list-style-type': 'disc'
    })
    expect(await styleOf(page, '.gs-content ul.kiln-list', ['list-style-type'])).toEqual({
      'list-style-type': 'square'
    })
    await page.close()
  })
})
