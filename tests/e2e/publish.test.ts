import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { runCli } from '../helpers/cli.js'
import { installPacked } from '../helpers/packed-install.js'
import { useServedOutput } from '../helpers/served-output.js'
import { box } from './search-helpers.js'

// Issue 20 item 3: the site `guildsite init` writes, built with the commands of its own GitHub Pages
// workflow (a project site under /<repository>/) and served from that path as Pages does: every link,
// asset, search index and sidebar fetch resolves.

const REPOSITORY = 'my-docs'
const BASE = `/${REPOSITORY}`
const POLL = { timeout: 15_000 }

interface Workflow {
  jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, string> }[] }>
}

describe('publishing with the shipped CI workflow', () => {
  let dir = ''
  let site = ''
  let published = ''

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'guildsite-publish-'))
    site = join(dir, REPOSITORY)
    const init = await runCli(['init', site, '--yes'])
    if (init.code !== 0) throw new Error(init.stderr)
    // A folder off every page's path, so that the sidebar fetches its pages when opened.
    mkdirSync(join(site, 'pages', 'docs', 'reference'))
    writeFileSync(
      join(site, 'pages', 'docs', 'reference', 'api.mdx'),
      '# API\n\nThe [introduction](/docs) and [getting started](../getting-started).\n'
    )
    writeFileSync(join(site, 'pages', 'docs', 'reference', 'cli.mdx'), '# CLI\n\nSee the [API](./api).\n')

    const workflow = parse(readFileSync(join(site, '.github', 'workflows', 'deploy.yml'), 'utf8')) as Workflow
    const steps = workflow.jobs.build!.steps
    installPacked(site, dir) // in place of the workflow's `npm install`, which needs the registry
    for (const step of steps.filter(step => step.run && !step.run.startsWith('npm install'))) {
      const command = step.run!.replace('${{ github.event.repository.name }}', REPOSITORY)
      execFileSync('bash', ['-eo', 'pipefail', '-c', command], {
        cwd: site,
        env: { ...process.env, NO_COLOR: '1', CI: 'true' },
        stdio: 'pipe'
      })
    }
    const upload = steps.find(step => step.uses?.startsWith('actions/upload-pages-artifact'))
    published = join(site, upload!.with!.path!)
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  const served = useServedOutput(() => published, { basePath: BASE })
  /** The host's origin: paths below carry the base path themselves, as the site's links do. */
  const origin = () => new URL(served.url).origin

  it('every page reached by links from the home page loads with all its requests answered, and stays under the base path', async () => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const failed: string[] = []
    context.on('response', response => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    context.on('requestfailed', request => failed.push(`failed ${request.url()}`))
    const seen = new Set<string>()
    const queue = [`${BASE}/`]
    while (queue.length > 0) {
      const path = queue.shift()!
      if (seen.has(path)) continue
      seen.add(path)
      const page = await context.newPage()
      await page.goto(origin() + path, { waitUntil: 'networkidle' })
      const hrefs = await page.$$eval('a[href]', links => links.map(link => link.getAttribute('href')!))
      for (const href of hrefs) {
        if (/^(https?:|mailto:|#)/.test(href)) continue
        // Every site link carries the base path: a root-relative link without it would leave the site.
        expect(href, `${href} on ${path}`).toMatch(new RegExp(`^${BASE}(/|$)`))
        const target = href.split('#')[0]!
        if (!seen.has(target)) queue.push(target)
      }
      await page.close()
    }
    await context.close()
    expect(failed).toEqual([])
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/docs`,
        `${BASE}/docs/getting-started`,
        `${BASE}/docs/reference/api`,
        `${BASE}/docs/reference/cli`
      ])
    )
  })

  it('search fetches its index from under the base path and its results link there', async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const index: string[] = []
    page.on('response', response => {
      if (response.url().includes('/_gs/search/'))
        index.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    await page.goto(`${origin()}${BASE}/docs`)
    await box.input(page).fill('install')
    await expect.poll(() => box.options(page).count(), POLL).toBeGreaterThan(0)
    expect(await box.options(page).first().locator('a').getAttribute('href')).toMatch(
      new RegExp(`^${BASE}/docs/getting-started`)
    )
    expect(index.length).toBeGreaterThan(0)
    // (A pack member is one byte range of its file: 206.)
    expect(index.every(entry => /^20[06] /.test(entry) && entry.includes(` ${BASE}/_gs/search/`))).toBe(true)
    await page.close()
  })

  it('a sidebar folder off the page path fetches its pages from under the base path', async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const fetched: string[] = []
    page.on('response', response => {
      if (response.url().includes('/_gs/assets/sidebar-'))
        fetched.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    await page.goto(`${origin()}${BASE}/docs/getting-started`)
    const folder = page.locator('#gs-sidebar-tree details[data-sidebar-folder="/docs/reference"]')
    await folder.locator(':scope > summary').click()
    await expect.poll(() => folder.locator('li').count(), POLL).toBe(2)
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(new RegExp(`^200 ${BASE}/_gs/assets/sidebar-`))
    expect(await folder.getByRole('link', { name: 'CLI' }).getAttribute('href')).toBe(`${BASE}/docs/reference/cli`)
    await page.close()
  })
})
