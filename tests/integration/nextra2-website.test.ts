import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A Guild website folder of the Nextra 2 era (2023: @theguild/components 5.2, next 13), as Nextra's own
// build of it shows it: what differs from later majors is pinned here (issue 34, "beside Nextra's
// build": envelop and graphql-modules at their 2023 commits).
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'nextra2-website',
    private: true,
    dependencies: { '@theguild/components': '5.2.1', next: '13.4.13', nextra: '2.6.1' }
  }),
  'next.config.js':
    "import { withGuildDocs } from '@theguild/components/next.config'\n\nexport default withGuildDocs()\n",
  'theme.config.tsx': `import { defineConfig } from '@theguild/components'

export default defineConfig({ siteName: 'ENVELOP', docsRepositoryBase: 'https://github.com/x/y/tree/main/website' })
`,
  'src/pages/_meta.json': JSON.stringify({
    index: { title: 'Home', type: 'page' },
    docs: { title: 'Docs', type: 'page' }
  }),
  'src/pages/index.mdx': '# Home\n\nThe home page.\n',
  // An optional catch-all whose pages are remote MDX (envelop's /idan-best-designer, 2023).
  'src/pages/remote/[[...slug]].mdx': `import { RemoteContent } from 'nextra/data'
import { buildDynamicMDX, buildDynamicMeta } from 'nextra/remote'

export const getStaticPaths = async () => ({
  fallback: 'blocking',
  paths: [{ params: { slug: [] } }, { params: { slug: ['with-index', 'index'] } }, { params: { slug: ['with-empty', ''] } }]
})

export const getStaticProps = async ({ params: { slug } }) => ({
  props: { ...(await buildDynamicMDX('# Remote ' + slug.filter(Boolean).join(' '))), ...(await buildDynamicMeta()) }
})

<RemoteContent />
`,
  'src/pages/docs/index.mdx': '# Getting started\n\nInstall it:\n\n```sh npm2yarn\nnpm i -D @envelop/core\n```\n'
}

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a Nextra 2 Guild website folder (components 5.2)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-nextra2-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
    await writeFile(join(dir, 'site', path), text)
  }
  const out = join(dir, 'out')
  const build = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')

  it('builds', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
  })

  it('gives npm2yarn fences the tabs of the Nextra its components pin (2.10–2.12: npm, pnpm, yarn; no bun)', () => {
    const html = page('docs')
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map(m => m[1])
    expect(tabs).toEqual(['npm', 'pnpm', 'yarn'])
    expect(html).toContain('yarn</c-4>')
    expect(html).not.toContain('bun add')
  })

  it('draws the GraphQL Conf 2023 strip that components 5.0–5.2.5 put above their header, on every page, not dismissible', () => {
    for (const route of ['', 'docs']) {
      const html = page(route)
      const banner = /<div class="gs-banner"[^]*?<\/div>/.exec(html)?.[0] ?? ''
      expect(banner).toContain('<span>SEPTEMBER 19-21, 2023 • SAN FRANCISCO</span>')
      expect(banner).toMatch(/<a class="gs-banner-link" href="https:\/\/graphql.org\/conf\/"[^>]*>Register Now!/)
      expect(banner).not.toContain('data-banner-dismiss')
      // Above the company header, as in Nextra's build.
      expect(html.indexOf('gs-banner')).toBeLessThan(html.indexOf('data-marketing-header'))
    }
  })

  it('builds each path of an optional catch-all route, its empty path at the folder’s route', () => {
    expect(page('remote')).toMatch(/<h1[^>]*>Remote\s*</)
    expect(page('remote/with-index')).toMatch(/<h1[^>]*>Remote with-index index</)
    expect(page('remote/with-empty')).toMatch(/<h1[^>]*>Remote with-empty</)
  })
})
