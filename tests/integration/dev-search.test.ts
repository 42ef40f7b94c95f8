import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { box, focusBox } from '../e2e/search-helpers.js'
import { writeFile, CONFIG } from './dev-harness.js'

// Search in dev (issue 25 item 10): the index builds in the background from the start and answers
// from the pages ready so far, so the first query is not stuck on "Loading…"; a saved page's new
// text becomes findable without a restart.
const PAGES = 30
const POLL = { timeout: 15_000 }

let tab: Page

const pages: Record<string, string> = {}
const meta: Record<string, string> = {}
for (let i = 0; i < PAGES; i++) {
  meta[`p${i}`] = `Page ${i}`
  pages[`pages/docs/p${i}.mdx`] = `# Page ${i}\n\nCommon walrus text of page ${i}.\n\n## Details ${i}\n\nMore prose.\n`
}
const served = useDevSite(
  {
    'guildsite.config.json': CONFIG('Search Dev Site'),
    'pages/_meta.json': JSON.stringify({ index: 'Home', docs: 'Docs' }),
    'pages/index.mdx': '# Welcome home\n\nThe home page mentions the walrus too.\n',
    'pages/docs/_meta.json': JSON.stringify(meta),
    ...pages
  },
  { browser: true }
)

beforeAll(async () => {
  tab = await served.browser.newPage()
})

/** Types `query` into the header box (clearing it first) and returns the titles of the options shown. */
async function search(query: string): Promise<string> {
  await box.input(tab).fill('')
  await box.input(tab).fill(query)
  await expect.poll(() => box.status(tab), POLL).toBe('idle')
  return (await box.options(tab).allTextContents()).join('\n')
}

describe('guildsite dev: search', () => {
  it('answers the first query right after the start, then finds a saved page’s new word', async () => {
    await tab.goto(served.url)
    await focusBox(tab)
    // Right after the start: results (the pages ready so far), not a box stuck loading.
    const started = Date.now()
    await box.input(tab).fill('walrus')
    await expect.poll(() => box.options(tab).count(), POLL).toBeGreaterThan(0)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(await box.status(tab)).toBe('idle')

    // The index completes in the background: every page is found soon after, and the dev manifest
    // (which the client checks again while it grows) says how many of the site's 31 pages it holds.
    await expect.poll(() => search('Details 29'), POLL).toContain('Page 29')
    const manifest = (await (await fetch(new URL('/_gs/search/en-US.json', served.url))).json()) as Record<
      string,
      unknown
    >
    expect(manifest).toMatchObject({ dev: true, ready: 31, total: 31 })

    // A saved page's new word is findable, without reloading the tab.
    writeFile(join(served.site, 'pages/docs/p3.mdx'), '# Page 3\n\nNow about the zanzibar archipelago.\n')
    await expect.poll(() => search('zanzibar'), POLL).toContain('Page 3')
    expect(await search('Details 3')).not.toMatch(/Page 3\b(?!\d)/)
  })
})
