import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'
import { CONFIG } from '../../integration/dev-harness.js'

// An island that imports `.mdx` files, as media-extended's install tabs do (each tab an MDX partial):
// its browser build compiles them as the page bundle does, with the built-in components, so the island
// hydrates (it stayed static HTML with an ISLANDS_BUNDLE warning: "No loader is configured for .mdx").
const files = {
  'guildsite.config.json': CONFIG('MDX partials in an island'),
  'components/install/Methods.tsx': `import { useState } from 'react'
import ViaStore from './store.mdx'
import Manual from './manual.md'

export default function Methods() {
  const [manual, setManual] = useState(false)
  return (
    <div className="methods">
      <button type="button" className="switch" onClick={() => setManual(!manual)}>
        {manual ? 'Show the store' : 'Show the manual way'}
      </button>
      <div className="method">{manual ? <Manual /> : <ViaStore />}</div>
    </div>
  )
}
`,
  'components/install/store.mdx': `Install it **from the store**.

<Callout type="info">The store updates it for you.</Callout>
`,
  'components/install/manual.md': `Copy the *release files* by hand.
`,
  'pages/index.mdx': `import Methods from '../components/install/Methods'

# Install

<Methods />

After the methods.
`
}

describe('an island that imports .mdx and .md partials (Chromium)', () => {
  const site = useBuiltFixture(files, { ok: true })

  it('builds its browser code without a warning', () => {
    expect(site.build.stderr).not.toMatch(/ISLANDS_BUNDLE|warning/)
  })

  it('hydrates cleanly and renders the other partial when asked, built-in components and all', async () => {
    const { page, problems } = await site.openHydrated('/')
    const method = page.locator('gs-island .method')
    expect(await method.innerText()).toContain('Install it from the store.')
    expect(await method.locator('.gs-callout').innerText()).toContain('The store updates it for you.')
    await page.locator('gs-island button.switch').click()
    await expect.poll(() => method.innerText()).toContain('Copy the release files by hand.')
    expect(await method.locator('em').innerText()).toBe('release files')
    await page.locator('gs-island button.switch').click()
    await expect.poll(() => method.locator('.gs-callout').count()).toBe(1)
    expect(await page.locator('main').innerText()).toContain('After the methods.')
    expect(problems).toEqual([])
    await page.context().close()
  })
})
