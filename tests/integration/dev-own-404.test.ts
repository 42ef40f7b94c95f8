import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fetchPage, removeSite, startCli, type CliProcess } from './dev-harness.js'

// `guildsite dev` on a site with its own 404 page (tests/fixtures/website-next-pages: pages/404.mdx):
// a path no page serves answers that page with status 404, as `next dev` does (issue 34, session 18
// "route"). The fixture is copied: dev writes its cache into the site folder.
let dev: CliProcess | undefined
let dir = ''
afterAll(async () => {
  await dev?.stop()
  if (dir) removeSite(dir)
})

describe('guildsite dev: the site’s own 404 page', () => {
  it('answers a path no page serves with the site’s pages/404.mdx, status 404', async () => {
    dir = mkdtempSync(join(tmpdir(), 'guildsite-dev-404-'))
    cpSync('tests/fixtures/website-next-pages', dir, { recursive: true })
    dev = await startCli(['dev', dir, '--port', '0'])
    const missing = await fetchPage(dev.url, '/no/such/page')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Lost in the pages')
    expect(missing.text).toContain('<strong>Pages Site</strong>')
  })
})
