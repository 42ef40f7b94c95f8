import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../../helpers/cli.js'

// next-auth's pages/reference/_meta.js names 31 API reference pages that TypeDoc writes before
// `next build`: 31 META_KEY_MISSING warnings hid the site's other ones. One cause, said once at the
// first key, with the count, the first names and the lines (issue 34.11). A few keys stay one each.
const root = mkdtempSync(join(tmpdir(), 'guildsite-missing-keys-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const files: Record<string, string> = {
  'guildsite.config.json':
    '{ "siteName": "Site", "nextra": 3, "docsRepositoryBase": "https://github.com/o/site/tree/main" }',
  'pages/index.mdx': '# Home',
  'pages/_meta.js': `export default {\n  index: 'Home',\n  gone: 'Gone',\n  reference: 'Reference'\n}\n`,
  'pages/reference/index.mdx': '# Reference',
  'pages/reference/_meta.js': `export default {\n  index: 'Overview',\n${['core', 'nextjs', 'sveltekit', 'express', 'qwik', 'prisma-adapter', 'pg-adapter'].map(key => `  '${key}': '${key}',`).join('\n')}\n}\n`
}
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), content)
}

describe('meta keys naming no page', () => {
  it('are one warning per meta file when more than three, at the first key, with the count, names and lines', async () => {
    const result = await runCli(['check', root])
    expect(result.code).toBe(0)
    const warnings = result.stderr.match(/^\S+ - warning META_KEY_MISSING .*$/gm)
    expect(warnings).toEqual([
      'pages/_meta.js:3:3 - warning META_KEY_MISSING "gone" in pages/_meta.js names no page or folder; Nextra 3 refuses it, so it is left out of the navigation',
      'pages/reference/_meta.js:3:3 - warning META_KEY_MISSING 7 keys in pages/reference/_meta.js name no page or folder ("core", "nextjs", "sveltekit", "express", "qwik", and 2 more; lines 3, 4, 5, 6, 7, 8, 9); Nextra 3 refuses them, so they are left out of the navigation'
    ])
    expect(result.stderr).toContain(
      'when a script writes these pages before the build (an API reference, say), run it first'
    )
  })
})
