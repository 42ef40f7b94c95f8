import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A Nextra 4 website whose pages all live in `app/` (issue 34 item 5; tests/fixtures/website-app-only,
// as the website of @theguild/components is): no pages/ nor content/ folder, `app/**/page.mdx` pages,
// `_meta` files in `app/` folders, an `app/page.tsx` home, `@theguild/components: workspace:*` (no
// major in package.json). Built with no config and no --out, as a user types it. One build for the file.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a Nextra 4 website whose pages all live in app/', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-app-only-'))
  temp.push(dir)
  const site = join(dir, 'website')
  await cp('tests/fixtures/website-app-only', site, { recursive: true })
  const build = await runCli(['build', site, '--force'])
  // (Its output folder is the site folder's, though the first file of its config is app/layout.tsx.)
  const out = join(site, 'dist')
  const page = (path: string) => readFileSync(join(out, path), 'utf8')
  // (The tree's items: the page's own headings under its item, for Nextra's phone menu, left out.)
  const sidebar = (html: string) =>
    (/id="gs-sidebar-tree"[^]*?<\/nav>/.exec(html)?.[0] ?? '').replace(
      /<ul class="gs-sidebar-anchors">[^]*?<\/ul>/g,
      ''
    )

  it('builds every page of its app router, with no content folder and no error', async () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.stderr).not.toContain('CONTENT_DIR_MISSING')
    expect(build.code).toBe(0)
    expect(existsSync(join(site, 'app', 'dist'))).toBe(false)
    expect((await fg('**/*.html', { cwd: out })).sort()).toEqual([
      '404.html',
      '500.html',
      'docs/extra/index.html',
      'docs/guide/index.html',
      'docs/index.html',
      'index.html'
    ])
  })

  it('the home page is app/page.tsx, not a redirect', () => {
    const home = page('index.html')
    expect(home).toContain('Widgets for everyone</h1>')
    expect(home).not.toContain('http-equiv="refresh"')
  })

  it("each page.mdx is a docs page whose sidebar is the app _meta files' order, unnamed pages after", () => {
    const extra = page('docs/extra/index.html')
    const links = [...sidebar(extra).matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(m => [m[1], m[2]])
    expect(links).toEqual([
      ['/docs', 'Getting Started'],
      ['/docs/guide', 'The Guide'],
      ['/docs/extra', 'Extra Notes']
    ])
    expect(sidebar(extra)).toMatch(/<a class="gs-active" href="\/docs\/extra" aria-current="page">/)
    // The pagination follows the same order.
    const guide = page('docs/guide/index.html')
    expect(guide).toMatch(/gs-pagination-prev" href="\/docs"/)
    expect(guide).toMatch(/gs-pagination-next" href="\/docs\/extra"/)
  })

  it("renders a page's imported sibling .mdx and its table of contents", () => {
    const guide = page('docs/guide/index.html')
    expect(guide).toContain('A paragraph shared by several pages, imported from a sibling file.')
    expect(guide).toMatch(/<a [^>]*href="#configure"[^>]*>Configure<\/a>/)
  })

  it('the search index holds the app pages', async () => {
    const [core] = await fg('_gs/search/en-US.core.*.json', { cwd: out })
    const routes = (JSON.parse(page(core)) as { routes: string[] }).routes
    expect([...routes].sort()).toEqual(['/', '/docs', '/docs/extra', '/docs/guide'])
  })
})

describe('an app/ folder and no content folder in a site that says it is not Nextra 4', () => {
  it('is CONTENT_DIR_MISSING, saying why its app pages are not built, and nothing is written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-app-only-n3-'))
    temp.push(dir)
    const site = join(dir, 'website')
    await cp('tests/fixtures/website-app-only', site, { recursive: true })
    await writeFile(join(site, 'package.json'), JSON.stringify({ dependencies: { nextra: '^3.0.0', next: '14.2.0' } }))
    const build = await runCli(['build', site, '--force'])
    expect(build.code).toBe(1)
    expect(build.stderr).toContain(
      "error CONTENT_DIR_MISSING The site has no content folder (neither pages/ nor content/ exists), and its app/ pages are Nextra 4's app router, but the site follows Nextra 3 (package.json depends on nextra ^3.0.0)"
    )
    expect(existsSync(join(site, 'dist'))).toBe(false)
  })
})
