import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { siteChrome } from '../../../src/config/site-chrome.js'

// Whose chrome a website folder wears follows what it imports (tests/e2e/nextra-chrome.test.ts shows it).
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

async function chromeOf(deps: Record<string, string>, layout?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-site-chrome-'))
  temp.push(dir)
  const files = [join(dir, 'package.json')]
  await writeFile(files[0]!, JSON.stringify({ dependencies: deps }))
  if (layout) {
    files.push(join(dir, 'layout.tsx'))
    await writeFile(files[1]!, layout)
  }
  return siteChrome({ dependencies: deps }, files)
}

describe("a website folder's chrome", () => {
  it("is nextra-theme-docs' (or nextra-theme-blog's, its pages posts) for a site of Nextra's theme alone", async () => {
    expect(await chromeOf({ nextra: '^4.6.0', 'nextra-theme-docs': '^4.6.0' })).toBe('nextra')
    expect(await chromeOf({ nextra: '4.2.17', 'nextra-theme-blog': '4.2.17' })).toBe('blog')
    // (Nextra 2's blog names its theme in the Next config only.)
    expect(await chromeOf({ next: '^13' }, "withNextra({ theme: 'nextra-theme-blog' })")).toBe('blog')
    expect(await chromeOf({ next: '^15' }, "import { Layout } from 'nextra-theme-docs'")).toBe('nextra')
    // (A Nextra 2 theme of the site's own, yandif/nextra-theme-infp's: not the Guild's header and logo.)
    expect(await chromeOf({ next: '14.1.0', nextra: '^2.13.3' }, "require('nextra')({ theme: './src' })")).toBe(
      'nextra'
    )
  })

  it("is the Guild's wherever @theguild/components is named, beside nextra-theme-docs too", async () => {
    expect(await chromeOf({ '@theguild/components': '^9.2.0', next: '^16' })).toBe('guild')
    expect(await chromeOf({ '@theguild/components': '6.6.3', 'nextra-theme-docs': '^3.0.0' })).toBe('guild')
    expect(
      await chromeOf({ 'nextra-theme-docs': '^4.0.0' }, "import { GuildLayout } from '@theguild/components/server'")
    ).toBe('guild')
  })

  it("is guildsite's default (the Guild's) when neither theme is named", async () => {
    expect(await chromeOf({ next: '^15', nextra: '^4.0.0' })).toBeUndefined()
  })
})
