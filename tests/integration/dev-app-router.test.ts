import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fetchPage, startCli, type CliProcess } from './dev-harness.js'

// `guildsite dev` on a Nextra 4 website folder (tests/fixtures/website-app-router, copied: the dev
// server keeps its cache in the site): the home page is app/page.tsx, not a 404, and app pages render
// as in the build, async components and `await` in MDX included.
let dev: CliProcess | undefined
let dir: string | undefined
afterAll(async () => {
  await dev?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('guildsite dev: the app router', () => {
  it('answers / with app/page.tsx and serves the other app pages', async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-dev-app-'))
    await cp('tests/fixtures/website-app-router', dir, { recursive: true })
    dev = await startCli(['dev', dir, '--port', '0'])
    const home = await fetchPage(dev.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('<h1>Widgets home</h1>')
    expect(home.text).toContain('<ul class="docs-list"><li>/docs</li><li>/docs/all</li><li>/docs/setup</li></ul>')
    const about = await fetchPage(dev.url, '/about')
    expect(about.status).toBe(200)
    expect(about.text).toContain('<div class="marketing-shell"><p>We make widgets.</p></div>')
    expect(about.text).toMatch(/<title>About us \| Widgets – /)
    const notes = await fetchPage(dev.url, '/notes')
    expect(notes.status).toBe(200)
    expect(notes.text).toContain('Awaited in MDX.')
    expect((await fetchPage(dev.url, '/docs')).status).toBe(200)
  })
})
