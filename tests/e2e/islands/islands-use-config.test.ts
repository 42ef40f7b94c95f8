import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

// An island that reads Nextra 4's `useConfig().normalizePagesResult` (`activePath`, `activeMetadata`),
// as Hive's post layouts do (tests/fixtures/website-app-hive, content/guides/setup.mdx): in the
// browser it must see what the server rendered it with, or React reports a hydration mismatch and
// renders it again without them.
describe('useConfig() in an island (Chromium)', () => {
  const site = useBuiltFixture('tests/fixtures/website-app-hive', { copy: true, ok: true })

  it('hydrates with the active path and metadata the server rendered: no mismatch, and it stays interactive', async () => {
    const { page, problems } = await site.openWatched('/docs/guides/setup')
    const meta = page.locator('gs-island .post-meta')
    await expect.poll(() => page.locator('gs-island[data-hydrated]').count(), { timeout: 10_000 }).toBe(1)
    const button = meta.locator('button')
    await expect
      .poll(
        async () => {
          await button.click()
          return button.textContent()
        },
        { timeout: 10_000 }
      )
      .toBe('Hide setup')
    expect(await meta.locator('.trail').textContent()).toBe('Docs › Guides › Setting up')
    expect(await meta.locator('.author').textContent()).toBe('By Ann, in Setting up')
    expect(problems).toEqual([])
    await page.context().close()
  })
})
