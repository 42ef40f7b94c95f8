import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, pageProblems } from '../helpers/browser.js'
import { runCli } from '../helpers/cli.js'
import { serveStatic, type StaticServer } from '../helpers/static-server.js'

// Issue 34 (site item 6): the Guild's `lightOnlyPages` (`<GuildLayout lightOnlyPages={['/']}>` in a
// Nextra 4 root layout, as graphql-modules, -scalars, -tools, -yoga and graphql-config have it):
// those pages stay light whatever the theme switch says, as @theguild/components' `<Body>` makes
// them; the other pages follow the switch. In Chromium, on a small website folder of the test's own.
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'light-only',
    dependencies: { next: '15.1.0', nextra: '4.0.5', '@theguild/components': '9.4.1' }
  }),
  'next.config.mjs': "import nextra from 'nextra'\n\nexport default nextra({ contentDirBasePath: '/docs' })({})\n",
  'app/layout.tsx': `import type { ReactNode } from 'react'
import { GuildLayout, getPageMap } from '@theguild/components/server'

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <GuildLayout websiteName="Widgets" description="Widgets for all" pageMap={await getPageMap()} lightOnlyPages={['/']}>
      {children}
    </GuildLayout>
  )
}
`,
  'app/page.tsx': 'export default function Home() {\n  return <h1>Widgets home</h1>\n}\n',
  'content/index.mdx': '# Docs home\n\nThe widgets’ documentation.\n'
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

describe('lightOnlyPages', () => {
  let dir = ''
  let server: StaticServer | undefined
  let browser: Browser | undefined
  let check = ''

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-light-only-'))
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
      await writeFile(join(dir, 'site', path), text)
    }
    const [build, checked] = await Promise.all([
      runCli(['build', join(dir, 'site'), '--out', join(dir, 'out'), '--force']),
      runCli(['check', join(dir, 'site')])
    ])
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    check = checked.stdout
    server = await serveStatic(join(dir, 'out'))
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  /** A page opened with the theme switch set to `theme` (stored as the toggle stores it). */
  async function open(route: string, theme: string, colorScheme: 'light' | 'dark' = 'dark') {
    const context = await browser!.newContext({ colorScheme })
    // (Only on the context's first page: a choice made later stays.)
    await context.addInitScript(value => {
      if (localStorage.getItem('theme') === null) localStorage.setItem('theme', value)
    }, theme)
    const page = await context.newPage()
    const problems = pageProblems(page)
    await page.goto(server!.url + route)
    return { page, problems, close: () => context.close() }
  }

  it('reads lightOnlyPages from the root layout', () => {
    expect(check).toMatch(/app\/layout\.tsx: lightOnlyPages read — \/ stay light/)
  })

  it('keeps a light-only page light when the switch says dark or system in a dark OS, before and after the scripts run', async () => {
    for (const theme of ['dark', 'system']) {
      const { page, problems, close } = await open('/', theme)
      expect(await page.locator('h1').textContent()).toBe('Widgets home')
      expect(await isDark(page)).toBe(false)
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light')
      // Loaded (the head script and the behaviour scripts have run) and still light.
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true)
      expect(await isDark(page)).toBe(false)
      expect(problems).toEqual([])
      await close()
    }
  })

  it("the theme select (in the docs sidebar's footer, as GuildLayout's) turns the other pages dark; the light-only one stays light", async () => {
    const { page, close } = await open('/docs', 'light')
    const select = page.locator('.gs-sidebar-footer [data-theme-select]')
    await expect.poll(() => select.inputValue()).toBe('light')
    await select.selectOption('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await isDark(page)).toBe(true)
    await page.goto(server!.url + '/')
    expect(await isDark(page)).toBe(false)
    await close()
  })
})
