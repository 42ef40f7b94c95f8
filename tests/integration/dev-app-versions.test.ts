import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchSearchIndex } from '../helpers/search-files.js'
import { fetchPage } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website whose pages compute at render time
// (tests/fixtures/website-app-versions, copied): the dev server runs from the repository, not the site
// folder, yet a page reading `versions/v1/…` relative to the working directory finds it, as in the
// build; and the dev search index holds the app pages' words, as the build's does.
/** The text of every file of the dev server's search index for en-US (manifest, buckets, chunks). */
async function indexText(url: string): Promise<string> {
  const { manifest, core, b, c } = await fetchSearchIndex(url)
  return [manifest, core, ...b, ...c].map(value => JSON.stringify(value)).join('\n')
}

describe('guildsite dev: pages that compute at render time', () => {
  const served = useDevSite('tests/fixtures/website-app-versions')

  it('a page reading files relative to the working directory finds them in the site folder, as in the build', async () => {
    const { dev } = served
    const install = await fetchPage(dev.url, '/v1/setup/install')
    expect(install.status).toBe(200)
    // (The heading carries Markdown's mark, data-md, as the site's useMDXComponents elements do.)
    expect(install.text).toContain('<h1 data-md="" id="installing-version-1"')
    expect(install.text).not.toContain('data-missing-component')
    // Its sidebar is its layout's page map and its table of contents the compiled content's, as in the build.
    expect(install.text).toMatch(/<a class="gs-active" href="\/v1\/setup\/install" aria-current="page">Installing<\/a>/)
    expect(install.text).toContain('<li data-depth="3"><a href="#peer-packages">Peer packages</a></li>')
  })

  it('the search index holds the app pages: the static ones unvisited, and every route of a visited dynamic one', async () => {
    // Every route of the visited page: the unvisited /v1 and /v1/setup/configure too, rendered in the
    // background once its routes are listed (a request renders the route asked for alone).
    for (const words of ['We keep the versions apart.', 'Install them too.', 'Nothing to configure.', 'Everything.'])
      await expect.poll(() => indexText(served.url), { timeout: 30_000, interval: 300 }).toContain(words)
  })
})
