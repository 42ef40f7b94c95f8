import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { EventClient, fetchPage, startCli, waitFor, writeFile, type CliProcess } from './dev-harness.js'

// `guildsite dev` picks up a saved stylesheet without a restart (issue 34): the site CSS is compiled
// again and open pages reload with it. Fixtures are copied: the dev server keeps its cache in the site.
let dev: CliProcess | undefined
const clients: EventClient[] = []
const dirs: string[] = []
afterAll(async () => {
  for (const client of clients) client.close()
  await dev?.stop()
  await Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true })))
})
const copy = async (fixture: string) => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-dev-css-'))
  dirs.push(dir)
  await cp(fixture, dir, { recursive: true })
  return dir
}

/** The text of the page's stylesheets that are the site's own (`site-*.css`, `site-styles-*.css`). */
async function siteCss(url: string, route: string): Promise<string> {
  const page = await fetchPage(url, route)
  const links = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]*\/_gs\/assets\/site[\w-]*\.css)"/g)]
  const texts = await Promise.all(links.map(async ([, href]) => (await fetchPage(url, href)).text))
  return texts.join('\n')
}

/**
 * `guildsite dev` on `dir`, once its watcher has caught up with the files (the start trace says so):
 * a save before that is the catch-up's, which compares the pages' files, not the stylesheets.
 */
async function startDev(dir: string): Promise<CliProcess> {
  process.env.GUILDSITE_DEV_TRACE = '1'
  let started: CliProcess
  try {
    started = await startCli(['dev', dir, '--port', '0'])
  } finally {
    delete process.env.GUILDSITE_DEV_TRACE
  }
  // (The watcher starts once a first page has been served.)
  await fetchPage(started.url, '/')
  await waitFor(() => started.stderr().includes('caught up'), 'the watcher to catch up')
  return started
}

describe('guildsite dev: edited stylesheets', () => {
  it("compiles a Tailwind 3 site's global stylesheet again when it is saved, and reloads the open pages", async () => {
    const dir = await copy('tests/fixtures/website-tailwind3-globals')
    dev = await startDev(dir)
    const before = await siteCss(dev.url, '/')
    expect(before).toMatch(/\.kiln-title \{[^}]*color: rgb\(18 52 86/)
    expect(before).not.toContain('.kiln-fresh')
    const client = await EventClient.open(dev.url, '/')
    clients.push(client)
    const file = join(dir, 'src/app/global.css')
    writeFile(file, `${await readFile(file, 'utf8')}\n.kiln-fresh {\n  @apply text-beige-800 underline;\n}\n`)
    expect((await client.nth(0)).event).toBe('reload')
    const after = await waitFor(async () => {
      const css = await siteCss(dev!.url, '/')
      return css.includes('.kiln-fresh') ? css : undefined
    }, 'the new rule in the site CSS')
    expect(after).toMatch(/\.kiln-fresh \{[^}]*text-decoration-line: underline/)
    expect(after).toMatch(/\.kiln-title \{[^}]*color: rgb\(18 52 86/)

    // Saved with a syntax error: every page names the stylesheet and the error (the build's TAILWIND_FAILED
    // warning: left out), until the next save compiles it — not the pages silently without their styles.
    const good = await readFile(file, 'utf8')
    writeFile(
      file,
      `${good}
.kiln-open {
  color: red;
`
    )
    const broken = await waitFor(async () => {
      const page = await fetchPage(dev!.url, '/')
      return page.text.includes('"code":"TAILWIND_FAILED"') ? page.text : undefined
    }, 'the stylesheet error on the page')
    // (Its `@import`s are inlined before it compiles: the line is the message's, of the inlined text.)
    expect(broken).toContain('"location":"src/app/global.css"')
    expect(broken).toMatch(
      /"message":"Global stylesheet could not be compiled, left out: [^"]*global\.css:\d+:1: Unclosed block"/
    )
    writeFile(file, good)
    await waitFor(async () => (await fetchPage(dev!.url, '/')).text.includes('"errors":[]'), 'the error cleared')
    expect(await siteCss(dev.url, '/')).toContain('.kiln-fresh')
  })

  it('compiles a CSS module and a Tailwind 4 stylesheet again when saved', async () => {
    await dev?.stop()
    const dir = await copy('tests/fixtures/website-css')
    dev = await startDev(dir)
    expect(await siteCss(dev.url, '/')).not.toContain('pink')
    const module = join(dir, 'app/page.module.css')
    writeFile(module, `${await readFile(module, 'utf8')}\n.fresh {\n  color: pink;\n}\n`)
    await waitFor(
      async () => /\.page_fresh__[\w-]{5} \{\s*color: pink/.test(await siteCss(dev!.url, '/')),
      'the module rule'
    )
    const globals = join(dir, 'app/globals.css')
    writeFile(globals, `${await readFile(globals, 'utf8')}\n.tw4-fresh {\n  @apply underline;\n}\n`)
    await waitFor(async () => /\.tw4-fresh \{[^}]*underline/.test(await siteCss(dev!.url, '/')), 'the Tailwind 4 rule')
  })
})
