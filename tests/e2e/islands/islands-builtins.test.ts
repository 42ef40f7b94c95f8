import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

// Real Nextra 4 sites' client components import the built-in surface (graphql-eslint's `/play` page
// imports `@theguild/components` in a 'use client' module): the built-ins' modules reach build-time
// code (the MDX compiler, KaTeX's files, Node's fs), and the islands' browser build failed for the
// whole site. Here a 'use client' widget takes `Callout`/`Tabs` from `@theguild/components` and
// `useRouter` from `next/navigation`; next to it a client module whose package has a broken browser
// build (its `browser` file does not parse): that one warns at its file:line and stays static, the
// widget hydrates.
const WIDGET = `'use client'
import { useState } from 'react'
import { Callout, Tabs } from '@theguild/components'
import { useRouter } from 'next/navigation'

export function Widget({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  const router = useRouter()
  return (
    <div className="widget">
      <Callout type="info">
        <button type="button" className="widget-count" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      </Callout>
      <Tabs items={['npm', 'yarn']}>
        <Tabs.Tab>npm install widgets</Tabs.Tab>
        <Tabs.Tab>yarn add widgets</Tabs.Tab>
      </Tabs>
      <button type="button" className="widget-go" onClick={() => router.push('/plain')}>
        Go
      </button>
    </div>
  )
}
`
const BROKEN = `'use client'
import { useState } from 'react'
import { describeNative } from 'fake-native'

export function Broken() {
  const [n, setN] = useState(0)
  return (
    <button type="button" className="broken" onClick={() => setN(n + 1)}>
      {describeNative()} {n}
    </button>
  )
}
`
const NATIVE_PACKAGE = {
  'package.json': JSON.stringify({ name: 'fake-native', version: '1.0.0', main: './node.js', browser: './browser.js' }),
  'node.js': "exports.describeNative = () => 'native'\n",
  'browser.js': 'export const describeNative = () => {\n'
}

describe("'use client' components importing the built-in surface (Chromium)", () => {
  const built = useBuiltFixture('tests/fixtures/website-app-router', {
    ok: true,
    prepare: async site => {
      await writeFile(join(site, 'app/widget.tsx'), WIDGET)
      await writeFile(join(site, 'app/broken.tsx'), BROKEN)
      await mkdir(join(site, 'node_modules/fake-native'), { recursive: true })
      for (const [name, text] of Object.entries(NATIVE_PACKAGE))
        await writeFile(join(site, 'node_modules/fake-native', name), text)
      const home = join(site, 'app/page.tsx')
      const page = (await readFile(home, 'utf8'))
        .replace(/^/, `import { Widget } from './widget'\nimport { Broken } from './broken'\n`)
        .replace('<h1>Widgets home</h1>', '<h1>Widgets home</h1>\n      <Widget label="Clicks" />\n      <Broken />')
      await writeFile(home, page)
    }
  })
  const output = () => built.build.stderr + built.build.stdout

  it('the module that cannot be bundled for the browser is named at its file:line; the build of the others goes on', () => {
    expect(output()).toMatch(/app\/broken\.tsx:1:1 - warning ISLANDS_BUNDLE app\/broken\.tsx cannot run in the browser/)
    expect(output()).toContain('node_modules/fake-native/browser.js')
    expect(output()).not.toContain("The browser build of the site's interactive components failed")
    expect(output()).not.toMatch(/widget\.tsx[^\n]*ISLANDS_BUNDLE/)
  })

  it("the widget hydrates: its state, the built-in Tabs and next/navigation's router work; the broken island stays static and quiet", async () => {
    const { page, problems } = await built.openWatched('/')
    const widget = page.locator('gs-island[data-island$="#Widget"]')
    await expect.poll(() => widget.getAttribute('data-hydrated'), { timeout: 10_000 }).toBe('')
    const count = widget.locator('.widget-count')
    await count.click()
    await count.click()
    await expect.poll(() => count.textContent(), { timeout: 5_000 }).toBe('Clicks 2')
    // The built-in Callout rendered inside the island, and the Tabs switch.
    expect(
      await widget.locator('.widget-count').evaluate(button => button.closest('[class*="callout"]') !== null)
    ).toBe(true)
    await widget.getByRole('tab', { name: 'yarn' }).click()
    await expect.poll(() => widget.getByText('yarn add widgets').isVisible(), { timeout: 5_000 }).toBe(true)
    expect(await widget.getByText('npm install widgets').isVisible()).toBe(false)
    // The broken module's island keeps its server HTML, never hydrates, and says nothing in the console.
    const broken = page.locator('gs-island[data-island$="#Broken"]')
    expect(await broken.locator('button.broken').textContent()).toBe('native 0')
    expect(await broken.getAttribute('data-hydrating')).not.toBeNull()
    expect(await broken.getAttribute('data-hydrated')).toBeNull()
    expect(problems).toEqual([])
    // next/navigation's useRouter navigates.
    await widget.locator('.widget-go').click()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5_000 }).toMatch(/^\/plain\/?$/)
    await page.context().close()
  })

  it('the islands hold only what they use of the built-ins, and a page without islands loads none', async () => {
    const folder = join(built.out, '_gs', 'islands')
    const names = await readdir(folder)
    let bytes = 0
    for (const name of names) bytes += (await stat(join(folder, name))).size
    const code = (await Promise.all(names.map(name => readFile(join(folder, name), 'utf8')))).join('\n')
    // React's production build is ~190 KB minified; the MDX compiler, KaTeX's files and Shiki are far more.
    expect(bytes).toBeLessThan(400_000)
    expect(code).not.toContain('katex')
    expect(code).not.toContain('readdirSync')
    const plain = await readFile(join(built.out, 'plain', 'index.html'), 'utf8')
    expect(plain).not.toContain('gs-island')
    expect(plain).not.toContain('/_gs/islands/')
  })
})
