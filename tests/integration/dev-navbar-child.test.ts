import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage } from './dev-harness.js'

// `guildsite dev` on a website whose root layout gives the Guild's navbar an element of its own
// (tests/fixtures/website-navbar-child, copied: the dev server keeps its cache in the site): each page's
// bar draws it as that page renders it, a plain Markdown page's too (navbar-child.test.ts for the build).
describe('guildsite dev: a root layout’s own element in the navbar', () => {
  const served = useDevSite('tests/fixtures/website-navbar-child')
  const version = (html: string) =>
    /<div class="gs-hive-nav-child">[^]*?<div class="version-menu"><button type="button" aria-expanded="false">(\w+)<\/button>/.exec(
      html
    )?.[1]

  it('shows the version of each page’s pathname', async () => {
    const { dev } = served
    const guide = await fetchPage(dev.url, '/docs/guide')
    expect(guide.status).toBe(200)
    expect(version(guide.text)).toBe('v3')
    expect(version((await fetchPage(dev.url, '/v2')).text)).toBe('v2')
    expect(version((await fetchPage(dev.url, '/docs')).text)).toBe('v3')
  })

  it('shows it on the 404 page too, as the build’s 404.html', async () => {
    // (left34: the dev server's 404 was drawn on its own thread, without the element.)
    const missing = await fetchPage(served.dev.url, '/docs/nowhere')
    expect(missing.status).toBe(404)
    expect(version(missing.text)).toBe('v3')
    expect(missing.text).toContain('data-island="app/version-menu.client.tsx#VersionMenu"')
  })
})
