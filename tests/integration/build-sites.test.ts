import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli, type CliResult } from '../helpers/cli.js'
import { exampleBuildStderr, exampleOut } from '../helpers/example-site.js'
import { useSharedBuild } from '../helpers/shared-builds.js'
import { useYogaBuild } from '../helpers/yoga-site.js'

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))
const outDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-build-test-'))
  temp.push(dir)
  return join(dir, 'dist')
}

describe('guildsite build on the real GraphQL Yoga docs (corpus, unchanged)', () => {
  // `guildsite build tests/fixtures/yoga --out <tmp> --force`, made once for the run (tests/helpers/yoga-site.ts).
  const yoga = useYogaBuild()
  let out = ''
  let result: CliResult
  beforeAll(() => {
    ;({ out, ...result } = yoga())
  })

  it('exits 0 with no error', () => {
    expect(result.stderr).not.toMatch(/ - error /)
    expect(result.code).toBe(0)
  })

  it('writes one HTML file per route: 63 pages (_app.mdx is not a route) plus 404 and 500', async () => {
    const pages = await fg('**/index.html', { cwd: out })
    expect(pages).toHaveLength(63)
    expect(existsSync(join(out, '404.html')) && existsSync(join(out, '500.html'))).toBe(true)
    expect(result.stdout).toMatch(/Built 63 pages/)
  })

  it('warns only about what the corpus does not contain (and its own broken anchors)', () => {
    const warnings = [...result.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(
      m => `${m[1].replace(/^.*corpus\/graphql-yoga\//, '')} ${m[2]} ${m[3]}`
    )
    expect(warnings).toEqual([
      'pages/docs/comparison.mdx:110:1 BROKEN_ANCHOR Broken anchor → /docs/features/file-uploads#enable-file-uploads-in-graphql-yoga: /docs/features/file-uploads has no heading #enable-file-uploads-in-graphql-yoga',
      'pages/docs/comparison.mdx:190:3 BROKEN_ANCHOR Broken anchor → #real-time-and-graphql-subscriptions-over-server-sent-events-sse: /docs/comparison has no heading #real-time-and-graphql-subscriptions-over-server-sent-events-sse',
      'pages/docs/comparison.mdx:191:3 BROKEN_ANCHOR Broken anchor → #bundle-size-and-lean-dependencies: /docs/comparison has no heading #bundle-size-and-lean-dependencies',
      'pages/index.mdx:3:1 UNRESOLVED_IMPORT Import "../index-page" cannot be resolved; a placeholder is rendered instead'
    ])
  })

  it('renders a page with the docs chrome, highlighted code and the product name in the title', () => {
    const html = readFileSync(join(out, 'docs/features/cors/index.html'), 'utf8')
    expect(html).toContain('<title>CORS – GraphQL Yoga</title>')
    expect(html).toContain('aria-label="Sidebar"')
    // Highlighted: tokens carry the light and dark colour classes of CODE_CSS.
    expect(html).toMatch(/<pre class="shiki [^"]*" tabindex="0"><code>[^]*?(<c-\d+>|<span class="l\d+ d\d+">)/)
    expect(html).toContain('Edit this page on GitHub')
    expect(html).toContain('https://github.com/dotansimha/graphql-yoga/tree/main/website/')
  })
})

/** `file:line:col - warning CODE message` lines of a build's stderr, and any warning line without a position. */
const warningLines = (stderr: string) => stderr.split('\n').filter(line => / - warning [A-Z_]+ /.test(line))
const unplaced = (stderr: string) => warningLines(stderr).filter(line => !/^\S+:\d+:\d+ - warning /.test(line))

describe('guildsite build on the real graphql-config website (corpus, Nextra 4, no guildsite config)', () => {
  const site = 'tests/fixtures/corpus/website-graphql-config'
  let out = ''
  let result: CliResult
  // `guildsite build <site> --out <tmp> --force`, made once for the run (tests/helpers/shared-builds.ts).
  const graphqlConfig = useSharedBuild(site)
  beforeAll(() => {
    ;({ out, ...result } = graphqlConfig())
  })

  it('exits 0 with no error and a page for every content page under /docs', async () => {
    expect(result.stderr).not.toMatch(/ - error /)
    expect(result.code).toBe(0)
    const sources = await fg('src/content/**/*.mdx', { cwd: site })
    expect(sources.length).toBe(11)
    for (const source of sources) {
      const route = source
        .replace(/^src\/content\/?/, '')
        .replace(/\.mdx$/, '')
        .replace(/(^|\/)index$/, '')
      expect(existsSync(join(out, 'docs', route, 'index.html')), source).toBe(true)
    }
  })

  it('follows its relative links as Nextra’s visitors do: /docs/index.mdx’s ./usage is /usage, redirected to /docs/user/usage', () => {
    const html = readFileSync(join(out, 'docs/index.html'), 'utf8')
    expect(html).toContain('<a data-md="" href="/docs/user/usage">usage docs</a>')
    expect(html).toContain('href="/docs/library/load-config#configname"')
    expect(result.stderr).not.toMatch(/BROKEN_LINK/)
  })

  it('titles its pages as Next does, through the root layout’s metadata title template, with no site name after it', () => {
    const title = (path: string) => /<title>([^<]*)<\/title>/.exec(readFileSync(join(out, path), 'utf8'))?.[1]
    expect(title('index.html')).toBe('GraphQL-Config')
    expect(title('docs/index.html')).toBe('Introduction | GraphQL-Config')
    expect(title('docs/user/usage/index.html')).toBe('Usage | GraphQL-Config')
    expect(title('changelog/index.html')).toBe('Changelog | GraphQL-Config')
  })

  it('starts the breadcrumb with its section’s crumb, as Nextra 4 does: app/_meta.ts titles the content folder /docs', () => {
    const html = readFileSync(join(out, 'docs/user/usage/index.html'), 'utf8')
    expect(html).toContain(
      '<nav class="gs-breadcrumb" aria-label="Breadcrumb"><ol><li class="gs-breadcrumb-item"><a href="/docs">Documentation</a></li>'
    )
  })

  it('puts the app router pages app/_meta.ts names in the navbar items as Nextra 4 does: Documentation, then Changelog; the hidden index adds none', () => {
    for (const [path, current] of [
      ['docs/index.html', 'Documentation'],
      ['changelog/index.html', 'Changelog']
    ]) {
      const html = readFileSync(join(out, path), 'utf8')
      // GuildLayout's bar (HiveNavigation) has no place for them: Nextra 4 lists them in its mobile menu, as the overlay does.
      const menu = /<nav class="gs-sidebar-menu[^>]*>(.*?)<\/nav>/.exec(html)![1]!
      const items = [
        ...menu.matchAll(
          /<a(?: class="gs-active")? href="([^"]*)"( aria-current="page")?( data-folder="")?>([^<]*)<\/a>/g
        )
      ]
      // (The content folder is a folder there, with its chevron; the changelog app page is a page.)
      expect(items.map(m => `${m[1]} ${m[4]}${m[2] ? ' (current)' : ''}${m[3] ? ' (folder)' : ''}`)).toEqual([
        `/docs Documentation${current === 'Documentation' ? ' (current)' : ''} (folder)`,
        `/changelog Changelog${current === 'Changelog' ? ' (current)' : ''}`
      ])
    }
  })

  it('has the navigation of Nextra’s own page-map code (NAVIGATION.json): navbar, sidebars, sections, flat docs', async () => {
    const check = await runCli(['check', site, '--json'])
    const ours = JSON.parse(check.stdout) as Record<string, unknown>
    const nextra = JSON.parse(readFileSync(join(site, 'NAVIGATION.json'), 'utf8')) as Record<string, unknown>
    // Nextra's page-map code ran over the content folder alone (SOURCE.md), without the root meta's
    // app-router keys: the Changelog item they add (the test above) is left out of ours here.
    const app = '/changelog'
    const withoutApp: Record<string, unknown> = {
      navbar: (ours.navbar as { route: string }[]).filter(item => item.route !== app),
      sidebars: Object.fromEntries(Object.entries(ours.sidebars as object).filter(([route]) => route !== app)),
      sections: Object.fromEntries(Object.entries(ours.sections as object).filter(([route]) => route !== app)),
      flatDocs: ours.flatDocs
    }
    expect(Object.keys(ours.sections as object)).toContain(app)
    for (const key of ['navbar', 'sidebars', 'sections', 'flatDocs']) expect(withoutApp[key], key).toEqual(nextra[key])
  })

  it('gives only warnings that name their file:line', () => {
    expect(unplaced(result.stderr)).toEqual([])
    expect(warningLines(result.stderr)).toEqual([
      // The changelog reads ../CHANGELOG.md, beside the website folder in its repository: not copied.
      'src/app/changelog/page.mdx:12:25 - warning PAGE_DATA ../CHANGELOG.md does not exist (files read at build time resolve from the site folder); the page was built with it read as empty',
      'src/content/library/graphql-config.mdx:57:148 - warning BROKEN_ANCHOR Broken anchor → /docs/user/usage#include-exclude: /docs/user/usage has no heading #include-exclude'
    ])
  })
})

describe('the shared sites', () => {
  const yoga = useYogaBuild()
  it('GraphQL Yoga’s warnings each name their file:line (feTS: website-fets.test.ts; graphql-config: above)', () => {
    expect(yoga().code).toBe(0)
    expect(unplaced(yoga().stderr)).toEqual([])
  })
})

describe('guildsite build example-content', () => {
  // The global setup's build (tests/global-setup.ts), the same command: it stops the run unless it exits 0.
  const out = exampleOut()

  it('exits 0 with zero warnings', () => {
    expect(exampleBuildStderr()).toBe('')
  })

  it('writes sitemap.xml and robots.txt because siteUrl is set', () => {
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://guildsite.example.com/yoga/features/cors</loc>'
    )
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://guildsite.example.com/sitemap.xml'
    )
  })

  it('copies public files and content-hashes its assets', async () => {
    expect(existsSync(join(out, 'favicon.svg'))).toBe(true)
    const assets = await fg('_gs/assets/*', { cwd: out })
    expect(assets.some(a => /style-[0-9a-f]{10}\.css$/.test(a))).toBe(true)
  })
})

describe('--base', () => {
  let out = ''
  let result: CliResult
  beforeAll(async () => {
    out = await outDir()
    result = await runCli(['build', 'example-content', '--out', out, '--base', '/docs-site', '--quiet', '--force'])
  })

  it('prefixes every internal URL with the base path', () => {
    expect(result.code).toBe(0)
    const html = readFileSync(join(out, 'yoga/features/cors/index.html'), 'utf8')
    const hrefs = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map(m => m[1])
    expect(hrefs.length).toBeGreaterThan(20)
    expect(hrefs.filter(h => !h.startsWith('/docs-site/') && h !== '/docs-site')).toEqual([])
  })
})
