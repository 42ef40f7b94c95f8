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

// Nextra 2 (2.12's `setupNextraPage`) has the same `collectCatchAllRoutes`: a dynamic meta's keys are
// the dynamic route's pages, so each has its breadcrumb and previous/next links — envelop's 2023
// /plugins/<name> pages in a `type: 'page'` folder whose own page is raw. (Other keys naming no
// file stay Nextra 2's placeholders.)
const FILES_2: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'dynamic-meta-2', dependencies: { next: '13.4.13', nextra: '2.12.3' } }),
  'theme.config.js': "export default { project: { link: 'https://github.com/x/y' } }\n",
  'pages/index.mdx': '# Home\n\nThe home page.\n',
  'pages/_meta.json': JSON.stringify({
    index: { title: 'Home', type: 'page' },
    plugins: { title: 'Plugins', type: 'page', theme: { layout: 'raw' } }
  }),
  'pages/plugins.mdx': '# All plugins\n',
  'pages/plugins/_meta.js': `export default async () =>
  Object.fromEntries(['alpha', 'beta', 'gamma'].map(name => [name, { title: 'use' + name, theme: { layout: 'default' } }]))
`,
  'pages/plugins/[name].mdx': `export const getStaticPaths = () => ({
  paths: ['alpha', 'beta', 'gamma'].map(name => ({ params: { name } })),
  fallback: 'blocking'
})

export const getStaticProps = ({ params }) => ({ props: { ssg: params } })

# A plugin

Its readme.
`
}

describe('a Nextra 2 dynamic meta beside a dynamic route', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-dynamic-meta-2-'))
  temp.push(dir)
  for (const [path, text] of Object.entries(FILES_2)) {
    await mkdir(dirname(join(dir, 'site', path)), { recursive: true })
    await writeFile(join(dir, 'site', path), text)
  }
  const out = join(dir, 'out')
  const build = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')

  it('gives each page of the route its place: sidebar link, breadcrumb and previous/next', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
    const html = page('plugins/beta')
    expect(sidebarLinks(html).slice(0, 3)).toEqual([
      '/plugins/alpha usealpha',
      '/plugins/beta usebeta',
      '/plugins/gamma usegamma'
    ])
    const breadcrumb = /aria-label="Breadcrumb"[^]*?<\/nav>/.exec(html)?.[0] ?? ''
    expect(breadcrumb).toContain('<a href="/plugins">Plugins</a>')
    expect(breadcrumb).toContain('<span aria-current="page">usebeta</span>')
    expect(html).toMatch(/<a [^>]*href="\/plugins\/alpha" rel="prev">[^]*?usealpha/)
    expect(html).toMatch(/<a [^>]*href="\/plugins\/gamma" rel="next">[^]*?usegamma/)
  })
})
