import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// The Guild's own home page (issue 34, tests/fixtures/website-guild-home) without its node_modules:
// its islands use formik, yup, framer-motion and a member of an absent hook's result. A stand-in must
// render the same in the browser as on the server, or the island fails to hydrate (React #418).
describe('the Guild’s home page islands without their packages', () => {
  const site = useBuiltFixture('tests/fixtures/website-guild-home')

  it('builds with exit 0, each absent package a warning that says what stands in for it', () => {
    expect(site.build.stderr).not.toMatch(/ - error /)
    expect(site.build.code).toBe(0)
    const warned = [...site.build.stderr.matchAll(/^(\S+) - warning \w+ (.*)$/gm)].map(m => `${m[1]} ${m[2]}`)
    expect(warned).toContain(
      `ui/contact-form.tsx:2:1 Import "formik" cannot be resolved; guildsite's own useFormik (the schema is not run) stand in for it (any other name: a placeholder is rendered)`
    )
    expect(warned).toContain(
      `ui/hero.tsx:2:1 Import "framer-motion" cannot be resolved; guildsite's own motion and AnimatePresence (no animation) stand in for it (any other name: a placeholder is rendered)`
    )
  })

  it('renders what the packages draw, no placeholder: the hero’s final state, the avatars, the empty form', async () => {
    const html = await readFile(join(site.out, 'index.html'), 'utf8')
    expect(html).not.toContain('data-missing-component')
    expect(html).toContain('<h1 class="hero-title">Hive</h1><span class="picture">Hive picture</span>')
    expect(html).toContain(
      'src="https://avatars.githubusercontent.com/ada?v=4&amp;s=40" width="40" height="40" alt="Ada Lovelace"'
    )
    expect(html).toMatch(/<span class="sb-avatar" title="Grace Hopper" style="[^"]*">GH<\/span>/)
    expect(html).toContain('<input placeholder="Name" name="name" value=""/>')
    // (An absent hook's `errors.name` is no function name: it reads as nothing, on both sides.)
    expect(html).toContain('<p class="error"></p>')
  })

  it('hydrates every island without a console error, and each works', async () => {
    const { page, problems } = await site.openHydrated('/')
    await page.getByRole('button', { name: 'Mesh' }).click()
    await expect.poll(() => page.locator('.hero-title').textContent()).toBe('Mesh')
    expect(await page.locator('.picture').textContent()).toBe('Mesh picture')
    await page.getByPlaceholder('Name').fill('Ada')
    await page.getByPlaceholder('Email').fill('ada@example.com')
    await page.locator('#contact button[type=submit]').click()
    await expect.poll(() => page.locator('.sent').textContent()).toBe('Thanks Ada <ada@example.com>')
    await page.getByRole('button', { name: 'Open' }).click()
    await expect.poll(() => page.locator('#checklist button').textContent()).toBe('Close')
    expect(problems).toEqual([])
    await page.close()
  })

  it('applies the global stylesheet `_app` imports, its `@apply` compiled by Tailwind', async () => {
    const { page, problems } = await site.openHydrated('/')
    const box = await page.locator('#contained').evaluate(element => {
      const style = getComputedStyle(element)
      return { paddingLeft: style.paddingLeft, maxWidth: style.maxWidth }
    })
    expect(box).toEqual({ paddingLeft: '24px', maxWidth: '1440px' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('gives an island on a dynamic route its params as `useRouter().query`, in the browser as on the server', async () => {
    const { page, problems } = await site.openHydrated('/tags/graphql')
    expect(await page.locator('#tag-filter').textContent()).toBe('graphql 0')
    await page.locator('#tag-filter').click()
    await expect.poll(() => page.locator('#tag-filter').textContent()).toBe('graphql 1')
    expect(problems).toEqual([])
    await page.close()
  })
})
