import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fetchPage, startCli, waitFor, type CliProcess } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website whose pages all live in `app/` (tests/fixtures/website-app-only,
// copied: the dev server keeps its cache in the site): no content folder to list or watch, and the
// pages are served as the build writes them.
let dev: CliProcess | undefined
const dirs: string[] = []
afterAll(async () => {
  await dev?.stop()
  await Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true })))
})

describe('guildsite dev: a website whose pages all live in app/', () => {
  it('serves the home page and the app pages with their sidebar, and its watcher starts without error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-dev-app-only-'))
    dirs.push(dir)
    await cp('tests/fixtures/website-app-only', dir, { recursive: true })
    // (The start trace says when the watcher has compared the files with what the site loaded.)
    process.env.GUILDSITE_DEV_TRACE = '1'
    try {
      dev = await startCli(['dev', dir, '--port', '0'])
    } finally {
      delete process.env.GUILDSITE_DEV_TRACE
    }
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('Widgets for everyone</h1>')
    const guide = await fetchPage(dev.url, '/docs/guide')
    expect(guide.status).toBe(200)
    expect(guide.text).toContain('A paragraph shared by several pages, imported from a sibling file.')
    expect(guide.text).toMatch(/<a class="gs-active" href="\/docs\/guide" aria-current="page">The Guide<\/a>/)
    expect(guide.text).toContain('<a href="/docs/extra">Extra Notes</a>')
    await waitFor(() => dev!.stderr().includes('caught up'), 'the watcher to catch up')
    expect(dev.stderr()).not.toContain('unexpected error')
  })
})
