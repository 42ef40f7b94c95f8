import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, type CliResult } from '../helpers/cli.js'

/**
 * `fetchPackageInfo` of @theguild/components asks the npm registry while a page's data function runs,
 * as on a networked `next build` (issue 34): a local server stands in for registry.npmjs.org,
 * api.npmjs.org and raw.githubusercontent.com (GUILDSITE_NPM_REGISTRY, GUILDSITE_NPM_API,
 * GUILDSITE_GITHUB_RAW). The plugin pages are shaped like envelop's: the site catches a failure itself.
 */
const PLUGINS = `export const PLUGINS = [
  { id: 'use-logger', npm: '@envelop/use-logger' },
  { id: 'use-legacy', npm: 'envelop-legacy' },
  { id: 'use-remote', npm: 'envelop-remote', githubReadme: { repo: 'envelop/remote/', path: 'docs/README.md' } }
]
`
const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({
    siteName: 'Npm',
    docsRepositoryBase: 'https://github.com/the-guild-org/npm'
  }),
  'lib/plugins.js': PLUGINS,
  'pages/index.mdx': '# Plugins\n',
  'pages/plugins/[name].mdx': `import { RemoteContent } from '@theguild/components'
import { fetchPackageInfo } from '@theguild/components'
import { buildDynamicMDX } from 'nextra/remote'
import { PLUGINS } from '../../lib/plugins'

export const getStaticPaths = () => ({ paths: PLUGINS.map(p => ({ params: { name: p.id } })), fallback: false })

export async function getStaticProps({ params }) {
  const plugin = PLUGINS.find(p => p.id === params.name)
  let info
  try {
    info = await fetchPackageInfo(plugin.npm, plugin.githubReadme)
  } catch {
    info = { readme: 'Readme not available', description: 'Description not available', updatedAt: '' }
  }
  const md = \`# \\\`\${plugin.npm}\\\`\\n\\n<p className="about">\${info.description} · updated \${info.updatedAt.slice(0, 10)} · \${info.weeklyNPMDownloads} a week</p>\\n\\n\${info.readme}\`
  return { props: { ...(await buildDynamicMDX(md)) } }
}

<RemoteContent />
`,
  // Next runs a dynamic route's paths side by side: each path here waits until all four have started.
  'pages/together/[n].mdx': `import { useData } from 'nextra/data'

export const getStaticPaths = () => ({ paths: ['a', 'b', 'c', 'd'].map(n => ({ params: { n } })), fallback: false })

export async function getStaticProps() {
  globalThis.started = (globalThis.started ?? 0) + 1
  await new Promise(resolve => { const wait = setInterval(() => globalThis.started >= 4 && (clearInterval(wait), resolve()), 5) })
  return { props: { ssg: { all: globalThis.started } } }
}

export const All = () => <p className="together">{useData().all} started together</p>

<All />
`,
  // A page that does not catch: Next's build would fail; guildsite writes it and warns.
  'pages/downloads.mdx': `import { fetchPackageInfo } from '@theguild/components/server'
import { useData } from 'nextra/data'

export const getStaticProps = async () => ({ props: { ssg: await fetchPackageInfo('@envelop/use-logger') } })

export function Downloads() {
  const { weeklyNPMDownloads, createdAt } = useData()
  return <p className="downloads">{weeklyNPMDownloads.toLocaleString('en-US')} downloads since {createdAt}</p>
}

# Downloads

<Downloads />
`
}

const DOCUMENTS: Record<string, unknown> = {
  '@envelop/use-logger': {
    description: 'Logs every operation',
    readme: '## Getting started\n\nInstall it and **log** away.\n',
    time: { created: '2021-02-03T10:00:00.000Z', modified: '2024-05-06T10:00:00.000Z' },
    'dist-tags': { latest: '2.0.0' },
    versions: { '1.0.0': { version: '1.0.0' }, '2.0.0': { version: '2.0.0' } }
  },
  // No top-level readme: the newest version up to `latest` that has one (not the prerelease after it).
  'envelop-legacy': {
    readme: '',
    time: { created: '2020-01-01T00:00:00.000Z', modified: '2023-07-08T00:00:00.000Z' },
    'dist-tags': { latest: '2.0.0' },
    versions: {
      '1.0.0': { version: '1.0.0', readme: 'Readme of one' },
      '2.0.0': { version: '2.0.0', readme: 'ERROR: No README data found!' },
      '1.5.0': { version: '1.5.0', readme: 'Readme of one and a half' },
      '3.0.0-alpha.1': { version: '3.0.0-alpha.1', readme: 'Readme of the alpha' }
    }
  },
  'envelop-remote': {
    description: 'Read from GitHub',
    readme: 'The npm readme, not shown',
    time: { created: '2022-01-01T00:00:00.000Z', modified: '2025-01-02T00:00:00.000Z' },
    'dist-tags': { latest: '1.0.0' },
    versions: { '1.0.0': { version: '1.0.0' } }
  }
}

// A marketplace shaped like envelop's: every package asked at once, each failure stamped with the time
// the site's catch ran, the list sorted on that stamp, newest first ("Recently Updated").
const RECENT = `import { fetchPackageInfo } from '@theguild/components'
import { useData } from 'nextra/data'

export async function getStaticProps() {
  const names = Array.from({ length: 8 }, (_, i) => \`pkg-\${i}\`)
  const infos = await Promise.all(
    names.map(name => fetchPackageInfo(name).catch(() => ({ name, updatedAt: new Date().toISOString() })))
  )
  return { props: { ssg: infos.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(info => info.name) } }
}

export const Recent = () => <ul>{useData().map(name => <li key={name}>{name}</li>)}</ul>

# Recently updated

<Recent />
`

let server: Server
let base = ''
const requests: string[] = []
const dirs: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = decodeURIComponent(request.url ?? '')
    requests.push(request.url ?? '')
    const registry = /^\/registry\/(.+)$/.exec(url)
    const downloads = /^\/api\/downloads\/point\/last-week\/(.+)$/.exec(url)
    if (registry && DOCUMENTS[registry[1]!]) return response.end(JSON.stringify(DOCUMENTS[registry[1]!]))
    if (downloads)
      return response.end(
        JSON.stringify({ downloads: downloads[1] === '@envelop/use-logger' ? 2000 : 7, package: downloads[1] })
      )
    if (url === '/raw/envelop/remote/HEAD/docs/README.md')
      return response.end('## From GitHub\n\nThe repository readme.\n')
    response.statusCode = 404
    response.end('{"error":"Not found"}')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.close()
  await Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true })))
})

async function build(
  origin: string,
  files: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<{ dir: string; result: CliResult }> {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-npm-'))
  dirs.push(dir)
  for (const [file, text] of Object.entries({ ...FILES, ...files })) {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await writeFile(join(dir, file), text)
  }
  const result = await runCli(['build', dir], {
    env: {
      GUILDSITE_NPM_REGISTRY: `${origin}/registry`,
      GUILDSITE_NPM_API: `${origin}/api/`,
      GUILDSITE_GITHUB_RAW: `${origin}/raw`,
      ...env
    }
  })
  return { dir, result }
}

const article = (dir: string, route: string): string => {
  const html = readFileSync(join(dir, 'dist', route, 'index.html'), 'utf8')
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'))
}

describe('fetchPackageInfo with the registry answering', () => {
  let dir = ''
  let result: CliResult
  beforeAll(async () => ({ dir, result } = await build(base)), 60_000)

  it('shows the npm readme rendered, the description, the date and the weekly downloads', () => {
    expect(result.stderr).not.toMatch(/ - (error|warning) /)
    expect(result.code).toBe(0)
    const page = article(dir, 'plugins/use-logger')
    expect(page).toMatch(/<h1[^>]*>.*@envelop\/use-logger/)
    expect(page).toMatch(/<h2 data-md="" id="getting-started">Getting started/)
    expect(page).toContain('Install it and <strong data-md="">log</strong> away.')
    expect(page).toMatch(/class="about">Logs every operation · updated 2024-05-06 · 2000 a week/)
  })

  it("runs a dynamic route's paths side by side, as Next does", () => {
    for (const n of ['a', 'b', 'c', 'd'])
      expect(article(dir, `together/${n}`)).toContain('<p class="together">4<!-- --> started together</p>')
  })

  it("falls back to the newest version's readme up to latest, and prefers a GitHub readme when asked", () => {
    expect(article(dir, 'plugins/use-legacy')).toContain('Readme of one and a half')
    expect(article(dir, 'plugins/use-legacy')).toMatch(/class="about">undefined · updated 2023-07-08/)
    const remote = article(dir, 'plugins/use-remote')
    expect(remote).toMatch(/<h2 data-md="" id="from-github">From GitHub/)
    expect(remote).not.toContain('The npm readme')
  })

  it('asks once per package in a build, with the scoped name encoded', () => {
    expect(article(dir, 'downloads')).toMatch(
      /class="downloads">2,000<!-- --> downloads since <!-- -->2021-02-03T10:00:00.000Z/
    )
    expect(requests.filter(url => url === '/registry/%40envelop%2Fuse-logger')).toHaveLength(1)
    expect(requests.filter(url => url === '/api/downloads/point/last-week/%40envelop%2Fuse-logger')).toHaveLength(1)
    expect(requests.filter(url => url.startsWith('/raw/'))).toEqual(['/raw/envelop/remote/HEAD/docs/README.md'])
  })
})

describe('fetchPackageInfo with the registry unreachable', () => {
  let dir = ''
  let result: CliResult
  beforeAll(async () => {
    // A port nothing listens on: every request is refused, as offline.
    const closed = createServer()
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise(resolve => closed.close(resolve))
    ;({ dir, result } = await build(origin, { 'pages/recent.mdx': RECENT }))
  }, 60_000)

  it('fails the requests in the order they were asked, so a list of fallbacks stamped `new Date()` sorts newest first as offline Nextra shows it', () => {
    const names = [...article(dir, 'recent').matchAll(/<li>([^<]*)<\/li>/g)].map(match => match[1])
    expect(names).toEqual(Array.from({ length: 8 }, (_, i) => `pkg-${7 - i}`))
  })

  it("rejects, so the site's own catch shows its text", () => {
    expect(result.code).toBe(0)
    expect(article(dir, 'plugins/use-logger')).toContain('Readme not available')
    expect(article(dir, 'plugins/use-logger')).toMatch(/class="about">Description not available/)
  })

  it('writes a page that does not catch with a placeholder and a PAGE_DATA warning at its export', () => {
    expect(result.stderr).toMatch(
      /pages\/downloads\.mdx:4:1 - warning PAGE_DATA getStaticProps failed[^\n]*fetch failed/
    )
    expect(result.stderr).toMatch(
      /pages\/downloads\.mdx:13:1 - warning PAGE_DATA <Downloads> cannot render without the data getStaticProps failed to give/
    )
    const page = article(dir, 'downloads')
    expect(page).toMatch(/<h1[^>]*>Downloads/)
    expect(page).toMatch(/class="gs-missing"[^>]*data-missing-component="Downloads"/)
  })
})

describe('fetchPackageInfo with a host that never answers', () => {
  const PACKAGES = 12
  let dir = ''
  let result: CliResult
  let asked = 0
  const stalled = createServer(() => asked++)
  beforeAll(async () => {
    await new Promise<void>(resolve => stalled.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`
    const plugins = Array.from({ length: PACKAGES }, (_, i) => `{ id: 'p${i}', npm: 'pkg-${i}' }`)
    ;({ dir, result } = await build(
      origin,
      { 'lib/plugins.js': `export const PLUGINS = [${plugins.join(', ')}]\n`, 'pages/downloads.mdx': '# Downloads\n' },
      { GUILDSITE_NPM_TIMEOUT_MS: '300' }
    ))
  }, 60_000)
  afterAll(() => stalled.closeAllConnections())
  afterAll(() => new Promise(resolve => stalled.close(resolve)))

  it('gives up on the host after a few requests, so every path is written with the site text', () => {
    expect(result.stderr).not.toMatch(/ - error /)
    expect(result.code).toBe(0)
    for (let i = 0; i < PACKAGES; i++) expect(article(dir, `plugins/p${i}`)).toContain('Readme not available')
    expect(asked).toBeGreaterThan(0)
    expect(asked).toBeLessThan(PACKAGES)
  })
})
