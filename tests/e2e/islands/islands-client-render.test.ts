import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

// Next's app router at build time: a client component that reads `useSearchParams()` cannot know the
// query string, so the static HTML holds the nearest <Suspense> boundary's fallback and the browser
// renders the component (graphql-eslint's playground: "Loading..." in Nextra's HTML). Its children,
// rendered by the server page, come with it; a module reading Node's `process` loads as in Next.
const CLIENT = `'use client'
import type { ReactNode } from 'react'
import { useSearchParams } from 'next/navigation'

// Node's \`process\`, read when the module loads (as eslint's Linter does): Next's client bundles provide it.
const platform = typeof process.platform === 'string' ? 'known' : 'unknown'

export function QueryPanel({ label, children }: { label: string; children: ReactNode }) {
  const query = useSearchParams().get('q') ?? 'none'
  return (
    <section className="query-panel" data-platform={platform}>
      {children}
      <p className="query">{label}: {query}</p>
    </section>
  )
}
`
const PAGE = `import { Suspense } from 'react'
import { QueryPanel } from './query-panel'

export const metadata = { title: 'Search' }

export default function SearchPage() {
  return (
    <div className="search-page">
      <p className="intro">Search the widgets</p>
      <Suspense fallback={<span className="waiting">Waiting for the query</span>}>
        <QueryPanel label="Query">
          <h3 className="server-child">Versions</h3>
        </QueryPanel>
      </Suspense>
    </div>
  )
}
`
// Without a <Suspense> around it (Next's build would stop): the page is written as the server renders it.
const BARE = `import { QueryPanel } from '../search/query-panel'

export default function BarePage() {
  return <QueryPanel label="Bare query"><span>child</span></QueryPanel>
}
`

describe('useSearchParams() in a client component of an app page: client-side rendering (Chromium)', () => {
  const built = useBuiltFixture('tests/fixtures/website-app-router', {
    ok: true,
    prepare: async site => {
      await mkdir(join(site, 'app/search'))
      await writeFile(join(site, 'app/search/query-panel.tsx'), CLIENT)
      await writeFile(join(site, 'app/search/page.tsx'), PAGE)
      await mkdir(join(site, 'app/bare'))
      await writeFile(join(site, 'app/bare/page.tsx'), BARE)
    }
  })
  let html = ''
  beforeAll(async () => {
    html = await readFile(join(built.out, 'search/index.html'), 'utf8')
  })

  it("writes the boundary's fallback where the component would be, the rest of the page as the server renders it", () => {
    expect(html).toContain('Search the widgets')
    expect(html).toContain('<span class="waiting">Waiting for the query</span>')
    expect(html).not.toContain('class="query"')
    expect(html).toContain('data-client-render')
  })

  it('renders a component with no <Suspense> around it on the server, the query empty, as before', async () => {
    // (React separates adjacent text with empty comments.)
    const bare = (await readFile(join(built.out, 'bare/index.html'), 'utf8')).replaceAll('<!-- -->', '')
    expect(bare).toContain('<p class="query">Bare query: none</p>')
    expect(bare).not.toContain('data-client-render')
  })

  it('renders the component in the browser with the query and the children, in place of the fallback', async () => {
    const { page, problems } = await built.openWatched('/search?q=gizmo')
    await expect.poll(() => page.locator('.query').textContent(), { timeout: 10_000 }).toBe('Query: gizmo')
    expect(await page.locator('.query-panel .server-child').textContent()).toBe('Versions')
    expect(await page.locator('.query-panel').getAttribute('data-platform')).toBe('known')
    expect(await page.locator('.waiting').count()).toBe(0)
    expect(await page.locator('.intro').count()).toBe(1)
    expect(problems).toEqual([])
    await page.context().close()
  })
})
