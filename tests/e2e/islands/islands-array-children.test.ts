import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'
import { CONFIG } from '../../integration/dev-harness.js'

// An island that treats its children as an array, as next-auth's `ListDisclosure` does
// (`children.slice(0, limit)`, `children.length`): its children stay an array, one slot per child, on
// the server and in the browser, and those it leaves out at first are there when "Show more" shows them.
const files = {
  'guildsite.config.json': CONFIG('Array children'),
  'components/ListDisclosure.tsx': `import { useState } from 'react'
export function ListDisclosure({ children, limit }: { children: React.ReactElement[]; limit: number }) {
  const [shown, setShown] = useState(limit)
  const all = shown >= children.length
  return (
    <>
      <div className="grid">{children.slice(0, shown)}</div>
      <button type="button" className="more" onClick={() => setShown(all ? limit : shown + limit)}>
        {all ? 'Collapse all' : \`Show more (\${children.length - shown})\`}
      </button>
    </>
  )
}
`,
  'pages/index.mdx': `import { ListDisclosure } from '../components/ListDisclosure'

# Providers

<ListDisclosure limit={2}>
  {['Apple', 'Box', 'Cognito', 'Discord', 'Email'].map(name => (
    <a key={name} className="card" href={\`/providers/\${name.toLowerCase()}\`}>{name}</a>
  ))}
</ListDisclosure>

After the list.
`
}

describe('an island whose children are an array (Chromium)', () => {
  const site = useBuiltFixture(files, { ok: true })

  it('renders the first children on the server, hydrates cleanly, and shows the others when asked', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false })
    const html = await (await context.newPage()).goto(site.url + '/')
    const text = (await html!.text()).replace(/<template[\s\S]*?<\/template>/g, '')
    // The server's HTML: the first two cards, and the count of the rest.
    expect(text).toContain('>Apple</a>')
    expect(text).toContain('>Box</a>')
    expect(text).not.toContain('>Cognito</a>')
    expect(text).toContain('Show more (3)')
    await context.close()

    const { page, problems } = await site.openWatched('/')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    const cards = page.locator('gs-island .grid a.card')
    expect(await cards.allTextContents()).toEqual(['Apple', 'Box'])
    const more = page.locator('gs-island button.more')
    await expect
      .poll(
        async () => {
          await more.click()
          return cards.allTextContents()
        },
        { timeout: 10_000 }
      )
      .toEqual(['Apple', 'Box', 'Cognito', 'Discord'])
    await more.click()
    await expect.poll(() => cards.allTextContents()).toEqual(['Apple', 'Box', 'Cognito', 'Discord', 'Email'])
    expect(await more.textContent()).toBe('Collapse all')
    expect(await page.locator('a.card[href="/providers/email"]').count()).toBe(1)
    expect(await page.locator('.gs-content, main').first().textContent()).toContain('After the list.')
    expect(problems).toEqual([])
    await page.context().close()
  })
})
