import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mayWrapChildren } from '../../../src/app-router/find-app-pages.js'

// Only a root layout whose text may wrap its slot in a component of the site's own has its pages
// import its module whole and render inside it: every other site's pages bundle as before.
describe('mayWrapChildren', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-may-wrap-'))
  afterAll(() => rm(dir, { recursive: true, force: true }))
  const layout = async (body: string) => {
    const file = join(dir, `layout-${Math.random().toString(36).slice(2)}.tsx`)
    await writeFile(file, `export default function RootLayout({ children }) {\n  return ${body}\n}\n`)
    return mayWrapChildren(file)
  }

  it("is true for a provider or a component of the site's own around {children}", async () => {
    expect(await layout('<html><body><AuthProvider>{children}</AuthProvider></body></html>')).toBe(true)
    expect(await layout('<Providers>\n<Layout navbar={<Navbar />}>\n{children}\n</Layout>\n</Providers>')).toBe(true)
    expect(await layout('<Shell title="x">{children}<Analytics /></Shell>')).toBe(true)
  })

  it("is false for the theme's layout, HTML, or nothing around {children}", async () => {
    expect(await layout('<html><body><Layout pageMap={[]}>{children}</Layout></body></html>')).toBe(false)
    expect(await layout('<GuildLayout websiteName="Yoga">{children}</GuildLayout>')).toBe(false)
    expect(await layout('<html lang="en"><body>{children}</body></html>')).toBe(false)
    expect(await layout('<><Head />{children}</>')).toBe(false)
  })
})
