import { existsSync, readdirSync, rmSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { loadSite } from '../../src/content/load-site.js'
import { changesSinceLoad, snapshotConfig } from '../../src/dev/catch-up.js'
import type { DevSite } from '../../src/dev/dev-site.js'
import { CONFIG, fetchPage, removeSite, smallSite, startCli, writeFile, type CliProcess } from './dev-harness.js'

const sites: string[] = []
let dev: CliProcess | undefined

afterEach(async () => {
  await dev?.stop()
  dev = undefined
})

afterAll(() => {
  for (const site of sites) removeSite(site)
})

/** The dev server's start (issue 6: first page fast): what it does early or from the cache must change nothing served. */
describe('guildsite dev: start', () => {
  it('compiles pages with the built-in components and serves a restart from the compile cache, the same page', async () => {
    const page =
      '# Callouts\n\n<Callout type="warning">Careful here.</Callout>\n\n```ts\nconst answer: number = 42\n```\n'
    const site = smallSite({ 'pages/docs/a.mdx': page })
    sites.push(site)
    const cache = join(site, 'node_modules/.cache/guildsite/dev-compile')

    dev = await startCli(['dev', site, '--port', '0'])
    const first = await fetchPage(dev.url, '/docs/a')
    expect(first.status).toBe(200)
    // Built-in components are the worker's own list: the callout renders, no placeholder, no warning.
    expect(first.text).toContain('class="gs-callout" data-type="warning"')
    expect(first.text).toContain('Careful here.')
    expect(dev.stderr()).not.toContain('UNKNOWN_COMPONENT')
    expect(existsSync(cache) && readdirSync(cache).length).toBeTruthy()
    await dev.stop()

    // The restart takes the compiled page from the cache (the trace says so) and serves the same HTML.
    process.env.GUILDSITE_DEV_TRACE = '1'
    try {
      dev = await startCli(['dev', site, '--port', '0'])
    } finally {
      delete process.env.GUILDSITE_DEV_TRACE
    }
    const again = await fetchPage(dev.url, '/docs/a')
    expect(again.status).toBe(200)
    expect(again.text).toBe(first.text)
    expect(dev.stderr()).toMatch(/compile pages[\\/]docs[\\/]a\.mdx: cached/)
    await dev.stop()

    // An edit is a different input: compiled again, not taken from the cache.
    writeFile(join(site, 'pages/docs/a.mdx'), page.replace('Careful here.', 'Careful there.'))
    dev = await startCli(['dev', site, '--port', '0'])
    const edited = await fetchPage(dev.url, '/docs/a')
    expect(edited.text).toContain('Careful there.')
    expect(edited.text).not.toContain('Careful here.')
  })

  it('an emptied or damaged cache folder only costs time', async () => {
    const site = smallSite()
    sites.push(site)
    dev = await startCli(['dev', site, '--port', '0'])
    const first = await fetchPage(dev.url, '/docs/a')
    await dev.stop()
    const cache = join(site, 'node_modules/.cache/guildsite/dev-compile')
    for (const folder of readdirSync(cache))
      for (const entry of readdirSync(join(cache, folder)))
        writeFile(join(cache, folder, entry), '{"format":1,"payload":"broken')
    dev = await startCli(['dev', site, '--port', '0'])
    expect((await fetchPage(dev.url, '/docs/a')).text).toBe(first.text)
    await dev.stop()
    rmSync(join(site, 'node_modules'), { recursive: true, force: true })
    dev = await startCli(['dev', site, '--port', '0'])
    expect((await fetchPage(dev.url, '/docs/a')).text).toBe(first.text)
  })
})

/**
 * The URL is printed before the watcher has walked the files; what changed before it followed them is
 * found by comparing the files with what the site was loaded from, once it is ready.
 */
describe('changesSinceLoad (files changed before the watcher was ready)', () => {
  it('finds edited, added and removed pages, recently changed metas and a changed config; nothing else', async () => {
    const site = smallSite({ 'pages/docs/c.mdx': '# Gamma\n' })
    sites.push(site)
    const old = new Date(Date.now() - 60_000)
    for (const file of ['pages/_meta.json', 'pages/docs/_meta.json', 'components/note.mdx'])
      utimesSync(join(site, file), old, old)
    const loadStarted = Date.now()
    const configBefore = snapshotConfig({ siteDir: site })
    const loaded = await loadSite({ siteDir: site })
    const devSite = {
      site: loaded.site!,
      dependencies: new Map([[join(site, 'pages/docs/b.mdx'), [join(site, 'components/note.mdx')]]])
    } as DevSite

    expect(await changesSinceLoad(devSite, loadStarted, configBefore)).toEqual([])

    writeFile(join(site, 'pages/docs/a.mdx'), '# Alpha\n\nEdited.\n')
    writeFile(join(site, 'pages/docs/new.mdx'), '# New\n')
    rmSync(join(site, 'pages/docs/c.mdx'))
    writeFile(join(site, 'pages/docs/_meta.json'), JSON.stringify({ b: 'Beta page', a: 'Alpha page' }))
    writeFile(join(site, 'guildsite.config.json'), CONFIG('Renamed Site'))
    writeFile(join(site, 'components/note.mdx'), 'Note text two.\n')
    const changes = await changesSinceLoad(devSite, loadStarted, configBefore)
    expect(new Map(changes)).toEqual(
      new Map([
        [join(site, 'guildsite.config.json'), 'change'],
        [join(site, 'pages/docs/a.mdx'), 'change'],
        [join(site, 'pages/docs/new.mdx'), 'add'],
        [join(site, 'pages/docs/c.mdx'), 'unlink'],
        [join(site, 'pages/docs/_meta.json'), 'change'],
        [join(site, 'components/note.mdx'), 'change']
      ])
    )
  })
})
