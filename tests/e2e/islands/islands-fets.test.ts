import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

// The feTS website's home (tests/fixtures/corpus/website-fets, unchanged): its `Editor` runs a
// `useEffect` that removes the "Preview editor is loading…" box on phones and loads the TypeScript
// playground's loader script on desktops. Nextra's build does both; before issue 35 the box stayed.
const LOADER_STUB = 'window.require = Object.assign(function () {}, { config: function () {} })'

describe('islands on the feTS website (Chromium)', () => {
  const site = useBuiltFixture('tests/fixtures/corpus/website-fets', { ok: true })

  /** A page at `width` px; requests off the test server are answered here (never the network) and listed. */
  const open = async (width: number, path = '/') => {
    const external: string[] = []
    const problems: string[] = []
    const requested: string[] = []
    const page = await site.open(path, width, async page => {
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, route => {
        external.push(route.request().url())
        // The AMD loader's API, doing nothing: the editor's modules never arrive.
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: LOADER_STUB })
      })
      page.on('pageerror', error => problems.push(error.message))
      page.on('console', message => message.type() === 'error' && problems.push(message.text()))
      page.on('request', request => requested.push(request.url()))
    })
    return { page, external, problems, context: page.context(), requested }
  }

  it('removes the loading box at 390 px once the page has loaded', async () => {
    const { page, problems, context } = await open(390)
    await expect.poll(() => page.getByText('Preview editor is loading').count(), { timeout: 10_000 }).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('requests the editor loader script at 1280 px', async () => {
    const { page, external, problems, context } = await open(1280)
    await expect.poll(() => external, { timeout: 10_000 }).toContain('https://www.typescriptlang.org/js/vs.loader.js')
    // The stub loads no editor: the box stays until the editor would have loaded.
    expect(await page.getByText('Preview editor is loading').count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('leaves a page without islands free of the islands runtime', async () => {
    const { page, problems, context, requested } = await open(1280, '/server/quick-start')
    await page.waitForLoadState('networkidle')
    expect(requested.filter(url => url.includes('/_gs/islands/'))).toEqual([])
    expect(await page.locator('gs-island').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
