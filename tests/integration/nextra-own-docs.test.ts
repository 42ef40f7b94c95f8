import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Nextra 4 at its fullest, in the conventions of Nextra's own docs site (issue 34):
// tests/fixtures/website-nextra-docs, a hand-written website folder. One build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe("a website in the conventions of Nextra's own docs", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-nextra-docs-'))
  temp.push(dir)
  const site = join(dir, 'website')
  await cp('tests/fixtures/website-nextra-docs', site, { recursive: true })
  const out = join(dir, 'dist')
  const build = await runCli(['build', site, '--out', out, '--force'])
  const page = (path: string) => readFileSync(join(out, path), 'utf8')

  it('builds without an error', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
  })

  it('runs modules that import each other in a cycle in the order Next does: the root layout first', () => {
    // layout → names → the API page → mdx-components (its `useMDXComponents()` at the top level) → names
    expect(page('index.html')).toContain('<p class="names">Gadgets, API</p>')
    expect(page('api/index.html')).toContain('<p>The gadget API.</p>')
  })
})
