import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, waitForPage, writeFile } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website folder (tests/fixtures/website-app-router, copied): a save of a
// content `_meta` file re-reads the content's structure, and the app router's pages stay pages — its
// home page (app/page.tsx), an app page.mdx and a dynamic app page's paths were 404s after it (found on
// graphql-yoga's website: /, /v2–/v4 after an edit of docs/features/_meta.ts). A save of the root layout redraws
// every page's chrome; one that does not compile is every page's error (next dev's overlay), the last good site kept.
describe('guildsite dev: a _meta or root layout save on a Nextra 4 site', () => {
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

  it('redraws every page with the root layout saved; a syntax error in it is every page’s error until a save mends it', async () => {
    const { dev, site: dir } = served
    const layout = join(dir, 'app/layout.tsx')
    const original = readFileSync(layout, 'utf8')
    expect((await fetchPage(dev.url, '/docs/setup')).text).toContain('<b>Widgets</b>')
    writeFile(
      layout,
      original
        .replace('<b>Widgets</b>', '<b>Gadgets</b>')
        .replace('Widgets 2 is out', 'Widgets 3 is out')
        .replace('© Acme.', '© Acme Corp.')
    )
    const setup = await waitForPage(
      dev.url,
      '/docs/setup',
      page => page.text.includes('<b>Gadgets</b>'),
      'the new logo'
    )
    expect(setup.text).toContain('Widgets 3 is out')
    expect(setup.text).toContain('© Acme Corp.')
    expect((await fetchPage(dev.url, '/about')).status).toBe(200)

    // (The build goes on without a layout that does not compile, a CONFIG_LOAD warning: the pages lose its chrome.)
    const broken = original.replace('<body>', '<body><div')
    writeFile(layout, broken)
    const line = broken.split('\n').findIndex(text => text.includes('<Layout')) + 2
    const page = await waitForPage(
      dev.url,
      '/docs/setup',
      got => got.text.includes('"code":"CONFIG_LOAD"'),
      'the layout error on a content page'
    )
    expect(page.text).toMatch(new RegExp(`"location":"app/layout\\.tsx:${line}:\\d+"`))
    // The last good layout's chrome meanwhile.
    expect(page.text).toContain('<b>Gadgets</b>')
    writeFile(layout, original.replace('<b>Widgets</b>', '<b>Gizmos</b>'))
    const mended = await waitForPage(
      dev.url,
      '/docs/setup',
      got => got.text.includes('<b>Gizmos</b>'),
      'the mended layout'
    )
    expect(mended.text).toContain('"errors":[]')
  })
})
