import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'
import { treeHashes } from '../helpers/spawn-build.js'

/**
 * The string path's rule on whole builds: a site built with it (static pages' articles written
 * without React, src/render/static-article/; static pages compiled from markdown-it's tree without
 * remark's plugins, src/compile/token-path/) and with the full pipeline forced
 * (`GUILDSITE_FULL_PIPELINE=1`, which turns both off) gives the same bytes in every output file and the same diagnostics.
 * A slice of the shared bench workload (every page takes the path), a site in two languages (localized
 * links, a translated permalink label), one served under a base path, and a website folder whose Markdown
 * elements are marked (`data-md`, templates/markdown-marks.ts).
 */
const EXTRAS_MDX = `# Extras

<Callout type="warning" emoji="🚧">A **warning** with [a link](/area-01) and \`code\`.</Callout>

<Callout>The default one.</Callout>

![A diagram](/img/diagram.png "Title") and ![remote](https://example.com/a.png)

<details>
<summary>More</summary>

Hidden text.<br />Next line.

</details>

<div className="note">A plain element.</div>

<iframe src="/embed/demo" width="560" height="315" frameBorder="0" allowFullScreen></iframe>

A [site link](https://the-guild.dev).
`
// Pages that decline (footnotes, a task list) in the same builds.
const DECLINED_MD = `# Declined

Text[^1] with a footnote.

[^1]: The note.

- [x] done
- [ ] to do
`
const EXTRAS_MD = `# Alerts

> [!NOTE]
> A note.

> [!CAUTION]
> Careful.
`

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-string-path-'))
  execFileSync(process.execPath, [
    join(REPO, 'tests/fixtures/shared-bench/gen-corpus.mjs'),
    '60',
    join(dir, 'bench', 'pages')
  ])
  await writeFile(
    join(dir, 'bench', 'guildsite.config.json'),
    JSON.stringify({ siteName: 'Bench', docsRepositoryBase: 'https://github.com/x/y/tree/main', contentDir: 'pages' })
  )
  // Beside the workload's plain pages, what real docs add: callouts, alerts, images, details, JSX HTML.
  await writeFile(join(dir, 'bench', 'pages', 'extras.mdx'), EXTRAS_MDX)
  await writeFile(join(dir, 'bench', 'pages', 'alerts.md'), EXTRAS_MD)
  await writeFile(join(dir, 'bench', 'pages', 'declined.md'), DECLINED_MD)
  for (const name of ['chrome-i18n', 'hosted-search', 'website-markdown-marks'])
    await cp(join(REPO, 'tests/fixtures', name), join(dir, name), { recursive: true })
}, 60_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

async function build(site: string, out: string, env: Record<string, string | undefined>) {
  const result = await runCli(['build', join(dir, site), '--out', join(dir, out), '--no-cache', '--force'], { env })
  // The timing line is the one thing two builds print differently.
  return { code: result.code, printed: (result.stdout + result.stderr).replace(/ in [\d.]+ ?m?s\b.*$/gm, '') }
}

describe('string path and full pipeline', () => {
  it.each(['bench', 'chrome-i18n', 'hosted-search', 'website-markdown-marks'])(
    'build %s to the same bytes and diagnostics',
    async site => {
      const [fast, full] = await Promise.all([
        build(site, `${site}-fast`, { GUILDSITE_FULL_PIPELINE: undefined }),
        build(site, `${site}-full`, { GUILDSITE_FULL_PIPELINE: '1' })
      ])
      expect(fast.code).toBe(full.code)
      expect(fast.printed.replaceAll(`${site}-fast`, 'OUT')).toBe(full.printed.replaceAll(`${site}-full`, 'OUT'))
      const [a, b] = await Promise.all([treeHashes(join(dir, `${site}-fast`)), treeHashes(join(dir, `${site}-full`))])
      expect(Object.keys(a).length).toBeGreaterThan(10)
      expect(a).toEqual(b)
    },
    120_000
  )
})
