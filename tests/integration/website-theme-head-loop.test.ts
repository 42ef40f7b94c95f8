import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage } from './dev-harness.js'

// A theme config's `head` function is the site's own code: it runs where the page's other code runs,
// under the page's budget (src/website/theme-head.ts). tests/fixtures/website-theme-head-loop: its
// head never returns for the pages whose front matter says `spin` — one rendered on a render worker,
// one in the page runner. Each fails as PAGE_TIMEOUT at the head; the build does not hang.

const BUDGET = { GUILDSITE_PAGE_BUDGET_MS: '3000' }
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a theme config whose head never returns', () => {
  it('fails each page it loops for as PAGE_TIMEOUT at the head, on the workers and in the runner', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-head-loop-'))
    temp.push(dir)
    const site = join(dir, 'site')
    await cp(join(REPO, 'tests/fixtures/website-theme-head-loop'), site, { recursive: true })
    const build = await runCli(['build', site, '--out', join(site, 'out'), '--no-cache'], { env: BUDGET })
    expect(build.code, build.stderr).toBe(1)
    const errors = build.stderr.match(/^\S+ - error .*$/gm) ?? []
    expect(errors.sort()).toEqual([
      "theme.config.tsx:5:3 - error PAGE_TIMEOUT The theme config's head did not finish within 3 s for page pages/spin-timer.mdx; the page was stopped",
      "theme.config.tsx:5:3 - error PAGE_TIMEOUT The theme config's head did not finish within 3 s for page pages/spin.mdx; the page was stopped"
    ])
    expect(build.stderr).toContain("hint: Look for a loop that never ends in the theme config's head function")
    expect(build.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  }, 120_000)
})

describe('guildsite dev: a theme config whose head never returns', () => {
  const served = useDevSite('tests/fixtures/website-theme-head-loop', { env: BUDGET })

  it('answers the other pages with their head while the looping page fails at the head', async () => {
    const spinning = fetchPage(served.url, '/spin-timer')
    const home = await fetchPage(served.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('<title>Teapot (Teapot)</title>')
    const brew = await fetchPage(served.url, '/brew')
    expect(brew.status).toBe(200)
    expect(brew.text).toContain('<title>Brewing (Teapot)</title>')
    const spin = await spinning
    expect(spin.status).toBe(500)
    expect(spin.text).toContain('PAGE_TIMEOUT')
    expect(spin.text).toContain('theme.config.tsx')
  }, 90_000)
})
