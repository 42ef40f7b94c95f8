import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, pageProblems } from '../../helpers/browser.js'
import { runCli } from '../../helpers/cli.js'
import { serveStatic, type StaticServer } from '../../helpers/static-server.js'

// Nextra 4 semantics (issue 35.1): in an app-router site a module with 'use client' is a client
// component. This one needs the browser only through a hook of another file and a handler spread
// from an object, so nothing but its directive says so: it must still hydrate and count clicks.
const CLIENT = `'use client'
import { useCount } from './use-count'

export function Counter({ label }: { label: string }) {
  const [count, add] = useCount()
  const handlers = { onClick: add }
  return (
    <button type="button" className="client-counter" {...handlers}>
      {label} {count}
    </button>
  )
}
`
const HOOK = `import { useState } from 'react'

export function useCount(): [number, () => void] {
  const [count, setCount] = useState(0)
  return [count, () => setCount(count + 1)]
}
`

describe("'use client' components of an app-router site (Chromium)", () => {
  let browser: Browser
  let server: StaticServer
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-islands-app-'))
    const site = join(dir, 'site')
    await cp('tests/fixtures/website-app-router', site, { recursive: true })
    await writeFile(join(site, 'app/counter.tsx'), CLIENT)
    await writeFile(join(site, 'app/use-count.ts'), HOOK)
    const home = join(site, 'app/page.tsx')
    const page = (await readFile(home, 'utf8'))
      // (The page imports an island, so it may be an island root: its import of a package that is not
      // installed still gets the stand-in of the names it imports.)
      .replace(/^/, `import { Counter } from './counter'\nimport { Badge } from 'not-installed-badges'\n`)
      .replace('<h1>Widgets home</h1>', '<h1>Widgets home</h1>\n      <Counter label="Clicks" />\n      <Badge />')
    await writeFile(home, page)
    const [built, launched] = await Promise.all([
      runCli(['build', site, '--out', join(dir, 'out'), '--force']),
      launchBrowser()
    ])
    browser = launched
    expect(built.code, built.stderr).toBe(0)
    server = await serveStatic(join(dir, 'out'))
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it("hydrates a 'use client' component rendered by a server page: its clicks count", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const problems = pageProblems(page)
    await page.goto(server.url + '/')
    const button = page.locator('gs-island button.client-counter')
    // The server's HTML first: the static page shows the component before any script runs.
    await expect.poll(() => button.textContent()).toBe('Clicks 0')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    await expect
      .poll(
        async () => {
          await button.click()
          return button.textContent()
        },
        { timeout: 10_000 }
      )
      .not.toBe('Clicks 0')
    // The rest of the page stays the server's static HTML.
    expect(await page.locator('gs-island h1').count()).toBe(0)
    expect(await page.locator('[data-missing-component="Badge"]').count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})
