import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Issue 34 (site item 4): a Nextra 3 folder whose `_meta` is a function (a dynamic meta) beside a
// dynamic route (`[name].mdx` with getStaticPaths), as envelop's plugins folder. Nextra 3's
// `collectCatchAllRoutes` makes each key of the meta a page at the folder's route + key, and each
// `type: 'folder'` entry a folder of its own items: the dynamic route's pages are in the navigation.
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'dynamic-meta', dependencies: { next: '14.2.0', nextra: '3.3.1' } }),
  'pages/index.mdx': '# Home\n\nThe home page.\n',
  'pages/_meta.js': "export default { index: 'Home', plugins: 'Plugins' }\n",
  'pages/plugins/_meta.js': `export default async () => ({
  'use-alpha': { title: 'useAlpha' },
  'use-beta': 'useBeta',
  extras: { type: 'folder', title: 'Extras', items: { 'use-gamma': 'useGamma' } }
})
`,
  'pages/plugins/[name].mdx': `export const getStaticPaths = async () => ({
  paths: [{ params: { name: 'use-alpha' } }, { params: { name: 'use-beta' } }],
  fallback: false
})

export const getStaticProps = async () => ({ props: {} })

# Plugin {props.params.name}
`
}

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

/** The sidebar's links: [href, text]. */
const sidebarLinks = (html: string) =>
  [
    ...(/aria-label="Sidebar"[^]*?<\/aside>/.exec(html)?.[0] ?? '').matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)</g)
  ].map(m => `${m[1]} ${m[2].trim()}`)

describe('a Nextra 3 dynamic meta beside a dynamic route', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-dynamic-meta-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
    await writeFile(join(dir, 'site', path), text)
  }
  const out = join(dir, 'out')
  const build = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')

  it('builds the dynamic route’s pages, with no warning for the meta’s keys', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
    expect(page('plugins/use-alpha')).toContain('Plugin <!-- -->use-alpha')
  })

  it('lists each key of the meta as a page of the folder, and a folder entry as a folder of its items, as Nextra 3 does', () => {
    const links = sidebarLinks(page('plugins/use-alpha'))
    expect(links).toEqual(
      expect.arrayContaining([
        '/plugins/use-alpha useAlpha',
        '/plugins/use-beta useBeta',
        // The folder entry, closed: its title, linking to its first item.
        '/plugins/extras/use-gamma Extras'
      ])
    )
    expect(links.indexOf('/plugins/use-alpha useAlpha')).toBeLessThan(links.indexOf('/plugins/use-beta useBeta'))
    // The page being read is the active one.
    expect(page('plugins/use-beta')).toMatch(/<a [^>]*href="\/plugins\/use-beta" aria-current="page"/)
  })
})
