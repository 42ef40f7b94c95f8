import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '../../src/shared/diagnostics.js'
// @ts-expect-error a plain ES module script of the repository, without types
import { generatedPages } from '../../scripts/docs-reference.mjs'
import { REPO, runCli } from '../helpers/cli.js'

// Issue 20 item 2: guildsite's own docs (docs/site), built by guildsite.

describe('guildsite documentation site', () => {
  let out = ''
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true })
  })

  it('the generated reference pages are what the schema and the components say today', async () => {
    const pages = (await generatedPages()) as Record<string, string>
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(3)
    for (const [path, text] of Object.entries(pages)) {
      // On failure: run `node scripts/docs-reference.mjs` and commit the result.
      expect(readFileSync(path, 'utf8'), path).toBe(text)
    }
  })

  it('documents every problem code with its cause and fix', () => {
    const cli = readFileSync(join(REPO, 'docs/site/pages/reference/cli.mdx'), 'utf8')
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      const row = cli.split('\n').find(line => line.startsWith(`| \`${code}\` |`))
      expect(row, code).toBeDefined()
      const cells = row!.split(' | ')
      expect(cells[1], code).toBe(entry.severity)
      expect(cells[2]!.length, `${code}: cause`).toBeGreaterThan(10)
      expect(cells[3]!.length, `${code}: fix`).toBeGreaterThan(10)
    }
  })

  it('builds with zero warnings, links and anchors checked as errors', async () => {
    out = await mkdtemp(join(tmpdir(), 'guildsite-docs-site-'))
    const result = await runCli(['build', 'docs/site', '--out', join(out, 'dist'), '--force'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toBe('')
    const config = readFileSync(join(out, 'dist', 'reference', 'config', 'index.html'), 'utf8')
    expect(config).toContain('docsRepositoryBase')
    expect(readFileSync(join(out, 'dist', 'reference', 'cli', 'index.html'), 'utf8')).toContain('OUTPUT_OUTSIDE_SITE')
  })
})
