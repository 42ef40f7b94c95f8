import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage } from './dev-harness.js'

// `guildsite dev` on the Nextra 3 website whose theme config's `head` is a function
// (tests/fixtures/website-theme-head): the pages it serves have the titles and descriptions the build writes.
const served = useDevSite('tests/fixtures/website-theme-head')

describe("guildsite dev: a theme config's head function", () => {
  it('gives the served pages their title and description, as the build does', async () => {
    const steep = await fetchPage(served.url, '/steep')
    expect(steep.status).toBe(200)
    expect(steep.text).toContain('<title>Steeping (Teapot)</title>')
    expect(steep.text).toContain(
      '<meta name="description" content="How long &amp; how hot to steep &quot;green&quot; tea."/>'
    )
    expect(steep.text).not.toContain('data-gs-theme-head')
    const brew = await fetchPage(served.url, '/brew')
    expect(brew.text).toContain('<title>Brewing (Teapot)</title>')
    expect(brew.text).toContain('<meta property="og:url" content="https://teapot.dev/brew"/>')
  })
})
