import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'
import { CONFIG } from '../../integration/dev-harness.js'

// Issue 35.1: "a component of the site's code or an installed package is an island root". A tiny
// package in the site's node_modules (built ES code, as packages ship: JSX compiled to calls, the
// component in a file its entry re-exports) whose `Toggle` has state and a click handler; its
// `Badge` needs nothing. (Made in the test's folder: .gitignore keeps node_modules out of the repo.)
const files = {
  'guildsite.config.json': CONFIG('Packages'),
  'node_modules/fake-toggle/package.json': JSON.stringify({
    name: 'fake-toggle',
    version: '1.0.0',
    type: 'module',
    exports: { '.': './dist/index.js' }
  }),
  'node_modules/fake-toggle/dist/index.js': `export { Toggle } from './toggle.js'
export { Badge } from './badge.js'
`,
  'node_modules/fake-toggle/dist/toggle.js': `import { jsxs } from 'react/jsx-runtime'
import { useState } from 'react'
export function Toggle({ label }) {
  const [on, setOn] = useState(false)
  return jsxs('button', { type: 'button', className: 'pkg-toggle', onClick: () => setOn(!on), children: [label, ' ', on ? 'on' : 'off'] })
}
`,
  'node_modules/fake-toggle/dist/badge.js': `import { jsx } from 'react/jsx-runtime'
export function Badge({ text }) {
  return jsx('span', { className: 'pkg-badge', children: text })
}
`,
  // A CommonJS package (issue 35.4), as many still ship: \`main\` requires the built file, whose exports
  // are \`exports.X =\` assignments (TypeScript's output) and whose React is \`require('react')\`.
  'node_modules/fake-cjs-switch/package.json': JSON.stringify({
    name: 'fake-cjs-switch',
    version: '1.0.0',
    main: './index.js'
  }),
  'node_modules/fake-cjs-switch/index.js': `'use strict'
module.exports = require('./lib/switch.js')
`,
  'node_modules/fake-cjs-switch/lib/switch.js': `'use strict'
Object.defineProperty(exports, '__esModule', { value: true })
exports.Switch = void 0
var React = require('react')
function Switch(props) {
  var state = React.useState(0)
  return React.createElement('button', { type: 'button', className: 'cjs-switch', onClick: function () { state[1](state[0] + 1) } }, props.label + ' ' + state[0])
}
exports.Switch = Switch
exports.default = Switch
`,
  // Plain code of a package that uses no React, whose options read like a compiled handler
  // (\`onLooped:\`, as eslint's code path analyser), required by the package's other CommonJS files.
  'node_modules/fake-analyzer/package.json': JSON.stringify({
    name: 'fake-analyzer',
    version: '1.0.0',
    main: './index.js'
  }),
  'node_modules/fake-analyzer/index.js': `'use strict'
const Analyzer = require('./analyzer.js')
exports.paths = () => new Analyzer({ onLooped: () => {} }).paths
`,
  'node_modules/fake-analyzer/analyzer.js': `'use strict'
class Analyzer {
  constructor(options) {
    this.paths = 3
    this.hooks = { onLooped: options.onLooped }
  }
}
module.exports = Analyzer
`,
  // An FAQ on Radix's accordion, not installed (as Hive's, in a folder without node_modules): guildsite's
  // own accordion parts, an island that opens and closes its answers.
  'components/faq.tsx': `'use client'
import * as Accordion from '@radix-ui/react-accordion'
export function Faq() {
  return (
    <Accordion.Root type="single" collapsible asChild>
      <ul className="faq">
        <Accordion.Item value="why" asChild>
          <li>
            <Accordion.Header>
              <Accordion.Trigger className="faq-q">Why?</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="faq-a">Because.</Accordion.Content>
          </li>
        </Accordion.Item>
      </ul>
    </Accordion.Root>
  )
}
`,
  'pages/index.mdx': `import { Toggle, Badge } from 'fake-toggle'
import { Faq } from '../components/faq'
import Switch, { Switch as Named } from 'fake-cjs-switch'
import { paths } from 'fake-analyzer'

<p className="analyzer-paths">{paths()}</p>

<Faq />

# Package

<Badge text="new" />

<Toggle label="Dark mode" />

<Switch label="Default" />

<Named label="Named" />
`,
  'pages/plain.mdx': `import { Badge } from 'fake-toggle'

# Plain

<Badge text="static" />
`
}

describe('islands from an installed package (Chromium)', () => {
  const site = useBuiltFixture(files, { ok: true })

  const open = async (path: string) => {
    const { page, problems } = await site.openWatched(path)
    return { page, problems, close: () => page.context().close() }
  }

  it("a package's component with state and a handler hydrates where a page renders it; the rest stays static", async () => {
    const { page, problems, close } = await open('/')
    const toggle = page.locator('gs-island button.pkg-toggle')
    expect(await toggle.textContent()).toBe('Dark mode off')
    await expect.poll(() => page.locator('gs-island[data-hydrated] .pkg-toggle').count(), { timeout: 10_000 }).toBe(1)
    await expect
      .poll(
        async () => {
          await toggle.click()
          return toggle.textContent()
        },
        { timeout: 10_000 }
      )
      .toBe('Dark mode on')
    // The package's static component is no island.
    expect(await page.locator('.pkg-badge').textContent()).toBe('new')
    expect(await page.locator('gs-island .pkg-badge').count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it('a package module that uses no React is no island, whatever its code reads like: its requirers get it as it is', async () => {
    const { page, problems, close } = await open('/')
    expect(await page.locator('p.analyzer-paths').textContent()).toBe('3')
    expect(await page.locator('gs-island .analyzer-paths').count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it("an FAQ on Radix's accordion, not installed, opens and closes its answers with guildsite's own parts", async () => {
    const { page, problems, close } = await open('/')
    const question = page.locator('gs-island button.faq-q')
    expect(await question.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('.faq-a').count()).toBe(0)
    await expect.poll(() => page.locator('gs-island[data-hydrated] .faq-q').count(), { timeout: 10_000 }).toBe(1)
    await question.click()
    await expect.poll(() => page.locator('.faq-a').textContent(), { timeout: 10_000 }).toBe('Because.')
    expect(await question.getAttribute('aria-expanded')).toBe('true')
    await question.click()
    await expect.poll(() => page.locator('.faq-a').count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it('a CommonJS package’s component is an island too: its default and named exports hydrate', async () => {
    const { page, problems, close } = await open('/')
    const switches = page.locator('gs-island button.cjs-switch')
    expect(await switches.allTextContents()).toEqual(['Default 0', 'Named 0'])
    await expect.poll(() => page.locator('gs-island[data-hydrated] .cjs-switch').count(), { timeout: 10_000 }).toBe(2)
    await switches.nth(0).click()
    await switches.nth(1).click()
    await switches.nth(1).click()
    await expect.poll(() => switches.allTextContents()).toEqual(['Default 1', 'Named 2'])
    expect(problems).toEqual([])
    await close()
  })

  it('a page rendering only the static component of the package loads no islands runtime', async () => {
    const html = await readFile(join(site.out, 'plain', 'index.html'), 'utf8')
    expect(html).toContain('static')
    expect(html).not.toContain('gs-island')
    expect(html).not.toContain('/_gs/islands/')
  })
})
