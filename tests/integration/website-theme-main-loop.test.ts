import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'

// A theme config's `main` wrapper is the site's own code: it runs under the page's budget, as its
// `head` does (src/website/theme-main.ts). tests/fixtures/website-theme-main-loop: the wrapper never
// returns for the pages whose front matter says `spin` — one rendered on a render worker, one in the
// page runner. Each fails as PAGE_TIMEOUT at the theme config's `main`; the build does not hang.

const BUDGET = { GUILDSITE_PAGE_BUDGET_MS: '3000' }
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a theme config whose main wrapper never returns', () => {
  it('fails each page it loops for as PAGE_TIMEOUT at its main, on the workers and in the runner', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-main-loop-'))
    temp.push(dir)
    const site = join(dir, 'site')
    await cp(join(REPO, 'tests/fixtures/website-theme-main-loop'), site, { recursive: true })
    const build = await runCli(['build', site, '--out', join(site, 'out'), '--no-cache'], { env: BUDGET })
    expect(build.code, build.stderr).toBe(1)
    const errors = build.stderr.match(/^\S+ - error .*$/gm) ?? []
    expect(errors.sort()).toEqual([
      "theme.config.tsx:5:3 - error PAGE_TIMEOUT The theme config's main did not finish within 3 s for page pages/spin-timer.mdx; the page was stopped",
      "theme.config.tsx:5:3 - error PAGE_TIMEOUT The theme config's main did not finish within 3 s for page pages/spin.mdx; the page was stopped"
    ])
    expect(build.stderr).toContain("hint: Look for a loop that never ends in the theme config's main wrapper")
  }, 120_000)
})
