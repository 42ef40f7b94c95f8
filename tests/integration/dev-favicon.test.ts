import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, smallSite, writeFile } from './dev-harness.js'

// A product site (its siteName a catalogue key) without a favicon of its own: the build writes the
// product's mark as favicon.svg and every page links it; `guildsite dev` serves the same, so the
// tab shows the product while the author writes, and a favicon of the site's own takes over.
describe('guildsite dev: the favicon of a product site', () => {
  const served = useDevSite(() =>
    smallSite({
      'guildsite.config.json': JSON.stringify({ siteName: 'YOGA', docsRepositoryBase: 'https://github.com/x/y' })
    })
  )

  it("serves the product's mark as /favicon.svg and links it, as the build does", async () => {
    const { dev } = served
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toMatch(/<link rel="icon"[^>]*href="\/favicon\.svg"/)
    const icon = await fetchPage(dev.url, '/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it("serves the site's own favicon.svg once the site has one", async () => {
    writeFile(`${served.site}/public/favicon.svg`, '<svg xmlns="http://www.w3.org/2000/svg"><title>own</title></svg>\n')
    const dev = await served.restart()
    const icon = await fetchPage(dev.url, '/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.text).toContain('<title>own</title>')
  })
})
