import { describe, expect, it } from 'vitest'
import { styleOf } from '../helpers/browser.js'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// Tailwind's border utilities on the site's own elements inside a page's content, as Hive's product updates
// timeline draws them (tests/fixtures/website-hive-product-updates, issue 34, session 22 "hive").
describe("a page's own Tailwind elements inside the content keep the border part of Tailwind's reset", () => {
  const site = useBuiltFixture('tests/fixtures/website-hive-product-updates', { copy: true })

  it("draws the timeline's line and dots: border-l and border have Tailwind's solid style and default colour", async () => {
    // (They had no border style, so no border: Tailwind's reset is kept off the content, and the line vanished.)
    expect(site.build.code).toBe(0)
    const page = await site.open('/product-updates')
    expect(
      await styleOf(page, 'ol.updates', [
        'border-left-style',
        'border-left-width',
        'border-left-color',
        'border-top-width'
      ])
    ).toEqual({
      'border-left-style': 'solid',
      'border-left-width': '1px',
      'border-left-color': 'rgb(229, 231, 235)',
      'border-top-width': '0px'
    })
    expect(
      await styleOf(page, 'ol.updates .rounded-full', ['border-top-style', 'border-top-width', 'border-top-color'])
    ).toEqual({
      'border-top-style': 'solid',
      'border-top-width': '1px',
      'border-top-color': 'rgb(255, 255, 255)'
    })
  })

  it("keeps a utility's own style and Markdown's lists as guildsite draws them", async () => {
    const page = await site.open('/')
    expect(await styleOf(page, '.keeper-card', ['border-top-style', 'border-top-width', 'border-top-color'])).toEqual({
      'border-top-style': 'dashed',
      'border-top-width': '2px',
      'border-top-color': 'rgb(14, 165, 233)'
    })
    expect(await styleOf(page, '.gs-content ul', ['list-style-type'])).toEqual({ 'list-style-type': 'disc' })
  })
})
