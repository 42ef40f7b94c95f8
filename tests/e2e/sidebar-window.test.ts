import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { E2E_TARGET, useClientSite, VIEWPORTS } from '../helpers/client-site.js'

// Issue 24 item 4: a page's weight does not depend on the site's size. A folder of 200 pages and a
// top level of 82 items: a page carries the blocks around its own place and "N more pages" links;
// the client fills in the rest from the navigation file, and without JavaScript every page is still
// reached through those links.
const FOLDER = 200
const TOP = 80
const pad = (n: number) => String(n).padStart(3, '0')

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-sidebar-window-'))
  const pages = join(dir, 'site', 'pages')
  await mkdir(join(pages, 'guide'), { recursive: true })
  await writeFile(
    join(dir, 'site', 'guildsite.config.json'),
    JSON.stringify({ siteName: 'Big', docsRepositoryBase: 'https://github.com/x/y/tree/main', contentDir: 'pages' })
  )
  await writeFile(join(pages, 'index.md'), '# Home\n\nWelcome.\n')
  const top: Record<string, string> = { index: 'Home', guide: 'Guide' }
  for (let i = 1; i <= TOP; i++) top[`t${pad(i)}`] = `Topic ${pad(i)}`
  await writeFile(join(pages, '_meta.json'), JSON.stringify(top))
  await writeFile(
    join(pages, 'guide', '_meta.json'),
    JSON.stringify(
      Object.fromEntries(Array.from({ length: FOLDER }, (_, i) => [`p${pad(i + 1)}`, `Page ${pad(i + 1)}`]))
    )
  )
  await Promise.all([
    ...Array.from({ length: TOP }, (_, i) =>
      writeFile(join(pages, `t${pad(i + 1)}.md`), `# Topic ${pad(i + 1)}\n\nText.\n`)
    ),
    ...Array.from({ length: FOLDER }, (_, i) =>
      writeFile(join(pages, 'guide', `p${pad(i + 1)}.md`), `# Page ${pad(i + 1)}\n\nText.\n`)
    )
  ])
  const result = await runCli(['build', join(dir, 'site'), '--out', join(dir, 'site', 'dist'), '--quiet'])
  if (result.code !== 0) throw new Error(`the big site failed to build:\n${result.stderr}`)
}, 240_000)
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const tree = (page: Page) => page.locator('#gs-sidebar-tree')
const guide = (page: Page) => tree(page).locator('details[data-sidebar-folder="/guide"] > ul > li')
const treeHtml = (html: string) =>
  html.slice(
    html.indexOf('<nav id="gs-sidebar-tree"'),
    html.indexOf('</nav>', html.indexOf('<nav id="gs-sidebar-tree"'))
  )

describe.skipIf(E2E_TARGET === 'dev')('long sidebar lists', () => {
  const site = useClientSite({ built: () => join(dir, 'site', 'dist'), source: () => join(dir, 'site') })

  it('a page holds the blocks around its own place, whatever the folder size, and "N more pages" links', async () => {
    const html = await (await fetch(site.url + '/guide/p100')).text()
    const nav = treeHtml(html)
    const links = [...nav.matchAll(/href="(\/[^"]*)"/g)].map(m => m[1])
    // Home, Guide's first page, the guide's window (pages 81–128), 30 top-level topics, two "more" links.
    expect(links.filter(href => href.startsWith('/guide/p'))).toHaveLength(48 + 2)
    expect(links).toContain('/guide/p100')
    expect(links).not.toContain('/guide/p050')
    expect(links).not.toContain('/guide/p150')
    expect(nav).toContain('aria-current="page">Page 100</a>')
    expect(nav).toMatch(/<a class="gs-sidebar-link gs-sidebar-more-link" href="\/guide\/p080">80 more pages<\/a>/)
    expect(nav).toMatch(/<a class="gs-sidebar-link gs-sidebar-more-link" href="\/guide\/p129">72 more pages<\/a>/)
    expect(nav).toMatch(/href="\/t031">50 more pages/)
    expect(Buffer.byteLength(nav)).toBeLessThan(12_000)
  })

  it('after the scripts run the folder and the top level are whole, in order, with the current page marked and in view', async () => {
    const page = await site.open('/guide/p100', { viewport: VIEWPORTS.wide })
    await expect.poll(() => guide(page).count()).toBe(FOLDER)
    expect(await guide(page).allTextContents()).toEqual(Array.from({ length: FOLDER }, (_, i) => `Page ${pad(i + 1)}`))
    expect(await tree(page).locator('[data-sidebar-more]').count()).toBe(0)
    expect(await tree(page).locator(':scope > ul > li').count()).toBe(2 + TOP)
    const current = tree(page).locator('[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toBe('Page 100')
    expect(await current.isVisible()).toBe(true)
    const inView = await current.evaluate(link => {
      const box = link.closest('.gs-sidebar-scroll')!.getBoundingClientRect()
      const r = link.getBoundingClientRect()
      return r.top >= box.top && r.bottom <= box.bottom
    })
    expect(inView).toBe(true)
    await tree(page).getByRole('link', { name: 'Page 003', exact: true }).click()
    await page.waitForURL(/\/guide\/p003$/)
    await expect.poll(() => guide(page).count()).toBe(FOLDER)
    expect(await tree(page).locator('[aria-current="page"]').textContent()).toBe('Page 003')
  })

  it('without JavaScript the "more" links lead on, and every page is reached from the sidebar', async () => {
    const page = await site.open('/guide/p100', { javaScriptEnabled: false })
    await tree(page).getByRole('link', { name: '72 more pages' }).click()
    await page.waitForURL(/\/guide\/p129$/)
    expect(await tree(page).locator('[aria-current="page"]').textContent()).toBe('Page 129')
    expect(await guide(page).filter({ hasText: 'Page 144' }).count()).toBe(1)
    // Every page, following sidebar links only, from the home page.
    const seen = new Set<string>(['/'])
    const queue = ['/']
    while (queue.length > 0) {
      const html = await (await fetch(site.url + queue.shift()!)).text()
      for (const [, href] of treeHtml(html).matchAll(/href="(\/[^"#]*)"/g)) {
        const route = href.replace(/\/$/, '') || '/'
        if (!seen.has(route)) {
          seen.add(route)
          queue.push(route)
        }
      }
    }
    expect(seen.size).toBe(1 + TOP + FOLDER)
  }, 120_000)
})
