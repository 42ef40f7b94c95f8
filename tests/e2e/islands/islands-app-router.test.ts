import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

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

// A page and a layout marked 'use client' (medfetch's pages, Ding-Fan's home): Next gives them
// `params` and `searchParams`, promises of plain values, which reach the browser (issue 34.11). They
// were "props that cannot be sent": a false ISLAND_PROPS warning, and a page that stayed static.
const CLIENT_PAGE = `'use client'
import { use, useState } from 'react'

export default function Clicks({ params, searchParams }: { params: Promise<object>; searchParams: Promise<object> }) {
  const [count, setCount] = useState(0)
  const keys = Object.keys(use(params)).length + Object.keys(use(searchParams)).length
  return (
    <button type="button" className="page-counter" onClick={() => setCount(count + 1)}>
      Page {keys} {count}
    </button>
  )
}
`
const CLIENT_LAYOUT = `'use client'
import { useState, type ReactNode } from 'react'

export default function ClicksLayout({ children, params }: { children: ReactNode; params: object }) {
  const [open] = useState(true)
  return <section className={open && typeof params.then === 'function' ? 'clicks-shell' : 'no-params'}>{children}</section>
}
`

describe("'use client' components of an app-router site (Chromium)", () => {
  const built = useBuiltFixture('tests/fixtures/website-app-router', {
    ok: true,
    prepare: async site => {
      await writeFile(join(site, 'app/counter.tsx'), CLIENT)
      await writeFile(join(site, 'app/use-count.ts'), HOOK)
      await mkdir(join(site, 'app/clicks'))
      await writeFile(join(site, 'app/clicks/page.tsx'), CLIENT_PAGE)
      await mkdir(join(site, 'app/shell'))
      await writeFile(join(site, 'app/shell/layout.tsx'), CLIENT_LAYOUT)
      await writeFile(
        join(site, 'app/shell/page.tsx'),
        'export default function Shell() {\n  return <p>In the shell</p>\n}\n'
      )
      const home = join(site, 'app/page.tsx')
      const page = (await readFile(home, 'utf8'))
        // (The page imports an island, so it may be an island root: its import of a package that is not
        // installed still gets the stand-in of the names it imports.)
        .replace(/^/, `import { Counter } from './counter'\nimport { Badge } from 'not-installed-badges'\n`)
        .replace('<h1>Widgets home</h1>', '<h1>Widgets home</h1>\n      <Counter label="Clicks" />\n      <Badge />')
      await writeFile(home, page)
    }
  })

  it("hydrates a 'use client' component rendered by a server page: its clicks count", async () => {
    const { page, problems } = await built.openWatched('/')
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
    await page.context().close()
  })

  it("a 'use client' page and layout get their params in the browser, as in Next: no ISLAND_PROPS warning", async () => {
    expect(built.build.stderr).not.toMatch(/ISLAND_PROPS/)
    const { page, problems } = await built.openHydrated('/clicks')
    expect(await page.locator('gs-island').first().getAttribute('data-props')).toMatch(/"\$gsPromised"/)
    const button = page.locator('button.page-counter')
    expect(await button.textContent()).toBe('Page 0 0')
    await button.click()
    await expect.poll(() => button.textContent()).toBe('Page 0 1')
    expect(problems).toEqual([])
    await page.context().close()
    const shell = await built.openHydrated('/shell')
    expect(await shell.page.locator('gs-island section.clicks-shell p').textContent()).toBe('In the shell')
    expect(shell.problems).toEqual([])
    await shell.page.context().close()
  })
})
