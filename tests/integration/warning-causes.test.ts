import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, type CliResult } from '../helpers/cli.js'

// next-auth links its missing API reference page /reference/core/adapters from 20 places, each with
// its own #anchor: 20 warnings whose messages differ, none grouped, hid the site's other problems.
// Links to one missing page are one cause: said once in full, then the other places (issue 34.11).
const root = mkdtempSync(join(tmpdir(), 'guildsite-link-causes-'))
const files: Record<string, string> = {
  'package.json': '{ "dependencies": { "next": "14.2.0", "nextra": "3.3.1", "nextra-theme-docs": "3.3.1" } }',
  'pages/index.mdx':
    '# Home\n\n[a](/gone#one) and [b](/gone#two)\n\n[c](/gone) [d](/gone#three)\n\n[e](/other) [f](/about#nope)\n',
  'pages/about.mdx': '# About\n\n[back](/gone#four) [two](/two#x) [two again](/two#y) [three](/two)\n',
  // One package that is not installed, imported by four pages (a relative import is each its own).
  ...Object.fromEntries(
    [1, 2, 3, 4].map(i => [
      `pages/chart-${i}.mdx`,
      `import { Chart } from 'not-installed-charts'\n\n# Chart ${i}\n\n<Chart />\n`
    ])
  )
}
let build: CliResult
beforeAll(async () => {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  build = await runCli(['build', root, '--out', join(root, 'dist'), '--force'])
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('warnings of one cause', () => {
  it('are one warning in full, then the other places, when more than three link to one missing page', () => {
    expect(build.code).toBe(0)
    const printed = build.stderr
      .split('\n')
      .filter(line => /^(\S+ - warning BROKEN|…and the same warning \(no)/.test(line))
    expect(printed).toEqual([
      'pages/about.mdx:3:1 - warning BROKEN_LINK Broken link → /gone#four: no page or file at /gone',
      '…and the same warning (no page at /gone) in 4 more places: pages/index.mdx:3:1, pages/index.mdx:3:20, pages/index.mdx:5:1, pages/index.mdx:5:12',
      // Three or fewer stay one each; so do links to other missing pages and headings.
      'pages/about.mdx:3:20 - warning BROKEN_LINK Broken link → /two#x: no page or file at /two',
      'pages/about.mdx:3:34 - warning BROKEN_LINK Broken link → /two#y: no page or file at /two',
      'pages/about.mdx:3:54 - warning BROKEN_LINK Broken link → /two: no page or file at /two',
      'pages/index.mdx:7:1 - warning BROKEN_LINK Broken link → /other: no page or file at /other',
      'pages/index.mdx:7:13 - warning BROKEN_ANCHOR Broken anchor → /about#nope: /about has no heading #nope'
    ])
  })

  it('an absent package imported by more than three files is one warning in full, then its other places', () => {
    const printed = build.stderr.split('\n').filter(line => /UNRESOLVED_IMPORT|\(import of/.test(line))
    expect(printed).toEqual([
      'pages/chart-1.mdx:1:1 - warning UNRESOLVED_IMPORT Import "not-installed-charts" cannot be resolved; a placeholder is rendered instead',
      '…and the same warning (import of "not-installed-charts") in 3 more places: pages/chart-2.mdx:1:1, pages/chart-3.mdx:1:1, pages/chart-4.mdx:1:1'
    ])
    // Every one is still counted.
    expect(build.stderr).toContain('0 errors, 14 warnings')
  })
})
