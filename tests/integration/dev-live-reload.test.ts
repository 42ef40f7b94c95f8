import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchSearchIndex } from '../helpers/search-files.js'
import { fetchPage, smallSite, waitFor, waitForPage, writeFile } from './dev-harness.js'

const served = useDevSite(() => smallSite())

// One dev server, changed step by step: the tests run in order.
describe('guildsite dev: start, live reload, invalidation', () => {
  it('starts on 127.0.0.1, prints the URL and renders pages on request with the dev client', async () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const home = await fetchPage(served.url, '/')
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(home.text).toContain('Welcome home')
    expect(home.text).toContain('<script type="module" src="/__guildsite/client.js"></script>')
    const client = await fetchPage(served.url, '/__guildsite/client.js')
    expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(client.text).toContain('EventSource')
  })

  it('serves clean URLs, the 404 page, client assets and public files', async () => {
    for (const path of ['/docs/a', '/docs/a/', '/docs/a/index.html']) {
      const page = await fetchPage(served.url, path)
      expect(page.status, path).toBe(200)
      expect(page.text).toContain('Alpha body one.')
    }
    const missing = await fetchPage(served.url, '/docs/nope')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Page not found')
    const css = /href="(\/_gs\/assets\/style-[0-9a-f]+\.css)"/.exec((await fetchPage(served.url, '/')).text)![1]
    const stylesheet = await fetchPage(served.url, css)
    expect(stylesheet.status).toBe(200)
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(stylesheet.headers.get('cache-control')).toContain('immutable')
    const hello = await fetchPage(served.url, '/hello.txt')
    expect(hello).toMatchObject({ status: 200, text: 'hello from public\n' })
    expect(hello.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(hello.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetchPage(served.url, '/docs/b')).text).toContain('Note text one.')
  })

  it('an edited page is updated (its new article pushed to it) and no other page', async () => {
    await fetchPage(served.url, '/docs/a')
    await fetchPage(served.url, '/docs/b')
    const a = await served.subscribe('/docs/a')
    const b = await served.subscribe('/docs/b')
    writeFile(join(served.site, 'pages/docs/a.mdx'), '# Alpha\n\nAlpha body two.\n')
    // Only its text changed: the open page gets its new article, and the key of what surrounds it.
    expect(await a.nth(0)).toEqual({
      event: 'patch',
      data: { article: expect.stringContaining('<p>Alpha body two.</p>'), shell: expect.any(String) }
    })
    expect((await fetchPage(served.url, '/docs/a')).text).toContain('Alpha body two.')
    // Events of one change are written to every stream at once: had /docs/b been told about the edit
    // of /docs/a, that event would come before the one for its own edit.
    writeFile(
      join(served.site, 'pages/docs/b.mdx'),
      "import Note from '../../components/note.mdx'\n\n# Beta\n\nBeta body two.\n\n<Note />\n"
    )
    expect(await b.nth(0)).toMatchObject({
      event: 'patch',
      data: { article: expect.stringContaining('Note text one.') }
    })
    expect(b.events).toHaveLength(1)
    expect(a.events).toHaveLength(1)
    expect((await fetchPage(served.url, '/docs/b')).text).toContain('Beta body two.')
  })

  it("an editor's atomic save (temporary file renamed over the page) updates the page once", async () => {
    const a = await served.subscribe('/docs/a')
    const path = join(served.site, 'pages/docs/a.mdx')
    writeFile(`${path}.tmp-4711`, '# Alpha\n\nAlpha saved atomically.\n')
    renameSync(`${path}.tmp-4711`, path)
    expect((await a.nth(0)).event).toBe('patch')
    expect((await fetchPage(served.url, '/docs/a')).text).toContain('Alpha saved atomically.')
    // Had the save caused two rebuilds, a second update would come before this edit's.
    writeFile(path, '# Alpha\n\nAlpha body two.\n')
    expect(await a.nth(1)).toMatchObject({
      event: 'patch',
      data: { article: expect.stringContaining('Alpha body two.') }
    })
    expect((await fetchPage(served.url, '/docs/a')).text).toContain('Alpha body two.')
    expect(a.events).toHaveLength(2)
  })

  it('an edited partial re-renders the pages that import it', async () => {
    const b = await served.subscribe('/docs/b')
    writeFile(join(served.site, 'components/note.mdx'), 'Note text two.\n')
    expect(await b.nth(0)).toMatchObject({
      event: 'patch',
      data: { article: expect.stringContaining('Note text two.') }
    })
    expect((await fetchPage(served.url, '/docs/b')).text).toContain('Note text two.')
  })

  it('adding, renaming and deleting pages and metas updates the navigation of every page', async () => {
    expect((await fetchPage(served.url, '/docs/a')).text).not.toContain('Gamma page')
    const a = await served.subscribe('/docs/a')
    const c = await served.subscribe('/docs/c')
    expect((await fetchPage(served.url, '/docs/c')).status).toBe(404)

    writeFile(join(served.site, 'pages/docs/c.mdx'), '---\ntitle: Gamma page\n---\n\nGamma body.\n')
    expect((await a.nth(0)).event).toBe('reload')
    expect((await c.nth(0)).event).toBe('reload')
    const withC = await fetchPage(served.url, '/docs/a')
    expect(withC.text).toMatch(/href="\/docs\/c"[^>]*>(<span[^>]*>)?Gamma page/)
    expect((await fetchPage(served.url, '/docs/c')).text).toContain('Gamma body.')

    renameSync(join(served.site, 'pages/docs/c.mdx'), join(served.site, 'pages/docs/gamma.mdx'))
    expect((await a.nth(1)).event).toBe('reload')
    await waitForPage(served.url, '/docs/gamma', page => page.status === 200, 'the renamed page')
    expect((await fetchPage(served.url, '/docs/c')).status).toBe(404)
    expect((await fetchPage(served.url, '/docs/a')).text).toContain('href="/docs/gamma"')

    writeFile(join(served.site, 'pages/docs/_meta.json'), JSON.stringify({ a: 'Alpha renamed', b: 'Beta page' }))
    expect((await a.nth(2)).event).toBe('reload')
    expect((await fetchPage(served.url, '/docs/b')).text).toContain('Alpha renamed')

    rmSync(join(served.site, 'pages/docs/gamma.mdx'))
    expect((await a.nth(3)).event).toBe('reload')
    await waitForPage(served.url, '/docs/gamma', page => page.status === 404, 'the deleted page to be gone')
    expect((await fetchPage(served.url, '/docs/a')).text).not.toContain('href="/docs/gamma"')
  })

  it('serves the search index, built on first request and fresh after an edit', async () => {
    const chunksText = async () => {
      const manifest = await fetchPage(served.url, '/_gs/search/en-US.json')
      expect(manifest.status).toBe(200)
      expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8')
      // Chunks are gzip members of packs (search format 4): read as the client reads them, by ranges.
      const { c } = await fetchSearchIndex(served.url)
      return c.map(chunk => JSON.stringify(chunk)).join('\n')
    }
    expect(await chunksText()).toContain('Alpha body two')
    writeFile(join(served.site, 'pages/docs/a.mdx'), '# Alpha\n\nAlpha body xylophone.\n')
    await waitFor(async () => (await chunksText()).includes('xylophone'), 'the edit in the search index')
    expect(await chunksText()).not.toContain('Alpha body two')
  })

  it('never crashed and printed no unexpected error', () => {
    expect(served.dev.child.exitCode).toBeNull()
    expect(served.dev.stderr()).not.toContain('unexpected error')
  })
})
