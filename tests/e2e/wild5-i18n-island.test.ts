import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { useServedOutput } from '../helpers/served-output.js'

// Issue #34 (wild5): a component of state on a Nextra 2 i18n page reads `useRouter()`'s locale in the
// browser as on the server — the island hydrates with the page's locale and the site's default.
describe('an island reading the locale on a Nextra 2 i18n page (website-wild5-n2-i18n)', async () => {
  const { build, out } = await buildFixtureCopy('website-wild5-n2-i18n')
  const served = useServedOutput(() => out)

  it('hydrates with the page’s locale: its label stays Spanish and it counts clicks, no console error', async () => {
    expect(build.code).toBe(0)
    const page = await served.open('/es-ES')
    const errors: string[] = []
    page.on('console', message => {
      // (A missing favicon is no error of the page's.)
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text())
    })
    page.on('pageerror', error => errors.push(error.message))
    const counter = page.locator('.wild5-counter')
    await expect.poll(() => counter.textContent()).toBe('Clics: 0')
    await expect
      .poll(async () => {
        await counter.click()
        return counter.textContent()
      })
      .toMatch(/^Clics: [1-9]/)
    expect(errors).toEqual([])
  })
})
