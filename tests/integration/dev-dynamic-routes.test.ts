import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useDevSite } from '../helpers/dev-site.js'
import { fetchPage, removeSite, waitForPage, writeFile } from './dev-harness.js'

// `guildsite dev` serves what `guildsite build` writes on a Nextra 3 website folder (issue 34, "in
// build and in dev"; found on the envelop website, whose 90 plugin pages come from one
// `pages/plugins/[name].mdx`, and on yoga's and envelop's moved docs pages): a dynamic route file's
// `getStaticPaths` paths are pages (no 404, no broken-link notice on the pages linking to them), and
// the Next config's redirects lead on, as the build's redirect pages do.
const NEXT_CONFIG = `export default {
  redirects: async () => [
    { source: '/docs/old', destination: '/docs/intro', permanent: true },
    { source: '/docs/intro', destination: '/', permanent: true },
    { source: '/plugins/use-old', destination: '/plugins/use-logger', permanent: true }
  ]
}
`

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'dev-dynamic', dependencies: { next: '14.2.0', nextra: '3.3.1' } }),
  'next.config.mjs': NEXT_CONFIG,
  'pages/index.mdx': '# Home\n\nSee [the logger](/plugins/use-logger) and [the old intro](/docs/old).\n',
  'pages/docs/intro.mdx': '# Intro\n\nThe introduction.\n',
  'pages/plugins/index.mdx': '# Plugins\n\nAll plugins.\n',
  'pages/plugins/[name].mdx': `import { useData } from 'nextra/data'

export const getStaticPaths = async () => ({ paths: [{ params: { name: 'use-logger' } }, '/plugins/use-schema', { params: { name: 'C++ tools' } }], fallback: false })

export const getStaticProps = async ({ params }) => ({ props: { ssg: { title: 'Plugin ' + params.name } } })

export const Title = () => <h1 className="plugin">{useData().title}</h1>

<Title />

Param: {props.params.name}
`
}

describe('guildsite dev: dynamic route files and redirects, as the build writes them', () => {
  const served = useDevSite(FILES)

  it('serves each getStaticPaths path of a dynamic route file, and 404 for a path it does not list', async () => {
    const { dev } = served
    const logger = await fetchPage(dev.url, '/plugins/use-logger')
    expect(logger.status).toBe(200)
    expect(logger.text).toContain('<h1 class="plugin">Plugin use-logger</h1>')
    expect(logger.text).toContain('Param: <!-- -->use-logger')
    const schema = await fetchPage(dev.url, '/plugins/use-schema')
    expect(schema.status).toBe(200)
    expect(schema.text).toContain('<h1 class="plugin">Plugin use-schema</h1>')
    // A path with characters its URL escapes (`/plugins/C%2B%2B%20tools`), as a browser requests it.
    const escaped = await fetchPage(dev.url, '/plugins/C%2B%2B%20tools')
    expect(escaped.status).toBe(200)
    expect(escaped.text).toContain('<h1 class="plugin">Plugin C++ tools</h1>')
    // Of the file's shape, but not among its paths; the static index beside it is its own page.
    expect((await fetchPage(dev.url, '/plugins/use-nothing')).status).toBe(404)
    expect((await fetchPage(dev.url, '/plugins')).text).toContain('All plugins.')
  })

  it('takes a link to a dynamic page as good: no broken-link notice nor warning', async () => {
    const home = await fetchPage(served.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('See <a')
    expect(served.dev.stderr()).not.toContain('BROKEN_LINK')
    expect(home.text).not.toContain('/plugins/use-logger: no page')
  })

  it('answers a redirect source with the redirect page the build writes, before a page at it, as Next does', async () => {
    const old = await fetchPage(served.url, '/docs/old')
    expect(old.status).toBe(200)
    expect(old.text).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">')
    // (Next checks redirects before the filesystem: the page at /docs/intro is never shown; left34.)
    const intro = await fetchPage(served.url, '/docs/intro')
    expect(intro.status).toBe(200)
    expect(intro.text).toContain('<meta http-equiv="refresh" content="0; url=/">')
    expect(intro.text).not.toContain('The introduction.')
    expect((await fetchPage(served.url, '/docs/gone')).status).toBe(404)
    // A redirect from a path of a dynamic route file's shape that its getStaticPaths does not list.
    const moved = await fetchPage(served.url, '/plugins/use-old')
    expect(moved.status).toBe(200)
    expect(moved.text).toContain('<meta http-equiv="refresh" content="0; url=/plugins/use-logger">')
  })
})

// A versioned site's optional catch-all (`[[...slug]].mdx`, hundreds of paths on the Guild's remote
// docs): its data functions write each call to a log outside the site, so the test sees which ran.
const VERSIONED = (log: string, word: string) => `import { appendFileSync } from 'node:fs'

export const getStaticPaths = async () => {
  appendFileSync(${JSON.stringify(log)}, 'paths\\n')
  return { paths: [{ params: { slug: [] } }, { params: { slug: ['a'] } }, { params: { slug: ['b', 'c'] } }], fallback: false }
}

export const getStaticProps = async ({ params }) => {
  appendFileSync(${JSON.stringify(log)}, 'props ' + (params.slug ?? []).join('/') + '\\n')
  return { props: {} }
}

# Versions

${word} {(props.params.slug ?? []).join('/') || 'root'}
`

describe('guildsite dev: a request for one path of a dynamic route file', () => {
  const logDir = mkdtempSync(join(tmpdir(), 'guildsite-dev-paths-log-'))
  const log = join(logDir, 'calls.log')
  afterAll(() => removeSite(logDir))
  const served = useDevSite({
    'package.json': JSON.stringify({ name: 'dev-versions', dependencies: { next: '14.2.0', nextra: '3.3.1' } }),
    'pages/index.mdx': '# Home\n',
    'pages/versions/[[...slug]].mdx': VERSIONED(log, 'Slug')
  })

  it('renders that path alone, lists the paths once, and lists them again after a save of the file', async () => {
    const { dev: versioned, site } = served
    const calls = () => readFileSync(log, 'utf8').split('\n').filter(Boolean)
    const a = await fetchPage(versioned.url, '/versions/a')
    expect(a.status).toBe(200)
    expect(a.text).toContain('Slug <!-- -->a')
    // The paths listed, and only this path's data function run (not those of /versions and /versions/b/c).
    expect(calls()).toEqual(['paths', 'props a'])
    const bc = await fetchPage(versioned.url, '/versions/b/c')
    expect(bc.status).toBe(200)
    expect(bc.text).toContain('Slug <!-- -->b/c')
    expect((await fetchPage(versioned.url, '/versions')).text).toContain('Slug <!-- -->root')
    // A path the list does not have: 404 from the known list, no data function run.
    expect((await fetchPage(versioned.url, '/versions/zzz')).status).toBe(404)
    expect(calls()).toEqual(['paths', 'props a', 'props b/c', 'props '])
    // A save of the file: its paths are listed again, and still only the path asked for renders.
    writeFile(join(site, 'pages/versions/[[...slug]].mdx'), VERSIONED(log, 'Version'))
    await waitForPage(
      versioned.url,
      '/versions/b/c',
      page => page.text.includes('Version <!-- -->b/c'),
      'the saved page'
    )
    const after = calls().slice(4)
    expect(after).toContain('paths')
    expect(after.filter(call => call.startsWith('props'))).toContain('props b/c')
    expect(after.filter(call => call.startsWith('props') && call !== 'props b/c')).toEqual([])
  })
})
