import { describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// Nextra 2 and 3 tint each Callout type (Tailwind 3: default orange-50 box with orange-800 text, info
// blue-100 with blue-900): seen on envelop's website (Nextra 3.2.5) beside Nextra's own build, where
// guildsite drew its own green default. A site that follows Nextra gets Nextra's colours
// (tests/fixtures/website-parity-n3, callouts.mdx); GuildLayout's Nextra 4 colours are tests/e2e/guild-layout.test.ts'.

describe("a Nextra 3 website folder's callouts", async () => {
  const { build, out } = await buildFixtureCopy('website-parity-n3')

  it('are tinted as Nextra 3 tints them, by type', async () => {
    expect(build.code, build.stderr).toBe(0)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await page.goto(`${server.url}/callouts`)
      const colours = await page.evaluate(() =>
        Object.fromEntries(
          ['default', 'info'].map(type => {
            const box = document.querySelector(`.gs-callout[data-type="${type}"]`)!
            const style = getComputedStyle(box)
            return [type, [style.backgroundColor, style.color, style.borderTopColor]]
          })
        )
      )
      expect(colours.default).toEqual(['rgb(255, 247, 237)', 'rgb(154, 52, 18)', 'rgb(255, 237, 213)'])
      expect(colours.info).toEqual(['rgb(219, 234, 254)', 'rgb(30, 58, 138)', 'rgb(191, 219, 254)'])
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
