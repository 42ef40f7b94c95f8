import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'
import { runCli } from '../../helpers/cli.js'
import { CONFIG, startCli, writeFile, type CliProcess } from '../../integration/dev-harness.js'

const COUNTER = (word: string) => `import { useState } from 'react'
export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start)
  return <button type="button" className="counter" onClick={() => setCount(count + 1)}>${word} {count}</button>
}
`

// A small site of islands: one that throws in the browser, one whose props cannot be sent to it, and
// a counter the dev server rebuilds when its source is saved (issue 35.2, 35.5, 35.6).
const files = {
  'guildsite.config.json': CONFIG('Islands'),
  'components/Counter.tsx': COUNTER('Clicks'),
  'components/Broken.tsx': `import { useState } from 'react'
export default function Broken() {
  const [shown] = useState(true)
  if (typeof window !== 'undefined') throw new Error('broken in the browser')
  return <p className="broken">{shown ? 'Server HTML of Broken' : ''}</p>
}
`,
  'components/Formatted.tsx': `import { useEffect, useState } from 'react'
export function Formatted({ format }: { format: (n: number) => string }) {
  const [n, setN] = useState(1)
  useEffect(() => setN(2), [])
  return <p className="formatted">{format(n)}</p>
}
`,
  'components/Widget.tsx': `import Script from 'next/script'
import { useState } from 'react'
export function Widget() {
  const [state, setState] = useState('waiting')
  return (
    <>
      <p className="widget">{state}</p>
      <Script src="https://scripts.test/widget.js" onLoad={() => setState('loaded')} onReady={() => document.body.setAttribute('data-ready', '1')} />
    </>
  )
}
`,
  'components/RouteInfo.tsx': `import { useState } from 'react'
import { useRouter } from 'next/router'
import { usePathname, useSearchParams } from 'next/navigation'
import { useTheme } from 'nextra-theme-docs'
export function RouteInfo() {
  const [label] = useState('route')
  const router = useRouter()
  const params = useSearchParams()
  const { resolvedTheme } = useTheme()
  return <p className="route-info">{[label, usePathname(), router.query.q ?? '-', params.get('q') ?? '-', resolvedTheme].join(' ')}</p>
}
`,
  // Needs the browser without calling a hook by name: an isomorphic layout effect, and a browser
  // global read at render (issue 35.3). An import that does not resolve: the island renders the
  // server's placeholder and reads members of it at its top (an enum), without throwing.
  'components/Painted.tsx': `import { useEffect, useLayoutEffect, useRef } from 'react'
const useIsomorphicEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
export function Painted() {
  const ref = useRef<HTMLParagraphElement>(null)
  useIsomorphicEffect(() => {
    ref.current!.textContent = 'painted in the browser'
  }, [])
  return <p className="painted" ref={ref}>painted on the server</p>
}
`,
  'components/Stored.tsx': `export function Stored() {
  const name = typeof localStorage === 'undefined' ? null : localStorage.getItem('gs-test-name')
  return <p className="stored">{name ?? 'nobody'} is here</p>
}
`,
  'components/Absent.tsx': `import { useState } from 'react'
import { Level, Chart } from 'not-installed-charts'
import { FiPlay } from 'react-icons/fi'
import logo from 'https://127.0.0.1:1/logo.png'
const breaking = Level.Breaking
export function Absent() {
  const [n, setN] = useState(0)
  return (
    <div className="absent">
      <Chart />
      <FiPlay className="play" />
      <img className="url-logo" src={logo} alt="" />
      <button type="button" onClick={() => setN(n + 1)}>{\`absent \${n}\`}</button>
      <span>{String(typeof breaking)}</span>
    </div>
  )
}
`,
  'pages/detect.mdx': `import { Painted } from '../components/Painted'
import { Stored } from '../components/Stored'
import { Absent } from '../components/Absent'

# Detect

<Painted />

<Stored />

<Absent />
`,
  // Islands whose props cannot be sent, inside components whose props can (issue 35.2): the nearest
  // such component is the island; one whose props cannot be sent either (Middle) is passed over.
  'components/Price.tsx': `import { Formatted } from './Formatted'
export function Price({ amount }: { amount: number }) {
  return <div className="price"><Formatted format={n => '$' + n * amount} /></div>
}
`,
  'components/Middle.tsx': `import { Formatted } from './Formatted'
export function Middle({ show }: { show: (n: number) => string }) {
  return <Formatted format={show} />
}
`,
  'components/Card.tsx': `import { Middle } from './Middle'
export function Card({ title }: { title: string }) {
  return <section className="card"><h3>{title}</h3><Middle show={n => 'n=' + n} /></section>
}
`,
  'pages/roots.mdx': `import { Price } from '../components/Price'
import { Card } from '../components/Card'

# Roots

<Price amount={5} />

<Card title="A card" />
`,
  // A component around islands that receives one as children from the page: not its root (it does
  // not import it); its own island (Painted) still hydrates.
  'components/Box.tsx': `import type { ReactNode } from 'react'
import { Painted } from './Painted'
export function Box({ title, children }: { title: string; children?: ReactNode }) {
  return <div className="box"><h3>{title}</h3><Painted />{children}</div>
}
`,
  'pages/roots-slot.mdx': `import { Box } from '../components/Box'
import { Formatted } from '../components/Formatted'

# Slot

<Box title="A box">
  <Formatted format={n => 'slot ' + n} />
</Box>
`,
  // A server page handing an island React elements in its props (issue 34, left35: keaganaut's
  // docs-nextra passed JSX icons, ISLAND_PROPS and static HTML before), as Next hands a client
  // component the server's output: an icon it shows at once, titles it shows only once opened.
  // It reads its icon's props (\`icon.props.tone\`), as a component given an element may (left36).
  'components/Toggle.tsx': `import { useState, type ReactElement, type ReactNode } from 'react'
export function Toggle({ icon, label, items }: { icon: ReactElement<{ tone?: string }>; label: string; items: { title: ReactNode; id: string }[] }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="toggle" data-tone={icon.props.tone}>
      <button type="button" className="toggle-button" onClick={() => setOpen(!open)}>{icon}{label} {open ? 'open' : 'closed'}</button>
      {open ? <ul className="toggle-items">{items.map(item => <li key={item.id}>{item.title}</li>)}</ul> : null}
    </div>
  )
}
`,
  'pages/elements.mdx': `import { Toggle } from '../components/Toggle'

export const Dot = ({ tone }) => <svg className={'dot dot-' + tone} width="10" height="10"><circle cx="5" cy="5" r="4" /></svg>

# Elements

<Toggle icon={<Dot tone="green" />} label="Menu" items={[{ id: 'a', title: <b>First</b> }, { id: 'b', title: <em>Second <Dot tone="red" /></em> }]} />
`,
  // An element whose type is itself a client component (issue 34, left38): Next sends it as a reference to
  // that component, which hydrates inside the island; the static HTML of its server render did nothing.
  'components/StarCard.tsx': `import { useState, type ReactElement } from 'react'
export function StarCard({ icon, title }: { icon: ReactElement; title: string }) {
  const [seen, setSeen] = useState(false)
  return <div className="star-card" data-seen={String(seen)} onMouseEnter={() => setSeen(true)}>{icon}<span>{title}</span></div>
}
`,
  'components/Star.tsx': `'use client'
import { useState } from 'react'
export function Star({ tone }: { tone: string }) {
  const [on, setOn] = useState(false)
  return <button type="button" className={'star star-' + tone} onClick={() => setOn(!on)}>{on ? 'starred' : 'star'}</button>
}
`,
  'pages/client-element.mdx': `import { StarCard } from '../components/StarCard'
import { Star } from '../components/Star'

# Client element

<StarCard icon={<Star tone="gold" />} title="A card" />
`,
  'pages/route.mdx': `import { RouteInfo } from '../components/RouteInfo'

# Route

<RouteInfo />
`,
  'pages/cookies.mdx': `import { CookiesConsent } from '@theguild/components'

# Cookies

<CookiesConsent />
`,
  'pages/scripts.mdx': `import Script from 'next/script'
import { Widget } from '../components/Widget'

# Scripts

<Script src="https://scripts.test/after.js" />

<Script src="https://scripts.test/before.js" strategy="beforeInteractive" />

<Script id="inline-one">{'window.__ran = (window.__ran || []).concat("inline")'}</Script>

<Script src="https://scripts.test/lazy.js" strategy="lazyOnload" />

<Widget />
`,
  'pages/index.mdx': `import { Counter } from '../components/Counter'
import Broken from '../components/Broken'
import { Formatted } from '../components/Formatted'

# Islands

<Broken />

<Counter start={1} />

<Formatted format={n => 'number ' + n} />
`
}

describe('islands: failures stay local, props that cannot travel, dev rebuilds (Chromium)', () => {
  const fixture = useBuiltFixture(files, { ok: true })

  const open = async (url: string) => {
    const context = await fixture.browser.newContext({ viewport: { width: 1000, height: 800 } })
    const page: Page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', error => errors.push(`pageerror: ${error.message}`))
    // (The fixture has no favicon: its 404 is the browser's, not the page's.)
    page.on(
      'console',
      message =>
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource') &&
        errors.push(message.text())
    )
    await page.goto(url)
    return { page, errors, close: () => context.close() }
  }

  it('an island that throws leaves the page, its own server HTML and the other islands working; the console names it and its file', async () => {
    const { page, errors, close } = await open(fixture.url + '/')
    const counter = page.locator('.counter')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(2)
    await counter.click()
    await expect.poll(() => counter.textContent()).toBe('Clicks 2')
    await expect
      .poll(() => errors.find(error => error.includes('<Broken>')), { timeout: 10_000 })
      .toMatch(/guildsite island <Broken> \(components\/Broken\.tsx:\d+:\d+\) threw/)
    // Said once, by the island's boundary; no page error. It stays the HTML the server rendered.
    expect(errors.filter(error => error.includes('broken in the browser'))).toHaveLength(1)
    expect(await page.locator('p.broken').textContent()).toBe('Server HTML of Broken')
    expect(errors.filter(error => error.startsWith('pageerror'))).toEqual([])
    await close()
  })

  it('a component whose props cannot be sent stays static HTML, with a warning at its file:line', async () => {
    expect(fixture.build.stderr).toMatch(
      /ISLAND_PROPS Island <Formatted> \(components\/Formatted\.tsx:\d+:\d+\) needs the browser but its props "format" cannot be sent/
    )
    const { page, close } = await open(fixture.url + '/')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.formatted').textContent()).toBe('number 1')
    expect(await page.locator('.formatted').evaluate(el => el.closest('gs-island'))).toBeNull()
    await close()
  })

  it('an isomorphic layout effect and a browser global read at render make islands; an absent import renders its placeholder on both sides', async () => {
    const { page, errors, close } = await open(fixture.url + '/detect')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(3)
    expect(await page.locator('.painted').textContent()).toBe('painted in the browser')
    expect(await page.locator('gs-island[data-hydrated] .stored').textContent()).toBe('nobody is here')
    const absent = page.locator('gs-island[data-hydrated] .absent')
    expect(await absent.locator('[data-missing-component]').count()).toBe(1)
    // An absent icon package's icon is an empty box; an image imported by URL is that URL (the island loads).
    expect(await absent.locator('svg.play[data-absent-icon="FiPlay"]').count()).toBe(1)
    expect(await absent.locator('img.url-logo').getAttribute('src')).toBe('https://127.0.0.1:1/logo.png')
    await absent.getByRole('button').click()
    await expect.poll(() => absent.getByRole('button').textContent()).toBe('absent 1')
    expect(errors).toEqual([])
    await close()
    const checked = await runCli(['check', fixture.site])
    expect(checked.stdout + checked.stderr).toMatch(
      /islands pages\/detect\.mdx: Absent \(components\/Absent\.tsx:\d+:\d+, useState\); Painted \(components\/Painted\.tsx:2:\d+, browser global window\); Stored \(components\/Stored\.tsx:2:\d+, browser global localStorage\)/
    )
  })

  it('an island whose props hold React elements hydrates with them as the server rendered them, and shows the others when opened', async () => {
    expect(fixture.build.stderr).not.toMatch(/pages\/elements\.mdx.*ISLAND_PROPS/)
    const html = await (await fetch(fixture.url + '/elements')).text()
    // The server's HTML: the icon where the island put it; the titles it did not show, for the browser.
    expect(html).toMatch(
      /<gs-island data-island="components\/Toggle\.tsx#Toggle"[^>]*data-props="[^"]*\$gsSlot[^"]*"[^>]*>.*?<button[^>]*><gs-slot data-gs-prop="0" style="display:contents"><svg class="dot dot-green"/s
    )
    expect(html).toContain('<template data-gs-prop="1"><b>First</b></template>')
    expect(html).toContain('<div class="toggle" data-tone="green">')
    const { page, errors, close } = await open(fixture.url + '/elements')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    const button = page.locator('.toggle-button')
    await expect
      .poll(
        async () => {
          if ((await button.textContent()) === 'Menu closed') await button.click()
          return button.textContent()
        },
        { timeout: 10_000 }
      )
      .toBe('Menu open')
    expect(await page.locator('.toggle-button svg.dot-green').count()).toBe(1)
    // (The island read its icon's props in the browser as on the server: an element's plain props travel with it.)
    expect(await page.locator('.toggle').getAttribute('data-tone')).toBe('green')
    expect(await page.locator('.toggle-items li').evaluateAll(items => items.map(item => item.innerHTML))).toEqual([
      '<gs-slot data-gs-prop="1" style="display: contents;"><b>First</b></gs-slot>',
      expect.stringMatching(/^<gs-slot data-gs-prop="2" style="display: contents;"><em>Second <svg class="dot dot-red"/)
    ])
    await button.click()
    await expect.poll(() => page.locator('.toggle-items').count()).toBe(0)
    expect(await page.locator('.toggle-button svg.dot-green').count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it('an element of a client component in an island’s props hydrates inside it and works, as Next sends it', async () => {
    const html = await (await fetch(fixture.url + '/client-element')).text()
    // One island (the card); the star goes as a reference to its module's export, with its props.
    expect(html.match(/<gs-island /g)).toHaveLength(1)
    expect(html).toContain('&quot;island&quot;:&quot;components/Star.tsx#Star&quot;')
    expect(html).toMatch(
      /<gs-slot data-gs-prop="0" style="display:contents"><button type="button" class="star star-gold">star<\/button>/
    )
    const { page, errors, close } = await open(fixture.url + '/client-element')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    const star = page.locator('.star-card .star-gold')
    await expect
      .poll(
        async () => {
          if ((await star.textContent()) === 'star') await star.click()
          return star.textContent()
        },
        { timeout: 10_000 }
      )
      .toBe('starred')
    expect(errors).toEqual([])
    await close()
  })

  it('an island whose props cannot be sent moves up to the nearest component whose props can (issue 35.2)', async () => {
    expect(fixture.build.stderr).not.toMatch(/pages\/roots\.mdx.*ISLAND_PROPS/)
    // The server's HTML: the roots' markers around what the islands rendered there.
    const html = await (await fetch(fixture.url + '/roots')).text()
    expect(html).toMatch(/<gs-island data-island="components\/Price\.tsx#Price"[^>]*>.*?\$5</)
    expect(html).toMatch(/<gs-island data-island="components\/Card\.tsx#Card"[^>]*>.*?n=1</)
    const { page, errors, close } = await open(fixture.url + '/roots')
    expect(await page.locator('gs-island').evaluateAll(els => els.map(el => el.getAttribute('data-island')))).toEqual([
      'components/Price.tsx#Price',
      'components/Card.tsx#Card'
    ])
    expect(await page.locator('gs-island').first().getAttribute('data-props')).toBe('{"amount":5}')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(2)
    await expect.poll(() => page.locator('.formatted').allTextContents()).toEqual(['$10', 'n=2'])
    expect(errors).toEqual([])
    await close()
    // Passed as children by the page, the island has no root: it stays static, with a warning.
    expect(fixture.build.stderr).toMatch(/pages\/roots-slot\.mdx.*ISLAND_PROPS Island <Formatted>/)
    const slot = await open(fixture.url + '/roots-slot')
    await expect.poll(() => slot.page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    expect(await slot.page.locator('gs-island').getAttribute('data-island')).toBe('components/Painted.tsx#Painted')
    expect(await slot.page.locator('.box .painted').textContent()).toBe('painted in the browser')
    expect(await slot.page.locator('.formatted').textContent()).toBe('slot 1')
    expect(slot.errors).toEqual([])
    await slot.close()
  })

  it('next/script: src and inline scripts with their strategies; onLoad and onReady in an island', async () => {
    const context = await fixture.browser.newContext()
    await context.route('https://scripts.test/**', route =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__ran = (window.__ran || []).concat(${JSON.stringify(new URL(route.request().url()).pathname)})`
      })
    )
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    await page.goto(fixture.url + '/scripts')
    await expect.poll(() => page.locator('.widget').textContent(), { timeout: 10_000 }).toBe('loaded')
    expect(await page.getAttribute('body', 'data-ready')).toBe('1')
    const ran = () => page.evaluate(() => (window as { __ran?: string[] }).__ran ?? [])
    await expect.poll(ran, { timeout: 10_000 }).toContain('/lazy.js')
    const order = await ran()
    // Each once; the blocking one before the inline one, the deferred one after both, the lazy one last of the page's own.
    expect([...order].sort()).toEqual(['/after.js', '/before.js', '/lazy.js', '/widget.js', 'inline'])
    expect(order.indexOf('/before.js')).toBeLessThan(order.indexOf('inline'))
    expect(order.indexOf('inline')).toBeLessThan(order.indexOf('/after.js'))
    expect(order.indexOf('/after.js')).toBeLessThan(order.indexOf('/lazy.js'))
    expect(errors).toEqual([])
    await context.close()
  })

  it('CookiesConsent: shown, dismissed with "Allow", remembered at the next visit', async () => {
    const context = await fixture.browser.newContext()
    const page = await context.newPage()
    await page.goto(fixture.url + '/cookies')
    const banner = page.getByRole('region', { name: 'Cookies' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(await banner.textContent()).toContain('This site uses cookies')
    await banner.getByRole('button', { name: 'Allow' }).click()
    expect(await banner.isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe('true')
    await page.reload()
    await page.waitForLoadState('load')
    expect(await page.getByRole('region', { name: 'Cookies', includeHidden: true }).count()).toBe(1)
    expect(await page.getByRole('region', { name: 'Cookies' }).isVisible()).toBe(false)
    await context.close()
  })

  it('useRouter, usePathname and useSearchParams answer from location; useTheme follows the theme switch', async () => {
    // The server rendered the page without a query. (Read from the HTML sent: in the browser the island
    // may hydrate and read location before `goto` returns, as it did on a loaded machine.) Hydrating
    // from that HTML without a mismatch is pinned by `errors` below (React's recoverable error).
    expect(await (await fetch(fixture.url + '/route?q=hello')).text()).toContain('route /route - - light')
    const { page, errors, close } = await open(fixture.url + '/route?q=hello')
    const info = page.locator('gs-island[data-hydrated] .route-info')
    await expect.poll(() => info.textContent(), { timeout: 10_000 }).toBe('route /route hello hello light')
    const toggle = page.locator('[data-theme-toggle]').first()
    for (let i = 0; i < 3 && !(await page.evaluate(() => document.documentElement.classList.contains('dark'))); i++)
      await toggle.click()
    await expect.poll(() => info.textContent()).toBe('route /route hello hello dark')
    expect(errors).toEqual([])
    await close()
  })

  it('guildsite check lists each page’s islands with file:line', async () => {
    const checked = await runCli(['check', fixture.site])
    expect(checked.code, checked.stderr).toBe(0)
    expect(checked.stdout + checked.stderr).toMatch(
      /islands pages\/index\.mdx: default \(components\/Broken\.tsx:3:19, useState\); Counter \(components\/Counter\.tsx:3:29, useState\); Formatted \(components\/Formatted\.tsx:3:\d+, useState\)/
    )
  })

  it('dev: saving an island’s source rebuilds its chunk and the page shows the change, no restart', async () => {
    let dev: CliProcess | undefined
    try {
      dev = await startCli(['dev', fixture.site, '--port', '0'])
      const { page, errors, close } = await open(dev.url)
      const counter = page.locator('.counter')
      await expect
        .poll(() => page.locator('gs-island[data-hydrated] .counter').count(), {
          timeout: 20_000
        })
        .toBe(1)
      await counter.click()
      await expect.poll(() => counter.textContent()).toBe('Clicks 2')
      writeFile(join(fixture.site, 'components/Counter.tsx'), COUNTER('Taps'))
      await expect.poll(() => page.locator('.counter').textContent(), { timeout: 30_000 }).toBe('Taps 1')
      await expect.poll(() => page.locator('gs-island[data-hydrated] .counter').count(), { timeout: 20_000 }).toBe(1)
      await page.locator('.counter').click()
      await expect.poll(() => page.locator('.counter').textContent()).toBe('Taps 2')
      expect(errors.filter(error => error.startsWith('pageerror'))).toEqual([])
      await close()
    } finally {
      await dev?.stop()
    }
  })
})
