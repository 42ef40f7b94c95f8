import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitForPage, writeFile } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website folder (tests/fixtures/website-app-router, copied): a save of a
// content `_meta` file re-reads the content's structure, and the app router's pages stay pages — its
// home page (app/page.tsx), an app page.mdx and a dynamic app page's paths were 404s after it (found on
// graphql-yoga's website: /, /v2–/v4 after an edit of docs/features/_meta.ts).
describe('guildsite dev: a _meta save on a Nextra 4 site', () => {
  const served = useDevSite('tests/fixtures/website-app-router')

  it('keeps the app pages and shows the new meta title', async () => {
    const { dev, site: dir } = served
    expect((await fetchPage(dev.url, '/')).text).toContain('<h1>Widgets home</h1>')
    expect((await fetchPage(dev.url, '/docs/setup')).status).toBe(200)
    writeFile(join(dir, 'content/_meta.js'), "export default { index: 'Start', setup: 'Set-up Zebra', all: 'All' }\n")
    await waitForPage(dev.url, '/docs/setup', page => page.text.includes('Set-up Zebra'), 'the new meta title')
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('<h1>Widgets home</h1>')
    const notes = await fetchPage(dev.url, '/notes')
    expect(notes.status).toBe(200)
    expect(notes.text).toContain('Awaited in MDX.')
    const post = await fetchPage(dev.url, '/blog/second')
    expect(post.status).toBe(200)
    expect(post.text).toContain('The post called <!-- -->second<!-- -->.')
  })
})
