import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitFor } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website whose pages all live in `app/` (tests/fixtures/website-app-only,
// copied: the dev server keeps its cache in the site): no content folder to list or watch, and the
// pages are served as the build writes them.
describe('guildsite dev: a website whose pages all live in app/', () => {
  // (The start trace says when the watcher has compared the files with what the site loaded.)
  const served = useDevSite('tests/fixtures/website-app-only', { env: { GUILDSITE_DEV_TRACE: '1' } })

  it('serves the home page and the app pages with their sidebar, and its watcher starts without error', async () => {
    const { dev } = served
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('Widgets for everyone</h1>')
    const guide = await fetchPage(dev.url, '/docs/guide')
    expect(guide.status).toBe(200)
    expect(guide.text).toContain('A paragraph shared by several pages, imported from a sibling file.')
    expect(guide.text).toMatch(/<a class="gs-active" href="\/docs\/guide" aria-current="page">The Guide<\/a>/)
    expect(guide.text).toContain('<a href="/docs/extra">Extra Notes</a>')
    await waitFor(() => dev.stderr().includes('caught up'), 'the watcher to catch up')
    expect(dev.stderr()).not.toContain('unexpected error')
  })
})
