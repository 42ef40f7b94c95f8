import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../../helpers/built-fixture-browser.js'

// Issue 34 (Prisma Collective): the root layout's client provider wraps every page on the server
// and, in the browser, each island of the page (src/app-router/layout-wrappers.ts, read by
// src/client/islands/loader.ts): an island that reads the provider's context hydrates with it, its
// state working, with no hydration error (it threw "useAuth must be used within AuthProvider").
describe("a root layout's client provider around the islands (Chromium)", () => {
  const built = useBuiltFixture('tests/fixtures/website-layout-wrappers', { copy: true, ok: true })

  it("hydrates an island inside the provider: it reads the context and updates the provider's state", async () => {
    const { page, problems } = await built.openHydrated('/')
    const button = page.locator('gs-island button.greeting')
    expect(await button.textContent()).toBe('Hello Ada')
    await button.click()
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Hello Ada!')
    await button.click()
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe('Hello Ada!!')
    expect(problems).toEqual([])
    await page.context().close()
  })
})
